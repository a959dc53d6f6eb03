import { ForgotPasswordForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example.in')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('priya@example.in')
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
  },
}

export const Sending: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

export const Success: Story = {
  args: { successMessage: 'If an account exists for that e-mail, a reset link is on its way.' },
  play: async ({ canvas }) => {
    const sent = canvas.getByRole('status')
    await expect(sent).toHaveTextContent('If an account exists for that e-mail, a reset link is on its way.')
    // A neutral confirmation (an info alert), not a green success: nothing is known to have happened yet.
    await expect(sent).toHaveClass(/MuiAlert-colorInfo/)
  },
}

export const Failure: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong'),
}
