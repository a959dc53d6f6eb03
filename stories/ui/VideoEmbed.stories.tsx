import { VideoEmbed } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/VideoEmbed',
  component: VideoEmbed,
  tags: ['autodocs'],
  args: { url: 'about:blank', title: 'boAt brand film' },
  decorators: [
    (Story) => (
      <Box sx={{ width: 640 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing is loaded from the video site until the shopper presses Play. */
export const ClickToLoad: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Play video boAt brand film' }))
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute('src', 'about:blank')
    await expect(frame).toHaveAttribute('title', 'boAt brand film')
  },
  // No baseline: after Play it shows a frame of the video site, which is not ours to pin.
  parameters: { visual: false },
}

export const Idle: Story = {}

/** The caption carries the film's credit, which a licence such as CC BY requires to be visible. */
export const WithCaption: Story = {
  args: {
    description:
      'Demo data: "Big Buck Bunny" by the Blender Foundation (CC BY 3.0) stands in for a brand film.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Blender Foundation \(CC BY 3\.0\)/)).toBeVisible()
  },
}
