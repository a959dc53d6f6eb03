import { RatingBars } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/RatingBars',
  component: RatingBars,
  tags: ['autodocs'],
  args: {
    average: 4.3,
    count: 1234,
    bars: [
      { stars: 1, count: 12, percent: 1 },
      { stars: 2, count: 8, percent: 0.6 },
      { stars: 3, count: 40, percent: 3.2 },
      { stars: 4, count: 310, percent: 25.1 },
      { stars: 5, count: 864, percent: 70 },
    ],
  },
} satisfies Meta<typeof RatingBars>

export default meta
type Story = StoryObj<typeof meta>

/** Bars from five stars down, each with its share and count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible()
    await expect(canvas.getByText('1,234 ratings')).toBeVisible()
    const bars = canvas.getAllByRole('progressbar')
    await expect(bars[0]).toHaveAccessibleName('5 star ratings')
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '70')
  },
}

export const NoRatings: Story = {
  args: { average: 0, count: 0, bars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
  },
}

/** Counts alone: each bar's share is worked out from them. */
export const SharesFromCounts: Story = {
  args: {
    average: 3.8,
    count: 20,
    bars: [
      { stars: 5, count: 10 },
      { stars: 4, count: 5 },
      { stars: 3, count: 2 },
      { stars: 2, count: 2 },
      { stars: 1, count: 1 },
    ],
  },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar')
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '50')
    await expect(bars[1]).toHaveAttribute('aria-valuetext', '25%, 5 ratings')
    await expect(bars[4]).toHaveAttribute('aria-valuenow', '5')
  },
}
