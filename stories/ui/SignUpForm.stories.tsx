import { PASSWORD_RULE_MESSAGE, SignUpForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

const MISMATCH = 'Password and confirm password are not the same.'

/** Only letters and spaces stay in the name; the phone keeps ten digits; a valid form is sent. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Full Name' })
    await expect(name).toHaveAttribute('title', 'Please enter only letters.')
    await userEvent.type(name, 'Priya99 Sharma!')
    await expect(name).toHaveValue('Priya Sharma')
    await expect(canvas.getByText('Please enter only letters.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example.in')
    await expect(canvas.getByRole('combobox', { name: 'Code' })).toHaveTextContent('+91')
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' })
    await userEvent.type(phone, '98765 432109')
    await expect(phone).toHaveValue('9876543210')
    await userEvent.type(canvas.getByLabelText('Password *'), 'Str0ng#Pass')
    await userEvent.type(canvas.getByLabelText('Confirm Password *'), 'Str0ng#Pass')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Referral Code (Optional)' }), ' FRIEND50 ')
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      password: 'Str0ng#Pass',
      confirmPassword: 'Str0ng#Pass',
      referralCode: 'FRIEND50',
      subscribe: false,
    })
  },
}

/** An empty form shows every rule and sends nothing. */
export const ValidationMessages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      "Please enter a valid email address with at least one '.'.",
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Please enter a 10-digit phone number.',
    )
    await expect(canvas.getByLabelText('Password *')).toHaveAccessibleDescription(PASSWORD_RULE_MESSAGE)
  },
}

/** "abc" breaks the rule as it is typed; a different confirmation is named at once. */
export const PasswordRuleAndMismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password *'), 'abc')
    await expect(canvas.getByText(PASSWORD_RULE_MESSAGE)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Password *'), 'D3f@ghij')
    await expect(canvas.queryByText(PASSWORD_RULE_MESSAGE)).not.toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('Confirm Password *'), 'abcD3f@g')
    await expect(canvas.getByText(MISMATCH)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server said 400: the e-mail is taken. */
export const EmailAlreadyExists: Story = {
  args: { fieldErrors: { email: 'Email Already Exist' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email Already Exist',
    )
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  },
}

/** The server refused the phone number (already registered). */
export const PhoneTaken: Story = {
  args: { fieldErrors: { phone: 'This phone number is already registered. Sign in with OTP instead.' } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'This phone number is already registered. Sign in with OTP instead.',
    ),
}

export const ServerError: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong'),
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** Opened from a friend's referral link: their code is filled in, in a field the shopper may still edit. */
export const FromAReferralLink: Story = {
  args: { initialReferralCode: 'AARAV250' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Referral Code (Optional)' })
    await expect(code).toHaveValue('AARAV250')
    await expect(code).toBeEnabled()
  },
}
