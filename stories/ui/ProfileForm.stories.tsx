import { ProfileForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'

const meta = {
  title: 'UI/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  args: {
    user: { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210', emailVerified: false },
    status: 'idle',
    onSave: fn(),
    onSendVerification: fn(),
    onVerifyOtp: fn(),
    verification: { status: 'idle' },
  },
} satisfies Meta<typeof ProfileForm>

export default meta
type Story = StoryObj<typeof meta>

/** An unverified e-mail offers Verify; the phone is hidden because the user has an e-mail. */
export const Unverified: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('priya@example.in')
    await expect(canvas.queryByRole('textbox', { name: 'Phone Number' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(args.onSendVerification).toHaveBeenCalledTimes(1)
  },
}

/** The code was sent: six boxes and Verify OTP, enabled once all six digits are in. */
export const CodeSent: Story = {
  args: { verification: { status: 'sent' } },
  play: async ({ args, canvas, userEvent }) => {
    const verify = canvas.getByRole('button', { name: 'Verify OTP' })
    await expect(verify).toBeDisabled()
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.paste('246810')
    await userEvent.click(verify)
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('246810')
  },
}

export const WrongCode: Story = {
  args: { verification: { status: 'sent', error: 'Failed to verify OTP' } },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to verify OTP'),
}

export const SendFailed: Story = {
  args: { verification: { status: 'idle', error: 'Failed to send OTP' } },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to send OTP'),
}

/** Verified: the e-mail is locked and shows a Verified badge. */
export const Verified: Story = {
  args: {
    user: { name: 'Priya Sharma', email: 'priya@example.in', phone: null, emailVerified: true },
    message: 'Email verified successfully!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Verified' })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Email verified successfully!')
  },
}

/** A shopper who signed up by phone: no e-mail yet, so the phone is shown and editable. */
export const PhoneOnlyValidation: Story = {
  args: { user: { name: 'Arjun Mehta', email: null, phone: '9123456780', emailVerified: false } },
  play: async ({ args, canvas, userEvent }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' })
    await expect(phone).toHaveValue('9123456780')
    await userEvent.clear(phone)
    await userEvent.type(phone, '91234')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'arjun@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(args.onSave).not.toHaveBeenCalled()
    // Outside act() (the built Storybook) the errors render a moment after the click.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Invalid email format.',
      ),
    )
    await expect(phone).toHaveAccessibleDescription('Phone number must be 10 digits.')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid email format. Phone number must be 10 digits.',
    )
  },
}

/** Only the changed fields are sent. */
export const SaveChanges: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Full Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Priya S. Sharma')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Priya S. Sharma' }))
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'priya.sharma@example.in')
    // A changed e-mail is verified after it is saved, not before.
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith({
        name: 'Priya S. Sharma',
        newEmail: 'priya.sharma@example.in',
      }),
    )
  },
}

export const Saving: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled(),
}

export const SaveFailed: Story = {
  args: { error: 'Failed to update user information.' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update user information.'),
}

export const LongName: Story = {
  args: {
    user: {
      name: 'Venkata Lakshmi Narasimha Subrahmanyam Chakravarthy Ramachandran',
      email: 'venkata.lakshmi.narasimha.subrahmanyam@long-domain-example.co.in',
      phone: null,
      emailVerified: true,
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verified' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** An e-mail sign-up whose phone was never proven: the phone shows, read-only, with Verify. */
export const PhoneNotVerified: Story = {
  args: {
    user: {
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      emailVerified: true,
      phoneVerified: false,
    },
    onVerifyPhone: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' })
    await expect(phone).toBeDisabled()
    await expect(canvas.getByText(/Not verified/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(args.onVerifyPhone).toHaveBeenCalledTimes(1)
  },
}

/** A new number was saved: nothing changes until the code sent to it comes back. */
export const ChangeWaitingForCode: Story = {
  args: {
    user: {
      name: 'Arjun Mehta',
      email: null,
      phone: '9123456780',
      emailVerified: false,
      phoneVerified: true,
    },
    pendingChange: { channel: 'sms', to: '9000000001', status: 'sent' },
    onConfirmChange: fn(),
    onResendChange: fn(),
    onCancelChange: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const group = within(canvas.getByRole('group', { name: 'Confirm your phone number' }))
    await expect(group.getByText(/Enter the 6-digit code sent to/)).toHaveTextContent(
      'Enter the 6-digit code sent to 9000000001.',
    )
    const confirm = group.getByRole('button', { name: 'Confirm' })
    await expect(confirm).toBeDisabled()
    await userEvent.click(group.getByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.paste('135790')
    await userEvent.click(confirm)
    await expect(args.onConfirmChange).toHaveBeenCalledWith('135790')
    await userEvent.click(group.getByRole('button', { name: 'Resend Code' }))
    await expect(args.onResendChange).toHaveBeenCalledTimes(1)
    await userEvent.click(group.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancelChange).toHaveBeenCalledTimes(1)
  },
}

/** The code is being checked: the boxes, Confirm, Resend Code and Cancel wait. */
export const ChangeConfirming: Story = {
  args: {
    user: {
      name: 'Arjun Mehta',
      email: null,
      phone: '9123456780',
      emailVerified: false,
      phoneVerified: true,
    },
    pendingChange: { channel: 'sms', to: '9000000001', status: 'confirming' },
    onResendChange: fn(),
  },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Confirm your phone number' }))
    await expect(group.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await expect(group.getByRole('button', { name: 'Resend Code' })).toBeDisabled()
    await expect(group.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

/** A wrong code for a new e-mail says so under the boxes. */
export const ChangeWrongCode: Story = {
  args: {
    user: { name: 'Priya Sharma', email: 'priya@example.in', phone: null, emailVerified: false },
    pendingChange: { channel: 'email', to: 'priya.new@example.in', status: 'sent', error: 'Incorrect OTP' },
  },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Confirm your new e-mail' }))
    await expect(group.getByText(/Enter the 6-digit code sent to/)).toHaveTextContent('priya.new@example.in')
    await expect(group.getByRole('alert')).toHaveTextContent('Incorrect OTP')
    // The old address is not offered for proof while a new one waits for its code.
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument()
  },
}
