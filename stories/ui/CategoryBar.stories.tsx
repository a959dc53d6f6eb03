import { CategoryBar } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  categories,
  categoriesWithChildless,
  categoriesWithUnnamed,
  categoryHref,
} from './fixtures/categories.ts'
import { preventNavigation } from './fixtures/preventNavigation.tsx'

const meta = {
  title: 'UI/CategoryBar',
  component: CategoryBar,
  tags: ['autodocs'],
  args: { categories, categoryHref, status: 'ready' },
  decorators: [
    // Room below the bar for the open mega menu, and a spot outside it to click.
    (Story) => (
      <>
        <Story />
        <Box sx={{ height: 380, p: 2 }}>
          <p>Page content</p>
        </Box>
      </>
    ),
    preventNavigation,
  ],
  parameters: { storyPadding: 0 },
} satisfies Meta<typeof CategoryBar>

export default meta
type Story = StoryObj<typeof meta>

/** Only top-level categories with products, each to /categories-page/{id}/{name}. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const list = within(canvas.getByRole('list', { name: 'Top categories' }))
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Electronics',
      'Fashion',
      'Home & Kitchen',
      'Grocery',
    ])
    await expect(list.getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1003/Home%20%26%20Kitchen',
    )
  },
}

/** All Categories opens the mega menu; hovering a top category shows its children; Escape closes. */
export const OpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    await expect(panel).toBeVisible()
    const menu = within(panel as HTMLElement)
    await userEvent.hover(menu.getByRole('link', { name: 'Grocery' }))
    await expect(menu.getByRole('link', { name: 'Staples' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Rice' })).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).not.toBeVisible()
    await expect(toggle).toHaveFocus()
  },
}

/** Keyboard only: Tab from the toggle goes into the menu, focus selects. */
export const KeyboardOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    const fashion = within(canvas.getByRole('list', { name: 'Categories' })).getByRole('link', {
      name: 'Fashion',
    })
    await expect(fashion).toHaveFocus()
    await expect(canvas.getByRole('list', { name: 'Fashion' })).toBeVisible()
  },
}

/** Focus leaving the open menu (Tab past its last link) closes it; the bar's links come next. */
export const FocusLeavingCloses: Story = {
  // No baseline: it ends with the menu closed, which is the Closed story's picture.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    await userEvent.click(toggle)
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    const links = within(panel).getAllByRole('link')
    links.at(-1)?.focus()
    await userEvent.tab()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).not.toBeVisible()
    await expect(panel.contains(document.activeElement)).toBe(false)
  },
}

export const OutsideClickCloses: Story = {
  // No baseline: it ends with the menu closed, which is the Closed story's picture.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByText('Page content'))
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Following a link in the menu closes it. */
export const NavigationCloses: Story = {
  // No baseline: it ends with the menu closed, which is the Closed story's picture.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'All Categories' })
    await userEvent.click(toggle)
    const menu = within(canvas.getByRole('list', { name: 'Categories' }))
    await userEvent.hover(menu.getByRole('link', { name: 'Fashion' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'Footwear' }))
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
  },
}

export const CategoryWithoutChildren: Story = {
  args: { categories: categoriesWithChildless },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await userEvent.hover(
      within(canvas.getByRole('list', { name: 'Categories' })).getByRole('link', { name: 'Books' }),
    )
    await expect(canvas.getAllByText('No Category')).toHaveLength(2)
  },
}

export const UnnamedCategory: Story = {
  args: { categories: categoriesWithUnnamed },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Top categories' }))
    await expect(list.getByRole('link', { name: 'Unnamed Category' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1007/Unnamed%20Category',
    )
  },
}

export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', categories: [], errorText: 'Failed to fetch' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error Fetching Category Data')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch')
  },
}

/** The catalogue's own long list of top categories: more than a laptop's width. */
const manyCategories = [
  'Electronics',
  'Fashion',
  'Home & Kitchen',
  'Grocery & Gourmet',
  'Beauty & Personal Care',
  'Sports & Fitness',
  'Books & Stationery',
  'Toys & Baby Products',
  'Health & Wellness',
  'Automotive Accessories',
  'Musical Instruments',
  'Pet Supplies',
  'Garden & Outdoors',
  'Jewellery',
].map((name, index) => {
  const id = `CAT${2001 + index}`
  return { id, name, parentCategory: id, categoryIcon: null, productCount: 10 }
})

/**
 * More categories than fit: the side with more fades out, so a cut-off name reads as "scroll for more";
 * scrolled to the end, the fade moves to the start.
 */
export const MoreThanFit: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Top categories' })
    await waitFor(() => expect(row).toHaveAttribute('data-more-after', 'true'))
    await expect(row).not.toHaveAttribute('data-more-before')
    await expect(getComputedStyle(row).maskImage).toContain('linear-gradient')
    row.scrollLeft = row.scrollWidth
    await waitFor(() => expect(row).toHaveAttribute('data-more-before', 'true'))
    await expect(row).not.toHaveAttribute('data-more-after')
    row.scrollLeft = 0
    await waitFor(() => expect(row).not.toHaveAttribute('data-more-before'))
  },
}

/** On a 390 px phone the list scrolls sideways inside the bar, never the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await expect(canvas.getByRole('list', { name: 'Electronics' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
