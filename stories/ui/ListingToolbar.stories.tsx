import { SORT_MENU } from '@haat/contract/core'
import { ListingToolbar, SortSelect } from '@haat/ui'
import Link from '@mui/material/Link'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/ListingToolbar',
  component: ListingToolbar,
  tags: ['autodocs'],
  args: {
    title: 'Electronics',
    shown: { from: 1, to: 24, total: 120 },
    sort: <SortSelect value="price-asc" options={SORT_MENU} onChange={() => {}} />,
    onOpenFilters: fn(),
    filterCount: 2,
  },
} satisfies Meta<typeof ListingToolbar>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: the filters sit in the sidebar, so there is no Filters button. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Electronics' })).toBeVisible()
    await expect(canvas.getByText('Showing 1-24 of 120 results')).toBeVisible()
    // Hidden with display: none, so it is out of the accessibility tree too.
    await expect(canvas.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument()
  },
}

/** Phone: the Filters button opens the drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }))
    await expect(args.onOpenFilters).toHaveBeenCalledOnce()
  },
}

export const NoResults: Story = {
  args: { title: 'Sarees', shown: { from: 0, to: 0, total: 0 }, onOpenFilters: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 0-0 of 0 results')).toBeVisible()
  },
}

export const LongTitle: Story = {
  args: {
    title: 'Stainless Steel Pressure Cookers, Kadhais and Tawas for Every Indian Kitchen',
    shown: { from: 1201, to: 1224, total: 15000 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1,201-1,224 of 15,000 results')).toBeVisible()
  },
}

/** Under a page's own h1 (the chosen store of /topStore-Page): an h2 title with a link beside it. */
export const SectionTitleWithAction: Story = {
  args: {
    title: 'Sharma Electronics, Delhi',
    titleComponent: 'h2',
    titleAction: (
      <Link href="/seller-store/SEL401" sx={{ fontWeight: 600 }}>
        Visit Store
      </Link>
    ),
    onOpenFilters: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sharma Electronics, Delhi' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Visit Store' })).toHaveAttribute(
      'href',
      '/seller-store/SEL401',
    )
  },
}

/** The first answer is on its way: a placeholder holds the count's line, and no number is claimed. */
export const CountLoading: Story = {
  args: { shown: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('result-count-placeholder')).toBeVisible()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await expect(canvas.queryByText(/Showing/)).not.toBeInTheDocument()
  },
}

/** The listing failed: no count and nothing to sort or filter, only the title. */
export const NoCount: Story = {
  args: { shown: null, sort: undefined, onOpenFilters: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Electronics' })).toBeVisible()
    await expect(canvas.queryByText(/Showing/)).not.toBeInTheDocument()
    await expect(canvas.queryByTestId('result-count-placeholder')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
  },
}
