import { AccountLayout, FullPageLoader, ProfileForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'

const profile = (
  <ProfileForm
    user={{ name: 'Priya Sharma', email: 'priya@example.in', phone: null, emailVerified: true }}
    status="idle"
    onSave={() => {}}
    onSendVerification={() => {}}
    onVerifyOtp={() => {}}
    verification={{ status: 'idle' }}
  />
)

const meta = {
  title: 'UI/AccountLayout',
  component: AccountLayout,
  tags: ['autodocs'],
  args: {
    active: 'personal-information',
    onSelect: fn(),
    onLogout: fn(),
    userName: 'Priya Sharma',
    children: profile,
  },
} satisfies Meta<typeof AccountLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'My Account' })).toBeVisible()
    // The drawer's button is display: none on wide screens, so it is not in the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Open account menu' })).toBeNull()
    await expect(canvas.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { children: <FullPageLoader /> },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading... Please wait'),
}

/** On phones the menu is an off-canvas drawer; choosing a section closes it. */
export const PhoneDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { visual: 'page' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'My Account' })).not.toBeInTheDocument()
    const open = canvas.getByRole('button', { name: 'Open account menu' })
    await userEvent.click(open)
    const nav = await screen.findByRole('navigation', { name: 'My Account' })
    await userEvent.click(screen.getByRole('button', { name: 'Personal Information' }))
    await expect(args.onSelect).toHaveBeenCalledWith('personal-information')
    await waitFor(() => expect(nav).not.toBeInTheDocument())
    await userEvent.click(open)
    await expect(await screen.findByRole('navigation', { name: 'My Account' })).toBeVisible()
  },
}
