import { describe, expect, it } from 'vitest'
import { formatCountdown } from './useCountdown.ts'

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(30)).toBe('00:30')
    expect(formatCountdown(9)).toBe('00:09')
    expect(formatCountdown(75)).toBe('01:15')
  })

  it('never goes below 00:00 and drops fractions', () => {
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-4)).toBe('00:00')
    expect(formatCountdown(12.7)).toBe('00:12')
  })
})
