import { StatusStepForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'

/**
 * Clicks leave ripples that fade on a timer, and a focused button keeps its own: the screenshot takes the
 * focus away and waits for them to go.
 */
const ripplesGone = async () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  await waitFor(() => expect(document.querySelector('.MuiTouchRipple-child')).toBeNull())
}

// The storefront passes the contract's check; the stories use the same rule written out.
const validateTrackingNumber = (value: string) =>
  /^[A-Z0-9-]{6,30}$/.test(value.toUpperCase())
    ? null
    : 'A tracking number is 6 to 30 capital letters, digits or hyphens'

const meta = {
  title: 'UI/StatusStepForm',
  component: StatusStepForm,
  tags: ['autodocs'],
  args: {
    actionLabel: 'Mark as Shipped',
    needsTrackingNumber: true,
    validateTrackingNumber,
    onSubmit: fn(),
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof StatusStepForm>

export default meta
type Story = StoryObj<typeof meta>

/** Shipping: the labelled tracking number field is checked before anything is sent. */
export const Ship: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Tracking number' })
    await expect(
      canvas.getByText('6 to 30 letters, digits or hyphens, as the courier gives it'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(canvas.getByText('Enter the tracking number to ship the order')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field, 'AB 12')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(
      canvas.getByText('A tracking number is 6 to 30 capital letters, digits or hyphens'),
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, 'awb-2026-000123')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ trackingNumber: 'awb-2026-000123' })
    await expect(field).toHaveAttribute('aria-invalid', 'false')
    await ripplesGone()
  },
}

/** Any later step is one button: no field. */
export const OutForDelivery: Story = {
  args: { actionLabel: 'Mark as Out for Delivery', needsTrackingNumber: false },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Out for Delivery' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({})
    await ripplesGone()
  },
}

/** While the change is sent the button is busy and a second press sends nothing. */
export const Busy: Story = {
  args: { actionLabel: 'Mark as Delivered', needsTrackingNumber: false, busy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mark as Delivered' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refused (another member moved the order first): its message under the button. */
export const Refused: Story = {
  args: {
    actionLabel: 'Mark as Delivered',
    needsTrackingNumber: false,
    error: 'This order is delivered or cancelled and cannot change',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This order is delivered or cancelled and cannot change',
    )
  },
}

/** Delivered or cancelled: nothing more to do, no button. */
export const Done: Story = {
  args: { actionLabel: null, needsTrackingNumber: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByTestId('status-step-done')).toHaveTextContent(
      'Nothing more to do: this order is delivered or cancelled.',
    )
  },
}
