import type { SellerOrderSummary } from '@haat/contract'
import { TRACKING_NUMBER_INVALID_MESSAGE } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  sellerAccessOf,
  sellerFilterOf,
  sellerOrderCardOf,
  sellerOrdersHref,
  sellerReturnPath,
  statusFilterOptions,
  statusStepOf,
  trackingNumberProblem,
} from './sellerAreaView.ts'

const order: SellerOrderSummary = {
  orderId: 'Ord1',
  status: 0,
  nextStatus: 1,
  orderDate: { _seconds: 1_790_000_000, _nanoseconds: 0 },
  expectedDeliveryDate: { _seconds: 1_790_400_000, _nanoseconds: 0 },
  deliveredDate: null,
  trackingNumber: null,
  paymentMode: 'COD',
  amount: 538,
  shipTo: { name: 'Aarav Sharma', localArea: 'Andheri West', state: 'Maharashtra', pincode: '400053' },
  items: [
    { productId: 'a', productName: 'Soap', productImage: '/a.svg', quantity: 2, price: 269, status: 0 },
    { productId: 'b', productName: 'Book', productImage: '/b.svg', quantity: 1, price: 339, status: 4 },
  ],
}

describe('the seller area view', () => {
  it('reads the filter from the address and writes only what differs from the defaults', () => {
    expect(sellerFilterOf(new URLSearchParams('status=1&page=3'))).toEqual({ status: '1', page: 3 })
    expect(sellerFilterOf(new URLSearchParams('status=9&page=-2'))).toEqual({ status: 'all', page: 1 })
    expect(sellerFilterOf(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 })
    expect(sellerOrdersHref({ status: 'all', page: 1 })).toBe('/seller/orders')
    expect(sellerOrdersHref({ status: '2', page: 4 })).toBe('/seller/orders?status=2&page=4')
    expect(statusFilterOptions.map((option) => option.label)).toEqual([
      'All orders',
      'Processing',
      'Shipped',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
    ])
  })

  it("gives the card the order's facts, a cancelled item marked with its own status", () => {
    const card = sellerOrderCardOf(order)
    expect(card).toMatchObject({
      href: '/seller/orders/Ord1',
      statusLabel: 'Processing',
      paymentModeLabel: 'Cash on Delivery',
      shipToPlace: 'Andheri West, Maharashtra 400053',
    })
    expect(card.items.map((item) => [item.cancelled, item.statusLabel])).toEqual([
      [false, undefined],
      [true, 'Cancelled'],
    ])
    expect(sellerOrderCardOf(order, false).href).toBeUndefined()
  })

  it('offers only the next step, with the tracking number to ship', () => {
    expect(statusStepOf({ nextStatus: 1 })).toEqual({
      actionLabel: 'Mark as Shipped',
      needsTrackingNumber: true,
    })
    expect(statusStepOf({ nextStatus: 3 })).toEqual({
      actionLabel: 'Mark as Delivered',
      needsTrackingNumber: false,
    })
    expect(statusStepOf({ nextStatus: null })).toEqual({ actionLabel: null, needsTrackingNumber: false })
    expect(trackingNumberProblem('awb-123456')).toBeNull()
    expect(trackingNumberProblem('AB12')).toBe(TRACKING_NUMBER_INVALID_MESSAGE)
    expect(trackingNumberProblem('AWB 123456')).toBe(TRACKING_NUMBER_INVALID_MESSAGE)
  })

  it('sends visitors and non-members to sign in, and brings them back only to seller pages', () => {
    const base = { loaded: false, errorStatus: undefined, failed: false }
    expect(sellerAccessOf({ ...base, signedIn: false })).toBe('sign-in')
    expect(sellerAccessOf({ ...base, signedIn: true })).toBe('loading')
    expect(sellerAccessOf({ ...base, signedIn: true, loaded: true })).toBe('allow')
    expect(sellerAccessOf({ ...base, signedIn: true, failed: true, errorStatus: 403 })).toBe('sign-in')
    expect(sellerAccessOf({ ...base, signedIn: true, failed: true, errorStatus: 500 })).toBe('failed')
    expect(sellerReturnPath('/seller/orders/Ord1')).toBe('/seller/orders/Ord1')
    expect(sellerReturnPath('/')).toBe('/seller/orders')
    expect(sellerReturnPath('/seller/login')).toBe('/seller/orders')
  })
})
