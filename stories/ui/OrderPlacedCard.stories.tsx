import { OrderPlacedCard } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { img } from './support.ts'

const SHIP_TO = {
  name: 'Aarav Sharma',
  phoneNumber: '9876543210',
  houseName: '12, Lakeview Apartments',
  localArea: 'MG Road',
  landMark: 'Opposite the metro station',
  state: 'Karnataka',
  pincode: '560001',
}
// 27 Nov 2026, 14:30 in India.
const ORDER_DATE = new Date(Date.UTC(2026, 10, 27, 9, 0, 0))
const day = (date: number) => new Date(Date.UTC(2026, 10, date, 6, 0, 0))

const rice = {
  productId: 'p-rice',
  name: 'India Gate Basmati Rice 5 kg',
  imageUrl: img('product-rice'),
  href: '/product/p-rice',
  quantity: 2,
  productPrice: 1398,
  price: 999,
  offerPrice: 699,
  savings: 600,
}
const headphones = {
  productId: 'p-headphones',
  name: 'boAt Rockerz 450 Bluetooth Headphones',
  imageUrl: img('product-headphones'),
  href: '/product/p-headphones',
  quantity: 1,
  productPrice: 1499,
  price: 3990,
  offerPrice: 1499,
  savings: 2491,
}
const pan = {
  productId: 'p-pan',
  name: 'Prestige Omega Deluxe Granite Fry Pan 24 cm',
  imageUrl: img('product-pan'),
  href: '/product/p-pan',
  quantity: 1,
  productPrice: 845,
  price: 845,
  offerPrice: 845,
  savings: 0,
}

