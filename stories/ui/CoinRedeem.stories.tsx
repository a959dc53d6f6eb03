import { CoinRedeem } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/CoinRedeem',
  component: CoinRedeem,
  tags: ['autodocs'],
  args: { balance: 1250, redeemableCoins: 840, discount: 84, checked: false, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinRedeem>

export default meta
type Story = StoryObj<typeof meta>

/** Not redeeming: the box says what redeeming would save; checking it asks for the coins. */
export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription('Use 840 coins of your 1,250 and save ₹84.00')
    await userEvent.click(box)
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

/** Redeeming: unchecking asks to pay in full. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })
    await expect(box).toBeChecked()
    // The whole card is the label.
    await userEvent.click(canvas.getByTestId('coin-redeem-detail'))
    await expect(args.onChange).toHaveBeenCalledWith(false)
  },
}

/** The figures for a new total are on their way: the box waits. */
export const Loading: Story = {
  args: { checked: true, loading: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })
    await expect(box).toBeDisabled()
    await expect(canvas.getByTestId('coin-redeem')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Checking your coins for this total')).toBeVisible()
    await userEvent.click(canvas.getByText('Redeem Thara coins'))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** While the order is placed the choice stays as it is. */
export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })
    await expect(box).toBeDisabled()
    await expect(box).toBeChecked()
  },
}

/** Coins in the balance but none usable on this total. */
export const NoneRedeemable: Story = {
  args: { balance: 1, redeemableCoins: 0, discount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Redeem Thara coins' })).toBeDisabled()
    await expect(canvas.getByText('You have 1 coin; none can be used on this order.')).toBeVisible()
  },
}

/** No coins at all: nothing is shown. */
export const ZeroBalance: Story = {
  args: { balance: 0, redeemableCoins: 0, discount: 0 },
  // No baseline: the story renders nothing, which a screenshot cannot hold.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull()
    await expect(canvas.queryByTestId('coin-redeem')).toBeNull()
  },
}
