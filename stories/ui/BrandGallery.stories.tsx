import { BrandGallery } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/BrandGallery',
  component: BrandGallery,
  tags: ['autodocs'],
  args: {
    items: [
      {
        imageUrl: img('store-1'),
        Title: 'Our workshop',
        Description: 'Every pair of headphones is tested in Mumbai.',
      },
      { imageUrl: img('store-2'), Title: 'Festive range', Description: 'Limited colours for Diwali.' },
      {
        imageUrl: img('store-3'),
        Title: 'A very long title for a gallery picture that has to wrap onto more lines',
        Description:
          'And a description long enough to wrap as well, so the card grows rather than overflowing the page.',
      },
    ],
  },
} satisfies Meta<typeof BrandGallery>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('img', { name: 'Our workshop' })).toBeVisible()
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
