/** A moment as the API sends it. */
export interface TimestampLike {
  _seconds: number
  _nanoseconds?: number
}

function toMillis(t: TimestampLike | null | undefined): number | null {
  if (!t || typeof t._seconds !== 'number' || !Number.isFinite(t._seconds)) return null
  return t._seconds * 1000 + Math.floor((t._nanoseconds ?? 0) / 1e6)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Milliseconds as HH:MM:SS; hours keep counting past 99 rather than wrapping. */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `${pad(h)}:${pad(m)}:${pad(s)}`
}

/**
 * The limited-deal countdown text at `now`: before the start "Starts soon"; between start and end the
 * time left as HH:MM:SS; after the end "00:00:00"; missing or invalid dates "Invalid date".
 */
export function countdownText(
  start: TimestampLike | null | undefined,
  end: TimestampLike | null | undefined,
  now: number,
): string {
  const startMs = toMillis(start)
  const endMs = toMillis(end)
  if (startMs === null || endMs === null || endMs < startMs) return 'Invalid date'
  if (now < startMs) return 'Starts soon'
  if (now >= endMs) return '00:00:00'
  return formatHms(endMs - now)
}
