import { BannerSkeleton, ProductCardSkeleton, TileSkeleton } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Skeletons',
  component: ProductCardSkeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof ProductCardSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const ProductCard: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 240 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
    await expect(canvas.getByText('Loading')).toBeInTheDocument()
  },
}

export const ProductRow: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}>
      {[1, 2, 3, 4].map((n) => (
        <ProductCardSkeleton key={n} label="Loading products" />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => expect(canvas.getAllByText('Loading products')).toHaveLength(4),
}

export const Tiles: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}>
      <TileSkeleton />
      <TileSkeleton />
      <TileSkeleton shape="round" />
      <TileSkeleton shape="round" />
    </Box>
  ),
}

export const Banner: Story = {
  render: () => <BannerSkeleton label="Loading banners..." showLabel />,
  play: async ({ canvas }) => expect(canvas.getByText('Loading banners...')).toBeVisible(),
}
