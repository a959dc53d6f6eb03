import { MegaMenu } from '@haat/ui'
import Paper from '@mui/material/Paper'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import {
  categories,
  categoriesWithChildless,
  categoriesWithUnnamed,
  categoryHref,
} from './fixtures/categories.ts'
import { preventNavigation } from './fixtures/preventNavigation.tsx'

const meta = {
  title: 'UI/MegaMenu',
  component: MegaMenu,
  tags: ['autodocs'],
  args: { categories, categoryHref, status: 'ready', onNavigate: fn() },
  decorators: [
    (Story) => (
      <Paper elevation={3} sx={{ maxWidth: 760, overflow: 'hidden' }}>
        <Story />
      </Paper>
    ),
    preventNavigation,
  ],
} satisfies Meta<typeof MegaMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The links of the column labelled `name`. */
function column(canvas: ReturnType<typeof within>, name: string) {
  return within(canvas.getByRole('list', { name }))
}

/** The first top category is selected at first; Toys (no products) is left out. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const tops = column(canvas, 'Categories').getAllByRole('link')
    await expect(tops.map((link) => link.textContent)).toEqual([
      'Electronics',
      'Fashion',
      'Home & Kitchen',
      'Grocery',
    ])
    await expect(canvas.getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1001/Electronics',
    )
    await expect(column(canvas, 'Electronics').getByRole('link', { name: 'Mobiles' })).toBeVisible()
    await expect(column(canvas, 'Mobiles').getByRole('link', { name: 'Smartphones' })).toBeVisible()
  },
}

/** Hovering a top category shows its sub-categories; hovering one of those shows the next level. */
export const HoverShowsChildren: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Fashion' }))
    const fashion = column(canvas, 'Fashion')
    await expect(fashion.getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Men's Clothing",
      "Women's Ethnic Wear",
      'Footwear',
    ])
    await userEvent.hover(fashion.getByRole('link', { name: "Women's Ethnic Wear" }))
    const ethnic = column(canvas, "Women's Ethnic Wear")
    await expect(ethnic.getByRole('link', { name: 'Sarees' })).toHaveAttribute(
      'href',
      `/categories-page/CAT1221/Sarees`,
    )
    await expect(canvas.getByRole('link', { name: "Men's Clothing" })).toHaveAttribute(
      'href',
      `/categories-page/CAT1201/${encodeURIComponent("Men's Clothing")}`,
    )
    await userEvent.click(ethnic.getByRole('link', { name: 'Kurtas & Kurtis' }))
    await expect(args.onNavigate).toHaveBeenCalledTimes(1)
  },
}

/** Arrow keys move within a column and between columns, and select what they land on. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Electronics' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(canvas.getByRole('link', { name: 'Home & Kitchen' })).toHaveFocus()
    await expect(column(canvas, 'Home & Kitchen').getByRole('link', { name: 'Cookware' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('link', { name: 'Cookware' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('link', { name: 'Furniture' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('link', { name: 'Sofas' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('link', { name: 'Home & Kitchen' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    await expect(canvas.getByRole('link', { name: 'Grocery' })).toHaveFocus()
  },
}

/** Tab walks the links without selecting: tabbing down the first column leaves the second one as it was. */
export const TabDoesNotSelect: Story = {
  // No baseline: a keyboard check; the picture is the Keyboard story's.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Electronics' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Fashion' })).toHaveFocus()
    await expect(column(canvas, 'Electronics').getByRole('link', { name: 'Mobiles' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Fashion' })).toBeNull()
  },
}

/** Books has products but no sub-categories: both further columns say "No Category". */
export const CategoryWithoutChildren: Story = {
  args: { categories: categoriesWithChildless },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Books' }))
    await expect(canvas.getAllByText('No Category')).toHaveLength(2)
  },
}

export const UnnamedCategory: Story = {
  args: { categories: categoriesWithUnnamed },
  play: async ({ canvas, userEvent }) => {
    const unnamed = canvas.getByRole('link', { name: 'Unnamed Category' })
    await expect(unnamed).toHaveAttribute('href', '/categories-page/CAT1007/Unnamed%20Category')
    await userEvent.hover(unnamed)
    await expect(canvas.getAllByText('No Category')).toHaveLength(2)
  },
}

/** No top category has products. */
export const NothingToShow: Story = {
  args: { categories: categories.filter((category) => category.id === 'CAT1005') },
  play: async ({ canvas }) => expect(canvas.getAllByText('No Category')).toHaveLength(3),
}

export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading...'),
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', categories: [], errorText: 'Network response was not ok.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Error Fetching Category Data')
    await expect(alert).toHaveTextContent('Network response was not ok.')
  },
}
