import { useEffect, useState } from 'react'

/**
 * Seconds left of a countdown from `seconds`, ticking every second down to 0. A new `key` (e.g. the
 * otpSession after a resend) starts it again from `seconds`. Measured against the clock, so a throttled
 * background tab still ends on time.
 */
export function useCountdown(seconds: number, key: unknown, now: () => number = Date.now): number {
  const [state, setState] = useState({ key, left: seconds })
  // A new key restarts at once during render, so the first frame after a resend already shows the full time.
  if (state.key !== key) setState({ key, left: seconds })

  // biome-ignore lint/correctness/useExhaustiveDependencies: key restarts the timer; `now` is a stable clock
  useEffect(() => {
    const deadline = now() + seconds * 1000
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - now()) / 1000))
      setState((previous) => (previous.left === left ? previous : { key: previous.key, left }))
      if (left === 0) clearInterval(timer)
    }
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [seconds, key])

  return state.key === key ? state.left : seconds
}

/** 30 → "00:30", 75 → "01:15". */
export function formatCountdown(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
