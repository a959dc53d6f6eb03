import { type Answer, OrderDetailsAnswer } from '@haat/contract'
import { ORDER_STATUS, SAMPLE_ORDER_LABEL } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { mockOrderSummary, type OrderableProduct } from '../../mocks/checkoutHandlers.ts'
import { deliveredOrderChoice, LATEST_DELIVERED_ARGS, sampleDeliveredOrder } from './deliveredOrderView.ts'
import { orderDetailsView } from './orderDetailsView.ts'

const product: OrderableProduct = {
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
}
const orderIn = (status: number, n: number) => {
  const [order] = mockOrderSummary({
    parentOrderId: `DemoParentOrder0000${n}`,
    lines: [{ product, quantity: 1 }],
    shipTo: {
      name: 'Aarav Sharma',
      houseName: 'Flat 4B',
      landMark: null,
      localArea: 'Vasanth Nagar',
      state: 'Karnataka',
      pincode: '560001',
      phoneNumber: '9876543210',
    },
    placedAt: Date.UTC(2026, 10, n),
    status,
  }).orders
  if (!order) throw new Error('an order expected')
  return order
}
const answerOf = (orders: Answer<'orders'>['orders']): Answer<'orders'> => ({
  orders,
  page: 1,
  pageCount: orders.length > 0 ? 1 : 0,
  total: orders.length,
})

describe('the delivered-order page', () => {
  it('asks the list for delivered orders only, first page, every period', () => {
    expect(LATEST_DELIVERED_ARGS).toEqual({
      period: 'all',
      search: '',
      page: 1,
      status: ORDER_STATUS.delivered,
    })
  })

  it("shows the shopper's newest delivered order, and never one of another status", () => {
    const newest = orderIn(ORDER_STATUS.delivered, 3)
    const older = orderIn(ORDER_STATUS.delivered, 2)
    expect(deliveredOrderChoice(answerOf([newest, older]))).toEqual({
      kind: 'order',
      orderId: newest.orderId,
    })
    const shipped = orderIn(ORDER_STATUS.shipped, 4)
    expect(deliveredOrderChoice(answerOf([shipped, older]))).toEqual({
      kind: 'order',
      orderId: older.orderId,
    })
    expect(deliveredOrderChoice(answerOf([shipped]))).toEqual({ kind: 'sample' })
    expect(deliveredOrderChoice(answerOf([]))).toEqual({ kind: 'sample' })
  })

  it('has a sample that is a valid, consistent delivered order, labelled as a sample', () => {
    expect(OrderDetailsAnswer.parse(sampleDeliveredOrder)).toEqual(sampleDeliveredOrder)
    const { product: lines, checkout, savings } = sampleDeliveredOrder
    const paise = (rupees: number) => Math.round(rupees * 100)
    const itemsPaise = lines.items.reduce((sum, item) => sum + paise(item.productPrice), 0)
    expect(paise(lines.orderAmount)).toBe(itemsPaise)
    expect(paise(checkout.itemsTotal)).toBe(itemsPaise)
    expect(paise(checkout.total)).toBe(itemsPaise - paise(checkout.coinDiscount))
    expect(paise(savings)).toBe(
      lines.items.reduce(
        (sum, item) =>
          sum + (paise(item.productDetails.price) - paise(item.productDetails.offerPrice)) * item.quantity,
        0,
      ),
    )
    const view = orderDetailsView(sampleDeliveredOrder)
    expect(view.status).toBe(ORDER_STATUS.delivered)
    expect(view.stages.every((stage) => stage.reached)).toBe(true)
    expect(view.cancelHref).toBeNull()
    expect(view.history.map((step) => step.label)).toEqual([
      'Placed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ])
    expect(view.trackingNumber).not.toBeNull()
    expect(SAMPLE_ORDER_LABEL).toBe('Sample')
  })
})
