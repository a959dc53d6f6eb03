import { PersonalDetailsForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/PersonalDetailsForm',
  component: PersonalDetailsForm,
  tags: ['autodocs'],
  args: { phone: '9876543210', status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof PersonalDetailsForm>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter Your Personal Details' })).toBeVisible()
    await expect(canvas.getByText('+91 9876543210')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Home' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByText('Please enter your name.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Arjun Mehta')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'arjun@example.in')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Home' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Arjun Mehta',
      email: 'arjun@example.in',
      referralCode: '',
    })
  },
}

/** Busy: disabled, with a spinner. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue to Home' })
    await expect(button).toBeDisabled()
    await expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull()
  },
}

export const ServerError: Story = {
  args: { error: 'An unexpected error occurred. Please try again.' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'),
}
