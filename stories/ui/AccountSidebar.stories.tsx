import { AccountSidebar } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'

const meta = {
  title: 'UI/AccountSidebar',
  component: AccountSidebar,
  tags: ['autodocs'],
  args: { active: 'personal-information', onSelect: fn(), onLogout: fn() },
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

/** Personal Information is built and current; the sections of later issues are disabled, "Coming soon". */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'My Account' })
    await expect(nav).toBeVisible()
    const current = canvas.getByRole('button', { name: 'Personal Information' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    for (const name of [
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
      await expect(entry).toHaveAttribute('aria-disabled', 'true')
      await expect(entry).toHaveAccessibleDescription('Coming soon')
    }
    await expect(canvas.getByRole('list', { name: 'Account Info' })).toBeVisible()
    await userEvent.click(current)
    await expect(args.onSelect).toHaveBeenCalledWith('personal-information')
  },
}

/** A later issue lists more built sections. */
export const MoreSectionsBuilt: Story = {
  args: { active: 'address', available: ['personal-information', 'address', 'my-orders'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My Orders' }))
    await expect(args.onSelect).toHaveBeenCalledWith('my-orders')
    await expect(canvas.getByRole('button', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Logout asks first. */
export const LogoutConfirmation: Story = {
  parameters: { visual: 'page' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' })
    await userEvent.click(screen.getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onLogout).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(await screen.findByRole('dialog')).toBeVisible()
  },
}
