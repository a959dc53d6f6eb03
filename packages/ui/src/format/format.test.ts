import { describe, expect, it } from 'vitest'
import { averageRating, countdownText, discountPercent, formatRupees, stockLabel, truncate } from './index.ts'

describe('formatRupees', () => {
  it('uses Indian digit grouping and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50')
    expect(formatRupees(0)).toBe('₹0.00')
    expect(formatRupees(99)).toBe('₹99.00')
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
