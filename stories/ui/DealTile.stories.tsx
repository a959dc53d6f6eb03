import { DealTile } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { at, fixedNow, HOUR, img, MINUTE } from './support.ts'

const meta = {
  title: 'UI/DealTile',
  component: DealTile,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 300 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Electronics Mega Sale',
    imageUrl: img('deal-electronics'),
    href: '/all-products/top-deals/d-1',
    offerText: 'Up to 60% off',
    now: fixedNow,
  },
} satisfies Meta<typeof DealTile>

export default meta
type Story = StoryObj<typeof meta>

export const TopDeal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Electronics Mega Sale/ })).toHaveAttribute(
      'href',
      '/all-products/top-deals/d-1',
    )
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

export const LimitedTimeRunning: Story = {
  args: {
    title: 'Festive Fashion Hour',
    imageUrl: img('deal-fashion'),
    href: '/all-products/limited-time-offer/l-1',
    offerText: 'Flat 40% off',
    countdown: { start: at(-HOUR), end: at(5 * HOUR + 30 * MINUTE) },
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 05:30:00'),
}

export const LimitedTimeStartsSoon: Story = {
  args: {
    imageUrl: img('deal-home'),
    title: 'Home Makeover',
    countdown: { start: at(HOUR), end: at(9 * HOUR) },
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Starts soon'),
}

export const LimitedTimeEnded: Story = {
  args: {
    imageUrl: img('deal-beauty'),
    title: 'Beauty Bonanza',
    countdown: { start: at(-9 * HOUR), end: at(-HOUR) },
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00'),
}

export const LimitedTimeInvalidDate: Story = {
  args: { countdown: { start: undefined, end: undefined } },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Invalid date'),
}

export const LongTitle: Story = {
  args: { title: 'Grand Diwali Electronics Carnival with Bank Offers and No Cost EMI', offerText: undefined },
}
