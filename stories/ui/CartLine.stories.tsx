import { CartLine } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: {
    href: '/product-page/p-101',
    name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones with 15 Hours Playback',
    imageUrl: img('product-headphones'),
    brand: { name: 'boAt', href: '/brand-page/b-1' },
    storeName: 'Sound Bazaar',
    storeHref: '/seller-store/s-1',
    price: 3990,
    offerPrice: 1499,
    quantity: 2,
    maxQuantity: 5,
    maxHint: 'Max 5 per order',
    lineTotal: 2998,
    onQuantityChange: fn(),
    onRemove: fn(),
    onMoveToWishlist: fn(),
    onConfirmPrice: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>

export default meta
type Story = StoryObj<typeof meta>

/** A line that counts: picture, links, store, price with its saving, stepper, actions and total. */
export const Default: Story = {
  args: { priority: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /^boAt Rockerz 450/ })).toHaveAttribute(
      'href',
      '/product-page/p-101',
    )
    await expect(canvas.getByRole('link', { name: 'boAt' })).toHaveAttribute('href', '/brand-page/b-1')
    await expect(canvas.getByRole('link', { name: 'Sound Bazaar' })).toHaveAttribute(
      'href',
      '/seller-store/s-1',
    )
    await expect(canvas.getByText('₹1,499.00')).toBeVisible()
    await expect(canvas.getByText('₹3,990.00')).toBeVisible()
    await expect(canvas.getByText('62% off')).toBeVisible()
    await expect(canvas.getByTestId('cart-line-total')).toHaveTextContent('₹2,998.00')
    await expect(canvas.getByText('Total')).toBeVisible()
    // The first line's picture loads at once, with its room reserved.
    const picture = canvas.getByTestId('cart-line').querySelector('img')
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('width', '104')
    await expect(picture).toHaveAttribute('height', '104')

    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: /^Move to Wishlist: boAt/ }))
    await expect(args.onMoveToWishlist).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: /^Remove: boAt/ }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(canvas.queryByTestId('cart-line-problem')).toBeNull()
  },
}

/** Another line further down: its picture waits until it nears the screen. */
export const LazyPicture: Story = {
  args: { priority: false, quantity: 1, lineTotal: 1499 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-line').querySelector('img')).toHaveAttribute('loading', 'lazy')
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** Holds the quantity as the page's cache does, so the story can step to the limit. */
function SteppingLine(props: React.ComponentProps<typeof CartLine>) {
  const [quantity, setQuantity] = useState(props.quantity)
  return (
    <CartLine
      {...props}
      quantity={quantity}
      lineTotal={props.offerPrice * quantity}
      onQuantityChange={(next) => {
        setQuantity(next)
        props.onQuantityChange(next)
      }}
    />
  )
}

/** Raised to the product's limit: + rests with the reason, the total follows. */
export const AtTheLimit: Story = {
  args: { quantity: 4 },
  render: (args) => <SteppingLine {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity' })
    await userEvent.click(increase)
    await expect(args.onQuantityChange).toHaveBeenCalledOnce()
    await expect(args.onQuantityChange).toHaveBeenCalledWith(5)
    await expect(increase).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByText('Max 5 per order')).toBeVisible()
    await expect(canvas.getByTestId('cart-line-total')).toHaveTextContent('₹7,495.00')
  },
}

/** Out of stock: said under the price, the line marked as not counted, the quantity fixed. */
export const OutOfStock: Story = {
  args: {
    problem: { kind: 'outOfStock', message: 'Out of stock: not counted in your total' },
    name: 'Alphonso Mangoes, Ratnagiri (1 dozen)',
    imageUrl: img('product-mango'),
    brand: { name: 'Ratnagiri Farms', href: '/topbrand-products-page/b-9' },
    price: 1200,
    offerPrice: 999,
    quantity: 1,
    lineTotal: 999,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Out of stock: not counted in your total')
    await expect(canvas.getByTestId('cart-line')).toHaveAttribute('data-counted', 'false')
    await expect(canvas.getByText('Not counted')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.queryByRole('button', { name: 'Confirm new price' })).toBeNull()
    // It can still go to the wishlist or leave.
    await userEvent.click(canvas.getByRole('button', { name: /^Move to Wishlist/ }))
    await expect(args.onMoveToWishlist).toHaveBeenCalledOnce()
  },
}

/** The line holds more than can be bought now: lowering it is the way back into the total. */
export const FewerLeft: Story = {
  args: {
    problem: {
      kind: 'fewerLeft',
      message: 'Only 2 can be bought now: lower the quantity to count it in your total',
    },
    quantity: 4,
    maxQuantity: 2,
    maxHint: 'Only 2 left in stock',
    lineTotal: 5996,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Only 2 can be bought now/)
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3)
  },
}

/** The price moved since it was added: confirming the new one counts the line again. */
export const PriceChanged: Story = {
  args: {
    problem: {
      kind: 'priceChanged',
      message:
        'Price changed from ₹1,299.00 to ₹1,499.00 since you added it: confirm to count it in your total',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Price changed from ₹1,299.00 to ₹1,499.00/)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new price' }))
    await expect(args.onConfirmPrice).toHaveBeenCalledOnce()
    await expect(canvas.getByTestId('cart-line-total')).toHaveStyle({ textDecorationLine: 'line-through' })
  },
}

/** A quantity on its way to the server: the stepper spins; one change of a line at a time. */
export const UpdatingQuantity: Story = {
  args: { pending: 'quantity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Updating quantity' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /^Move to Wishlist/ })).toBeDisabled()
  },
}

/** Moving to the wishlist: its button spins, the others wait. */
export const Moving: Story = {
  args: { pending: 'move' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Move to Wishlist/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** No store name, a long name, no picture. */
export const Minimal: Story = {
  args: {
    storeName: null,
    storeHref: undefined,
    imageUrl: undefined,
    name: 'Kanjivaram Pure Silk Saree with Zari Border, Contrast Pallu and Unstitched Blouse Piece, Temple Design, Wedding Collection, Handwoven in Kanchipuram by Master Weavers of the Co-operative Society, with a Certificate of Pure Silk and Pure Zari',
    price: 18999,
    offerPrice: 18999,
    quantity: 1,
    lineTotal: 18999,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Store Name Unavailable')).toBeVisible()
    await expect(canvas.queryByText(/% off/)).toBeNull()
    const name = canvas.getByRole('link', { name: /^Kanjivaram/ })
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...PriceChanged.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm new price' })).toBeVisible()
    // Nothing reaches past the phone's width.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}
