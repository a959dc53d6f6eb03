import type { Answer } from '@haat/contract'
import { CANCELLED_STAGE, ORDER_STATUS, REFUND_METHOD_LABELS } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { mockOrderSummary, type OrderableProduct } from '../../mocks/checkoutHandlers.ts'
import { orderDetailsOf } from '../../mocks/orderHandlers.ts'
import { checkoutPartNote, orderDetailsView } from './orderDetailsView.ts'

const product = (change: Partial<OrderableProduct>): OrderableProduct => ({
  productId: 'P1',
  name: 'Kesar Beauty Lipstick',
  imageUrl: '/fixtures/img/product-lipstick.svg',
  brandId: 'B1',
  brandName: 'Kesar Beauty',
  sellerId: 'S1',
  storeName: 'Shree Ganesh Traders',
  price: 399,
  offerPrice: 199,
  stock: 10,
  maxQuantity: 10,
  cashOnDelivery: true,
  ...change,
})
const shipTo = {
  name: 'Aarav Sharma',
  houseName: 'Flat 4B',
  landMark: null,
  localArea: 'Vasanth Nagar',
  state: 'Karnataka',
  pincode: '560001',
  phoneNumber: '9876543210',
}
const placedAt = Date.UTC(2026, 10, 20, 8, 0)

/** The server's answer for the first order of a checkout of these products. */
function details(status: number, products: OrderableProduct[] = [product({})], creditCoins = 0) {
  const summary = mockOrderSummary({
    parentOrderId: 'DemoParentOrder00007',
    lines: products.map((p) => ({ product: p, quantity: 2 })),
    shipTo,
    placedAt,
    status,
    creditCoins,
  })
  const [order] = summary.orders
  if (!order) throw new Error('an order expected')
  return orderDetailsOf(order, summary.orders)
}

