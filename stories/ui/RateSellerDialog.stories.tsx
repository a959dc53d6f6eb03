import { RateSellerDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen } from 'storybook/test'
import { expectShown } from './support.ts'

const meta = {
  title: 'UI/RateSellerDialog',
  component: RateSellerDialog,
  tags: ['autodocs'],
  args: { open: true, status: 'idle', onSubmit: fn(), onClose: fn() },
  parameters: { visual: 'page' },
} satisfies Meta<typeof RateSellerDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Stars are required: Submit without them explains, with four sends 4. */
export const ChooseStars: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Rate Seller' })
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expectShown(screen.getByText('Please choose a rating from 1 to 5 stars.'))
    // A pointer click lands wherever the hidden input sits and MUI reads the star under the pointer;
    // a plain click event on the input chooses exactly that star, as a keyboard or screen reader would.
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(4)
  },
}

export const ServerError: Story = {
  args: { error: 'Could not save your rating. Please try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your rating.')
  },
}
