import { Countdown } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { at, fixedNow, HOUR, MINUTE, manualClock } from './support.ts'

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { start: at(-HOUR), end: at(2 * HOUR + 5 * MINUTE + 9_000), prefix: 'Ends in', now: fixedNow },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveTextContent('Ends in 02:05:09')
    await expect(timer).toHaveAttribute('aria-live', 'off')
  },
}

const clock = manualClock()

/** The clock is moved by the play function; the interval (1 s) picks the new time up. */
export const Ticks: Story = {
  args: { now: clock.now },
  beforeEach: () => clock.reset(),
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveTextContent('Ends in 02:05:09')
    clock.advance(1000)
    await waitFor(() => expect(timer).toHaveTextContent('Ends in 02:05:08'), { timeout: 2000 })
    clock.advance(65_000)
    await waitFor(() => expect(timer).toHaveTextContent('Ends in 02:04:03'), { timeout: 2000 })
  },
}

export const StartsSoon: Story = {
  args: { start: at(HOUR), end: at(3 * HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent(/^Starts soon$/),
}

export const Ended: Story = {
  args: { start: at(-3 * HOUR), end: at(-HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00'),
}

export const InvalidDate: Story = {
  args: { start: null, end: at(HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent(/^Invalid date$/),
}

export const LongRunning: Story = {
  name: 'More than 99 hours left',
  args: { end: at(123 * HOUR + 4 * MINUTE) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 123:04:00'),
}

export const PlainText: Story = { args: { variant: 'text' } }

const unmountClock = fn(fixedNow)

/** Hiding the countdown stops its interval: the clock is never read again. */
export const StopsOnUnmount: Story = {
  args: { now: unmountClock },
  beforeEach: () => {
    unmountClock.mockClear()
  },
  render: function Render(args) {
    const [shown, setShown] = useState(true)
    return (
      <>
        {shown && <Countdown {...args} />}
        <Button variant="outlined" onClick={() => setShown(false)} sx={{ ml: 2 }}>
          Hide countdown
        </Button>
      </>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(unmountClock.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 2000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Hide countdown' }))
    await expect(canvas.queryByRole('timer')).toBeNull()
    const callsAtUnmount = unmountClock.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 1300))
    await expect(unmountClock.mock.calls.length).toBe(callsAtUnmount)
  },
}
