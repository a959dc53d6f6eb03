import { NO_ORDERS_FOUND_MESSAGE, NO_ORDERS_MESSAGE, ORDER_SEARCH_MAX } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { mockOrderSummary, type OrderableProduct } from '../../mocks/checkoutHandlers.ts'
import { STORE_NAME_UNAVAILABLE } from '../../shared/links.ts'
import { DEFAULT_ORDERS_FILTER, ordersFilterOf, ordersHref } from '../../shared/orders/orderView.ts'
import { emptyOrdersText, orderCardOf } from './ordersSectionView.ts'

const product: OrderableProduct = {
  productId: 'P1',
  name: 'Annapurna Farms Multigrain Atta',
  imageUrl: '/fixtures/img/atta.svg',
  brandId: 'B1',
  brandName: 'Annapurna Farms',
  sellerId: 'S1',
  storeName: '',
  price: 120,
  offerPrice: 99.5,
  stock: 10,
  maxQuantity: 10,
  cashOnDelivery: true,
}
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

describe('the My Orders filter in the URL', () => {
  it('reads the period, search and page, and defaults what the server would refuse', () => {
    expect(
      ordersFilterOf(new URLSearchParams('section=my-orders&period=6m&search=%20atta%20&page=2')),
    ).toEqual({
      period: '6m',
      search: 'atta',
      page: 2,
    })
    expect(ordersFilterOf(new URLSearchParams('period=forever&page=0'))).toEqual(DEFAULT_ORDERS_FILTER)
    expect(ordersFilterOf(new URLSearchParams('page=1.5')).page).toBe(1)
    expect(ordersFilterOf(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(
      ORDER_SEARCH_MAX,
    )
  })

  it('writes only what differs from the defaults, after the section, and reads back the same', () => {
    expect(ordersHref(DEFAULT_ORDERS_FILTER)).toBe('/my-account?section=my-orders')
    const href = ordersHref({ period: '1y', search: 'multigrain atta', page: 3 })
    expect(href).toBe('/my-account?section=my-orders&period=1y&search=multigrain+atta&page=3')
    expect(ordersFilterOf(new URL(href, 'http://x').searchParams)).toEqual({
      period: '1y',
      search: 'multigrain atta',
      page: 3,
    })
  })

  it('says No orders only when the shopper has none at all, No orders found under a filter', () => {
    expect(emptyOrdersText(DEFAULT_ORDERS_FILTER, 0)).toBe(NO_ORDERS_MESSAGE)
    expect(emptyOrdersText({ ...DEFAULT_ORDERS_FILTER, period: '6m' }, 0)).toBe(NO_ORDERS_FOUND_MESSAGE)
    expect(emptyOrdersText({ ...DEFAULT_ORDERS_FILTER, search: 'atta' }, 0)).toBe(NO_ORDERS_FOUND_MESSAGE)
    // A page past the last of the orders they have.
    expect(emptyOrdersText({ ...DEFAULT_ORDERS_FILTER, page: 9 }, 4)).toBe(NO_ORDERS_FOUND_MESSAGE)
  })
})

describe('an order card', () => {
  it('links the order and its tracker, and shows this order amount, its status and its dates', () => {
    const summary = mockOrderSummary({
      parentOrderId: 'DemoParentOrder00009',
      lines: [{ product, quantity: 2 }],
      shipTo,
      placedAt,
      status: 1,
      paymentMode: 'Pre-paid',
      creditCoins: 10,
    })
    const [order] = summary.orders
    if (!order) throw new Error('one order expected')
    const card = orderCardOf(order)
    expect(card).toMatchObject({
      orderId: order.orderId,
      href: `/order-inner-page/${order.orderId}`,
      trackHref: `/order-inner-page/${order.orderId}#track-details`,
      statusLabel: 'Shipped',
      status: 1,
      storeName: STORE_NAME_UNAVAILABLE,
      total: 199,
      paymentModeLabel: 'Online Payment',
      deliveredDate: null,
      items: [{ productId: 'P1', name: product.name, imageUrl: product.imageUrl, quantity: 2 }],
    })
    expect(card.orderDate.getTime()).toBe(placedAt)
    expect(card.expectedDeliveryDate?.getTime()).toBeGreaterThan(placedAt)
  })
})
