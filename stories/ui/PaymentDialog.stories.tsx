import { PaymentDialog, type PaymentDialogProps } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { expectShown } from './support.ts'

const meta = {
  title: 'UI/PaymentDialog',
  component: PaymentDialog,
  tags: ['autodocs'],
  parameters: { visual: 'page' },
  args: {
    open: true,
    merchantName: 'Haat',
    amount: 16692,
    orderId: 'order_Ab12Cd34Ef56Gh',
    prefill: { name: 'Aarav Sharma', email: 'aarav@example.com', contact: '9876543210' },
    state: 'choose',
    onPay: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof PaymentDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Clicks leave ripples that fade on a timer: the screenshot waits for them to go. */
const ripplesGone = () => waitFor(() => expect(document.querySelector('.MuiTouchRipple-child')).toBeNull())

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Haat' }))

/** The methods first; a method opens the test bank page, whose Success and Failure decide the outcome. */
export const Choose: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    await expect(box.getByTestId('payment-amount')).toHaveTextContent('₹16,692.00')
    await expect(box.getByTestId('payment-test-mode')).toHaveTextContent('Test Mode')
    await expectShown(box.getByText('Order order_Ab12Cd34Ef56Gh'))
    await expect(box.getByTestId('payment-contact')).toHaveTextContent(
      'Aarav Sharma · +91 9876543210 · aarav@example.com',
    )
    await expect(screen.getByRole('dialog', { name: 'Haat' })).toHaveAccessibleDescription(
      'Amount to pay ₹16,692.00 Order order_Ab12Cd34Ef56Gh',
    )
    await userEvent.click(box.getByRole('button', { name: /^Card / }))
    await expect(box.getByRole('heading', { name: 'Card: test payment' })).toBeVisible()
    await userEvent.click(box.getByRole('button', { name: 'Other methods' }))
    await userEvent.click(box.getByRole('button', { name: /^UPI / }))
    await userEvent.click(box.getByRole('button', { name: 'Failure' }))
    await expect(args.onPay).toHaveBeenLastCalledWith('upi', 'failure')
    await userEvent.click(box.getByRole('button', { name: 'Success' }))
    await expect(args.onPay).toHaveBeenLastCalledWith('upi', 'success')
    await expect(args.onDismiss).not.toHaveBeenCalled()
    // Back to the list of methods for the screenshot.
    await userEvent.click(box.getByRole('button', { name: 'Other methods' }))
    await expect(box.getByRole('button', { name: /^Netbanking / })).toBeVisible()
    await ripplesGone()
  },
}

/** Escape and the X both dismiss: the order stays waiting. */
export const Dismiss: Story = {
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    await userEvent.keyboard('{Escape}')
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
    await userEvent.click(box.getByRole('button', { name: 'Close payment' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(2)
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}

/** The payment is on its way: a spinner, and nothing can be pressed or closed. */
export const Processing: Story = {
  args: { state: 'processing' },
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    await expect(box.getByRole('status')).toHaveTextContent('Processing your payment')
    await expect(box.getByRole('button', { name: 'Success' })).toBeDisabled()
    await expect(box.getByRole('button', { name: 'Failure' })).toBeDisabled()
    await expect(box.getByRole('button', { name: 'Close payment' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onDismiss).not.toHaveBeenCalled()
  },
}

/** The payment failed: why, and Retry. */
export const Failed: Story = {
  args: { state: 'failed', failureMessage: 'Your bank declined this payment. No money was taken.' },
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    await expect(box.getByRole('alert')).toHaveTextContent(
      'Your bank declined this payment. No money was taken.',
    )
    await userEvent.click(box.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(box.queryByRole('button', { name: 'Success' })).toBeNull()
  },
}

/** The dialog as a page drives it: a failure, Retry, then the keyboard. */
function FailThenRetry(props: PaymentDialogProps) {
  const [state, setState] = useState<PaymentDialogProps['state']>('failed')
  return <PaymentDialog {...props} state={state} onRetry={() => setState('choose')} />
}

/**
 * After Retry the button the shopper pressed is gone: focus moves to the first payment method, so Tab and
 * Escape still work inside the dialog.
 */
export const RetryKeepsTheKeyboardInside: Story = {
  args: { failureMessage: 'Your bank declined this payment. No money was taken.' },
  parameters: { visual: false },
  render: (args) => <FailThenRetry {...args} />,
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    box.getByRole('button', { name: 'Retry' }).focus()
    await userEvent.keyboard('{Enter}')
    const upi = await box.findByRole('button', { name: /^UPI / })
    await waitFor(() => expect(upi).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

/** No phone or e-mail known: the contact line is the payer's name. */
export const NameOnly: Story = {
  args: { prefill: { name: 'Aarav Sharma', email: null, contact: null } },
  parameters: { visual: false },
  play: async () => {
    const box = await dialog()
    await expect(box.getByTestId('payment-contact')).toHaveTextContent(/^Aarav Sharma$/)
  },
}

/** A phone: the whole screen, as the gateway's checkout does. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, userEvent }) => {
    const box = await dialog()
    const paper = screen.getByTestId('payment-dialog')
    await expect(paper.getBoundingClientRect().width).toBe(390)
    await userEvent.click(box.getByRole('button', { name: /^Netbanking / }))
    // The keyboard this time (a phone's tap would leave a ripple in the screenshot).
    box.getByRole('button', { name: 'Success' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPay).toHaveBeenCalledWith('netbanking', 'success')
    box.getByRole('button', { name: 'Success' }).blur()
    await ripplesGone()
  },
}
