import type { LimitedTimeDeal } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { hasEnded, isRunning } from './dealWindow.ts'

const NOW = Date.UTC(2026, 10, 22, 6, 0, 0)
const at = (offsetMs: number) => ({ _seconds: Math.floor((NOW + offsetMs) / 1000), _nanoseconds: 0 })
const deal = (
  startDate: LimitedTimeDeal['startDate'],
  endDate: LimitedTimeDeal['endDate'],
): LimitedTimeDeal => ({
  id: 'L1',
  image: ['/x.svg'],
  productIds: ['P1'],
  startDate,
  endDate,
  title: 'Deal',
  offerTitle: 'Flat 10% off',
  offerDesc: 'Today only',
})

describe('isRunning', () => {
  it('is true between start and end', () => expect(isRunning(deal(at(-1000), at(1000)), NOW)).toBe(true))
  it('is false before the start', () => expect(isRunning(deal(at(1000), at(5000)), NOW)).toBe(false))
  it('is false from the end on', () => expect(isRunning(deal(at(-5000), at(0)), NOW)).toBe(false))
  it('is false without dates', () => expect(isRunning(deal(null, at(5000)), NOW)).toBe(false))
})

describe('hasEnded', () => {
  it('is false before the end', () => expect(hasEnded(deal(at(-5000), at(1000)), NOW)).toBe(false))
  it('is false before the start', () => expect(hasEnded(deal(at(1000), at(5000)), NOW)).toBe(false))
  it('is true from the end on', () => expect(hasEnded(deal(at(-5000), at(0)), NOW)).toBe(true))
  it('is false without an end', () => expect(hasEnded(deal(at(-5000), null), NOW)).toBe(false))
})
