import {
  type Answer,
  type Body,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  ORDERS_PAGE_SIZE,
  type Order,
  type RouteName,
  routePath,
  routes,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { cartHandlers } from './cartHandlers.ts'
import { checkoutHandlers, mockOrderSummary, orderableOfLine } from './checkoutHandlers.ts'
import { type OrderMockOptions, orderHandlers, recordedShopperOrders } from './orderHandlers.ts'
import { recorded, recordings } from './recorded/index.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

const server = listeningMockServer()
const shopper = (options?: OrderMockOptions) =>
  server.resetHandlers(...cartHandlers(), ...checkoutHandlers(), ...orderHandlers(options))

async function call<N extends RouteName>(
  name: N,
  {
    params,
    query,
    body,
    token = true,
  }: {
    params?: Record<string, string>
    query?: Record<string, string | number>
    body?: unknown
    token?: boolean
  } = {},
) {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
  const response = await fetch(`${MOCK_ORIGIN}/api${routePath(routes[name].path, params)}${search}`, {
    method: routes[name].method,
    headers: {
      ...(token ? { Authorization: 'Bearer story-token' } : {}),
      ...(body
        ? { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'ordersMockAttempt01' }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Answer<N> & { message?: string } }
}

const [lipstick, laptop] = recorded('cartProducts')
const [address] = recorded('addresses')
if (!lipstick || !laptop || !address)
  throw new Error("The recordings need the demo shopper's cart and addresses")
const DAY = 24 * 60 * 60 * 1000
const shipTo = { ...address, landMark: address.landMark ?? null }

/** A one-seller checkout placed `daysAgo` days ago with the given status. */
const checkoutOf = (id: number, daysAgo: number, status: number = ORDER_STATUS.processing) =>
  mockOrderSummary({
    parentOrderId: `Story${String(id).padStart(4, '0')}ParentOrder`,
    lines: [{ product: orderableOfLine(id % 2 === 0 ? lipstick : laptop), quantity: 1 }],
    shipTo,
    placedAt: Date.now() - daysAgo * DAY,
    status,
  })
const ordersOf = (...summaries: Answer<'orderSummary'>[]): Order[] => summaries.flatMap((s) => s.orders)

describe('order mocks', () => {
  it('answer both calls 401 without a token', async () => {
    shopper()
    expect((await call('orders', { token: false })).status).toBe(401)
    expect((await call('orderDetails', { params: { orderId: 'X' }, token: false })).status).toBe(401)
  })

  it('answer every recorded list and order page as the server did', async () => {
    shopper()
    for (const { query, status, answer } of recordings.orders) {
      expect(await call('orders', { query })).toEqual({ status, body: answer })
    }
    for (const { params, status, answer } of recordings.orderDetails) {
      expect(await call('orderDetails', { params })).toEqual({ status, body: answer })
    }
  })

  it("list the demo shopper's recorded orders, newest first, over the pages", async () => {
    shopper()
    const recordedOrders = recordedShopperOrders()
    const pages = []
    for (let page = 1; page <= Math.ceil(recordedOrders.length / ORDERS_PAGE_SIZE); page += 1) {
      const { status, body } = await call('orders', { query: { page } })
      expect(status).toBe(200)
      expect(body.total).toBe(recordedOrders.length)
      pages.push(...body.orders)
    }
    expect(pages.map((order) => order.orderId).sort()).toEqual(
      recordedOrders.map((order) => order.orderId).sort(),
    )
    const times = pages.map((order) => order.orderDate._seconds)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('keep to the period: six months leaves out an order of 190 days ago, two years keeps it', async () => {
    shopper({ orders: ordersOf(checkoutOf(1, 190), checkoutOf(2, 10)) })
    const recent = await call('orders', { query: { period: '6m' } })
    expect(recent.body.orders.map((order) => order.parentOrderId)).toEqual(['Story0002ParentOrder'])
    expect(recent.body.total).toBe(1)
    expect((await call('orders', { query: { period: '2y' } })).body.total).toBe(2)
    expect((await call('orders', { query: { period: 'forever' } })).status).toBe(400)
  })

  it('find orders by a part of a product name, in any case', async () => {
    shopper({ orders: ordersOf(checkoutOf(1, 3), checkoutOf(2, 2)) })
    const word = laptop.name.split(' ')[0]?.toUpperCase() ?? ''
    const { body } = await call('orders', { query: { search: word } })
    expect(
      body.orders.every((order) => order.product.items.some((item) => item.productId === laptop.productId)),
    ).toBe(true)
    expect(body.total).toBe(1)
    expect((await call('orders', { query: { search: 'zzzz-nothing' } })).body).toEqual({
      orders: [],
      page: 1,
      pageCount: 0,
      total: 0,
    })
  })

  it('answer a page at a time', async () => {
    const many = Array.from({ length: ORDERS_PAGE_SIZE + 2 }, (_, index) => checkoutOf(index + 1, index + 1))
    shopper({ orders: ordersOf(...many) })
    const first = await call('orders')
    const second = await call('orders', { query: { page: 2 } })
    expect(first.body.orders).toHaveLength(ORDERS_PAGE_SIZE)
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: ORDERS_PAGE_SIZE + 2 })
    expect(second.body.orders.map((order) => order.parentOrderId)).toEqual([
      'Story0011ParentOrder',
      'Story0012ParentOrder',
    ])
  })

  it("answer an order's page with its checkout's totals and whether it may be cancelled", async () => {
    const twoSellers = mockOrderSummary({
      parentOrderId: 'Story0100ParentOrder',
      lines: [
        { product: orderableOfLine(lipstick), quantity: 2 },
        { product: orderableOfLine(laptop), quantity: 1 },
      ],
      shipTo,
      creditCoins: 50,
      status: ORDER_STATUS.outForDelivery,
    })
    shopper({ orders: twoSellers.orders })
    const [first] = twoSellers.orders
    if (!first) throw new Error('two orders expected')
    const { status, body } = await call('orderDetails', { params: { orderId: first.orderId } })
    expect(status).toBe(200)
    expect(body.checkout).toEqual({
      itemsTotal: twoSellers.itemsTotal,
      coinDiscount: twoSellers.coinDiscount,
      total: twoSellers.total,
      orders: 2,
    })
    expect(body.cancellable).toBe(false)
    expect(body.savings).toBe(Math.max(0, Math.round((lipstick.price - lipstick.offerPrice) * 100) * 2) / 100)
    const missing = await call('orderDetails', { params: { orderId: 'NOPE' } })
    expect(missing).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND_MESSAGE } })
  })

  it('keep to a status when asked, and refuse one that is not a status', async () => {
    const summaries = [0, 1, 2, 3, 4, 3].map((status, index) => checkoutOf(index + 1, 10 - index, status))
    shopper({ orders: ordersOf(...summaries) })
    const delivered = await call('orders', { query: { status: '3' } })
    expect(delivered.body.orders.map((order) => order.parentOrderId)).toEqual([
      'Story0006ParentOrder',
      'Story0004ParentOrder',
    ])
    expect((await call('orders', { query: { status: '7' } })).status).toBe(400)
  })

  it("tell an order's life after the sale: its steps to its status, the tracking number, its cancellations", async () => {
    const summaries = [2, 4].map((status) => checkoutOf(status, 5, status))
    const [outForDelivery, cancelled] = ordersOf(...summaries)
    if (!outForDelivery || !cancelled) throw new Error('two orders expected')
    for (const item of cancelled.product.items)
      item.cancel = { cancellationDate: cancelled.orderDate, cancellationReason: 'changed-mind' }
    shopper({
      orders: [outForDelivery, cancelled],
      afterSale: { [cancelled.orderId]: { trackingNumber: 'GIVEN-123' } },
    })
    const moving = (await call('orderDetails', { params: { orderId: outForDelivery.orderId } })).body
    expect(moving.history.map((step) => [step.label, step.actor])).toEqual([
      ['Placed', 'shopper'],
      ['Shipped', 'seller'],
      ['Out for Delivery', 'seller'],
    ])
    expect(moving.trackingNumber).toBe(moving.history[1]?.trackingNumber)
    expect(moving.trackingNumber).toMatch(/^[A-Z0-9-]{6,30}$/)
    const stopped = (await call('orderDetails', { params: { orderId: cancelled.orderId } })).body
    expect(stopped.history.map((step) => step.label)).toEqual(['Placed', 'Cancelled'])
    expect(stopped.cancellations).toMatchObject([
      { reason: 'Changed mind', productIds: cancelled.product.items.map((item) => item.productId) },
    ])
    // What a story gives wins over what the mocks tell.
    expect(stopped.trackingNumber).toBe('GIVEN-123')
  })

  it('offer cancelling while an order is processing or shipped', async () => {
    const summaries = [0, 1, 2, 3, 4].map((status) => checkoutOf(status + 1, 1, status))
    shopper({ orders: ordersOf(...summaries) })
    const cancellable = []
    for (const summary of summaries) {
      const orderId = summary.orders[0]?.orderId ?? ''
      cancellable.push((await call('orderDetails', { params: { orderId } })).body.cancellable)
    }
    expect(cancellable).toEqual([true, true, false, false, false])
  })

  it('list an order placed in the checkout mocks with cash on delivery', async () => {
    shopper()
    const before = (await call('orders')).body.total
    const body: Body<'placeOrder'> = {
      paymentMode: 'COD',
      products: recorded('cartProducts').map((line) => ({
        id: line.productId,
        quantity: line.quantity,
        productNote: '',
      })),
      address,
      creditCoins: 0,
    }
    const placed = await call('placeOrder', { body })
    expect(placed.status).toBe(200)
    const after = await call('orders')
    expect(after.body.total).toBeGreaterThan(before)
    expect(after.body.orders[0]?.parentOrderId).toBe(placed.body.orderId)
    const orderId = after.body.orders[0]?.orderId ?? ''
    expect((await call('orderDetails', { params: { orderId } })).body.cancellable).toBe(true)
  })
})
