import {
  atMostCharactersMessage,
  CONTROL_CHARACTERS_MESSAGE,
  CUSTOMER_NOTES_MAX,
  CUSTOMER_NOTES_SAVED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDERED_PRODUCT_NOT_FOUND_MESSAGE,
  type OrderSummaryAnswer,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { makeSummaryTestApp, type ProductRow, type SummaryTestApp } from './summary-fixture.ts'

const DEMO_CHECKOUTS = [
  'DemoParentOrder00001',
  'DemoParentOrder00002',
  'DemoParentOrder00003',
  'DemoParentOrder00004',
]

const seconds = (at: string | Date) => Math.floor(new Date(at).getTime() / 1000)

describe.each(testTargets)('the order summary and customer notes on $name', ({ name }) => {
  let s: SummaryTestApp
  let catalogue: ProductRow[]

  const summary = (token: string | undefined, parentOrderId: string) =>
    s.call('orderSummary', token, { path: `/get-order-summery/${parentOrderId}` })
  const summaryOk = async (token: string, parentOrderId: string) => {
    const response = await summary(token, parentOrderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<OrderSummaryAnswer>()
  }
  const setNote = (token: string | undefined, body: unknown) => s.call('updateCustomerNotes', token, { body })
  const notesOf = (orderId: string) =>
    s.rows<{ product_id: string; customer_notes: string }>(
      sql`select product_id, customer_notes from order_items where order_id = ${orderId} order by product_id`,
    )
  /** Two products of one seller and one of another. */
  function threeProducts(): [ProductRow, ProductRow, ProductRow] {
    for (const first of catalogue) {
      const second = catalogue.find((p) => p.seller_id === first.seller_id && p.id !== first.id)
      const other = catalogue.find((p) => p.seller_id !== first.seller_id)
      if (second && other) return [first, second, other]
    }
    throw new Error('no seller with two products')
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'OrderSummary')
    catalogue = await s.products()
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('refuses every call without a session (401)', async () => {
    const read = await summary(undefined, DEMO_CHECKOUTS[0] as string)
    const note = await setNote(undefined, {
      orderId: 'DemoOrder000011',
      orderedProductId: 'x',
      customerNotes: 'hi',
    })
    for (const response of [read, note]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
  })

  it("reads the demo shopper's seeded checkouts with the stored amounts", async () => {
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    for (const id of DEMO_CHECKOUTS) {
      const answer = await summaryOk(token, id)
      const [parent] = await s.rows<{ items_total_paise: number; payment_mode: string; created_at: string }>(
        sql`select items_total_paise, payment_mode, created_at::text from parent_orders where id = ${id}`,
      )
      const orderRows = await s.rows<{
        id: string
        seller_id: string
        status: number
        order_amount_paise: number
        order_date: string
        expected_delivery_date: string
        delivered_date: string | null
      }>(
        sql`select id, seller_id, status, order_amount_paise, order_date::text, expected_delivery_date::text,
                   delivered_date::text
            from orders where parent_order_id = ${id} order by id`,
      )
      const items = await s.rows<{
        order_id: string
        product_id: string
        unit_price_paise: number
        mrp_paise: number
        quantity: number
      }>(
        sql`select i.order_id, i.product_id, i.unit_price_paise, i.mrp_paise, i.quantity
            from order_items i join orders o on o.id = i.order_id where o.parent_order_id = ${id}`,
      )
      expect(parent, id).toBeDefined()
      const itemsPaise = items.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0)
      const savingsPaise = items.reduce(
        (sum, item) => sum + Math.max(0, item.mrp_paise - item.unit_price_paise) * item.quantity,
        0,
      )
      expect(itemsPaise, id).toBe(parent?.items_total_paise)
      expect(answer, id).toMatchObject({
        parentOrderId: id,
        state: 'placed',
        paymentMode: parent?.payment_mode,
        orderDate: { _seconds: seconds(parent?.created_at ?? '') },
        itemsTotal: itemsPaise / 100,
        creditCoins: 0,
        coinDiscount: 0,
        total: itemsPaise / 100,
        savings: savingsPaise / 100,
        payBy: null,
        shipTo: { name: DEMO_SHOPPER.name, phoneNumber: DEMO_SHOPPER.phone, pincode: '400053' },
      })
      expect(answer.orders.map((order) => order.id)).toEqual(orderRows.map((order) => order.id))
      for (const [index, order] of answer.orders.entries()) {
        const row = orderRows[index]
        expect(order).toMatchObject({
          orderId: row?.id,
          parentOrderId: id,
          status: row?.status,
          coinValue: 0.1,
          sellerDetails: { sellerId: row?.seller_id },
          product: { orderAmount: (row?.order_amount_paise ?? 0) / 100 },
          orderDate: { _seconds: seconds(row?.order_date ?? '') },
          expectedDeliveryDate: { _seconds: seconds(row?.expected_delivery_date ?? '') },
          deliveredDate: row?.delivered_date ? { _seconds: seconds(row.delivered_date) } : null,
        })
        const mine = items.filter((item) => item.order_id === row?.id)
        expect(order.product.items.map((item) => item.productId).sort()).toEqual(
          mine.map((item) => item.product_id).sort(),
        )
        // Each seller's order amount is the sum of its items' productPrice.
        const sum = order.product.items.reduce(
          (total, item) => total + Math.round(item.productPrice * 100),
          0,
        )
        expect(sum).toBe(row?.order_amount_paise)
      }
    }
  })

  it('prices each item at what was paid: productPrice = unit × quantity, savings from the MRP of then, coins off', async () => {
    const shopper = await s.newShopper()
    const [a, b, other] = threeProducts()
    const placed = await s.placeCheckout(
      shopper.id,
      [
        { productId: a.id, quantity: 3, unitPricePaise: 12_345, mrpPaise: 15_000 },
        { productId: b.id, quantity: 1, unitPricePaise: 999, mrpPaise: 999 },
        // An MRP below the price paid counts as no saving.
        { productId: other.id, quantity: 2, unitPricePaise: 50_050, mrpPaise: 40_000 },
      ],
      { creditCoins: 150, coinValuePaise: 20, paymentMode: 'Pre-paid' },
    )
    const answer = await summaryOk(shopper.token, placed.id)
    const itemsPaise = 12_345 * 3 + 999 + 50_050 * 2
    expect(answer).toMatchObject({
      state: 'placed',
      paymentMode: 'Pre-paid',
      itemsTotal: itemsPaise / 100,
      creditCoins: 150,
      coinDiscount: 30,
      total: (itemsPaise - 3000) / 100,
      savings: ((15_000 - 12_345) * 3) / 100,
      payBy: null,
      shipTo: { landMark: null, pincode: '560001' },
    })
    expect(answer.orders).toHaveLength(2)
    const first = answer.orders.find((order) => order.sellerDetails.sellerId === a.seller_id)
    expect(first).toMatchObject({
      coinValue: 0.2,
      creditCoins: 150,
      product: { orderAmount: (12_345 * 3 + 999) / 100 },
    })
    expect(first?.product.items.find((item) => item.productId === a.id)).toMatchObject({
      productName: a.name,
      productPrice: (12_345 * 3) / 100,
      quantity: 3,
      productDetails: { price: 150, offerPrice: 123.45 },
      productNote: 'note 1',
      customerNotes: '',
      cancel: null,
      sellerDetails: {
        storedetails: { storename: a.store_name?.trim() ? a.store_name : 'Store Name Unavailable' },
      },
    })
    const last = answer.orders.find((order) => order.sellerDetails.sellerId === other.seller_id)
    expect(last?.product.items[0]?.productDetails).toEqual({ price: 500.5, offerPrice: 500.5 })
  })

  it('reads a checkout waiting for its payment with its pay-by time, and a released one as released', async () => {
    const shopper = await s.newShopper()
    const [product] = catalogue
    if (!product) throw new Error('no product')
    const payBy = new Date(s.c.t.clock.now().getTime() + 15 * 60_000)
    const pending = await s.placeCheckout(shopper.id, [{ productId: product.id, quantity: 1 }], {
      state: 'pending_payment',
      payBy,
      paymentMode: 'Pre-paid',
    })
    expect(await summaryOk(shopper.token, pending.id)).toMatchObject({
      state: 'pending_payment',
      payBy: { _seconds: seconds(payBy) },
    })
    const released = await s.placeCheckout(shopper.id, [{ productId: product.id, quantity: 1 }], {
      state: 'released',
      payBy,
      paymentMode: 'Pre-paid',
    })
    expect(await summaryOk(shopper.token, released.id)).toMatchObject({ state: 'released', payBy: null })
  })

  it("answers another shopper's checkout exactly as an unknown one (404)", async () => {
    const owner = await s.newShopper()
    const stranger = await s.newShopper()
    const [product] = catalogue
    if (!product) throw new Error('no product')
    const placed = await s.placeCheckout(owner.id, [{ productId: product.id, quantity: 1 }])
    for (const id of [
      placed.id,
      'DemoParentOrder00001',
      'NoSuchParentOrder001',
      placed.orderIds[0] as string,
    ]) {
      const response = await summary(stranger.token, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
  })

  it('refuses a malformed order id (400)', async () => {
    const shopper = await s.newShopper()
    const cases: Array<[string, string]> = [
      ['abc%01', CONTROL_CHARACTERS_MESSAGE],
      ['x'.repeat(65), atMostCharactersMessage(64)],
    ]
    for (const [id, message] of cases) {
      const response = await summary(shopper.token, id)
      expect(response.statusCode, id).toBe(400)
      expect(response.json()).toEqual({ message })
    }
  })

  it("sets the owner's note on one ordered product and nothing else", async () => {
    const shopper = await s.newShopper()
    const [a, b] = threeProducts()
    const placed = await s.placeCheckout(shopper.id, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 2 },
    ])
    const orderId = placed.orderIds[0] as string
    const response = await setNote(shopper.token, {
      orderId,
      orderedProductId: a.id,
      customerNotes: '  Please leave it with the neighbour.  ',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.json()).toEqual({ message: CUSTOMER_NOTES_SAVED_MESSAGE })
    expect(await notesOf(orderId)).toEqual(
      [
        { product_id: a.id, customer_notes: 'Please leave it with the neighbour.' },
        { product_id: b.id, customer_notes: '' },
      ].sort((x, y) => (x.product_id < y.product_id ? -1 : 1)),
    )
    const answer = await summaryOk(shopper.token, placed.id)
    expect(answer.orders[0]?.product.items.find((item) => item.productId === a.id)?.customerNotes).toBe(
      'Please leave it with the neighbour.',
    )
    // An empty note clears it.
    await setNote(shopper.token, { orderId, orderedProductId: a.id, customerNotes: '' })
    expect((await notesOf(orderId)).find((row) => row.product_id === a.id)?.customer_notes).toBe('')
  })

  it("refuses a note on another shopper's order or on a product not in the order (404), changing nothing", async () => {
    const owner = await s.newShopper()
    const stranger = await s.newShopper()
    const [a, , other] = threeProducts()
    const placed = await s.placeCheckout(owner.id, [{ productId: a.id, quantity: 1 }])
    const orderId = placed.orderIds[0] as string
    await setNote(owner.token, { orderId, orderedProductId: a.id, customerNotes: 'mine' })
    const before = await notesOf(orderId)

    const cases: Array<[string, object, string]> = [
      [
        stranger.token,
        { orderId, orderedProductId: a.id, customerNotes: 'not yours' },
        ORDER_NOT_FOUND_MESSAGE,
      ],
      [
        owner.token,
        { orderId: placed.id, orderedProductId: a.id, customerNotes: 'x' },
        ORDER_NOT_FOUND_MESSAGE,
      ],
      [
        owner.token,
        { orderId: 'NoSuchOrder', orderedProductId: a.id, customerNotes: 'x' },
        ORDER_NOT_FOUND_MESSAGE,
      ],
      [
        owner.token,
        { orderId, orderedProductId: other.id, customerNotes: 'x' },
        ORDERED_PRODUCT_NOT_FOUND_MESSAGE,
      ],
    ]
    for (const [token, body, message] of cases) {
      const response = await setNote(token, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(404)
      expect(response.json()).toEqual({ message })
    }
    expect(await notesOf(orderId)).toEqual(before)
  })

  it('refuses a malformed note (400) with the contract messages, changing nothing', async () => {
    const shopper = await s.newShopper()
    const [a] = threeProducts()
    const placed = await s.placeCheckout(shopper.id, [{ productId: a.id, quantity: 1 }])
    const orderId = placed.orderIds[0] as string
    const before = await notesOf(orderId)
    const cases: Array<[object, string]> = [
      [
        { orderId, orderedProductId: a.id, customerNotes: 'x'.repeat(CUSTOMER_NOTES_MAX + 1) },
        atMostCharactersMessage(CUSTOMER_NOTES_MAX),
      ],
      [{ orderId, orderedProductId: a.id, customerNotes: 'bell\u0007' }, CONTROL_CHARACTERS_MESSAGE],
      [{ orderId, orderedProductId: a.id, customerNotes: 'null\u0000byte' }, CONTROL_CHARACTERS_MESSAGE],
      [
        { orderId: `${orderId}\u0001`, orderedProductId: a.id, customerNotes: 'x' },
        CONTROL_CHARACTERS_MESSAGE,
      ],
      [{ orderId: ' ', orderedProductId: a.id, customerNotes: 'x' }, 'An order id is required.'],
    ]
    for (const [body, message] of cases) {
      const response = await setNote(shopper.token, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toEqual({ message })
    }
    expect(await notesOf(orderId)).toEqual(before)
  })
})
