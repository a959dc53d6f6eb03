import { CategoryHero } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/CategoryHero',
  component: CategoryHero,
  tags: ['autodocs'],
  args: { name: 'Electronics', bannerUrl: img('banner-art-electronics') },
} satisfies Meta<typeof CategoryHero>

export default meta
type Story = StoryObj<typeof meta>

/** A category banner is artwork alone (the page's heading names the category), held at 10:3. */
export const WithBanner: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('img', { name: 'Electronics banner' })
    await expect(banner).toBeVisible()
    const { width, height } = banner.getBoundingClientRect()
    await expect(Math.abs(width / height - 10 / 3)).toBeLessThan(0.02)
  },
}

/** No banner: the name on a plain band. */
export const WithoutBanner: Story = {
  args: { name: 'Home Furnishing, Kitchen Storage and Decor for Every Indian Home', bannerUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(
      canvas.getByText('Home Furnishing, Kitchen Storage and Decor for Every Indian Home'),
    ).toBeVisible()
  },
}

/**
 * Before the category tree says whether the category has a banner: a placeholder in the banner's 10:3
 * box, as wide as the banner, so a banner replaces it without moving anything under it.
 */
export const Loading: Story = {
  args: { loading: true, bannerUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvas.getByText('Loading Electronics')).toBeInTheDocument()
    const { width, height } = canvas.getByTestId('category-hero-skeleton').getBoundingClientRect()
    await expect(Math.abs(width / height - 10 / 3)).toBeLessThan(0.02)
  },
}
