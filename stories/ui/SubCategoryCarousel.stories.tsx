import { SubCategoryCarousel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const names = ['electronics', 'fashion', 'home', 'beauty', 'grocery', 'sports', 'books', 'toys']

const meta = {
  title: 'UI/SubCategoryCarousel',
  component: SubCategoryCarousel,
  tags: ['autodocs'],
  args: {
    items: names.map((n, i) => ({
      id: `CAT${i + 10}`,
      name: n === 'home' ? 'Home Furnishing and Kitchen Storage' : n.charAt(0).toUpperCase() + n.slice(1),
      iconUrl: img(`category-${n}`),
      href: `/categories-page/CAT${i + 10}/${n}`,
    })),
  },
} satisfies Meta<typeof SubCategoryCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shop By Popular Categories' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/categories-page/CAT11/fashion',
    )
  },
}

/** Phone: three and a half icons at once, the half one showing that the row scrolls. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shop By Popular Categories' })).toBeVisible()
    const row = canvas.getByRole('region', { name: 'Shop By Popular Categories slides' })
    const slide = canvas.getByRole('link', { name: 'Fashion' }).closest('[aria-roledescription="slide"]')
    if (!(slide instanceof HTMLElement)) throw new Error('the tile is not in a slide')
    const perView = row.getBoundingClientRect().width / slide.getBoundingClientRect().width
    await expect(perView).toBeGreaterThan(3)
    await expect(perView).toBeLessThan(4)
  },
}

/** A category without sub-categories shows no section at all. */
export const NoItems: Story = {
  args: { items: [] },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
  },
}
