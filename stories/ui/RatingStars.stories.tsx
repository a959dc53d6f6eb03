import { RatingStars } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.3, count: 1234 },
} satisfies Meta<typeof RatingStars>

export default meta
type Story = StoryObj<typeof meta>

export const WithCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(1,234)')).toBeVisible()
  },
}

export const HalfStar: Story = {
  args: { value: 3.5, count: undefined },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Rated 3.5 out of 5' })
    // Seven half stars: three whole, one half, one empty, drawn as one picture.
    await expect(stars).toHaveAttribute('data-half-stars', '7')
    await expect(stars.childElementCount).toBe(0)
    await expect(canvas.queryByText(/\(/)).toBeNull()
  },
}

export const Perfect: Story = { args: { value: 5, count: 12, size: 'lg' } }

export const NoRatings: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}
