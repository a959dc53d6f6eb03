import { NewArrivalTile } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/NewArrivalTile',
  component: NewArrivalTile,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 220 }}>
        <Story />
      </Box>
    ),
  ],
  args: { title: 'Smart Watch Series 5', imageUrl: img('product-watch'), href: '/new-arrivals-product/n-1' },
} satisfies Meta<typeof NewArrivalTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Smart Watch Series 5/ })).toHaveAttribute(
      'href',
      '/new-arrivals-product/n-1',
    )
    await expect(canvas.getByText('New')).toBeVisible()
  },
}

export const LongTitle: Story = {
  args: { title: 'English Willow Cricket Bat, Full Size, with Cover', imageUrl: img('product-cricket') },
}
