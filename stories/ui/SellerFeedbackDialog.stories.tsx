import { SellerFeedbackDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen } from 'storybook/test'
import { findShownDialog } from './support.ts'

const meta = {
  title: 'UI/SellerFeedbackDialog',
  component: SellerFeedbackDialog,
  tags: ['autodocs'],
  args: { open: true, status: 'idle', onSubmit: fn(), onClose: fn() },
  parameters: { visual: 'page' },
} satisfies Meta<typeof SellerFeedbackDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Rating and review are required; the comment is optional. */
export const Validation: Story = {
  play: async ({ args, userEvent }) => {
    await findShownDialog('Leave a Seller Feedback')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible()
    await expect(screen.getByText('Please write a short review.')).toBeVisible()
  },
}

export const Submit: Story = {
  // No baseline: a submit check after typing and clicks whose ripples vary; the other stories hold the looks.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Leave a Seller Feedback' })
    // A pointer click lands wherever the hidden input sits and MUI reads the star under the pointer;
    // a plain click event on the input chooses exactly that star, as a keyboard or screen reader would.
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Fast delivery')
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Packed well')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rating: 5,
      review: 'Fast delivery',
      comment: 'Packed well',
    })
  },
}

export const ServerError: Story = {
  args: { error: 'Please sign in to leave feedback.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to leave feedback.')
  },
}
