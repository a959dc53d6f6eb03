import { OrderItemRow } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/OrderItemRow',
  component: OrderItemRow,
  tags: ['autodocs'],
  args: {
    name: 'India Gate Basmati Rice 5 kg',
    href: '/product/p-rice',
    imageUrl: img('product-rice'),
    quantity: 2,
    productPrice: 1398,
    price: 999,
    offerPrice: 699,
    brandName: 'India Gate',
    storeName: 'Sharma General Store',
    eager: true,
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OrderItemRow>

export default meta
type Story = StoryObj<typeof meta>

/** Two units with a saving: the line's price, the struck MRP of both units and what was saved. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'India Gate Basmati Rice 5 kg' })).toHaveAttribute(
      'href',
      '/product/p-rice',
    )
    await expect(canvas.getByText('Brand: India Gate · Sold by: Sharma General Store')).toBeVisible()
    await expect(canvas.getByText('Qty: 2 × ₹699.00')).toBeVisible()
    await expect(canvas.getByTestId('order-item-price')).toHaveTextContent('₹1,398.00')
    await expect(canvas.getByTestId('order-item-mrp').tagName).toBe('S')
    await expect(canvas.getByTestId('order-item-mrp')).toHaveTextContent('₹1,998.00')
    await expect(canvas.getByText('MRP')).toBeInTheDocument()
    await expect(canvas.getByText('You saved ₹600.00')).toBeVisible()
    await expect(canvas.queryByTestId('order-item-status')).toBeNull()
    await expect(canvas.queryByTestId('order-item-note')).toBeNull()
    // A fixed square, fetched at once for the first row of a page.
    const picture = canvas.getByRole('presentation')
    await expect(picture).toHaveAttribute('width', '88')
    await expect(picture).toHaveAttribute('height', '88')
    await expect(picture).toHaveAttribute('loading', 'eager')
  },
}

/** Bought at MRP, one unit, no brand or seller: no struck price, no saving, no unit price. */
export const NoSaving: Story = {
  args: {
    name: 'Prestige Omega Deluxe Granite Fry Pan 24 cm',
    href: '/product/p-pan',
    imageUrl: img('product-pan'),
    quantity: 1,
    productPrice: 845,
    price: 845,
    offerPrice: 845,
    brandName: undefined,
    storeName: undefined,
    eager: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qty: 1')).toBeVisible()
    await expect(canvas.getByTestId('order-item-price')).toHaveTextContent('₹845.00')
    await expect(canvas.queryByTestId('order-item-mrp')).toBeNull()
    await expect(canvas.queryByText(/You saved/)).toBeNull()
    await expect(canvas.queryByText(/Sold by/)).toBeNull()
    await expect(canvas.getByRole('presentation')).toHaveAttribute('loading', 'lazy')
  },
}

/** An item cancelled on its own: a red Cancelled chip and a faded picture; the reason as the note. */
export const CancelledItem: Story = {
  args: { statusLabel: 'Cancelled', note: 'Cancelled: Ordered by mistake' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-item-status')).toHaveTextContent('Cancelled')
    await expect(canvas.getByTestId('order-item-status')).toHaveAttribute('data-tone', 'cancelled')
    await expect(canvas.getByTestId('order-item')).toHaveAttribute('data-cancelled', 'true')
    await expect(canvas.getByTestId('order-item-note')).toHaveTextContent(
      'Your note: Cancelled: Ordered by mistake',
    )
  },
}

/** An item status that is not a cancellation (given by number): a neutral chip. */
export const OtherItemStatus: Story = {
  args: { statusLabel: 'Shipped', status: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-item-status')).toHaveAttribute('data-tone', 'neutral')
    await expect(canvas.getByTestId('order-item')).not.toHaveAttribute('data-cancelled')
  },
}

/** The shopper's note below the item, its line breaks kept. */
export const WithNote: Story = {
  args: { note: 'Please pack it well.\nLeave it with the security guard.' },
  play: async ({ canvas }) => {
    const note = canvas.getByTestId('order-item-note')
    await expect(note.tagName).toBe('P')
    await expect(note).toHaveTextContent('Your note: Please pack it well. Leave it with the security guard.')
    await expect(note).toBeVisible()
  },
}

const LONG =
  'Handwoven Kanjeevaram Pure Silk Saree with Zari Border, Contrast Pallu and Unstitched Blouse Piece, Wedding Collection 2026 Edition'

/** A long name is cut at two lines (its full text in the title) and large amounts keep their grouping. */
export const LongName: Story = {
  args: {
    name: LONG,
    href: '/product/p-saree',
    imageUrl: img('product-saree'),
    quantity: 1,
    productPrice: 1234567.5,
    price: 1500000,
    offerPrice: 1234567.5,
    brandName: 'Sri Venkateswara Handlooms',
    storeName: 'Sri Venkateswara Handloom Silk Weavers Co-operative Society Limited',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: LONG })
    await expect(link).toHaveAttribute('title', LONG)
    const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight)
    await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1)
    await expect(canvas.getByTestId('order-item-price')).toHaveTextContent('₹12,34,567.50')
    await expect(canvas.getByTestId('order-item-mrp')).toHaveTextContent('₹15,00,000.00')
    await expect(canvas.getByText('You saved ₹2,65,432.50')).toBeVisible()
    const root = canvasElement.getBoundingClientRect()
    await expect(canvas.getByTestId('order-item').getBoundingClientRect().right).toBeLessThanOrEqual(
      root.right,
    )
  },
}

const rate = fn()

/** Actions under the item (e.g. rate a delivered product); they take clicks. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="outlined" size="small" onClick={rate}>
        Rate this product
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    rate.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Rate this product' }))
    await expect(rate).toHaveBeenCalledTimes(1)
  },
}

/** On a phone: a smaller fixed picture; the prices move under the name; everything fits 390 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...WithActions.args, note: 'Please pack it well.', statusLabel: 'Cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('presentation').getBoundingClientRect().width).toBe(64)
    for (const el of [
      canvas.getByTestId('order-item'),
      canvas.getByTestId('order-item-price'),
      canvas.getByTestId('order-item-note'),
    ]) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
    await expect(canvas.getByTestId('order-item-price')).toBeVisible()
  },
}
