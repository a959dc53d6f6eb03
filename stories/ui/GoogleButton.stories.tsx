import { GoogleButton } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/GoogleButton',
  component: GoogleButton,
  tags: ['autodocs'],
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof GoogleButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Disabled: Story = {
  args: { disabled: true, label: 'Sign up with Google' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled(),
}
