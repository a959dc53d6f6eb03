import { BuyBox, PincodeCheck, PriceBlock, StockLabel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/BuyBox',
  component: BuyBox,
  tags: ['autodocs'],
  args: {
    name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones with 15 Hours Playback',
    brand: { name: 'boAt', href: '/brand-page/b-1' },
    rating: { average: 4.3, count: 1234 },
    ratingHref: '#reviews',
    stock: 42,
    inCart: false,
    cartHref: '/shopping-cart',
    onAddToCart: fn(),
    onBuyNow: fn(),
    wishlist: { state: 'off', onToggle: fn() },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyBox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^boAt Rockerz 450/)
    await expect(canvas.getByRole('link', { name: 'boAt' })).toHaveAttribute('href', '/brand-page/b-1')
    await expect(canvas.getByRole('link', { name: /Rated 4.3 out of 5/ })).toHaveAttribute('href', '#reviews')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }))
    await expect(args.onAddToCart).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }))
    await expect(args.onBuyNow).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }))
    await expect(args.wishlist?.onToggle).toHaveBeenCalledOnce()
  },
}

/** Labels, the price, stock and delivery check as the page puts them in. */
export const FullProductPage: Story = {
  args: {
    badges: ['Best Seller', 'Sponsored'],
    wishlist: { state: 'on', onToggle: fn() },
    children: (
      <>
        <PriceBlock price={3990} offerPrice={1499} taxNote="Inclusive of all taxes" />
        <StockLabel stock={3} showInStock />
        <PincodeCheck
          messages={{ partial: 'Pincode must be 6 digits.', required: 'Please enter a pincode' }}
          onCheck={fn()}
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Seller')).toBeVisible()
    await expect(canvas.getByText('Sponsored')).toBeVisible()
    await expect(canvas.getByText('You Save ₹2,491.00')).toBeVisible()
    await expect(canvas.getByText('Only 3 left')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** Once in the cart the first button is a link to the cart. */
export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/shopping-cart')
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
  },
}

/** Held after a click (the page's few seconds' lock). */
export const AddToCartHeld: Story = {
  args: { addToCartDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeEnabled()
  },
}

export const Adding: Story = {
  args: { addingToCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Add to Cart/ })).toBeDisabled()
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument()
  },
}

export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This product is currently out of stock.')
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeEnabled()
  },
}

/** Not yet rated, no brand, no heart (a visitor). */
export const Minimal: Story = {
  args: { brand: null, rating: { average: 0, count: 0 }, wishlist: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('button', { name: /wishlist/ })).toBeNull()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...FullProductPage.args },
}
