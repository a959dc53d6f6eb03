import { PaymentOptions } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/PaymentOptions',
  component: PaymentOptions,
  tags: ['autodocs'],
  args: { value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentOptions>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: both choices offered, each radio named by its label. */
export const NoneChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Options' })).toBeVisible()
    const upi = canvas.getByRole('radio', { name: 'UPI Or Other' })
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' })
    await expect(upi).not.toBeChecked()
    await expect(cod).not.toBeChecked()
    await userEvent.click(cod)
    await expect(args.onChange).toHaveBeenLastCalledWith('cod')
    // The whole card is the label: a click on its hint chooses too.
    await userEvent.click(canvas.getByText('UPI, cards and netbanking: pay now'))
    await expect(args.onChange).toHaveBeenLastCalledWith('upi')
  },
}

export const Upi: Story = {
  args: { value: 'upi' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'UPI Or Other' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }))
    await expect(args.onChange).toHaveBeenCalledWith('cod')
  },
}

export const CashOnDelivery: Story = {
  args: { value: 'cod' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked()
    // The arrow keys move the choice, as in any radio group.
    canvas.getByRole('radio', { name: 'Cash on Delivery' }).focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(args.onChange).toHaveBeenCalledWith('upi')
  },
}

/** An item cannot be paid on delivery: the choice is disabled and says why. */
export const CodUnavailable: Story = {
  args: {
    value: 'upi',
    codUnavailableReason: 'Cash on Delivery is not available for Basmati Rice 5 kg.',
  },
  play: async ({ canvas, args, userEvent }) => {
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' })
    await expect(cod).toBeDisabled()
    await expect(cod).toHaveAccessibleDescription(
      'Pay when the order arrives Cash on Delivery is not available for Basmati Rice 5 kg.',
    )
    await expect(canvas.getByTestId('cod-unavailable-reason')).toBeVisible()
    await userEvent.click(canvas.getByText('Cash on Delivery'))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** While the order is being placed nothing can be changed. */
export const Disabled: Story = {
  args: { value: 'cod', disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked()
    await userEvent.click(canvas.getByText('UPI Or Other'))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { value: 'upi', codUnavailableReason: 'Cash on Delivery is not available for Basmati Rice 5 kg.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment Options' })
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(390)
  },
}
