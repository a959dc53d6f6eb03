import { SellerOrderCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { img } from './support.ts'

// 27 Nov 2026, 14:30 in India.
const ORDER_DATE = new Date(Date.UTC(2026, 10, 27, 9, 0, 0))
const ORDER_ID = 'DemoOrder000041'

const item = (name: string, picture: string, quantity: number, price: number) => ({
  productId: `p-${picture}`,
  name,
  imageUrl: img(`product-${picture}`),
  quantity,
  price,
})
const watch = item(
  'Nexa Mobile Wave Neo Smart Watch with 1.9" AMOLED Display, Midnight Blue',
  'watch',
  1,
  5539,
)
const soap = item('Aura Botanics Satin Lipstick, Mauve Magic, 4.2 g', 'lipstick', 2, 399)

const meta = {
  title: 'UI/SellerOrderCard',
  component: SellerOrderCard,
  tags: ['autodocs'],
  args: {
    orderId: ORDER_ID,
    href: `/seller/orders/${ORDER_ID}`,
    orderDate: ORDER_DATE,
    status: 0,
    statusLabel: 'Processing',
    amount: 6337,
    paymentModeLabel: 'Cash on Delivery',
    shipToName: 'Aarav Sharma',
    shipToPlace: 'Lokhandwala, Andheri West, Maharashtra 400053',
    items: [watch, soap],
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof SellerOrderCard>

export default meta
type Story = StoryObj<typeof meta>

/** Processing: the heading links to the order; date, amount, payment, where it goes; every item priced. */
export const Processing: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: `Order ID: ${ORDER_ID}` }))
    await expect(within(card.getByRole('heading', { level: 3 })).getByRole('link')).toHaveAttribute(
      'href',
      `/seller/orders/${ORDER_ID}`,
    )
    await expect(card.getByTestId('seller-order-status')).toHaveTextContent('Processing')
    await expect(card.getByTestId('seller-order-status')).toHaveAttribute('data-tone', 'progress')
    await expect(card.getByTestId('seller-order-date')).toHaveTextContent('27 Nov 2026')
    await expect(card.getByTestId('seller-order-amount')).toHaveTextContent('₹6,337.00')
    await expect(card.getByTestId('seller-order-ship-to')).toHaveTextContent(
      'Aarav Sharma, Lokhandwala, Andheri West, Maharashtra 400053',
    )
    await expect(card.queryByTestId('seller-order-tracking')).toBeNull()
    const lines = within(card.getByTestId('seller-order-items')).getAllByRole('listitem')
    await expect(lines).toHaveLength(2)
    await expect(lines[1]).toHaveTextContent('Qty: 2 × ₹399.00')
  },
}

/** Shipped: the tracking number is shown among the facts. */
export const Shipped: Story = {
  args: {
    status: 1,
    statusLabel: 'Shipped',
    trackingNumber: 'AWB-2026-000123',
    paymentModeLabel: 'Pre-paid',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('seller-order-tracking')).toHaveTextContent('AWB-2026-000123')
    await expect(canvas.getByText('Pre-paid')).toBeVisible()
  },
}

/** One item cancelled by the shopper: struck through with its own status; the amount leaves it out. */
export const ItemCancelled: Story = {
  args: {
    status: 2,
    statusLabel: 'Out for Delivery',
    trackingNumber: 'AWB-2026-000123',
    amount: 798,
    items: [{ ...watch, cancelled: true, statusLabel: 'Cancelled' }, soap],
  },
  play: async ({ canvas }) => {
    const cancelled = within(canvas.getByTestId('seller-order-items')).getAllByRole('listitem')[0]
    await expect(cancelled).toHaveAttribute('data-cancelled', 'true')
    await expect(cancelled).toHaveTextContent('· Cancelled')
    await expect(canvas.getByTestId('seller-order-amount')).toHaveTextContent('₹798.00')
  },
}

/** Delivered: a green chip. */
export const Delivered: Story = {
  args: { status: 3, statusLabel: 'Delivered', trackingNumber: 'AWB-2026-000123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('seller-order-status')).toHaveAttribute('data-tone', 'delivered')
  },
}

/** On the order's own page the heading is no link, and the card sits under the page's h1 as an h2. */
export const OnItsPage: Story = {
  args: { href: undefined, headingComponent: 'h2', status: 4, statusLabel: 'Cancelled' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 })
    await expect(within(heading).queryByRole('link')).toBeNull()
    await expect(canvas.getByTestId('seller-order-status')).toHaveAttribute('data-tone', 'cancelled')
  },
}

/** On a phone the facts stack in one column and long names wrap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
}
