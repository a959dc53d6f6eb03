import { UNKNOWN_ORDER_STATUS_LABEL } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { mockOrderSummary, type OrderableProduct } from '../../mocks/checkoutHandlers.ts'
import { STORE_NAME_UNAVAILABLE } from '../../shared/links.ts'
import { itemSavings, ONLINE_PAYMENT_LABEL, paymentModeLabel } from '../../shared/orders/orderView.ts'
import { orderCompletedView } from './orderCompletedView.ts'

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
const placedAt = Date.UTC(2026, 10, 27, 8, 0)

describe('the order completed view', () => {
  it("works out each item's savings on MRP as (price − offerPrice) × quantity, in paise", () => {
    expect(itemSavings(399, 199, 2)).toBe(400)
    expect(itemSavings(100.1, 99.6, 3)).toBe(1.5)
    expect(itemSavings(250.5, 50, 1)).toBe(200.5)
    expect(itemSavings(199, 199, 4)).toBe(0)
    // An offer above MRP saves nothing rather than costing.
    expect(itemSavings(100, 120, 1)).toBe(0)
  })

  it("shows one block per seller's order, with the server's totals and status labels", () => {
    const summary = mockOrderSummary({
      parentOrderId: 'DemoParentOrder00001',
      lines: [
        { product: product({}), quantity: 2 },
        {
          product: product({
            productId: 'P2',
            name: 'TV',
            sellerId: 'S2',
            storeName: '',
            price: 20000,
            offerPrice: 16319,
          }),
          quantity: 1,
        },
      ],
      shipTo,
      paymentMode: 'Pre-paid',
      creditCoins: 100,
      placedAt,
    })
    // The server's figures are shown as sent, not added up again here.
    const view = orderCompletedView({ ...summary, total: 16707, savings: 4081 })
    expect(view.parentOrderId).toBe('DemoParentOrder00001')
    expect(view.orderDate).toEqual(new Date(placedAt))
    expect(view.paymentModeLabel).toBe(ONLINE_PAYMENT_LABEL)
    expect(view.state).toBe('placed')
    expect(view.shipTo).toEqual(shipTo)
    expect(view).toMatchObject({ itemsTotal: 16717, coinDiscount: 10, total: 16707, savings: 4081 })
    expect(view.orders.map((order) => [order.storeName, order.statusLabel])).toEqual([
      ['Shree Ganesh Traders', 'Processing'],
      [STORE_NAME_UNAVAILABLE, 'Processing'],
    ])
    expect(view.orders[0]?.items).toEqual([
      {
        productId: 'P1',
        name: 'Kesar Beauty Lipstick',
        imageUrl: '/fixtures/img/product-lipstick.svg',
        href: '/product-page/P1',
        quantity: 2,
        productPrice: 398,
        price: 399,
        offerPrice: 199,
        savings: 400,
      },
    ])
    expect(view.orders[1]?.items[0]?.savings).toBe(3681)
    expect(view.paid).toBe(true)
    expect(view.payBy).toBeNull()
    expect(view.orders[1]?.expectedDeliveryDate.getTime()).toBeGreaterThan(placedAt)
  })

  it('labels cash on delivery and an unknown status as the contract says', () => {
    expect(paymentModeLabel('COD')).toBe('Cash on Delivery')
    const summary = mockOrderSummary({
      parentOrderId: 'P',
      lines: [{ product: product({}), quantity: 1 }],
      shipTo,
      status: 9,
    })
    expect(orderCompletedView(summary).orders[0]?.statusLabel).toBe(UNKNOWN_ORDER_STATUS_LABEL)
    expect(orderCompletedView(summary).paid).toBe(false)
  })

  it('says a checkout waiting for its payment is not paid yet, and until when its items are held', () => {
    const summary = mockOrderSummary({
      parentOrderId: 'P',
      lines: [{ product: product({}), quantity: 1 }],
      shipTo,
      paymentMode: 'Pre-paid',
      state: 'pending_payment',
      placedAt,
    })
    const view = orderCompletedView(summary)
    expect(view.paid).toBe(false)
    expect(view.payBy).toEqual(new Date(placedAt + 15 * 60_000))
  })
})