describe('the order page view', () => {
  it('shows a processing order with its tracker at Placed, its items linked and Cancel offered', () => {
    const view = orderDetailsView(details(ORDER_STATUS.processing))
    expect(view.statusLabel).toBe('Processing')
    expect(view.stages.map((stage) => stage.reached)).toEqual([true, false, false, false])
    expect(view.cancelHref).toBe(`/order-inner-cancellation/${view.orderId}`)
    expect(view.items[0]).toMatchObject({
      name: 'Kesar Beauty Lipstick',
      href: '/product-page/P1',
      quantity: 2,
      productPrice: 398,
      savings: 400,
      statusLabel: 'Processing',
      note: null,
    })
    expect(view.expectedDeliveryDate).not.toBeNull()
    expect(view.partNote).toBeNull()
  })

  it('stops offering Cancel above Shipped, even when the answer says otherwise', () => {
    expect(orderDetailsView(details(ORDER_STATUS.shipped)).cancelHref).not.toBeNull()
    expect(orderDetailsView(details(ORDER_STATUS.outForDelivery)).cancelHref).toBeNull()
    const stale: Answer<'orderDetails'> = { ...details(ORDER_STATUS.delivered), cancellable: true }
    expect(orderDetailsView(stale).cancelHref).toBeNull()
    const refused: Answer<'orderDetails'> = { ...details(ORDER_STATUS.processing), cancellable: false }
    expect(orderDetailsView(refused).cancelHref).toBeNull()
  })

  it('shows a delivered order with its delivered date and no expected one', () => {
    const answer = details(ORDER_STATUS.delivered)
    answer.deliveredDate = { _seconds: placedAt / 1000 + 4 * 86_400, _nanoseconds: 0 }
    const view = orderDetailsView(answer)
    expect(view.stages.every((stage) => stage.reached)).toBe(true)
    expect(view.deliveredDate?.getTime()).toBe(placedAt + 4 * 86_400_000)
    expect(view.expectedDeliveryDate).toBeNull()
  })

  it('shows a cancelled order as Placed then Cancelled, with the reason on its item', () => {
    const answer = details(ORDER_STATUS.cancelled)
    const [item] = answer.product.items
    if (!item) throw new Error('an item expected')
    item.cancel = { cancellationDate: answer.orderDate, cancellationReason: 'Ordered by mistake' }
    const view = orderDetailsView(answer)
    expect(view.cancelled).toBe(true)
    expect(view.stages).toEqual([
      { label: 'Placed', reached: true },
      { label: CANCELLED_STAGE, reached: true },
    ])
    expect(view.items[0]?.cancelReason).toBe('Ordered by mistake')
    expect(view.cancelledDate?.getTime()).toBe(placedAt)
    expect(view.cancelHref).toBeNull()
  })

  it("says which part of a split checkout this order is, with the checkout's totals", () => {
    const view = orderDetailsView(
      details(ORDER_STATUS.processing, [product({}), product({ productId: 'P2', sellerId: 'S2' })], 40),
    )
    expect(view.orderAmount).toBe(398)
    expect(view.checkout).toEqual({ itemsTotal: 796, coinDiscount: 4, total: 792, orders: 2 })
    expect(view.partNote).toBe(checkoutPartNote(2, 'DemoParentOrder00007'))
  })

  it("prefers the shopper's later note to the one given at checkout", () => {
    const answer = details(ORDER_STATUS.processing)
    const [item] = answer.product.items
    if (!item) throw new Error('an item expected')
    item.productNote = 'Gift wrap'
    expect(orderDetailsView(answer).items[0]?.note).toBe('Gift wrap')
    item.customerNotes = 'Leave at the door'
    expect(orderDetailsView(answer).items[0]?.note).toBe('Leave at the door')
  })

  it("offers Rate the product on delivered items only, leading to the product page's ratings", () => {
    const products = [product({}), product({ productId: 'P2', name: 'Steel Bottle' })]
    for (const status of [0, 1, 2, 4]) {
      const view = orderDetailsView(details(status, products))
      expect(
        view.items.map((item) => item.rateHref),
        String(status),
      ).toEqual([null, null])
    }
    const answer = details(ORDER_STATUS.delivered, products)
    const [kept, cancelled] = answer.product.items
    if (!kept || !cancelled) throw new Error('two items expected')
    // One item was cancelled before the rest was delivered: only the delivered one may be rated.
    cancelled.status = ORDER_STATUS.cancelled
    expect(orderDetailsView(answer).items.map((item) => item.rateHref)).toEqual([
      '/product-page/P1#ratings-and-reviews',
      null,
    ])
    // An item marked delivered on its own may be rated whatever the order's status says.
    const shipped = details(ORDER_STATUS.shipped, products)
    const [first] = shipped.product.items
    if (first) first.status = ORDER_STATUS.delivered
    expect(orderDetailsView(shipped).items[0]?.rateHref).toBe('/product-page/P1#ratings-and-reviews')
  })

  it('shows the tracking number and the history oldest first, with who made each step', () => {
    const answer = details(ORDER_STATUS.outForDelivery)
    answer.trackingNumber = 'TRK-445566'
    answer.history = [
      { status: 0, label: 'Placed', at: answer.orderDate, actor: 'shopper', trackingNumber: null, note: '' },
      {
        status: 1,
        label: 'Shipped',
        at: { _seconds: placedAt / 1000 + 86_400, _nanoseconds: 0 },
        actor: 'seller',
        trackingNumber: 'TRK-445566',
        note: '  ',
      },
      {
        status: 2,
        label: 'Out for Delivery',
        at: { _seconds: placedAt / 1000 + 2 * 86_400, _nanoseconds: 0 },
        actor: 'system',
        trackingNumber: null,
        note: 'With the courier',
      },
    ]
    const view = orderDetailsView(answer)
    expect(view.trackingNumber).toBe('TRK-445566')
    expect(
      view.history.map(({ label, date, actorLabel, trackingNumber, note }) => ({
        label,
        at: date.getTime(),
        actorLabel,
        trackingNumber,
        note,
      })),
    ).toEqual([
      { label: 'Placed', at: placedAt, actorLabel: 'By you', trackingNumber: null, note: null },
      {
        label: 'Shipped',
        at: placedAt + 86_400_000,
        actorLabel: 'By the seller',
        trackingNumber: 'TRK-445566',
        note: null,
      },
      {
        label: 'Out for Delivery',
        at: placedAt + 2 * 86_400_000,
        actorLabel: 'By Haat',
        trackingNumber: null,
        note: 'With the courier',
      },
    ])
    expect(new Set(view.history.map((step) => step.key)).size).toBe(3)
  })

  it('shows each cancellation with its items, reason and where its refund went', () => {
    const answer = details(ORDER_STATUS.processing, [
      product({}),
      product({ productId: 'P2', name: 'Steel Bottle' }),
    ])
    answer.cancellations = [
      {
        at: answer.orderDate,
        reason: 'Changed mind',
        refundMethod: 'wallet',
        refund: 199.5,
        coins: 4,
        refundId: null,
        productIds: ['P1', 'GONE'],
      },
      {
        at: { _seconds: placedAt / 1000 + 3600, _nanoseconds: 0 },
        reason: 'Other reason',
        refundMethod: 'original',
        refund: 398,
        coins: 0,
        refundId: 'rfnd_Abc123',
        productIds: ['P2'],
      },
      {
        at: { _seconds: placedAt / 1000 + 7200, _nanoseconds: 0 },
        reason: 'Other reason',
        refundMethod: 'original',
        refund: 0,
        coins: 0,
        refundId: null,
        productIds: ['P2'],
      },
    ]
    const refunds = orderDetailsView(answer).refunds
    expect(refunds.map(({ key: _key, date, ...rest }) => ({ at: date.getTime(), ...rest }))).toEqual([
      {
        at: placedAt,
        reason: 'Changed mind',
        itemNames: ['Kesar Beauty Lipstick'],
        amount: 199.5,
        destination: REFUND_METHOD_LABELS.wallet,
        refundMethod: 'wallet',
        refundId: null,
        coins: 4,
      },
      {
        at: placedAt + 3_600_000,
        reason: 'Other reason',
        itemNames: ['Steel Bottle'],
        amount: 398,
        destination: REFUND_METHOD_LABELS.original,
        refundMethod: 'original',
        refundId: 'rfnd_Abc123',
        coins: 0,
      },
      // Nothing paid (cash on delivery): no money, so no destination.
      {
        at: placedAt + 7_200_000,
        reason: 'Other reason',
        itemNames: ['Steel Bottle'],
        amount: 0,
        destination: null,
        refundMethod: 'original',
        refundId: null,
        coins: 0,
      },
    ])
  })
})
