import { Countdown, type CountdownProps } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ComponentType, useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { atMs, fixedNow, HOUR, MINUTE, manualClock, timestampOf } from './support.ts'

/** start and end as epoch milliseconds, which the Controls panel's date pickers edit. */
type CountdownArgs = Omit<CountdownProps, 'start' | 'end'> & { start: number | null; end: number | null }

const countdownProps = ({ start, end, ...rest }: CountdownArgs): CountdownProps => ({
  ...rest,
  start: timestampOf(start),
  end: timestampOf(end),
})

const meta = {
  title: 'UI/Countdown',
  // The docs page reads Countdown's own props; the stories' args are CountdownArgs, mapped when rendered.
  component: Countdown as unknown as ComponentType<CountdownArgs>,
  tags: ['autodocs'],
  argTypes: { start: { control: 'date' }, end: { control: 'date' } },
  args: { start: atMs(-HOUR), end: atMs(2 * HOUR + 5 * MINUTE + 9_000), prefix: 'Ends in', now: fixedNow },
  render: (args) => <Countdown {...countdownProps(args)} />,
} satisfies Meta<CountdownArgs>

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
  args: { start: atMs(HOUR), end: atMs(3 * HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent(/^Starts soon$/),
}

export const Ended: Story = {
  args: { start: atMs(-3 * HOUR), end: atMs(-HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00'),
}

export const InvalidDate: Story = {
  args: { start: null, end: atMs(HOUR) },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent(/^Invalid date$/),
}

export const LongRunning: Story = {
  name: 'More than 99 hours left',
  args: { end: atMs(123 * HOUR + 4 * MINUTE) },
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
        {shown && <Countdown {...countdownProps(args)} />}
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
