import { type ProductCardProps, ProductGrid } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { img, ratings } from './support.ts'

const pictures = [
  'phone',
  'laptop',
  'headphones',
  'shirt',
  'saree',
  'shoe',
  'mango',
  'rice',
  'cricket',
  'watch',
]

const products: ProductCardProps[] = pictures.map((picture, i) => ({
  href: `/product-page/p-${i + 1}`,
  name:
    i === 4
      ? 'Banarasi Silk Saree with Zari Border and Matching Blouse Piece, Festive Collection'
      : `Haat ${picture} ${i + 1}`,
  imageUrl: img(`product-${picture}`),
  price: 1000 + i * 500,
  offerPrice: 800 + i * 400,
  rating: i % 2 ? ratings.good : ratings.mixed,
  stock: i === 3 ? 0 : 20,
}))

const DESCRIPTION =
  'A new arrival of the season with a one-year warranty, free delivery across India and easy seven-day returns on every order.'

// A new-arrival collection's cards: "Sponsored", the description, no store and no heart.
const newArrivals: ProductCardProps[] = pictures.slice(0, 6).map((picture, i) => ({
  href: `/product-page/VAR-${i + 1}`,
  name: `Haat ${picture} ${i + 1}`,
  imageUrl: img(`product-${picture}`),
  description: i % 2 === 0 ? DESCRIPTION : `The new ${picture}, just launched.`,
  price: 1000 + i * 500,
  offerPrice: 800 + i * 400,
  rating: i === 3 ? ratings.none : ratings.good,
  stock: i === 5 ? 0 : 20,
  badges: ['Sponsored'],
}))

const meta = {
  title: 'UI/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: { status: 'ready', products },
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Elements inside one card of this grid: link, picture, name, rating, price and the out-of-stock overlay. */
const CARD_ELEMENTS_MAX = 17

function columns(list: HTMLElement): number {
  return getComputedStyle(list).gridTemplateColumns.split(' ').length
}

/** Desktop: five columns from 1200 px (the theme's xl); every card links to its product page. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' })
    await expect(columns(list)).toBe(5)
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(products.length)
    // A listing paints dozens of cards: each stays a small tree (it was 35-37 with MUI's Card).
    for (const item of items)
      await expect(item.querySelectorAll('*').length).toBeLessThanOrEqual(CARD_ELEMENTS_MAX)
    await expect(canvas.getByRole('link', { name: /Haat phone 1/ })).toHaveAttribute(
      'href',
      '/product-page/p-1',
    )
    // The first row's pictures load at once and first; the rest wait until they near the screen.
    const pictures = list.querySelectorAll('img')
    for (const [index, picture] of [...pictures].entries()) {
      await expect(picture).toHaveAttribute('loading', index < 5 ? 'eager' : 'lazy')
      await expect(picture).toHaveAttribute('fetchpriority', index < 5 ? 'high' : 'auto')
    }
  },
}

/** Phone: two columns at 390 px, long names do not widen the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByRole('list', { name: 'Products' }))).toBe(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const Loading: Story = {
  args: { status: 'loading', skeletonCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading products' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Empty: Story = {
  args: {
    status: 'empty',
    products: [],
    emptyText: 'No Products Found',
    emptyHint: 'Try adjusting your filters or search terms',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Products Found')).toBeVisible()
    await expect(canvas.getByText('Try adjusting your filters or search terms')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** A link that named nothing: the empty state offers the way out. */
export const EmptyWithWayOut: Story = {
  args: {
    status: 'empty',
    products: [],
    emptyText: 'No products available',
    emptyHint: 'This link may be mistyped, or what it led to is no longer on offer.',
    emptyAction: { label: 'Back to home', href: '/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products available')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const ErrorState: Story = {
  args: { status: 'error', products: [], errorText: 'Could not load the products. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load the products. Please try again.',
    )
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  },
}

/** The page can ask again: Try again under the error. */
export const ErrorWithRetry: Story = {
  args: { status: 'error', products: [], errorText: 'Error: Catalogue unavailable', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Catalogue unavailable')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

/** Try again clicked: the page is told once (no picture: the click's ripple is still on screen). */
export const RetryClicked: Story = {
  args: ErrorWithRetry.args,
  parameters: { visual: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A new-arrival collection: every card is Sponsored and shows its description cut to 102 characters. */
export const NewArrivals: Story = {
  args: { products: newArrivals },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(newArrivals.length)
    await expect(canvas.getAllByText('Sponsored')).toHaveLength(newArrivals.length)
    await expect(canvas.getByRole('link', { name: /Haat laptop 2/ })).toHaveAttribute(
      'href',
      '/product-page/VAR-2',
    )
    const shown = canvas.getAllByTestId('product-description').map((p) => p.textContent)
    await expect(shown[0]).toBe(
      'A new arrival of the season with a one-year warranty, free delivery across India and easy seven-day re…',
    )
    await expect(shown[1]).toBe('The new laptop, just launched.')
  },
}
