import { PASSWORD_RULE_MESSAGE, ResetPasswordForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { status: 'idle', linkState: 'valid', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const ValidLink: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const password = canvas.getByLabelText('New Password *')
    await userEvent.type(password, 'abc')
    await expect(canvas.getByText(PASSWORD_RULE_MESSAGE)).toBeVisible()
    await userEvent.clear(password)
    await userEvent.type(password, 'N3w#Secret')
    await userEvent.type(canvas.getByLabelText('Confirm Password *'), 'N3w#Secre')
    await expect(canvas.getByText('Password and confirm password are not the same.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText('Confirm Password *'), 't')
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'N3w#Secret',
      confirmPassword: 'N3w#Secret',
    })
  },
}

export const Checking: Story = {
  args: { linkState: 'checking' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('status')).toHaveTextContent('Checking your reset link...'),
}

export const ExpiredOrUsed: Story = {
  args: { linkState: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used.',
    )
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    )
  },
}

export const Saving: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled(),
}

export const Saved: Story = {
  args: { successMessage: 'Your password has been changed. Sign in with the new one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.')
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
  },
}

export const ServerError: Story = {
  args: { error: 'This reset link has expired or was already used.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeVisible(),
}
