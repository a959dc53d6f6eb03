import { WishlistButton } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/WishlistButton',
  component: WishlistButton,
  tags: ['autodocs'],
  args: { state: 'off', onToggle: fn() },
} satisfies Meta<typeof WishlistButton>

export default meta
type Story = StoryObj<typeof meta>

/** Not on the wishlist: an outlined heart that offers to add. */
export const Off: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

/** On the wishlist: a filled red heart that offers to remove. */
export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Remove from wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByTestId('wishlist-on')).toBeVisible()
  },
}

/** A change in flight: the heart cannot be pressed again until the server answers. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating wishlist' })).toBeDisabled()
  },
}
