import { LoginForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { status: 'idle', googleEnabled: true, onSubmit: fn(), onGoogle: fn() },
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example.in')
    const password = canvas.getByLabelText('Password *')
    await userEvent.type(password, 'Secret#123')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'priya@example.in', password: 'Secret#123' })
    const links: Array<[string, string]> = [
      ['Forgot Password', '/forget-password'],
      ['Explore Without Login', '/'],
      ['Continue with OTP', '/sign-with-otp'],
      ['Sign Up', '/sign-up-with-email'],
    ]
    for (const [name, href] of links)
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)
  },
}

/** Nothing is sent until the e-mail has the right shape and a password is given. */
export const ValidationMessages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.getByText("Please enter a valid email address with at least one '.'.")).toBeVisible()
    await expect(canvas.getByText('Please enter your password')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const IncorrectCredentials: Story = {
  args: { error: 'Incorrect email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password')
  },
}

export const AccountCreated: Story = {
  // Without Google, so the card fits the 800 px screenshot whole.
  args: { notice: 'Account created. Please sign in.', googleEnabled: false },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent('Account created. Please sign in.')
    await expect(notice).toHaveClass(/MuiAlert-colorInfo/)
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
  },
}

export const WithoutGoogle: Story = {
  args: { googleEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { error: 'Incorrect email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
