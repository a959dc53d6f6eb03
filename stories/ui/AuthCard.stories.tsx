import { AuthCard, FullPageLoader } from '@haat/ui'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/AuthCard',
  component: AuthCard,
  tags: ['autodocs'],
  args: {
    title: 'Sign In with Email',
    subtitle: 'Welcome back to Haat',
    children: <Typography component="p">Form fields go here.</Typography>,
  },
} satisfies Meta<typeof AuthCard>

export default meta
type Story = StoryObj<typeof meta>

export const WithSubtitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In with Email' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/')
  },
}

export const Loader: Story = {
  args: {
    title: 'My Account',
    subtitle: undefined,
    children: <FullPageLoader text="Loading your account..." />,
  },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading your account...'),
}
