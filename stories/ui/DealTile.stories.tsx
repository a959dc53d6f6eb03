import { DealTile, type DealTileProps } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect } from 'storybook/test'
import { atMs, fixedNow, HOUR, img, MINUTE, timestampOf } from './support.ts'

/**
 * The countdown's dates as two epoch-millisecond args, which the Controls panel's date pickers edit; a
 * limited-time deal is one that sets either of them.
 */
type DealTileArgs = Omit<DealTileProps, 'countdown'> & {
  countdownStart?: number | null
  countdownEnd?: number | null
}

const dealTileProps = ({ countdownStart, countdownEnd, ...rest }: DealTileArgs): DealTileProps =>
  countdownStart === undefined && countdownEnd === undefined
    ? rest
    : { ...rest, countdown: { start: timestampOf(countdownStart), end: timestampOf(countdownEnd) } }

const meta = {
  title: 'UI/DealTile',
  // The docs page reads DealTile's own props; the stories' args are DealTileArgs, mapped when rendered.
  component: DealTile as unknown as ComponentType<DealTileArgs>,
  tags: ['autodocs'],
  argTypes: { countdownStart: { control: 'date' }, countdownEnd: { control: 'date' } },
  render: (args) => <DealTile {...dealTileProps(args)} />,
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
} satisfies Meta<DealTileArgs>

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
    countdownStart: atMs(-HOUR),
    countdownEnd: atMs(5 * HOUR + 30 * MINUTE),
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 05:30:00'),
}

export const LimitedTimeStartsSoon: Story = {
  args: {
    imageUrl: img('deal-home'),
    title: 'Home Makeover',
    countdownStart: atMs(HOUR),
    countdownEnd: atMs(9 * HOUR),
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Starts soon'),
}

export const LimitedTimeEnded: Story = {
  args: {
    imageUrl: img('deal-beauty'),
    title: 'Beauty Bonanza',
    countdownStart: atMs(-9 * HOUR),
    countdownEnd: atMs(-HOUR),
  },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00'),
}

export const LimitedTimeInvalidDate: Story = {
  args: { countdownStart: null, countdownEnd: null },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Invalid date'),
}

export const LongTitle: Story = {
  args: { title: 'Grand Diwali Electronics Carnival with Bank Offers and No Cost EMI', offerText: undefined },
}
