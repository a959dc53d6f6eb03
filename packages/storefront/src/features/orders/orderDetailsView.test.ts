import type { Answer } from '@haat/contract'
import { CANCELLED_STAGE, ORDER_STATUS } from '@haat/contract/core'
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
})
