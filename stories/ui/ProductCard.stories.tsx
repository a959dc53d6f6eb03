import { ProductCard } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { at, fixedNow, HOUR, img, MINUTE, ratings, timestampOf } from './support.ts'

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 240 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    href: '/product-page/p-101',
    name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones',
    imageUrl: img('product-headphones'),
    price: 3990,
    offerPrice: 1499,
    rating: ratings.good,
    stock: 42,
    storeName: 'Sound Bazaar',
    wishlist: { state: 'off', onToggle: fn() },
  },
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: /boAt Rockerz 450/ })
    await expect(link).toHaveAttribute('href', '/product-page/p-101')
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(1,234)')).toBeVisible()
    await expect(canvas.getByText('₹1,499.00')).toBeVisible()
    await expect(canvas.getByText('62% off')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }))
    await expect(args.wishlist?.onToggle).toHaveBeenCalledOnce()
  },
}

export const WithBadges: Story = {
  args: { badges: ['Best Seller', 'Sponsored'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Seller')).toBeVisible()
    await expect(canvas.getByText('Sponsored')).toBeVisible()
  },
}

export const LongName: Story = {
  args: {
    name: 'Kanjivaram Pure Silk Saree with Zari Border, Contrast Pallu and Unstitched Blouse Piece, Temple Design, Wedding Collection',
    imageUrl: img('product-saree'),
    price: 18999,
    offerPrice: 12499,
    storeName: 'Kanchipuram Weavers Co-operative Society Handloom Emporium',
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Kanjivaram Pure Silk Saree/)
    await expect(name).toHaveAttribute('title', expect.stringContaining('Wedding Collection'))
    // Clamped to two lines: the box is shorter than its content.
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight)
  },
}

export const OutOfStock: Story = {
  args: {
    stock: 0,
    name: 'Alphonso Mangoes, Ratnagiri (1 dozen)',
    imageUrl: img('product-mango'),
    price: 1200,
    offerPrice: 999,
    badges: ['Best Seller', 'Sponsored'],
  },
  play: async ({ canvas, canvasElement }) => {
    const overlay = canvasElement.querySelector('[data-testid="out-of-stock-overlay"]')
    await expect(overlay).toBeVisible()
    await expect(overlay).toHaveTextContent('Out of Stock')
    // The overlay says it once; the stock line below does not repeat it.
    await expect(canvas.getAllByText('Out of Stock')).toHaveLength(1)
    // The badges come after the overlay, so they are painted over it at full strength, not faded.
    const badge = canvas.getByText('Sponsored')
    await expect(overlay?.compareDocumentPosition(badge)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await expect(overlay?.contains(badge)).toBe(false)
  },
}

const DESCRIPTION =
  'Over-ear wireless headphones with 40 mm drivers, active noise cancellation, 60 hours of playback, fast charging over USB-C and a foldable frame.'

/** A description under the name, cut to 102 characters and an ellipsis unless `descriptionMax` says. */
export const WithDescription: Story = {
  args: { description: DESCRIPTION },
  play: async ({ canvas }) => {
    const shown = canvas.getByTestId('product-description')
    await expect(shown).toHaveTextContent(
      /^Over-ear wireless headphones with 40 mm drivers, active noise cancellation, 60 hours of playback, fast…$/,
    )
    await expect(canvas.getByRole('link', { name: /boAt Rockerz 450/ })).toHaveAttribute(
      'href',
      '/product-page/p-101',
    )
  },
}

export const ShortDescriptionMax: Story = {
  name: 'Description cut to 40',
  args: { description: DESCRIPTION, descriptionMax: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-description')).toHaveTextContent(
      /^Over-ear wireless headphones with 40 mm…$/,
    )
  },
}

/** An average rating and count (instead of the five star counts), as the new-arrival feed gives. */
export const AverageRating: Story = {
  args: { rating: { average: 4.2, count: 87 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeVisible()
    await expect(canvas.getByText(/87/)).toBeVisible()
  },
}

export const OnlyFewUnitsLeft: Story = {
  name: 'Only 1-4 left',
  args: { stock: 2 },
  play: async ({ canvas }) => expect(canvas.getByText('Only 2 left')).toBeVisible(),
}

export const FewLeft: Story = {
  args: { stock: 6 },
  play: async ({ canvas }) => expect(canvas.getByText('Only few left')).toBeVisible(),
}

export const NoRating: Story = {
  args: {
    rating: ratings.none,
    name: 'Classic Cotton Shirt, Slim Fit',
    imageUrl: img('product-shirt'),
    price: 899,
    offerPrice: 899,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
    await expect(canvas.queryByText(/% off/)).toBeNull()
  },
}

export const Wishlisted: Story = {
  args: { wishlist: { state: 'on', onToggle: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Remove from wishlist' })
    await expect(heart.querySelector('[data-testid="wishlist-on"]')).not.toBeNull()
    await userEvent.click(heart)
    await expect(args.wishlist?.onToggle).toHaveBeenCalledOnce()
  },
}

export const WishlistLoading: Story = {
  args: { wishlist: { state: 'loading', onToggle: fn() } },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Updating wishlist' })
    await expect(heart).toBeDisabled()
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument()
  },
}

export const NullStoreName: Story = {
  args: { storeName: null },
  play: async ({ canvas }) => expect(canvas.getByText('Store Name Unavailable')).toBeVisible(),
}

export const WithoutWishlistOrStore: Story = {
  args: {
    wishlist: undefined,
    storeName: undefined,
    imageUrl: img('product-book'),
    name: 'The Discovery of India',
  },
  play: async ({ canvas }) => expect(canvas.queryByRole('button')).toBeNull(),
}

export const BrokenImage: Story = {
  args: { imageUrl: '/fixtures/img/does-not-exist.svg' },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const link = canvas.getByRole('link')
    await expect(link).toHaveFocus()
    await expect(link).toHaveClass('Mui-focusVisible')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveFocus()
  },
}

/** Cards fill their column: a 2-up grid as on a 390 px phone. */
export const PhoneGrid: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, width: 358 }}>
        <Story />
        <Story />
      </Box>
    ),
  ],
}

export const Verified: Story = {
  args: { verified: true, badges: ['New'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible()
    await expect(canvas.getByText('New')).toBeVisible()
  },
}

export const LimitedTimeOffer: Story = {
  // The date picker hands back epoch milliseconds once a designer edits the end: mapped to the API's timestamp.
  argTypes: { countdownEnd: { control: 'date' } },
  render: ({ countdownEnd, ...args }) => (
    <ProductCard
      {...args}
      countdownEnd={typeof countdownEnd === 'number' ? timestampOf(countdownEnd) : countdownEnd}
    />
  ),
  args: {
    offer: { title: 'Festive Sale', description: 'Extra 10% off till midnight' },
    countdownEnd: at(5 * HOUR + 30 * MINUTE),
    now: fixedNow,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Festive Sale')).toBeVisible()
    await expect(canvas.getByText('Extra 10% off till midnight')).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 05:30:00')
  },
}
