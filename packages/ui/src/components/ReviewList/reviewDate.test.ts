import { describe, expect, it } from 'vitest'
import { reviewDate } from './ReviewCard.tsx'

describe('reviewDate', () => {
  it('is the day in India, whatever the machine zone', () => {
    // 20:00 UTC on the 18th is already the 19th in India (UTC+5:30).
    expect(reviewDate('2026-11-18T20:00:00Z')).toBe('19 Nov 2026')
    expect(reviewDate(Date.UTC(2026, 0, 5, 3, 0))).toBe('5 Jan 2026')
  })
  it('is empty for an unreadable date', () => {
    expect(reviewDate('not a date')).toBe('')
  })
})
