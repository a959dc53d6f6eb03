import { CategoryHero } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/CategoryHero',
  component: CategoryHero,
  tags: ['autodocs'],
  args: { name: 'Electronics', bannerUrl: img('banner-electronics') },
} satisfies Meta<typeof CategoryHero>

export default meta
type Story = StoryObj<typeof meta>

export const WithBanner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Electronics banner' })).toBeVisible()
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
