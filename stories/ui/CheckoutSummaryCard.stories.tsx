import { CheckoutSummaryCard, CoinRedeem } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const meta = {
  title: 'UI/CheckoutSummaryCard',
  component: CheckoutSummaryCard,
  tags: ['autodocs'],
  args: {
    items: 3,
    subTotal: 16776,
    coinDiscount: 0,
    total: 16776,
    buttonLabel: 'Place Order',
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutSummaryCard>

export default meta
type Story = StoryObj<typeof meta>

/** The figures are on their way: "Loading" in their place, the button waits. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
    await expect(canvas.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByTestId('checkout-total')).not.toBeVisible()
    const button = canvas.getByRole('button', { name: 'Place Order' })
    await expect(button).toBeDisabled()
    button.click()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // The card keeps the size it has with figures.
    await expect(canvas.getByTestId('checkout-summary').getBoundingClientRect().height).toBeGreaterThan(300)
  },
}

/** Cash on delivery: every fixed row, delivery struck out as free, and Place Order. */
export const CodPlaceOrder: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Price Details' }))
    await expect(card.getByText('Sub Total (3 items)')).toBeVisible()
    await expect(card.getAllByText('₹16,776.00')).toHaveLength(2)
    await expect(card.getByText('Shipping Charges')).toBeVisible()
    await expect(card.getByText('₹40.00').tagName).toBe('S')
    await expect(card.getByText('Free Delivery')).toBeVisible()
    await expect(card.queryByTestId('checkout-coin-discount')).toBeNull()
    await expect(card.getByTestId('checkout-total')).toHaveTextContent('₹16,776.00')
    await expect(card.getByText('You can save up to ₹140 on this order')).toBeVisible()
    await expect(card.getByText('256 bit Secured Transactions')).toBeVisible()
    await expect(card.queryByRole('alert')).toBeNull()
    await userEvent.click(card.getByRole('button', { name: 'Place Order' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const PayNow: Story = {
  args: { buttonLabel: 'Pay Now', items: 1, subTotal: 1234567.5, total: 1234567.5 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Sub Total (1 item)')).toBeVisible()
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹12,34,567.50')
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const ProceedToPayment: Story = {
  args: { buttonLabel: 'Proceed to Payment' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Coins redeemed: their row, a lower total, and the redeem box in its slot. */
export const WithCoins: Story = {
  args: {
    buttonLabel: 'Pay Now',
    coinDiscount: 84,
    total: 16692,
    coinRedeem: <CoinRedeem balance={1250} redeemableCoins={840} discount={84} checked onChange={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coins Discount')).toBeVisible()
    await expect(canvas.getByTestId('checkout-coin-discount')).toHaveTextContent('− ₹84.00')
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹16,692.00')
    await expect(canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })).toBeChecked()
  },
}

/** The order is being placed: the button waits with a spinner and cannot be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Place Order' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull()
    button.click()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The last attempt failed: the reason above the button, which is offered again. */
export const PlaceFailed: Story = {
  args: { error: 'Only 2 of Basmati Rice 5 kg are left in stock.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only 2 of Basmati Rice 5 kg are left in stock.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Disabled: Story = {
  args: { disabled: true, buttonLabel: 'Proceed to Payment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <Story />],
  args: {
    buttonLabel: 'Pay Now',
    coinDiscount: 84,
    total: 16692,
    coinRedeem: <CoinRedeem balance={1250} redeemableCoins={840} discount={84} checked onChange={fn()} />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('checkout-summary')
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expect(
      canvas.getByRole('button', { name: 'Pay Now' }).getBoundingClientRect().width,
    ).toBeGreaterThan(300)
  },
}