const meta = {
  title: 'UI/OrderPlacedCard',
  component: OrderPlacedCard,
  tags: ['autodocs'],
  args: {
    parentOrderId: 'Q7b2XkP9mT4sLw8RzA1c',
    orderDate: ORDER_DATE,
    paymentModeLabel: 'Cash on Delivery',
    state: 'placed',
    shipTo: SHIP_TO,
    orders: [
      {
        orderId: 'Ord1aB2cD3eF4gH5iJ6k',
        storeName: 'Sharma General Store',
        statusLabel: 'Processing',
        expectedDeliveryDate: day(30),
        items: [rice, pan],
      },
    ],
    itemsTotal: 2243,
    coinDiscount: 0,
    total: 2243,
    savings: 600,
    actions: (
      <Button variant="contained" href="/">
        Continue Shopping
      </Button>
    ),
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OrderPlacedCard>

export default meta
type Story = StoryObj<typeof meta>

/** Cash on delivery from one seller: the success header, the order, its items, and what to pay. */
export const OneSellerCod: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order placed successfully!' })).toBeVisible()
    await expect(canvas.getByTestId('order-placed-id')).toHaveTextContent('Q7b2XkP9mT4sLw8RzA1c')
    await expect(canvas.getByText('27 Nov 2026')).toBeVisible()
    await expect(canvas.getByText('Cash on Delivery')).toBeVisible()
    await expect(canvas.queryByTestId('order-placed-notice')).toBeNull()

    const order = within(canvas.getByRole('region', { name: 'Sold by Sharma General Store' }))
    await expect(order.getByTestId('order-placed-status')).toHaveTextContent('Processing')
    await expect(order.getByTestId('order-placed-delivery')).toHaveTextContent('Delivery by Mon, 30 Nov')
    const items = order.getAllByTestId('order-placed-item')
    await expect(items).toHaveLength(2)
    const first = within(items[0] as HTMLElement)
    await expect(first.getByRole('link', { name: 'India Gate Basmati Rice 5 kg' })).toHaveAttribute(
      'href',
      '/product/p-rice',
    )
    await expect(first.getByText('Qty: 2 × ₹699.00')).toBeVisible()
    await expect(first.getByTestId('order-placed-item-price')).toHaveTextContent('₹1,398.00')
    await expect(first.getByText('₹1,998.00').tagName).toBe('S')
    await expect(first.getByText('You saved ₹600.00')).toBeVisible()
    // The first picture is the page's largest paint: fetched at once; the others lazily; fixed size.
    const pictures = canvas.getAllByRole('presentation').filter((el) => el.tagName === 'IMG')
    await expect(pictures[0]).toHaveAttribute('loading', 'eager')
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy')
    await expect(pictures[0]).toHaveAttribute('width', '80')
    // No saving on the pan: no struck price, no "You saved".
    const second = within(items[1] as HTMLElement)
    await expect(second.queryByText(/You saved/)).toBeNull()

    const ship = within(canvas.getByRole('region', { name: 'Ship to' }))
    await expect(ship.getByText('12, Lakeview Apartments, MG Road, Opposite the metro station')).toBeVisible()
    await expect(ship.getByText('Karnataka – 560001')).toBeVisible()
    await expect(ship.getByText('Phone: +91 9876543210')).toBeVisible()

    const totals = within(canvas.getByRole('region', { name: 'Price Details' }))
    await expect(totals.getByText('Items total')).toBeVisible()
    await expect(totals.queryByTestId('order-placed-coins')).toBeNull()
    await expect(totals.getByText('To pay')).toBeVisible()
    await expect(totals.getByTestId('order-placed-total')).toHaveTextContent('₹2,243.00')
    await expect(totals.getByText('You saved ₹600.00 on this order')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
  },
}

/** Paid online, two sellers, coins redeemed: one section per seller and the coins' row. */
export const TwoSellersPrepaidWithCoins: Story = {
  args: {
    paymentModeLabel: 'Pre-paid',
    orders: [
      {
        orderId: 'Ord1aB2cD3eF4gH5iJ6k',
        storeName: 'Sharma General Store',
        statusLabel: 'Processing',
        expectedDeliveryDate: day(30),
        items: [rice],
      },
      {
        orderId: 'Ord9zY8xW7vU6tS5rQ4p',
        storeName: 'Bengaluru Audio House',
        statusLabel: 'Processing',
        expectedDeliveryDate: new Date(Date.UTC(2026, 11, 2, 6, 0, 0)),
        items: [headphones],
      },
    ],
    itemsTotal: 2897,
    coinDiscount: 84,
    total: 2813,
    savings: 3091,
  },
  play: async ({ canvas }) => {
    const orders = canvas.getAllByTestId('order-placed-order')
    await expect(orders).toHaveLength(2)
    await expect(
      within(canvas.getByRole('region', { name: 'Sold by Bengaluru Audio House' })).getByTestId(
        'order-placed-delivery',
      ),
    ).toHaveTextContent('Delivery by Wed, 2 Dec')
    await expect(canvas.getByText('Coins discount')).toBeVisible()
    await expect(canvas.getByTestId('order-placed-coins')).toHaveTextContent('− ₹84.00')
    await expect(canvas.getByText('Total paid')).toBeVisible()
    await expect(canvas.getByTestId('order-placed-total')).toHaveTextContent('₹2,813.00')
    await expect(canvas.getByText('Pre-paid')).toBeVisible()
  },
}

/** The online payment is not confirmed yet: a notice instead of the success header. */
export const PendingPayment: Story = {
  args: {
    state: 'pending_payment',
    paymentModeLabel: 'Pre-paid',
    payBy: new Date(Date.UTC(2026, 10, 27, 9, 15, 0)),
    actions: (
      <Button variant="contained" href="/checkOut-page">
        Pay Now
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible()
    await expect(canvas.queryByText('Order placed successfully!')).toBeNull()
    await expect(canvas.getByTestId('order-placed-notice')).toHaveTextContent(/not placed until the payment/)
    await expect(canvas.getByTestId('order-placed-notice')).toHaveTextContent(
      /^Its items are held for you until 2:45 pm\. /,
    )
    await expect(canvas.getByText('To pay')).toBeVisible()
    await expect(canvas.getByTestId('order-placed-delivery')).toBeVisible()
  },
}

/** No payment came in time: the items went back; no delivery date, no "saved". */
export const Released: Story = {
  args: {
    state: 'released',
    paymentModeLabel: 'Pre-paid',
    actions: (
      <Button variant="contained" href="/cart">
        Back to Cart
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order not placed' })).toBeVisible()
    await expect(canvas.getByTestId('order-placed-notice')).toHaveTextContent(
      'The time to pay for this order ran out, and its items were released.',
    )
    await expect(canvas.queryByTestId('order-placed-delivery')).toBeNull()
    await expect(canvas.getByText('Order total')).toBeVisible()
    await expect(canvas.queryByText(/on this order/)).toBeNull()
  },
}

const LONG =
  'Handwoven Kanjeevaram Pure Silk Saree with Zari Border, Contrast Pallu and Unstitched Blouse Piece'

/** Long names wrap (two lines for a product) without pushing the prices off the card. */
export const LongNames: Story = {
  args: {
    shipTo: {
      ...SHIP_TO,
      name: 'Venkata Lakshmi Narasimha Subrahmanya Sastry',
      houseName: 'Flat 1204, Tower B, Prestige Lakeside Habitat Phase 2, Varthur Hobli',
    },
    orders: [
      {
        orderId: 'Ord1aB2cD3eF4gH5iJ6k',
        storeName: 'Sri Venkateswara Handloom Silk Weavers Co-operative Society Limited',
        statusLabel: 'Processing',
        expectedDeliveryDate: day(30),
        items: [
          {
            productId: 'p-saree',
            name: LONG,
            imageUrl: img('product-saree'),
            href: '/product/p-saree',
            quantity: 1,
            productPrice: 1234567.5,
            price: 1500000,
            offerPrice: 1234567.5,
            savings: 265432.5,
          },
        ],
      },
    ],
    itemsTotal: 1234567.5,
    total: 1234567.5,
    savings: 265432.5,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: LONG })).toBeVisible()
    await expect(canvas.getByTestId('order-placed-item-price')).toHaveTextContent('₹12,34,567.50')
    const root = canvasElement.getBoundingClientRect()
    for (const panel of canvas.getAllByRole('region')) {
      await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(root.right)
    }
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: TwoSellersPrepaidWithCoins.args,
  play: async ({ canvas }) => {
    for (const panel of canvas.getAllByRole('region')) {
      await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
    await expect(canvas.getAllByTestId('order-placed-item-price')[0]).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  },
}
