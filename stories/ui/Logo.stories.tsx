import { Logo } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** On the purple bar and the footer. */
export const OnDark: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'primary.main', p: 2, display: 'inline-flex' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/')
  },
}

export const OnLight: Story = {
  args: { tone: 'onLight', href: '/?from=logo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/?from=logo')
  },
}
