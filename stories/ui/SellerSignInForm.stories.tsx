import { SellerSignInForm } from '@haat/ui'
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

const meta = {
  title: 'UI/SellerSignInForm',
  component: SellerSignInForm,
  tags: ['autodocs'],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof SellerSignInForm>

export default meta
type Story = StoryObj<typeof meta>

/** A member signs in with the account's e-mail and password. */
export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Seller Sign In' })).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' seller@haat.example ')
    await userEvent.type(canvas.getByLabelText('Password *'), 'Seller@1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'seller@haat.example',
      password: 'Seller@1234',
    })
  },
}

/** Nothing is sent without both. */
export const Missing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your e-mail and password')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await ripplesGone()
  },
}

/** Signed in, but the account is no seller's member. */
export const NotAMember: Story = {
  args: { error: 'This account is not a seller member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account is not a seller member')
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Signing In/ })).toBeDisabled()
  },
}
