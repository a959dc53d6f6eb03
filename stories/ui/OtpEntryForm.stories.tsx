import { OtpEntryForm, useCountdown } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { manualClock } from './support.ts'

const meta = {
  title: 'UI/OtpEntryForm',
  component: OtpEntryForm,
  tags: ['autodocs'],
  args: { number: '9876543210', secondsLeft: 30, status: 'idle', onVerify: fn(), onResend: fn() },
} satisfies Meta<typeof OtpEntryForm>

export default meta
type Story = StoryObj<typeof meta>

const digitBox = (n: number) => ({ name: `Digit ${n} of 6` })

/** Verify stays off until all six digits are in, then sends the code. */
export const Running: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30')
    const verify = canvas.getByRole('button', { name: 'Verify OTP' })
    await expect(verify).toBeDisabled()
    await userEvent.click(canvas.getByRole('textbox', digitBox(1)))
    await userEvent.keyboard('12345')
    await expect(verify).toBeDisabled()
    await userEvent.keyboard('6')
    await expect(verify).toBeEnabled()
    await expect(verify).toHaveFocus()
    await userEvent.click(verify)
    await expect(args.onVerify).toHaveBeenCalledWith('123456')
  },
}

export const NineSecondsLeft: Story = {
  args: { secondsLeft: 9 },
  play: async ({ canvas }) => expect(canvas.getByRole('timer')).toHaveTextContent('00:09'),
}

export const IncorrectOtp: Story = {
  args: { error: 'Incorrect OTP', secondsLeft: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect OTP')
  },
}

export const Verifying: Story = {
  args: { status: 'submitting', secondsLeft: 18 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verifying...' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', digitBox(1))).toBeDisabled()
  },
}

/** At zero the boxes give way to "Time exceeded" and Resend OTP. */
export const TimeExceeded: Story = {
  args: { secondsLeft: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Time exceeded')).toBeVisible()
    await expect(canvas.queryByRole('textbox', digitBox(1))).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }))
    await expect(args.onResend).toHaveBeenCalledTimes(1)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { secondsLeft: 27 },
  play: async ({ canvas }) => {
    const last = canvas.getByRole('textbox', digitBox(6))
    await expect(last).toBeVisible()
    // All six boxes fit the 390 px screen.
    await expect(last.getBoundingClientRect().right).toBeLessThan(390)
  },
}

const clock = manualClock()

/** The container's way: useCountdown(30, otpSession) ticks to zero; Resend starts it again with a new session. */
function OtpWithCountdown(props: { onResend: () => void; onVerify: (otp: string) => void }) {
  const [session, setSession] = useState('session-1')
  const secondsLeft = useCountdown(30, session, clock.now)
  return (
    <OtpEntryForm
      number="9876543210"
      secondsLeft={secondsLeft}
      status="idle"
      onVerify={props.onVerify}
      onResend={() => {
        props.onResend()
        setSession('session-2')
      }}
    />
  )
}

export const CountdownHook: Story = {
  render: (args) => <OtpWithCountdown onResend={args.onResend} onVerify={args.onVerify} />,
  beforeEach: () => clock.reset(),
  play: async ({ args, canvas, userEvent }) => {
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveTextContent('00:30')
    // The hook sets its deadline from the clock in an effect; moving the clock before would move the deadline.
    await waitFor(() => expect(clock.reads()).toBeGreaterThan(0))
    clock.advance(12_000)
    await waitFor(() => expect(timer).toHaveTextContent('00:18'), { timeout: 2500 })
    clock.advance(18_000)
    await waitFor(() => expect(canvas.getByText('Time exceeded')).toBeVisible(), { timeout: 2500 })
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }))
    await expect(args.onResend).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30')
    await expect(canvas.getByRole('textbox', digitBox(1))).toHaveValue('')
  },
}
