import {
  CART_QUANTITY_MAX,
  COIN_VALUE_PAISE,
  COINS_CHANGED_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  IDEMPOTENCY_KEY_MESSAGE,
  NOT_IN_CART_AT_ORDER_MESSAGE,
  notServiceableMessage,
  ORDER_DUPLICATE_PRODUCT_MESSAGE,
  ORDER_PRODUCT_UNAVAILABLE_MESSAGE,
  orderLimitMessage,
  orderPlacedMessage,
  outOfStockAtOrderMessage,
  PAYMENT_AWAITED_MESSAGE,
  PAYMENT_WINDOW_MINUTES,
  type PlaceOrderAnswer,
  PREPAID,
  SELECT_ADDRESS_MESSAGE,
  SINGLE_PRODUCT_ORDER_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendOrderConfirmation } from '../../src/orders/confirmation.ts'
import { testTargets } from '../db/targets.ts'
import {
  type CatalogueProduct,
  type CheckoutShopper,
  type CheckoutTestApp,
  DELIVERY_ADDRESS,
  makeCheckoutTestApp,
  newIdempotencyKey,
  place,
  placeBody,
} from './fixture.ts'

interface ParentRow {
  id: string
  user_id: string
  state: string
  payment_mode: string
  items_total_paise: number
  coin_discount_paise: number
  credit_coins: number
  pay_by: string | null
  ship_to: Record<string, unknown>
}

