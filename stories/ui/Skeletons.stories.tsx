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

/** Inside a row that names what is loading, each placeholder keeps quiet (`label={null}`). */
export const QuietInsideALabelledRow: Story = {
  render: () => (
    <Box
      role="region"
      aria-label="Loading products"
      aria-busy="true"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}
    >
      <ProductCardSkeleton label={null} />
      <ProductCardSkeleton label={null} />
      <TileSkeleton label={null} />
      <TileSkeleton shape="round" label={null} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Loading products' })
    await expect(row).toHaveTextContent(/^$/)
    await expect(row.querySelectorAll('[aria-busy="true"]')).toHaveLength(4)
  },
}
