import { OrderCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { img } from './support.ts'

// 27 Nov 2026, 14:30 in India; the other dates at 11:30 in India.
const ORDER_DATE = new Date(Date.UTC(2026, 10, 27, 9, 0, 0))
const day = (date: number) => new Date(Date.UTC(2026, 10, date, 6, 0, 0))

const item = (name: string, picture: string, quantity = 1) => ({
  productId: `p-${picture}`,
  name,
  imageUrl: img(`product-${picture}`),
  quantity,
})
const rice = item('India Gate Basmati Rice 5 kg', 'rice', 2)
const pan = item('Prestige Omega Deluxe Granite Fry Pan 24 cm', 'pan')
const ORDER_ID = 'Ord1aB2cD3eF4gH5iJ6k'

const meta = {
  title: 'UI/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  args: {
    orderId: ORDER_ID,
    href: `/order-inner-page/${ORDER_ID}`,
    orderDate: ORDER_DATE,
    statusLabel: 'Processing',
    status: 0,
    storeName: 'Sharma General Store',
    total: 2243,
    paymentModeLabel: 'Cash on Delivery',
    items: [rice, pan],
    expectedDeliveryDate: day(30),
    deliveredDate: null,
    trackHref: `/order-inner-page/${ORDER_ID}#track-details`,
    eager: true,
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

/** Processing: the heading links to the order; date, total, payment and seller; the expected delivery. */
export const Processing: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: `Order ID: ${ORDER_ID}` })
    const order = within(card)
    const heading = order.getByRole('heading', { level: 3 })
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', `/order-inner-page/${ORDER_ID}`)
    await expect(order.getByTestId('order-card-status')).toHaveTextContent('Processing')
    await expect(order.getByTestId('order-card-status')).toHaveAttribute('data-tone', 'progress')
    await expect(order.getByText('27 Nov 2026')).toBeVisible()
    await expect(order.getByTestId('order-card-total')).toHaveTextContent('₹2,243.00')
    await expect(order.getByText('Cash on Delivery')).toBeVisible()
    await expect(order.getByText('Sharma General Store')).toBeVisible()
    await expect(order.getByTestId('order-card-delivery')).toHaveTextContent('Expected by Mon, 30 Nov')
    // Every item is named for screen readers; the visible line is the first name and a count.
    const items = within(order.getByTestId('order-card-items')).getAllByRole('listitem')
    await expect(items.map((li) => li.textContent)).toEqual([
      'India Gate Basmati Rice 5 kg, Qty: 2×2',
      'Prestige Omega Deluxe Granite Fry Pan 24 cm, Qty: 1',
    ])
    await expect(order.getByTestId('order-card-summary')).toHaveTextContent(
      'India Gate Basmati Rice 5 kg and 1 more item',
    )
    await expect(order.getByRole('link', { name: `Track Order ID ${ORDER_ID}` })).toHaveAttribute(
      'href',
      `/order-inner-page/${ORDER_ID}#track-details`,
    )
    await expect(order.getByRole('link', { name: `View Details Order ID ${ORDER_ID}` })).toHaveAttribute(
      'href',
      `/order-inner-page/${ORDER_ID}`,
    )
    // Fixed-size pictures; the first card's first one is fetched at once.
    const pictures = card.querySelectorAll('img')
    await expect(pictures[0]).toHaveAttribute('width', '64')
    await expect(pictures[0]).toHaveAttribute('loading', 'eager')
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy')
  },
}

/** Shipped, paid online, one item: its name shown whole, no "+N more". */
export const Shipped: Story = {
  args: {
    statusLabel: 'Shipped',
    status: 1,
    paymentModeLabel: 'Pre-paid',
    items: [item('boAt Rockerz 450 Bluetooth Headphones', 'headphones')],
    total: 1499,
    eager: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-card-status')).toHaveTextContent('Shipped')
    await expect(canvas.getByText('Pre-paid')).toBeVisible()
    await expect(canvas.getByTestId('order-card-summary')).toHaveTextContent(
      /^boAt Rockerz 450 Bluetooth Headphones$/,
    )
    await expect(canvas.queryByTestId('order-card-more')).toBeNull()
    await expect(canvas.getByRole('presentation')).toHaveAttribute('loading', 'lazy')
  },
}

/** Delivered: the delivery date in green, a green chip; no expected date. */
export const Delivered: Story = {
  args: { statusLabel: 'Delivered', status: 3, deliveredDate: day(29) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-card-status')).toHaveAttribute('data-tone', 'delivered')
    await expect(canvas.getByTestId('order-card-delivery')).toHaveTextContent('Delivered on Sun, 29 Nov')
    await expect(canvas.queryByText(/Expected by/)).toBeNull()
  },
}

/** Cancelled: a red chip, no delivery line, no Track link when the page gives none. */
export const Cancelled: Story = {
  args: { statusLabel: 'Cancelled', status: 4, trackHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-card-status')).toHaveTextContent('Cancelled')
    await expect(canvas.getByTestId('order-card-status')).toHaveAttribute('data-tone', 'cancelled')
    await expect(canvas.queryByTestId('order-card-delivery')).toBeNull()
    await expect(canvas.queryByRole('link', { name: /^Track/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: /^View Details/ })).toBeVisible()
  },
}

/** A status number we do not know: a neutral chip with its label. */
export const UnknownStatus: Story = {
  args: { statusLabel: 'Unknown Status', status: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-card-status')).toHaveTextContent('Unknown Status')
    await expect(canvas.getByTestId('order-card-status')).toHaveAttribute('data-tone', 'neutral')
  },
}

const MANY = [
  rice,
  pan,
  item('boAt Rockerz 450 Bluetooth Headphones', 'headphones'),
  item('Campus Running Shoes for Men', 'shoe', 3),
  item('Lakmé 9 to 5 Primer + Matte Lipstick', 'lipstick'),
]

/** Five items: three pictures and "+2 more"; every item still named for screen readers. */
export const ManyItems: Story = {
  args: { items: MANY, total: 12345678.9 },
  play: async ({ canvas }) => {
    const list = within(canvas.getByTestId('order-card-items'))
    await expect(list.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByTestId('order-card-items').querySelectorAll('img')).toHaveLength(3)
    await expect(canvas.getByTestId('order-card-more')).toHaveTextContent('+2 more')
    await expect(canvas.getByTestId('order-card-summary')).toHaveTextContent(
      'India Gate Basmati Rice 5 kg and 4 more items',
    )
    await expect(canvas.getByTestId('order-card-total')).toHaveTextContent('₹1,23,45,678.90')
  },
}

/** On a phone: the facts in two columns, pictures and actions fit 390 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: MANY },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    for (const el of [
      canvas.getByTestId('order-card-more'),
      canvas.getByRole('link', { name: /^Track/ }),
      canvas.getByRole('link', { name: /^View Details/ }),
      canvas.getByTestId('order-card-total'),
    ]) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 16)
    }
  },
}
