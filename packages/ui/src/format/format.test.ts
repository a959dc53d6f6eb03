import { describe, expect, it } from 'vitest'
import {
  averageRating,
  countdownText,
  discountPercent,
  formatRupees,
  groupIndian,
  stockLabel,
  truncate,
} from './index.ts'

describe('formatRupees', () => {
  it('uses Indian digit grouping and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50')
    expect(formatRupees(0)).toBe('₹0.00')
    expect(formatRupees(99)).toBe('₹99.00')
  })
})

describe('groupIndian', () => {
  const samples = [
    0, 1, 9.5, 12, 999, 1000, 12345, 99999.995, 123456.5, 1234567, 12345678.25, 123456789012, 0.125, 1.005,
    2.675, -5, -1234.5, -9876543.21, 0.05, 0.95, 9.995,
  ]

  it('agrees with Intl en-IN for whole numbers', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
    for (const n of samples) expect(groupIndian(n), String(n)).toBe(intl.format(n))
  })

  it('agrees with Intl en-IN for two fixed decimals, as prices show', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    for (const n of samples) expect(groupIndian(n, { minFraction: 2 }), String(n)).toBe(intl.format(n))
  })

  it('drops trailing zeros beyond the minimum, as Intl does', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })
    for (const n of [...samples, 2.04, 2.05, 1536.0]) {
      expect(groupIndian(n, { maxFraction: 1 }), String(n)).toBe(intl.format(n))
    }
    expect(groupIndian(1234567.5, { maxFraction: 1 })).toBe('12,34,567.5')
    expect(groupIndian(2, { maxFraction: 1 })).toBe('2')
  })

  it('shows no minus sign on a negative number that rounds to zero', () => {
    expect(groupIndian(-0.001, { minFraction: 2 })).toBe('0.00')
    expect(groupIndian(-0.4)).toBe('0')
  })
})

describe('averageRating', () => {
  it('is the weighted mean to one decimal', () => {
    expect(averageRating({ oneRating: 1, twoRating: 0, threeRating: 0, fourRating: 1, fiveRating: 1 })).toBe(
      3.3,
    )
  })
  it('is 0 without ratings', () => {
    expect(averageRating({ oneRating: 0, twoRating: 0, threeRating: 0, fourRating: 0, fiveRating: 0 })).toBe(
      0,
    )
  })
})

describe('discountPercent', () => {
  it('rounds the saving over the price', () => {
    expect(discountPercent(1000, 667)).toBe(33)
    expect(discountPercent(0, 0)).toBe(0)
    expect(discountPercent(500, 600)).toBe(0)
  })
})

describe('stockLabel', () => {
  it('follows the thresholds of the specification', () => {
    expect(stockLabel(0)).toBe('Out of Stock')
    expect(stockLabel(-2)).toBe('Out of Stock')
    expect(stockLabel(1)).toBe('Only 1 left')
    expect(stockLabel(4)).toBe('Only 4 left')
    expect(stockLabel(5)).toBe('Only few left')
    expect(stockLabel(9)).toBe('Only few left')
    expect(stockLabel(10)).toBeNull()
  })
})

describe('countdownText', () => {
  const start = { _seconds: 1_000, _nanoseconds: 0 }
  const end = { _seconds: 1_000 + 2 * 3600 + 5 * 60 + 9, _nanoseconds: 0 }
  it('says Starts soon before the start', () => {
    expect(countdownText(start, end, 999_000)).toBe('Starts soon')
  })
  it('shows the time left while running', () => {
    expect(countdownText(start, end, 1_000_000)).toBe('02:05:09')
  })
  it('stops at 00:00:00 after the end', () => {
    expect(countdownText(start, end, 99_999_999)).toBe('00:00:00')
  })
  it('says Invalid date for missing dates', () => {
    expect(countdownText(null, end, 0)).toBe('Invalid date')
    expect(countdownText(start, undefined, 0)).toBe('Invalid date')
  })
})

describe('truncate', () => {
  it('ends long text with three dots', () => {
    expect(truncate('abcdefghij', 8)).toBe('abcde...')
    expect(truncate('short', 8)).toBe('short')
  })
})