describe.each(testTargets)('placing an order on $name', ({ name }) => {
  let c: CheckoutTestApp
  let products: CatalogueProduct[]
  /** A product set up fresh for each test that needs one (stock 20, limits 5 and 8, COD allowed). */
  let next = 0
  const fresh = async (facts: Parameters<CheckoutTestApp['setProduct']>[1] = {}) => {
    const product = products[next++ % products.length] as CatalogueProduct
    await c.setProduct(product.id, { stock: 20, b2cMaxQty: 5, b2bMaxQty: 8, cashOnDelivery: true, ...facts })
    const [row] = await c.rows<CatalogueProduct>(
      sql`select id, name, seller_id, offer_price_paise, price_paise from products where id = ${product.id}`,
    )
    return row as CatalogueProduct
  }
  const parentOf = async (id: string) =>
    (await c.rows<ParentRow>(sql`select *, pay_by::text as pay_by from parent_orders where id = ${id}`))[0]
  const ordersOf = (parentId: string) =>
    c.rows<{
      id: string
      seller_id: string
      order_amount_paise: number
      status: number
      expected_delivery_date: string
    }>(
      sql`select id, seller_id, order_amount_paise, status, expected_delivery_date::text
          from orders where parent_order_id = ${parentId} order by seller_id`,
    )
  const itemsOf = (parentId: string) =>
    c.rows<{
      product_id: string
      quantity: number
      unit_price_paise: number
      mrp_paise: number
      product_note: string
      seller_id: string
    }>(
      sql`select i.product_id, i.quantity, i.unit_price_paise, i.mrp_paise, i.product_note, o.seller_id
          from order_items i join orders o on o.id = i.order_id
          where o.parent_order_id = ${parentId} order by i.product_id`,
    )
  /** A shopper whose cart holds the lines. */
  const withCart = async (lines: Array<[CatalogueProduct, number]>, options = {}) => {
    const shopper = await c.newShopper(options)
    await c.putInCart(
      shopper.id,
      lines.map(([product, quantity]) => ({ productId: product.id, quantity })),
    )
    return shopper
  }

  beforeAll(async () => {
    c = await makeCheckoutTestApp(name, 'Placer')
    // Products whose seller ships from a known place, so every one can be bought.
    products = (await c.catalogue()).slice(0, 60)
  }, 120_000)
  afterAll(async () => {
    await c?.close()
  })

  describe('cash on delivery from the cart', () => {
    it('places the checkout, takes the stock, prices it from the database and empties the ordered lines', async () => {
      const a = await fresh()
      const b = await fresh()
      const kept = await fresh()
      const shopper = await withCart([
        [a, 2],
        [b, 1],
        [kept, 3],
      ])
      const body = placeBody({ id: a.id, quantity: 2, productNote: 'Gift wrap, please' }, b.id)
      const response = await place(c.app, shopper.token, body, newIdempotencyKey())
      expect(response.statusCode).toBe(200)
      const answer = response.json<PlaceOrderAnswer>()
      const itemsTotal = a.offer_price_paise * 2 + b.offer_price_paise
      expect(answer).toEqual({
        message: orderPlacedMessage(answer.orderId),
        orderId: answer.orderId,
        state: 'placed',
        paymentMode: 'COD',
        itemsTotal: itemsTotal / 100,
        coinDiscount: 0,
        total: itemsTotal / 100,
        payBy: null,
      })
      expect(response.headers['cache-control']).toBe('private, no-store')

      const parent = await parentOf(answer.orderId)
      expect(parent).toMatchObject({
        user_id: shopper.id,
        state: 'placed',
        payment_mode: 'COD',
        items_total_paise: itemsTotal,
        coin_discount_paise: 0,
        credit_coins: 0,
        pay_by: null,
        ship_to: {
          name: DELIVERY_ADDRESS.name,
          phoneNumber: DELIVERY_ADDRESS.phoneNumber,
          houseName: DELIVERY_ADDRESS.houseName,
          localArea: DELIVERY_ADDRESS.localArea,
          landMark: DELIVERY_ADDRESS.landMark,
          state: DELIVERY_ADDRESS.state,
          pincode: DELIVERY_ADDRESS.pincode,
        },
      })
      const items = await itemsOf(answer.orderId)
      expect(
        items.map((item) => [item.product_id, item.quantity, item.unit_price_paise, item.mrp_paise]),
      ).toEqual(
        [
          [a.id, 2, a.offer_price_paise, a.price_paise],
          [b.id, 1, b.offer_price_paise, b.price_paise],
        ].sort((x, y) => ((x[0] as string) < (y[0] as string) ? -1 : 1)),
      )
      expect(items.find((item) => item.product_id === a.id)?.product_note).toBe('Gift wrap, please')
      const orders = await ordersOf(answer.orderId)
      expect(orders.every((order) => order.status === 0)).toBe(true)
      expect(orders.reduce((sum, order) => sum + order.order_amount_paise, 0)).toBe(itemsTotal)
      for (const order of orders) {
        expect(new Date(order.expected_delivery_date).getTime()).toBeGreaterThan(c.clock.now().getTime())
      }

      expect(await c.stockOf([a.id, b.id, kept.id])).toEqual({ [a.id]: 18, [b.id]: 19, [kept.id]: 20 })
      expect(await c.cartOf(shopper.id)).toEqual([{ product_id: kept.id, quantity: 3 }])
    })

    it('ignores a tampered totalPrice: the total is the database’s', async () => {
      const a = await fresh({ offerPricePaise: 123_450 })
      const shopper = await withCart([[a, 2]])
      const response = await place(
        c.app,
        shopper.token,
        { ...placeBody({ id: a.id, quantity: 2 }), totalPrice: 1, coinValue: 1000, cod: false },
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<PlaceOrderAnswer>().total).toBe(2469)
      expect((await parentOf(response.json<PlaceOrderAnswer>().orderId))?.items_total_paise).toBe(246_900)
    })

    it('makes one order per seller under one parent order', async () => {
      const { first, second } = await c.twoSellers()
      for (const product of [...first, second]) {
        await c.setProduct(product.id, { stock: 20, b2cMaxQty: 5, cashOnDelivery: true })
      }
      const shopper = await withCart([
        [first[0], 1],
        [first[1], 2],
        [second, 1],
      ])
      const response = await place(
        c.app,
        shopper.token,
        placeBody(first[0].id, { id: first[1].id, quantity: 2 }, second.id),
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(200)
      const { orderId } = response.json<PlaceOrderAnswer>()
      const orders = await ordersOf(orderId)
      expect(orders).toHaveLength(2)
      const items = await itemsOf(orderId)
      const amountOf = (sellerId: string) =>
        items
          .filter((item) => item.seller_id === sellerId)
          .reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0)
      for (const order of orders) expect(order.order_amount_paise).toBe(amountOf(order.seller_id))
      expect(new Set(orders.map((order) => order.seller_id))).toEqual(
        new Set([first[0].seller_id, second.seller_id]),
      )
    })

    it('sends the confirmation by e-mail and SMS to the outbox', async () => {
      const a = await fresh({ offerPricePaise: 12_345_650 })
      const shopper = await withCart([[a, 1]])
      const response = await place(c.app, shopper.token, placeBody(a.id), newIdempotencyKey())
      expect(response.statusCode).toBe(200)
      const { orderId } = response.json<PlaceOrderAnswer>()
      // The confirmation goes out after the answer: wait for it.
      const mail = await vi.waitFor(async () => {
        const found = await c.outboxTo(shopper.email as string)
        expect(found).toHaveLength(1)
        return found
      })
      expect(mail[0]?.channel).toBe('email')
      expect(mail[0]?.subject).toContain(orderId)
      expect(mail[0]?.body).toContain(a.name)
      expect(mail[0]?.body).toContain('₹1,23,456.50')
      expect(mail[0]?.body).toContain('Cash on Delivery')
      expect(mail[0]?.body).toContain(`/order-completed-page/${orderId}`)
      expect(mail[0]?.body).toContain(DELIVERY_ADDRESS.houseName)
      const sms = await vi.waitFor(async () => {
        const found = await c.outboxTo(`+91${shopper.phone}`)
        expect(found).toHaveLength(1)
        return found
      })
      expect(sms[0]?.body).toContain(orderId)
    })

    it('sends no e-mail to an unproven address, and only the SMS', async () => {
      const a = await fresh()
      const shopper = await withCart([[a, 1]], { emailVerified: false })
      expect((await place(c.app, shopper.token, placeBody(a.id), newIdempotencyKey())).statusCode).toBe(200)
      // The confirmation goes out after the answer, an e-mail before the SMS: once the SMS is there, an
      // e-mail would be too.
      await vi.waitFor(async () => expect(await c.outboxTo(`+91${shopper.phone}`)).toHaveLength(1))
      expect(await c.outboxTo(shopper.email as string)).toEqual([])
    })
  })

  describe('paying online (Pre-paid)', () => {
    it('holds the stock and coins, leaves the cart and sends nothing until the payment is verified', async () => {
      const a = await fresh({ offerPricePaise: 100_000 })
      const shopper = await withCart([[a, 2]], { coins: 50 })
      const before = c.clock.now().getTime()
      const response = await place(
        c.app,
        shopper.token,
        { ...placeBody({ id: a.id, quantity: 2 }), paymentMode: PREPAID, cod: false, creditCoins: 20 },
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(200)
      const answer = response.json<PlaceOrderAnswer>()
      const payBy = before + PAYMENT_WINDOW_MINUTES * 60_000
      expect(answer).toEqual({
        message: PAYMENT_AWAITED_MESSAGE,
        orderId: answer.orderId,
        state: 'pending_payment',
        paymentMode: PREPAID,
        itemsTotal: 2000,
        coinDiscount: (20 * COIN_VALUE_PAISE) / 100,
        total: 2000 - (20 * COIN_VALUE_PAISE) / 100,
        payBy: { _seconds: Math.floor(payBy / 1000), _nanoseconds: (payBy % 1000) * 1_000_000 },
      })
      expect((await parentOf(answer.orderId))?.state).toBe('pending_payment')
      expect(await c.stockOf([a.id])).toEqual({ [a.id]: 18 })
      expect(await c.coinsOf(shopper.id)).toBe(30)
      expect(await c.cartOf(shopper.id)).toEqual([{ product_id: a.id, quantity: 2 }])
      expect(await c.outboxTo(shopper.email as string)).toEqual([])
      expect(await c.outboxTo(`+91${shopper.phone}`)).toEqual([])
    })
  })

  describe('the single-product checkout', () => {
    it('places one product without touching the cart, up to its business limit', async () => {
      const a = await fresh({ b2cMaxQty: 2, b2bMaxQty: 8 })
      const shopper = await withCart([[a, 1]])
      const response = await place(
        c.app,
        shopper.token,
        placeBody({ id: a.id, quantity: 8 }),
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      expect(response.statusCode).toBe(200)
      const answer = response.json<PlaceOrderAnswer>()
      expect(answer.state).toBe('placed')
      expect(answer.itemsTotal).toBe((a.offer_price_paise * 8) / 100)
      expect(await c.stockOf([a.id])).toEqual({ [a.id]: 12 })
      // Buy Now is not a cart checkout: the cart keeps its line.
      expect(await c.cartOf(shopper.id)).toEqual([{ product_id: a.id, quantity: 1 }])
      await vi.waitFor(async () => expect(await c.outboxTo(shopper.email as string)).toHaveLength(1))
    })

    it('refuses more than the business limit, and more than the quantity maximum without one', async () => {
      const a = await fresh({ b2bMaxQty: 8 })
      const shopper = await c.newShopper()
      const over = await place(
        c.app,
        shopper.token,
        placeBody({ id: a.id, quantity: 9 }),
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      expect(over.statusCode).toBe(409)
      expect(over.json()).toEqual({ message: orderLimitMessage(a.name, 8) })

      const unlimited = await fresh({ b2bMaxQty: null, stock: CART_QUANTITY_MAX })
      const max = await place(
        c.app,
        shopper.token,
        placeBody({ id: unlimited.id, quantity: CART_QUANTITY_MAX }),
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      expect(max.statusCode).toBe(200)
      expect(await c.stockOf([unlimited.id])).toEqual({ [unlimited.id]: 0 })
    })

    it('refuses two products', async () => {
      const a = await fresh()
      const b = await fresh()
      const shopper = await c.newShopper()
      const before = await c.snapshot()
      const response = await place(
        c.app,
        shopper.token,
        placeBody(a.id, b.id),
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: SINGLE_PRODUCT_ORDER_MESSAGE })
      expect(await c.snapshot()).toEqual(before)
    })

    it('places Pre-paid as pending, with no message', async () => {
      const a = await fresh()
      const shopper = await c.newShopper()
      const response = await place(
        c.app,
        shopper.token,
        { ...placeBody(a.id), paymentMode: PREPAID },
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<PlaceOrderAnswer>().state).toBe('pending_payment')
      expect(await c.stockOf([a.id])).toEqual({ [a.id]: 19 })
      expect(await c.outboxTo(shopper.email as string)).toEqual([])
    })
  })

  describe('refusals change nothing', () => {
    let shopper: CheckoutShopper
    let a: CatalogueProduct
    beforeAll(async () => {
      a = await fresh()
      shopper = await withCart([[a, 2]], { coins: 40 })
    })

    const refusals: Array<[string, () => Record<string, unknown>, string | null | undefined, string]> = [
      ['no Idempotency-Key', () => placeBody({ id: a.id, quantity: 2 }), undefined, IDEMPOTENCY_KEY_MESSAGE],
      [
        'a short Idempotency-Key',
        () => placeBody({ id: a.id, quantity: 2 }),
        'short',
        IDEMPOTENCY_KEY_MESSAGE,
      ],
      [
        'an Idempotency-Key with other characters',
        () => placeBody({ id: a.id, quantity: 2 }),
        'abc def ghi jkl mno pqr',
        IDEMPOTENCY_KEY_MESSAGE,
      ],
      [
        'no address',
        () => ({ ...placeBody({ id: a.id, quantity: 2 }), address: null }),
        null,
        SELECT_ADDRESS_MESSAGE,
      ],
      [
        'a missing address',
        () => {
          const { address: _address, ...body } = placeBody({ id: a.id, quantity: 2 })
          return body
        },
        null,
        SELECT_ADDRESS_MESSAGE,
      ],
      [
        'a pincode we do not deliver to',
        () => ({
          ...placeBody({ id: a.id, quantity: 2 }),
          address: { ...DELIVERY_ADDRESS, pincode: '999999' },
        }),
        null,
        notServiceableMessage('999999'),
      ],
      [
        'the same product twice',
        () => placeBody({ id: a.id, quantity: 1 }, { id: a.id, quantity: 1 }),
        null,
        ORDER_DUPLICATE_PRODUCT_MESSAGE,
      ],
      [
        'a control character in a note',
        () => placeBody({ id: a.id, quantity: 2, productNote: 'ring the bell\u0000' }),
        null,
        CONTROL_CHARACTERS_MESSAGE,
      ],
    ]
    it.each(refusals)('400 for %s', async (_what, body, key, message) => {
      const before = await c.snapshot()
      const response = await place(c.app, shopper.token, body(), key === null ? newIdempotencyKey() : key)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message })
      expect(await c.snapshot()).toEqual(before)
    })

    it.each([0, -1, 1.5, CART_QUANTITY_MAX + 1])('400 for a quantity of %s', async (quantity) => {
      const before = await c.snapshot()
      const response = await place(
        c.app,
        shopper.token,
        placeBody({ id: a.id, quantity }),
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(400)
      expect(await c.snapshot()).toEqual(before)
    })

    it('401 without a token', async () => {
      const before = await c.snapshot()
      const response = await place(
        c.app,
        undefined,
        placeBody({ id: a.id, quantity: 2 }),
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(401)
      expect(await c.snapshot()).toEqual(before)
    })

    it('409 for an unknown product', async () => {
      const before = await c.snapshot()
      const response = await place(c.app, shopper.token, placeBody('no-such-product'), newIdempotencyKey())
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: ORDER_PRODUCT_UNAVAILABLE_MESSAGE })
      expect(await c.snapshot()).toEqual(before)
    })

    it('409 when the request is not the cart (another quantity, or a product not in it)', async () => {
      const other = await fresh()
      const before = await c.snapshot()
      for (const body of [
        placeBody({ id: a.id, quantity: 1 }),
        placeBody({ id: a.id, quantity: 2 }, other.id),
      ]) {
        const response = await place(c.app, shopper.token, body, newIdempotencyKey())
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ message: NOT_IN_CART_AT_ORDER_MESSAGE })
      }
      expect(await c.snapshot()).toEqual(before)
    })

    it('409 naming the product when its stock ran short, and nothing of the other products is taken', async () => {
      const scarce = await fresh({ stock: 1 })
      const plenty = await fresh()
      const buyer = await withCart([
        [scarce, 2],
        [plenty, 1],
      ])
      const before = await c.snapshot()
      const response = await place(
        c.app,
        buyer.token,
        placeBody({ id: scarce.id, quantity: 2 }, plenty.id),
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: outOfStockAtOrderMessage(scarce.name, 1) })
      expect(await c.snapshot()).toEqual(before)

      await c.setProduct(scarce.id, { stock: 0 })
      const none = await place(
        c.app,
        buyer.token,
        placeBody({ id: scarce.id, quantity: 2 }, plenty.id),
        newIdempotencyKey(),
      )
      expect(none.json()).toEqual({ message: outOfStockAtOrderMessage(scarce.name, 0) })
    })

    it('409 above the cart limit (b2cMaxQty), even when the cart line says so', async () => {
      const limited = await fresh({ b2cMaxQty: 3 })
      const buyer = await withCart([[limited, 4]])
      const before = await c.snapshot()
      const response = await place(
        c.app,
        buyer.token,
        placeBody({ id: limited.id, quantity: 4 }),
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: orderLimitMessage(limited.name, 3) })
      expect(await c.snapshot()).toEqual(before)
    })

    it('409 for Cash on Delivery of a product its seller ships only prepaid', async () => {
      const prepaidOnly = await fresh({ cashOnDelivery: false })
      const buyer = await withCart([[prepaidOnly, 1]])
      const before = await c.snapshot()
      const response = await place(c.app, buyer.token, placeBody(prepaidOnly.id), newIdempotencyKey())
      expect(response.statusCode).toBe(409)
      expect(await c.snapshot()).toEqual(before)
      const online = await place(
        c.app,
        buyer.token,
        { ...placeBody(prepaidOnly.id), paymentMode: PREPAID },
        newIdempotencyKey(),
      )
      expect(online.statusCode).toBe(200)
    })
  })

  describe('coins', () => {
    it('redeems coins within the range: the ledger says so and the balance drops', async () => {
      const a = await fresh({ offerPricePaise: 50_000 })
      const shopper = await withCart([[a, 2]], { coins: 500 })
      // 10% of ₹1,000 is ₹100: 1,000 coins of 10 paise; the balance (500) is the limit.
      const response = await place(
        c.app,
        shopper.token,
        { ...placeBody({ id: a.id, quantity: 2 }), creditCoins: 500 },
        newIdempotencyKey(),
      )
      expect(response.statusCode).toBe(200)
      const answer = response.json<PlaceOrderAnswer>()
      expect(answer).toMatchObject({ itemsTotal: 1000, coinDiscount: 50, total: 950 })
      expect(await c.coinsOf(shopper.id)).toBe(0)
      const ledger = await c.rows<{ delta: number; reason: string; parent_order_id: string }>(
        sql`select delta, reason, parent_order_id from coin_ledger where user_id = ${shopper.id} order by id`,
      )
      expect(ledger).toEqual([
        { delta: 500, reason: 'earned', parent_order_id: null },
        { delta: -500, reason: 'redeemed', parent_order_id: answer.orderId },
      ])
      expect(await parentOf(answer.orderId)).toMatchObject({
        credit_coins: 500,
        coin_discount_paise: 500 * COIN_VALUE_PAISE,
      })
    })

    it('409 when the coins are more than the balance or the share coins may pay', async () => {
      const a = await fresh({ offerPricePaise: 10_000 })
      const rich = await withCart([[a, 1]], { coins: 5_000 })
      const poor = await withCart([[a, 1]], { coins: 3 })
      const before = await c.snapshot()
      // 10% of ₹100 is ₹10: at most 100 coins, whatever the balance.
      const overShare = await place(
        c.app,
        rich.token,
        { ...placeBody(a.id), creditCoins: 101 },
        newIdempotencyKey(),
      )
      expect(overShare.statusCode).toBe(409)
      expect(overShare.json()).toEqual({ message: COINS_CHANGED_MESSAGE })
      const overBalance = await place(
        c.app,
        poor.token,
        { ...placeBody(a.id), creditCoins: 4 },
        newIdempotencyKey(),
      )
      expect(overBalance.statusCode).toBe(409)
      expect(overBalance.json()).toEqual({ message: COINS_CHANGED_MESSAGE })
      expect(await c.snapshot()).toEqual(before)
      expect(await c.coinsOf(poor.id)).toBe(3)
      expect(await c.coinsOf(rich.id)).toBe(5_000)
    })
  })

  describe('the confirmation on its own (as the payment confirmation calls it)', () => {
    const logger = () => {
      const logged: string[] = []
      const log = {
        error: (_: unknown, message: string) => logged.push(message),
        warn: (_: unknown, message: string) => logged.push(message),
      }
      return { logged, log: log as unknown as Parameters<typeof sendOrderConfirmation>[0]['log'] }
    }

    it('reads the checkout and sends both messages; a failing transport is logged, not thrown', async () => {
      const a = await fresh()
      const shopper = await c.newShopper()
      const placed = await place(
        c.app,
        shopper.token,
        { ...placeBody(a.id), paymentMode: PREPAID },
        newIdempotencyKey(),
        'singleProductPlaceOrder',
      )
      const { orderId } = placed.json<PlaceOrderAnswer>()
      const sent: Array<{ channel: string; to: string; subject?: string; body: string }> = []
      const { logged, log } = logger()
      await sendOrderConfirmation(
        {
          db: c.db,
          messages: {
            name: 'test',
            isOutbox: false,
            send: async (m) => {
              sent.push(m)
            },
          },
          log,
        },
        orderId,
      )
      expect(sent.map((m) => [m.channel, m.to])).toEqual([
        ['email', shopper.email],
        ['sms', `+91${shopper.phone}`],
      ])
      expect(sent[0]?.body).toContain('Paid online')
      expect(logged).toEqual([])

      const failing = logger()
      await expect(
        sendOrderConfirmation(
          {
            db: c.db,
            messages: {
              name: 'down',
              isOutbox: false,
              send: async () => {
                throw new Error('smtp down')
              },
            },
            log: failing.log,
          },
          orderId,
        ),
      ).resolves.toBeUndefined()
      expect(failing.logged).toEqual([
        'sending the order confirmation failed',
        'sending the order confirmation failed',
      ])

      const unknown = logger()
      await expect(
        sendOrderConfirmation(
          { db: c.db, messages: { name: 'x', isOutbox: false, send: async () => {} }, log: unknown.log },
          'nope',
        ),
      ).resolves.toBeUndefined()
      expect(unknown.logged).toEqual(['no checkout to confirm'])
    })
  })

  it('answers each shopper’s own checkout: another shopper’s cart is not read', async () => {
    const a = await fresh()
    const owner = await withCart([[a, 1]])
    const stranger = await c.newShopper()
    const response = await place(c.app, stranger.token, placeBody(a.id), newIdempotencyKey())
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: NOT_IN_CART_AT_ORDER_MESSAGE })
    expect(await c.cartOf(owner.id)).toEqual([{ product_id: a.id, quantity: 1 }])
  })
})
