import { CategoryTile, CategoryTileSkeleton } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/CategoryTile',
  component: CategoryTile,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 120 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    name: 'Electronics',
    iconUrl: img('category-electronics'),
    href: '/categories-page/c-1/Electronics',
  },
} satisfies Meta<typeof CategoryTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) =>
    expect(canvas.getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/categories-page/c-1/Electronics',
    ),
}

export const UnnamedCategory: Story = {
  args: { name: null, href: '/categories-page/c-9' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Unnamed Category' })).toBeVisible(),
}

export const LongName: Story = {
  args: { name: 'Home Improvement and Kitchen Appliances', iconUrl: img('category-home') },
}

export const MissingIcon: Story = {
  args: { name: 'Toys', iconUrl: '' },
}

export const Row: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 110px)', gap: 1 }}>
      {['electronics', 'fashion', 'home', 'beauty', 'grocery', 'sports', 'books', 'toys'].map((c) => (
        <CategoryTile
          key={c}
          name={c.charAt(0).toUpperCase() + c.slice(1)}
          iconUrl={img(`category-${c}`)}
          href={`/categories-page/${c}`}
        />
      ))}
    </Box>
  ),
}

/**
 * While the categories load: the skeleton has the tile's frame, circle and two-line name box, so it is as
 * tall as a tile with a one-line name and as one whose name takes two lines.
 */
export const Skeleton: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 2, alignItems: 'start' }}>
      <CategoryTileSkeleton />
      <CategoryTile {...args} />
      <CategoryTile {...args} name="Beauty & Personal Care" />
    </Box>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-testid="category-tile-skeleton"]')
    const [short, long] = canvas.getAllByRole('link')
    const height = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? 0
    await expect(height(skeleton)).toBeGreaterThan(0)
    await expect(height(short)).toBeCloseTo(height(skeleton), 0)
    await expect(height(long)).toBeCloseTo(height(skeleton), 0)
  },
}
