import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from './checkout.ts'
import { historyEntryLabel, ITEMS_CANCELLED_LABEL, isCancellable, orderTrackerStages } from './orders.ts'

const reached = (status: number) =>
  orderTrackerStages(status)
    .filter((stage) => stage.reached)
    .map((stage) => stage.label)

describe('the order tracker', () => {
  it('reaches Placed always, Shipped from 1, Out for Delivery above 1 up to 3, Delivered at 3', () => {
    expect(reached(0)).toEqual(['Placed'])
    expect(reached(1)).toEqual(['Placed', 'Shipped'])
    expect(reached(2)).toEqual(['Placed', 'Shipped', 'Out for Delivery'])
    expect(reached(3)).toEqual(['Placed', 'Shipped', 'Out for Delivery', 'Delivered'])
  })

  it('shows a cancelled order as Placed then Cancelled', () => {
    expect(orderTrackerStages(4)).toEqual([
      { label: 'Placed', reached: true },
      { label: 'Cancelled', reached: true },
    ])
  })

  it('reaches only Placed for a status it does not know', () => {
    expect(reached(7)).toEqual(['Placed'])
    expect(reached(-1)).toEqual(['Placed'])
    expect(orderTrackerStages(7)).toHaveLength(4)
  })
})

describe('cancellation', () => {
  it('is allowed while the status is at most 1', () => {
    expect([0, 1, 2, 3, 4, -1].map(isCancellable)).toEqual([true, true, false, false, false, false])
  })
})

describe("an order's history", () => {
  it('names a kept change by its status, and a partial cancellation by what it did', () => {
    expect(historyEntryLabel(ORDER_STATUS.shipped, 'seller')).toBe('Shipped')
    expect(historyEntryLabel(ORDER_STATUS.cancelled, 'shopper')).toBe('Cancelled')
    // The shopper cancelled some items: the order is still processing, but the entry is the cancellation.
    expect(historyEntryLabel(ORDER_STATUS.processing, 'shopper')).toBe(ITEMS_CANCELLED_LABEL)
    expect(historyEntryLabel(ORDER_STATUS.shipped, 'shopper')).toBe(ITEMS_CANCELLED_LABEL)
  })
})
