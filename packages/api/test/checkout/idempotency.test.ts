import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_KEY_TTL_HOURS,
  orderPlacedMessage,
  type PlaceOrderAnswer,
  PREPAID,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteExpiredKeys } from '../../src/orders/idempotency.ts'
import { testTargets } from '../db/targets.ts'
import {
  type CatalogueProduct,
  type CheckoutTestApp,
  DELIVERY_ADDRESS,
  makeCheckoutTestApp,
  newIdempotencyKey,
  place,
  placeBody,
} from './fixture.ts'

describe.each(testTargets)('one checkout attempt, one order, on $name', ({ name }) => {
  let c: CheckoutTestApp
  let products: CatalogueProduct[]
  let next = 0
  const fresh = async () => {
    const product = products[next++ % products.length] as CatalogueProduct
    await c.setProduct(product.id, { stock: 20, b2cMaxQty: 5, b2bMaxQty: 8, cashOnDelivery: true })
    return product
  }
  const count = async (table: 'parent_orders' | 'idempotency_keys', userId: string) => {
    const [row] = await c.rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    )
    return row?.n
  }

  beforeAll(async () => {
    c = await makeCheckoutTestApp(name, 'Twice')
    products = (await c.catalogue()).slice(60, 100)
  }, 120_000)
  afterAll(async () => {
    await c?.close()
  })

  it('answers the same order again for the same key and body, taking stock and sending messages once', async () => {
    const a = await fresh()
    const shopper = await c.newShopper()
    await c.putInCart(shopper.id, [{ productId: a.id, quantity: 2 }])
    const key = newIdempotencyKey()
    const body = placeBody({ id: a.id, quantity: 2 })
    const first = await place(c.app, shopper.token, body, key)
    expect(first.statusCode).toBe(200)
    // The first placing emptied the cart: the retry must not be judged against it again.
    const again = await place(c.app, shopper.token, { ...body, totalPrice: 99 }, key)
    expect(again.statusCode).toBe(200)
    const answer = first.json<PlaceOrderAnswer>()
    expect(again.json<PlaceOrderAnswer>()).toEqual(answer)
    expect(answer.message).toBe(orderPlacedMessage(answer.orderId))
    expect(await count('parent_orders', shopper.id)).toBe(1)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 18 })
    expect(await c.outboxTo(shopper.email as string)).toHaveLength(1)
    expect(await c.outboxTo(`+91${shopper.phone}`)).toHaveLength(1)
  })

  it('answers a pending checkout again with its state now (Pay Now again reuses the order)', async () => {
    const a = await fresh()
    const shopper = await c.newShopper({ coins: 100 })
    const key = newIdempotencyKey()
    const body = { ...placeBody(a.id), paymentMode: PREPAID, creditCoins: 10 }
    const first = await place(c.app, shopper.token, body, key, 'singleProductPlaceOrder')
    expect(first.statusCode).toBe(200)
    const again = await place(c.app, shopper.token, body, key, 'singleProductPlaceOrder')
    expect(again.json()).toEqual(first.json())
    expect(await c.coinsOf(shopper.id)).toBe(90)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 19 })

    // Once the payment confirmed it, the same key answers it placed.
    await c.db.execute(
      sql`update parent_orders set state = 'placed', pay_by = null where id = ${first.json<PlaceOrderAnswer>().orderId}`,
    )
    const afterPayment = await place(c.app, shopper.token, body, key, 'singleProductPlaceOrder')
    expect(afterPayment.json<PlaceOrderAnswer>()).toMatchObject({ state: 'placed', payBy: null })
  })

  it('refuses the same key with another body, or on the other call (422), and writes nothing', async () => {
    const a = await fresh()
    const b = await fresh()
    const shopper = await c.newShopper()
    await c.putInCart(shopper.id, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ])
    const key = newIdempotencyKey()
    expect((await place(c.app, shopper.token, placeBody(a.id), key)).statusCode).toBe(200)
    const before = await c.snapshot()
    for (const [body, route] of [
      [placeBody(b.id), 'placeOrder'],
      [{ ...placeBody(a.id), address: { ...DELIVERY_ADDRESS, houseName: '14, 3rd Cross' } }, 'placeOrder'],
      [{ ...placeBody(a.id), paymentMode: PREPAID }, 'placeOrder'],
      [placeBody(a.id), 'singleProductPlaceOrder'],
    ] as const) {
      const response = await place(c.app, shopper.token, body, key, route)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE })
    }
    expect(await c.snapshot()).toEqual(before)
    expect(await c.cartOf(shopper.id)).toEqual([{ product_id: b.id, quantity: 1 }])
  })

  it('keeps keys per shopper: another shopper’s same key is a new attempt', async () => {
    const a = await fresh()
    const one = await c.newShopper()
    const two = await c.newShopper()
    const key = newIdempotencyKey()
    const first = await place(c.app, one.token, placeBody(a.id), key, 'singleProductPlaceOrder')
    const second = await place(c.app, two.token, placeBody(a.id), key, 'singleProductPlaceOrder')
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json<PlaceOrderAnswer>().orderId).not.toBe(first.json<PlaceOrderAnswer>().orderId)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 18 })
  })

  it('makes one order of two concurrent requests with one key', async () => {
    const a = await fresh()
    const shopper = await c.newShopper()
    await c.putInCart(shopper.id, [{ productId: a.id, quantity: 3 }])
    const key = newIdempotencyKey()
    const body = placeBody({ id: a.id, quantity: 3 })
    const answers = await Promise.all([
      place(c.app, shopper.token, body, key),
      place(c.app, shopper.token, body, key),
      place(c.app, shopper.token, body, key),
    ])
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200])
    const ids = new Set(answers.map((response) => response.json<PlaceOrderAnswer>().orderId))
    expect(ids.size).toBe(1)
    expect(await count('parent_orders', shopper.id)).toBe(1)
    expect(await count('idempotency_keys', shopper.id)).toBe(1)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 17 })
    expect(await c.outboxTo(shopper.email as string)).toHaveLength(1)
  })

  it('makes one order each of concurrent requests with different keys, as stock allows', async () => {
    const a = await fresh()
    await c.setProduct(a.id, { stock: 2 })
    const shopper = await c.newShopper()
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        place(c.app, shopper.token, placeBody(a.id), newIdempotencyKey(), 'singleProductPlaceOrder'),
      ),
    )
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 409])
    expect(await count('parent_orders', shopper.id)).toBe(2)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 0 })
  })

  it('forgets a key after IDEMPOTENCY_KEY_TTL_HOURS: the same key is a new attempt then', async () => {
    const a = await fresh()
    const shopper = await c.newShopper()
    const key = newIdempotencyKey()
    const first = await place(c.app, shopper.token, placeBody(a.id), key, 'singleProductPlaceOrder')
    const age = async () =>
      c.db.execute(
        sql`update idempotency_keys set created_at = created_at - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}, secs => 1)
            where user_id = ${shopper.id}`,
      )
    // Aging the key rather than moving the clock: the session would expire first.
    await age()
    const later = await place(c.app, shopper.token, placeBody(a.id), key, 'singleProductPlaceOrder')
    expect(later.statusCode).toBe(200)
    expect(later.json<PlaceOrderAnswer>().orderId).not.toBe(first.json<PlaceOrderAnswer>().orderId)
    expect(await count('idempotency_keys', shopper.id)).toBe(1)
    expect(await c.stockOf([a.id])).toEqual({ [a.id]: 18 })

    // The sweep's part: keys past their hours are deleted, newer ones stay.
    await age()
    const deleted = await deleteExpiredKeys(c.db, c.clock.now())
    expect(deleted).toBeGreaterThanOrEqual(1)
    expect(await count('idempotency_keys', shopper.id)).toBe(0)
  })
})
