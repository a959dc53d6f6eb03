import type { Answer } from '@haat/contract'
import {
  CANCEL_ORDER_ERROR_MESSAGE,
  CANCEL_ORDER_FAILED_MESSAGE,
  NO_ITEMS_LEFT_TO_CANCEL_TEXT,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  REFUND_METHOD_LABELS,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { cancelFailureText, cancellationView, cancelOrderBody, REASON_OPTIONS } from './cancellationView.ts'

const item = (productId: string, cancelled = false) => ({
  productId,
  productName: `Product ${productId}`,
  productImage: `/media/p/${productId}.svg`,
  quantity: 2,
  price: 199.5,
  status: cancelled ? 4 : 0,
  cancelled,
})

const answer = (change: Partial<Answer<'orderCancellation'>> = {}): Answer<'orderCancellation'> => ({
  orderId: 'Ord1',
  status: 0,
  cancellable: true,
  paymentMode: 'Pre-paid',
  refundMethods: ['original', 'wallet'],
  items: [item('A'), item('B')],
  ...change,
})

describe('cancellationView', () => {
  it("offers the items and both refund methods, the original one first and chosen, Don't Cancel to /order", () => {
    const view = cancellationView(answer())
    expect(view.blocked).toBeNull()
    expect(view.items.map((entry) => [entry.productId, entry.name, entry.price, entry.cancelled])).toEqual([
      ['A', 'Product A', 199.5, false],
      ['B', 'Product B', 199.5, false],
    ])
    expect(view.refundMethods.map((method) => method.label)).toEqual([
      REFUND_METHOD_LABELS.original,
      REFUND_METHOD_LABELS.wallet,
    ])
    expect(view.defaultRefundMethod).toBe('original')
    expect(view.orderHref).toBe('/order/Ord1')
    expect(view.statusLabel).toBe('Processing')
  })

  it('chooses the wallet when it is the only method, and offers none for cash on delivery', () => {
    expect(cancellationView(answer({ refundMethods: ['wallet'] })).defaultRefundMethod).toBe('wallet')
    expect(cancellationView(answer({ paymentMode: 'COD', refundMethods: [] })).refundMethods).toEqual([])
  })

  it('offers nothing once the order moved past Shipped, or every item is cancelled already', () => {
    expect(cancellationView(answer({ status: 2, cancellable: false })).blocked).toBe(
      ORDER_NOT_CANCELLABLE_MESSAGE,
    )
    expect(cancellationView(answer({ items: [item('A', true)] })).blocked).toBe(NO_ITEMS_LEFT_TO_CANCEL_TEXT)
    expect(cancellationView(answer({ items: [item('A', true), item('B')] })).blocked).toBeNull()
  })
})

describe('cancelOrderBody', () => {
  it('sends the chosen items, the reason and the method; no method when nothing is refunded', () => {
    expect(
      cancelOrderBody('Ord1', { productIds: ['B'], reason: 'changed-mind', refundMethod: 'wallet' }),
    ).toEqual({
      orderId: 'Ord1',
      productIds: ['B'],
      cancellationReason: 'changed-mind',
      refundMethod: 'wallet',
    })
    expect(cancelOrderBody('Ord1', { productIds: ['A'], reason: 'other', refundMethod: null })).toEqual({
      orderId: 'Ord1',
      productIds: ['A'],
      cancellationReason: 'other',
    })
  })

  it('sends nothing for a reason the contract does not know, or no item', () => {
    expect(
      cancelOrderBody('Ord1', { productIds: ['A'], reason: 'because', refundMethod: null }),
    ).toBeUndefined()
    expect(cancelOrderBody('Ord1', { productIds: [], reason: 'other', refundMethod: null })).toBeUndefined()
  })

  it('offers the six reasons of the specification', () => {
    expect(REASON_OPTIONS.map((option) => option.label)).toEqual([
      'Found better price elsewhere',
      'Entered wrong address',
      'Ordered wrong product',
      'Changed mind',
      'Delivery time too long',
      'Other reason',
    ])
  })
})

describe('cancelFailureText', () => {
  it("says the server's words, else that cancelling failed, else that an error occurred", () => {
    expect(cancelFailureText({ status: 409, data: { message: ORDER_NOT_CANCELLABLE_MESSAGE } })).toBe(
      ORDER_NOT_CANCELLABLE_MESSAGE,
    )
    expect(cancelFailureText({ status: 500, data: null })).toBe(CANCEL_ORDER_FAILED_MESSAGE)
    expect(cancelFailureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      CANCEL_ORDER_ERROR_MESSAGE,
    )
  })
})
