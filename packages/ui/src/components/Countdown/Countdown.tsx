import TimerOutlined from '@mui/icons-material/TimerOutlined'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { countdownText, type TimestampLike } from '../../format/index.ts'

export interface CountdownProps {
  start: TimestampLike | null | undefined
  end: TimestampLike | null | undefined
  /** Shown before a running time, e.g. "Ends in". Not shown with "Starts soon" or "Invalid date". */
  prefix?: string
  /** Clock in epoch milliseconds; stories and tests pass a fixed or fake one. Defaults to Date.now. */
  now?: () => number
  /** Visual weight: a compact chip on cards, or plain inline text. */
  variant?: 'chip' | 'text'
}

/** The limited-deal countdown: refreshed every second (docs/product.md, "Home"), cleared on unmount. */
export function Countdown({ start, end, prefix, now = Date.now, variant = 'chip' }: CountdownProps) {
  const [text, setText] = useState(() => countdownText(start, end, now()))
  // Keep the latest props in a ref so a parent re-rendering with new object literals does not restart the timer.
  const latest = useRef({ start, end, now })
  latest.current = { start, end, now }
  const startKey = `${start?._seconds}:${start?._nanoseconds}`
  const endKey = `${end?._seconds}:${end?._nanoseconds}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the dates; the ref holds the rest
  useEffect(() => {
    const tick = () => {
      const { start: s, end: e, now: clock } = latest.current
      setText(countdownText(s, e, clock()))
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [startKey, endKey])
  const isTime = /^\d{2,}:\d{2}:\d{2}$/.test(text)
  const shown = isTime && prefix ? `${prefix} ${text}` : text
  return (
    <Box
      role="timer"
      aria-live="off"
      aria-atomic="true"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontSize: '0.8rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
        },
        variant === 'chip'
          ? { px: 1, py: 0.25, borderRadius: 999, bgcolor: 'deal.bg', color: 'deal.main' }
          : { color: 'error.main' },
      ]}
    >
      <TimerOutlined aria-hidden sx={{ fontSize: '1em' }} />
      {shown}
    </Box>
  )
}
