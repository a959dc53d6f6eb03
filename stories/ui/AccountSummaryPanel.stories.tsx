import { AccountSummaryPanel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'

const meta = {
  title: 'UI/AccountSummaryPanel',
  component: AccountSummaryPanel,
  tags: ['autodocs'],
  args: {
    name: 'Aarav Sharma',
    coins: 1250,
    walletBalance: 1480.5,
    links: [
      { label: 'My Orders', href: '/my-account?section=my-orders' },
      { label: 'Wishlist', href: '/my-account?section=whishlist' },
      { label: 'Addresses', href: '/my-account?section=address' },
    ],
    logoutConfirmText: 'Do you want to logout !',
    onLogout: fn(),
  },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof AccountSummaryPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The greeting, both balances in Indian grouping, and a link to each part of the account. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Aarav Sharma' })).toBeVisible()
    await expect(canvas.getByTestId('side-coins')).toHaveTextContent('1,250')
    await expect(canvas.getByTestId('side-wallet')).toHaveTextContent('₹1,480.50')
    const nav = within(canvas.getByRole('navigation', { name: 'Your account' }))
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-account?section=my-orders',
    )
  },
}

/** While the balances load, placeholders hold their place. */
export const BalancesLoading: Story = {
  args: { coins: null, walletBalance: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('side-coins')).toBeNull()
    await expect(canvas.queryByTestId('side-wallet')).toBeNull()
  },
}

/** Logout asks first: No keeps the shopper signed in, Yes signs them out. */
export const LogoutAsksFirst: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const body = within(canvas.getByRole('heading', { level: 1 }).ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    const dialog = await body.findByRole('dialog', { name: 'Do you want to logout !' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(args.onLogout).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}
