import { PhoneSignInForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/PhoneSignInForm',
  component: PhoneSignInForm,
  tags: ['autodocs'],
  args: {
    status: 'idle',
    onSubmit: fn(),
    googleEnabled: true,
    onGoogle: fn(),
    b2bUrl: 'https://business.haat.example/sign-in',
    termsUrl: 'https://haat.example/terms',
    privacyUrl: 'https://haat.example/privacy',
  },
} satisfies Meta<typeof PhoneSignInForm>

export default meta
type Story = StoryObj<typeof meta>

/** The number keeps digits only (ten at most) and goes out without the fixed +91. */
export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const phone = canvas.getByRole('textbox', { name: 'Mobile Number' })
    await expect(phone).toBeRequired()
    await expect(canvas.getByText('+91')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(phone, '98765-43210 99')
    await expect(phone).toHaveValue('9876543210')
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Subscribe to WhatsApp, Email notifications. (Optional)' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ number: '9876543210', subscribe: true })
    await expect(canvas.getByRole('link', { name: 'Continue with Email' })).toHaveAttribute(
      'href',
      '/sign-up-with-email',
    )
    await expect(canvas.getByRole('link', { name: 'Sign In to B2B Account' })).toHaveAttribute(
      'href',
      'https://business.haat.example/sign-in',
    )
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      'https://haat.example/terms',
    )
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://haat.example/privacy',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)
  },
}

/** While the OTP is requested the button reads "Getting OTP" and cannot be pressed again. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Getting OTP' })
    await expect(button).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'GET OTP' })).not.toBeInTheDocument()
  },
}

/** The OTP request answered 409. */
export const ExistingUser: Story = {
  args: { existingUser: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User Already Exist You Can Login')
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  },
}

export const WithError: Story = {
  args: { error: 'Too many requests. Try again in 30 seconds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Try again in 30 seconds.')
  },
}

/** A store without a Google client id shows no Google button. */
export const WithoutGoogle: Story = {
  args: { googleEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'GET OTP' })).toBeVisible()
  },
}
