import { AccountSidebar } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { expectShown } from './support.ts'

const meta = {
  title: 'UI/AccountSidebar',
  component: AccountSidebar,
  tags: ['autodocs'],
  args: {
    active: 'personal-information',
    onSelect: fn(),
    onLogout: fn(),
    logoutConfirmText: 'Do you want to logout !',
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 300, bgcolor: 'background.paper', py: 1 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AccountSidebar>

export default meta
type Story = StoryObj<typeof meta>

/** Every section is offered: the dashboard first, then the document's groups; the current one is marked. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'My Account' })
    await expect(nav).toBeVisible()
    const current = canvas.getByRole('button', { name: 'Personal Information' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    for (const name of [
      'My Dashboard',
      'My Orders',
      'Addresses',
      'Wishlist',
      'My Ratings & Reviews',
      'My Question & Answers',
      'Wallet',
      'Refer & Earn',
      'Affiliate Dashboard',
    ]) {
      const entry = canvas.getByRole('button', { name })
      await expect(entry).not.toHaveAttribute('aria-disabled')
      await expect(entry).not.toHaveAttribute('aria-current')
    }
    await expect(canvas.getByRole('list', { name: 'Account Info' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Reward Area' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'My Ratings & Reviews' }))
    await expect(args.onSelect).toHaveBeenCalledWith('RatingandReview')
    await userEvent.click(canvas.getByRole('button', { name: 'My Dashboard' }))
    await expect(args.onSelect).toHaveBeenCalledWith('MyAcDefault')
  },
}

/** The dashboard is current (no section named in the address). */
export const Dashboard: Story = {
  args: { active: 'MyAcDefault' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page')
  },
}

/** A section may still be held back: it is disabled and described as "Coming soon". */
export const SomeSectionsHeldBack: Story = {
  args: { active: 'address', available: ['MyAcDefault', 'personal-information', 'address', 'my-orders'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My Orders' }))
    await expect(args.onSelect).toHaveBeenCalledWith('my-orders')
    await expect(canvas.getByRole('button', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page')
    const wallet = canvas.getByRole('button', { name: 'Wallet' })
    await expect(wallet).toHaveAttribute('aria-disabled', 'true')
    await expect(wallet).toHaveAccessibleDescription('Coming soon')
  },
}

/** Logout asks first, in the specification's words. */
export const LogoutConfirmation: Story = {
  parameters: { visual: 'page' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await screen.findByRole('dialog', { name: 'Do you want to logout !' })
    await userEvent.click(screen.getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onLogout).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expectShown(await screen.findByRole('dialog'))
  },
}
