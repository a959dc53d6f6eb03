import { DiscountTile } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/DiscountTile',
  component: DiscountTile,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 420 }}>
        <Story />
      </Box>
    ),
  ],
  args: { imageUrl: img('discount-1'), categoryName: 'Fashion', discount: 45, href: '/discout-for-you/d-1' },
} satisfies Meta<typeof DiscountTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('45% OFF')).toBeVisible()
    await expect(canvas.getByText('Fashion')).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/discout-for-you/d-1')
  },
}

export const LongCategoryName: Story = {
  args: {
    imageUrl: img('discount-3'),
    categoryName: 'Kitchen, Dining and Home Furnishing Essentials',
    discount: 70,
  },
}
