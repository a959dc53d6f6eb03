import { describe, expect, it } from 'vitest'
import { deliveryDate } from './deliveryEstimate.ts'

describe('deliveryDate', () => {
  it('counts from today in India before the cut-off', () => {
    // 10:00 in India on Wed 25 Nov 2026 (04:30 UTC).
    expect(deliveryDate(new Date('2026-11-25T04:30:00Z'), 7, 17)).toBe('Wed, 2 Dec')
  })

  it('adds a day once the cut-off has passed in India, even when it is still morning in UTC', () => {
    // 17:30 in India (12:00 UTC): too late for today's dispatch.
    expect(deliveryDate(new Date('2026-11-25T12:00:00Z'), 7, 17)).toBe('Thu, 3 Dec')
  })

  it('reads the date in India when UTC is still on the previous day', () => {
    // 02:00 on Thu 26 Nov in India is 20:30 UTC on Wed 25 Nov.
    expect(deliveryDate(new Date('2026-11-25T20:30:00Z'), 2, 17)).toBe('Sat, 28 Nov')
  })
})
