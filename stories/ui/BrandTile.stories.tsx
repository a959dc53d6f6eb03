import { BrandTile, BrandTileSkeleton } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/BrandTile',
  component: BrandTile,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 260 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    brandName: 'Mysore Silks',
    logoUrl: img('logo-2'),
    href: '/brand-page/b-2',
    imageUrl: img('deal-fashion'),
  },
} satisfies Meta<typeof BrandTile>

export default meta
type Story = StoryObj<typeof meta>

export const WithBanner: Story = {
  play: async ({ canvas }) =>
    expect(canvas.getByRole('link', { name: /Mysore Silks/ })).toHaveAttribute('href', '/brand-page/b-2'),
}

export const LogoOnly: Story = {
  args: {
    imageUrl: undefined,
    brandName: 'Kerala Spices',
    logoUrl: img('logo-5'),
    href: '/featured-products-page/b-5',
  },
}

export const LongName: Story = {
  args: { brandName: 'Rajasthan Handicrafts and Handloom Cooperative' },
}

export const WithAdTag: Story = {
  args: { adTag: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Mysore Silks/ })
    await expect(link).toHaveTextContent(/^AD/)
    await expect(canvas.getByText('AD')).toBeVisible()
  },
}

/**
 * The placeholder "Brands We Deal" shows while a store's brands load, over the tile it stands for: the
 * same height, so the sections under the grid do not move when the brands come. One column as wide as a
 * phone's (two tiles across 388 px).
 */
export const SkeletonOverLogoTile: Story = {
  // No picture at all (the tile's own fallback), so the pixels hang on no fixture artwork.
  args: { imageUrl: undefined, brandName: 'Kerala Spices', logoUrl: '' },
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '186px', gap: 2, alignItems: 'start' }}>
      <BrandTileSkeleton />
      <BrandTile {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvas.getByTestId('brand-tile-skeleton')
    const tile = canvasElement.querySelector('.MuiCard-root')
    if (!(tile instanceof HTMLElement)) throw new Error('no brand tile')
    await expect(
      Math.abs(skeleton.getBoundingClientRect().height - tile.getBoundingClientRect().height),
    ).toBeLessThan(0.5)
  },
}
