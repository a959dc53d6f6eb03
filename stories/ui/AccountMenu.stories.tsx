import { AccountMenu } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { expectShown } from './support.ts'

const B2B_URL = 'https://business.haat.example/sign-in'

const meta = {
  title: 'UI/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: { user: null, b2bUrl: B2B_URL, onLogout: fn() },
  // The menu lives on the purple top bar.
  decorators: [
    (Story) => (
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: 1,
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </Box>
    ),
  ],
  // Menus and dialogs render in a portal: the baseline is the whole page.
  parameters: { visual: 'page' },
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sign In' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expectShown(await screen.findByRole('menu', { name: 'Sign In' }))
    await expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    await expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/sign-up-with-email',
    )
    const b2b = screen.getByRole('menuitem', { name: 'Sign In B2B (opens in a new tab)' })
    await expect(b2b).toHaveAttribute('href', B2B_URL)
    await expect(b2b).toHaveAttribute('target', '_blank')
    await expect(b2b).toHaveAttribute('rel', expect.stringContaining('noopener'))
  },
}

const longName = 'Venkata Lakshmi Narasimha Subrahmanyam Chakravarthy'

/** A long name is cut with an ellipsis on the button and shown whole in the menu. */
export const SignedInLongName: Story = {
  args: { user: { name: longName } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Account, ${longName}` }))
    await expectShown(await screen.findByRole('menu'))
    await expect(screen.getByText(longName, { selector: 'strong' })).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-account')
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await expect(screen.queryByRole('menuitem', { name: 'Sign In' })).not.toBeInTheDocument()
  },
}

/** Logout asks first: No keeps the session, Yes calls onLogout. */
export const LogoutConfirmation: Story = {
  args: { user: { name: 'Priya Sharma' } },
  play: async ({ args, canvas, userEvent, step }) => {
    const account = canvas.getByRole('button', { name: 'Account, Priya Sharma' })
    await step('No keeps the shopper signed in', async () => {
      await userEvent.click(account)
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' })
      await userEvent.click(screen.getByRole('button', { name: 'No' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
      await expect(args.onLogout).not.toHaveBeenCalled()
    })
    await step('Yes logs out', async () => {
      await userEvent.click(account)
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
      await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' })
      await userEvent.click(screen.getByRole('button', { name: 'Yes' }))
      await expect(args.onLogout).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    })
    // Leave the question open for the visual baseline.
    await userEvent.click(account)
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await expectShown(await screen.findByRole('dialog'))
  },
}
