import {
  type Answer,
  type Body,
  COINS_CHANGED_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  NOT_IN_CART_AT_ORDER_MESSAGE,
  ORDER_DUPLICATE_PRODUCT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  type RouteName,
  routePath,
  routes,
  SELECT_ADDRESS_MESSAGE,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { cartHandlers } from './cartHandlers.ts'
import {
  type CheckoutMockOptions,
  checkoutHandlers,
  MOCK_PAYMENT_FAILURE_DESCRIPTION,
  MOCK_PAYMENT_SIGNATURE,
  redeemableCoins,
} from './checkoutHandlers.ts'
import { recorded, recordings } from './recorded/index.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

const server = listeningMockServer()

/** A fresh shopper for each test: the demo cart and the checkout mocks, both in memory. */
const shopper = (options?: CheckoutMockOptions) =>
  server.resetHandlers(...cartHandlers(), ...checkoutHandlers(options))

interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string | number>
  body?: unknown
  key?: string
  token?: boolean
}

async function call<N extends RouteName>(
  name: N,
  { params, query, body, key, token = true }: CallOptions = {},
) {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
  const response = await fetch(`${MOCK_ORIGIN}/api${routePath(routes[name].path, params)}${search}`, {
    method: routes[name].method,
    headers: {
      ...(token ? { Authorization: 'Bearer story-token' } : {}),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Answer<N> & { message?: string } }
}

const demoCart = recorded('cartProducts')
const [lipstick, television] = demoCart
if (!lipstick || !television) throw new Error("The recordings need the demo shopper's cart")
const [address] = recorded('addresses')
if (!address) throw new Error("The recordings need the demo shopper's addresses")

const cartOrder = (change: Partial<Body<'placeOrder'>> = {}): Body<'placeOrder'> => ({
  paymentMode: 'COD',
  products: demoCart.map((line) => ({ id: line.productId, quantity: line.quantity, productNote: '' })),
  address,
  creditCoins: 0,
  ...change,
})
const KEY = 'checkoutAttempt0001'
const place = (body: unknown, key: string | undefined = KEY) => call('placeOrder', { body, key })

describe('checkout mocks', () => {
  it('answer every checkout call 401 without a token', async () => {
    shopper()
    expect((await call('coinRange', { query: { orderTotal: 100 }, token: false })).status).toBe(401)
    expect((await call('checkoutSummary', { token: false })).status).toBe(401)
    expect((await call('placeOrder', { body: cartOrder(), key: KEY, token: false })).status).toBe(401)
    expect((await call('orderSummary', { params: { parentOrderId: 'X' }, token: false })).status).toBe(401)
  })

  it("answer the recorded coin range, the cart's totals and the seeded orders as the server did", async () => {
    shopper()
    for (const { query, answer } of recordings.coinRange) {
      expect((await call('coinRange', { query })).body).toEqual(answer)
    }
    const cartCheckout = recorded('checkoutSummary')
    const { body } = await call('checkoutSummary')
    expect({ ...body, sellers: [] }).toEqual({ ...cartCheckout, sellers: [] })
    for (const { params, status, answer } of recordings.orderSummary) {
      const read = await call('orderSummary', { params })
      expect(read.status).toBe(status)
      expect(read.body).toEqual(JSON.parse(JSON.stringify(answer)))
    }
  })

  it('give the coin range of a total: the balance, up to the coins share', async () => {
    shopper({ coins: 250 })
    expect(redeemableCoins(250, 10_000)).toBe(100)
    const { body } = await call('coinRange', { query: { orderTotal: 100 } })
    expect(body).toEqual({
      success: true,
      data: { redeemableCoins: 100, coinValue: 0.1, percentage: 10, balance: 250, discount: 10 },
    })
    const big = await call('coinRange', { query: { orderTotal: 100_000 } })
    expect(big.body.data.redeemableCoins).toBe(250)
  })

  it("total the cart's checkout from the cart mocks' lines, and one product for Buy Now", async () => {
    shopper()
    const { body } = await call('checkoutSummary')
    expect(body.items).toBe(lipstick.quantity + television.quantity)
    expect(body.subTotal).toBe(
      lipstick.offerPrice * lipstick.quantity + television.offerPrice * television.quantity,
    )
    expect(body.sellers.flatMap((seller) => seller.lines.map((line) => line.productId))).toEqual(
      expect.arrayContaining([lipstick.productId, television.productId]),
    )
    const single = await call('checkoutSummary', { query: { productId: lipstick.productId, quantity: 3 } })
    expect(single.body.items).toBe(3)
    expect(single.body.subTotal).toBe(lipstick.offerPrice * 3)
    expect(single.body.sellers[0]?.lines[0]?.youSave).toBe((lipstick.price - lipstick.offerPrice) * 3)
  })

  it('refuse a place without a valid Idempotency-Key, an address, or with a product twice', async () => {
    shopper()
    expect(await place(cartOrder(), '')).toEqual({
      status: 400,
      body: { message: IDEMPOTENCY_KEY_MESSAGE },
    })
    expect((await place(cartOrder(), 'short')).body.message).toBe(IDEMPOTENCY_KEY_MESSAGE)
    expect((await place(cartOrder({ address: null }))).body.message).toBe(SELECT_ADDRESS_MESSAGE)
    const twice = { id: lipstick.productId, quantity: lipstick.quantity }
    expect((await place(cartOrder({ products: [twice, twice] }))).body.message).toBe(
      ORDER_DUPLICATE_PRODUCT_MESSAGE,
    )
  })

  it('refuse a cart checkout whose products are not the cart lines in their quantities', async () => {
    shopper()
    const wrong = cartOrder({ products: [{ id: lipstick.productId, quantity: lipstick.quantity + 1 }] })
    expect(await place(wrong)).toEqual({ status: 409, body: { message: NOT_IN_CART_AT_ORDER_MESSAGE } })
  })

  it('place cash on delivery at once: the order readable, its cart lines gone', async () => {
    shopper()
    const { status, body } = await place(cartOrder())
    expect(status).toBe(200)
    expect(body.state).toBe('placed')
    const summary = await call('orderSummary', { params: { parentOrderId: body.orderId } })
    expect(summary.status).toBe(200)
    expect(summary.body.state).toBe('placed')
    expect(summary.body.itemsTotal).toBe(body.itemsTotal)
    expect(
      summary.body.orders.flatMap((order) => order.product.items.map((item) => item.productId)).sort(),
    ).toEqual([lipstick.productId, television.productId].sort())
    expect((await call('cartProducts')).body).toEqual([])
  })

  it('answer the same key and request with the same order, and refuse the key with another request', async () => {
    shopper()
    const first = await place(cartOrder({ paymentMode: 'Pre-paid' }))
    const again = await place(cartOrder({ paymentMode: 'Pre-paid' }))
    expect(again.body.orderId).toBe(first.body.orderId)
    expect(await place(cartOrder({ paymentMode: 'COD' }))).toEqual({
      status: 422,
      body: { message: IDEMPOTENCY_KEY_REUSED_MESSAGE },
    })
  })

  it('redeem coins within the range, and refuse more', async () => {
    shopper({ coins: 50 })
    const refused = await place(cartOrder({ creditCoins: 51 }))
    expect(refused).toEqual({ status: 409, body: { message: COINS_CHANGED_MESSAGE } })
    const { body } = await place(cartOrder({ creditCoins: 50 }), 'checkoutAttempt0002')
    expect(body.coinDiscount).toBe(5)
    expect(body.total).toBe(body.itemsTotal - 5)
    expect((await call('coinRange', { query: { orderTotal: 1000 } })).body.data.balance).toBe(0)
  })

  it('hold a Pre-paid checkout until its payment is verified, then confirm it once', async () => {
    shopper()
    const placed = await place(cartOrder({ paymentMode: 'Pre-paid' }))
    expect(placed.body.state).toBe('pending_payment')
    expect(placed.body.payBy).not.toBeNull()
    expect((await call('cartProducts')).body).toHaveLength(2)

    const gateway = await call('createPaymentOrder', { body: { parentOrderId: placed.body.orderId } })
    expect(gateway.body).toMatchObject({
      provider: 'simulated',
      currency: 'INR',
      amount: placed.body.total * 100,
    })
    const reopened = await call('createPaymentOrder', { body: { parentOrderId: placed.body.orderId } })
    expect(reopened.body.orderId).toBe(gateway.body.orderId)

    const failed = await call('simulatedPayment', {
      body: { razorpay_order_id: gateway.body.orderId, outcome: 'failure', method: 'card' },
    })
    expect(failed.body).toMatchObject({
      outcome: 'failure',
      error: { description: MOCK_PAYMENT_FAILURE_DESCRIPTION },
    })

    const paid = await call('simulatedPayment', {
      body: { razorpay_order_id: gateway.body.orderId, outcome: 'success', method: 'upi' },
    })
    if (paid.body.outcome !== 'success') throw new Error('the simulated payment should succeed')
    expect(paid.body.razorpay_signature).toBe(MOCK_PAYMENT_SIGNATURE)
    const { outcome: _outcome, ...payment } = paid.body

    const forged = await call('verifyPayment', { body: { ...payment, razorpay_signature: 'b'.repeat(64) } })
    expect(forged).toEqual({ status: 400, body: { message: PAYMENT_VERIFICATION_FAILED_MESSAGE } })
    expect((await call('orderSummary', { params: { parentOrderId: placed.body.orderId } })).body.state).toBe(
      'pending_payment',
    )

    const verified = await call('verifyPayment', { body: payment })
    expect(verified.body).toMatchObject({ status: 'success', success: true, orderId: placed.body.orderId })
    expect((await call('verifyPayment', { body: payment })).status).toBe(200)
    expect((await call('orderSummary', { params: { parentOrderId: placed.body.orderId } })).body.state).toBe(
      'placed',
    )
    expect((await call('cartProducts')).body).toEqual([])
  })

  it("place a single product without touching the cart, and answer another's order 404", async () => {
    shopper()
    const body = cartOrder({ products: [{ id: lipstick.productId, quantity: 2 }] })
    const placed = await call('singleProductPlaceOrder', { body, key: KEY })
    expect(placed.body).toMatchObject({ state: 'placed', itemsTotal: lipstick.offerPrice * 2 })
    expect((await call('cartProducts')).body).toHaveLength(2)
    const unknown = await call('orderSummary', { params: { parentOrderId: 'SomeoneElsesOrder01' } })
    expect(unknown).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND_MESSAGE } })
  })

  it("save a shopper's note on a product of their placed order", async () => {
    shopper()
    const placed = await place(cartOrder())
    const summary = await call('orderSummary', { params: { parentOrderId: placed.body.orderId } })
    const order = summary.body.orders[0]
    const item = order?.product.items[0]
    if (!order || !item) throw new Error('the order should have an item')
    const saved = await call('updateCustomerNotes', {
      body: {
        orderId: order.orderId,
        orderedProductId: item.productId,
        customerNotes: ' Leave at the gate ',
      },
    })
    expect(saved.status).toBe(200)
    const after = await call('orderSummary', { params: { parentOrderId: placed.body.orderId } })
    expect(after.body.orders[0]?.product.items[0]?.customerNotes).toBe('Leave at the gate')
  })
})
