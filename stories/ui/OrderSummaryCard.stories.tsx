import { OrderSummaryCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'UI/OrderSummaryCard',
  component: OrderSummaryCard,
  tags: ['autodocs'],
  args: {
    totals: { items: 3, price: 31997, discount: 15221, shippingCharges: 40, total: 16776, excludedLines: 0 },
    proceedHref: '/checkOut-page',
    freeDeliveryText: 'Free Delivery',
    savingsNote: 'You can save up to ₹140 on this order',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummaryCard>

export default meta
type Story = StoryObj<typeof meta>

/** The server's totals row by row, delivery struck out as free, and Proceed to the checkout. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }))
    await expect(summary.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible()
    await expect(summary.getByText('Price (3 items)')).toBeVisible()
    await expect(summary.getByText('₹31,997.00')).toBeVisible()
    await expect(summary.getByText('− ₹15,221.00')).toBeVisible()
    await expect(summary.getByText('Shipping Charges')).toBeVisible()
    await expect(summary.getByText('₹40.00').tagName).toBe('S')
    await expect(summary.getByText('Free Delivery')).toBeVisible()
    await expect(summary.getByTestId('order-total')).toHaveTextContent('₹16,776.00')
    await expect(summary.getByText('You can save up to ₹140 on this order')).toBeVisible()
    await expect(summary.getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/checkOut-page')
    await expect(summary.queryByTestId('order-summary-excluded')).toBeNull()
  },
}

export const OneItem: Story = {
  args: {
    totals: { items: 1, price: 399, discount: 200, shippingCharges: 40, total: 199, excludedLines: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price (1 item)')).toBeVisible()
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹199.00')
  },
}

/** Lines with a problem are left out of the totals, and the card says so. */
export const SomeLinesNotCounted: Story = {
  args: {
    totals: { items: 1, price: 399, discount: 200, shippingCharges: 40, total: 199, excludedLines: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-summary-excluded')).toHaveTextContent(
      '2 items are not counted: see the notes on them above',
    )
    await expect(canvas.getByRole('link', { name: 'Proceed' })).toBeVisible()
  },
}

/** Nothing can be bought as it stands: Proceed rests. */
export const NothingCounted: Story = {
  args: {
    totals: { items: 0, price: 0, discount: 0, shippingCharges: 40, total: 0, excludedLines: 1 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled()
    await expect(canvas.queryByRole('link', { name: 'Proceed' })).toBeNull()
    await expect(canvas.getByText('1 item is not counted: see the note on it above')).toBeVisible()
  },
}

/** The totals are on their way: the card keeps its size, Proceed waits. */
export const Loading: Story = {
  args: { totals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-summary')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading the order summary')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled()
  },
}

/** The phone's bar at the top of the cart: the total and Proceed within reach. */
export const Bar: Story = {
  args: { variant: 'bar' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('region', { name: 'Order total' }))
    await expect(bar.getByText('Total (3 items)')).toBeVisible()
    await expect(bar.getByText('₹16,776.00')).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/checkOut-page')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Proceed' })).toBeVisible()
  },
}
