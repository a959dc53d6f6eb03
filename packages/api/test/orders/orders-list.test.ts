import {
  atMostCharactersMessage,
  CANCELLATION_REASON_LABELS,
  CONTROL_CHARACTERS_MESSAGE,
  isCancellable,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_SEARCH_MAX,
  ORDER_STATUS_FILTER_MESSAGE,
  ORDERS_PAGE_SIZE,
  type OrderDetailsAnswer,
  type OrderSummaryAnswer,
  type OrdersAnswer,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoTrackingNumber, ensureDemoOrderHistory } from '../../src/db/seed/demo-order-history.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { ensureDemoShopperOrders } from '../../src/db/seed/orders.ts'
import { createSession } from '../../src/identity/session.ts'
import { recordStatusChange } from '../../src/orders/history.ts'
import { containsPattern } from '../../src/orders/list.ts'
import { makeSummaryTestApp, type ProductRow, type SummaryTestApp } from '../checkout/summary-fixture.ts'
import { testTargets } from '../db/targets.ts'

const DAY_MS = 86_400_000
const seconds = (at: string | Date) => Math.floor(new Date(at).getTime() / 1000)

describe('containsPattern', () => {
  it('takes %, _ and \\ literally and matches anywhere', () => {
    expect(containsPattern('atta')).toBe('%atta%')
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe.each(testTargets)('the order list and an order page on $name', ({ name }) => {
  let s: SummaryTestApp
  let catalogue: ProductRow[]

  const list = (token: string | undefined, query = '') =>
    s.call('orders', token, { path: `/get-orders${query ? `?${query}` : ''}` })
  const listOk = async (token: string, query = '') => {
    const response = await list(token, query)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<OrdersAnswer>()
  }
  const details = (token: string | undefined, orderId: string) =>
    s.call('orderDetails', token, { path: `/order-inner-details/${encodeURIComponent(orderId)}` })
  const detailsOk = async (token: string, orderId: string) => {
    const response = await details(token, orderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<OrderDetailsAnswer>()
  }
  /** Every page of the list under `query`, in order. */
  const everyPage = async (token: string, query = '') => {
    const first = await listOk(token, query)
    const pages = [first]
    for (let page = 2; page <= first.pageCount; page++) {
      pages.push(await listOk(token, `${query}${query ? '&' : ''}page=${page}`))
    }
    return pages.flatMap((answer) => answer.orders)
  }
  /** The shopper's orders of placed checkouts as the tables hold them, newest first. */
  const storedOrders = (userId: string) =>
    s.rows<{ id: string; status: number; order_date: string }>(
      sql`select o.id, o.status, o.order_date::text from orders o join parent_orders p on p.id = o.parent_order_id
          where o.user_id = ${userId} and p.state = 'placed' order by o.order_date desc, o.id desc`,
    )
  const product = (index: number) => {
    const row = catalogue[index % catalogue.length]
    if (!row) throw new Error('no product')
    return row
  }
  const placedDaysAgo = (days: number) => new Date(s.c.t.clock.now().getTime() - days * DAY_MS)

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'OrderList')
    catalogue = await s.products()
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('refuses both calls without a session (401)', async () => {
    for (const response of [await list(undefined), await details(undefined, 'DemoOrder000011')]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
  })

  it('refuses a malformed query (400) with the contract messages', async () => {
    const shopper = await s.newShopper()
    const cases: Array<[string, string]> = [
      ['period=3m', 'The period is all, 6m, 1y or 2y.'],
      ['period=', 'The period is all, 6m, 1y or 2y.'],
      ['page=0', 'The page is a whole number from 1.'],
      ['page=-1', 'The page is a whole number from 1.'],
      ['page=1.5', 'The page is a whole number from 1.'],
      ['page=two', 'The page is a whole number from 1.'],
      ['page=10001', 'The page is a whole number from 1.'],
      [`search=${'a'.repeat(ORDER_SEARCH_MAX + 1)}`, atMostCharactersMessage(ORDER_SEARCH_MAX)],
      ['search=atta%00', CONTROL_CHARACTERS_MESSAGE],
      ['search=at%0Ata', CONTROL_CHARACTERS_MESSAGE],
      ['status=5', ORDER_STATUS_FILTER_MESSAGE],
      ['status=-1', ORDER_STATUS_FILTER_MESSAGE],
      ['status=1.5', ORDER_STATUS_FILTER_MESSAGE],
      ['status=shipped', ORDER_STATUS_FILTER_MESSAGE],
    ]
    for (const [query, message] of cases) {
      const response = await list(shopper.token, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toEqual({ message })
    }
    // The longest search, and a blank one (every order), are fine.
    expect((await list(shopper.token, `search=${'a'.repeat(ORDER_SEARCH_MAX)}`)).statusCode).toBe(200)
    expect(await listOk(shopper.token, 'search=%20%20')).toEqual({
      orders: [],
      page: 1,
      pageCount: 0,
      total: 0,
    })
    const tooLong = await details(shopper.token, 'x'.repeat(65))
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toEqual({ message: atMostCharactersMessage(64) })
  })

  it('answers a shopper without orders an empty first page', async () => {
    const shopper = await s.newShopper()
    expect(await listOk(shopper.token)).toEqual({ orders: [], page: 1, pageCount: 0, total: 0 })
  })

  it("lists the demo shopper's seeded orders, newest first, in every status from 0 to 4", async () => {
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    const stored = await storedOrders(DEMO_SHOPPER.id)
    const listed = await everyPage(token)
    expect(listed.map((order) => order.id)).toEqual(stored.map((order) => order.id))
    expect(new Set(listed.map((order) => order.status))).toEqual(new Set([0, 1, 2, 3, 4]))
    for (const [index, order] of listed.entries()) {
      expect(order.orderDate._seconds).toBe(seconds(stored[index]?.order_date ?? ''))
      expect(order.product.items.length).toBeGreaterThan(0)
    }
    const cancelled = listed.filter((order) => order.status === 4)
    expect(cancelled.length).toBeGreaterThan(0)
    for (const order of cancelled) {
      expect(order.cancelledOrders.sort()).toEqual(order.product.items.map((item) => item.productId).sort())
      for (const item of order.product.items) {
        expect(item.status).toBe(4)
        expect(item.cancel?.cancellationReason).toBeTruthy()
        expect(item.cancel?.cancellationDate._seconds).toBeGreaterThan(order.orderDate._seconds)
      }
    }
    // Each order is the order summary's order of its checkout, exactly.
    const shipped = listed.find((order) => order.status === 1)
    const summary = await s.call('orderSummary', token, {
      path: `/get-order-summery/${shipped?.parentOrderId}`,
    })
    const fromSummary = summary.json<OrderSummaryAnswer>().orders.find((order) => order.id === shipped?.id)
    expect(shipped).toEqual(fromSummary)
  })

  it('lists only placed checkouts: one waiting for its payment or released is not an order', async () => {
    const shopper = await s.newShopper()
    const placed = await s.placeCheckout(shopper.id, [{ productId: product(0).id, quantity: 1 }], {
      placedAt: placedDaysAgo(3),
    })
    const pending = await s.placeCheckout(shopper.id, [{ productId: product(1).id, quantity: 1 }], {
      state: 'pending_payment',
      paymentMode: 'Pre-paid',
      placedAt: placedDaysAgo(1),
    })
    const released = await s.placeCheckout(shopper.id, [{ productId: product(2).id, quantity: 1 }], {
      state: 'released',
      paymentMode: 'Pre-paid',
      placedAt: placedDaysAgo(2),
    })
    const answer = await listOk(shopper.token)
    expect(answer.total).toBe(placed.orderIds.length)
    expect(answer.orders.map((order) => order.id)).toEqual(placed.orderIds)
    expect(answer.orders.every((order) => order.parentOrderId === placed.id)).toBe(true)
    for (const orderId of [...pending.orderIds, ...released.orderIds]) {
      const response = await details(shopper.token, orderId)
      expect(response.statusCode, orderId).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
    // Paid at last: the same checkout becomes an order in the list.
    await s.c.t.database.db.execute(
      sql`update parent_orders set state = 'placed', pay_by = null where id = ${pending.id}`,
    )
    expect((await listOk(shopper.token)).orders.map((order) => order.parentOrderId)).toContain(pending.id)
  })

  it("answers another shopper's order, or an unknown one, 404 as the same refusal", async () => {
    const owner = await s.newShopper()
    const stranger = await s.newShopper()
    const checkout = await s.placeCheckout(owner.id, [{ productId: product(3).id, quantity: 2 }])
    const orderId = checkout.orderIds[0] as string
    expect((await detailsOk(owner.token, orderId)).id).toBe(orderId)
    for (const [token, id] of [
      [stranger.token, orderId],
      [owner.token, 'NoSuchOrder0000000001'],
      [owner.token, checkout.id], // a checkout's id is not an order's
    ] as const) {
      const response = await details(token, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
    expect((await listOk(stranger.token)).total).toBe(0)
  })

  it("filters by period, counted back from the server's clock", async () => {
    const shopper = await s.newShopper()
    const ages = [10, 170, 185, 350, 365, 690, 730]
    const byAge = new Map<number, string>()
    for (const [index, days] of ages.entries()) {
      const checkout = await s.placeCheckout(
        shopper.id,
        [{ productId: product(10 + index).id, quantity: 1 }],
        {
          placedAt: placedDaysAgo(days),
        },
      )
      byAge.set(days, checkout.orderIds[0] as string)
    }
    const idsOf = async (token: string, period: string) =>
      (await everyPage(token, `period=${period}`)).map((order) => order.id)
    const expected = (maxDays: number, shift = 0) =>
      ages.filter((days) => days + shift <= maxDays).map((days) => byAge.get(days))
    expect(await idsOf(shopper.token, 'all')).toEqual(expected(Number.POSITIVE_INFINITY))
    expect(await idsOf(shopper.token, '6m')).toEqual(expected(180))
    expect(await idsOf(shopper.token, '1y')).toEqual(expected(360))
    expect(await idsOf(shopper.token, '2y')).toEqual(expected(720))
    expect((await listOk(shopper.token, 'period=6m')).total).toBe(2)

    // Twenty days on, the 170-day-old order has left the last six months, and so on.
    const clock = s.c.t.clock
    const before = clock.now()
    try {
      clock.advance(20 * DAY_MS)
      const { token } = await createSession(s.c.t.database.db, shopper.id, clock)
      expect(await idsOf(token, '6m')).toEqual(expected(180, 20))
      expect(await idsOf(token, '1y')).toEqual(expected(360, 20))
      expect(await idsOf(token, '2y')).toEqual(expected(720, 20))
      expect(await idsOf(token, 'all')).toHaveLength(ages.length)
    } finally {
      clock.set(before)
    }
  })

  it("searches the items' product names, case-insensitively, with % and _ taken literally", async () => {
    const shopper = await s.newShopper()
    const [a, b, c] = [product(20), product(21), product(22)]
    const both = await s.placeCheckout(
      shopper.id,
      [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ],
      { placedAt: placedDaysAgo(5) },
    )
    const other = await s.placeCheckout(shopper.id, [{ productId: c.id, quantity: 1 }], {
      placedAt: placedDaysAgo(4),
    })
    // A name written as placing wrote it, with letters a pattern would treat as wildcards.
    const odd = await s.placeCheckout(shopper.id, [{ productId: product(23).id, quantity: 1 }], {
      placedAt: placedDaysAgo(3),
    })
    const oddOrder = odd.orderIds[0] as string
    await s.c.t.database.db.execute(
      sql`update order_items set product_name = 'Festive 50% Off_Pack' where order_id = ${oddOrder}`,
    )
    const search = async (text: string) =>
      (await everyPage(shopper.token, `search=${encodeURIComponent(text)}`)).map((order) => order.id)

    // A word from the middle of a name, shouted: the order holding it (every item of it listed).
    const word = (name: string) => name.split(/\s+/).find((part) => part.length >= 4) ?? name
    const fragment = word(c.name).slice(1).toUpperCase()
    const found = await everyPage(shopper.token, `search=${encodeURIComponent(`  ${fragment}  `)}`)
    expect(found.map((order) => order.id)).toContain(other.orderIds[0])
    for (const order of found) {
      expect(order.product.items.some((item) => item.productName.toUpperCase().includes(fragment))).toBe(true)
    }
    // The whole name of an item of a two-seller checkout finds that seller's order.
    const aOrder = (await listOk(shopper.token)).orders.find((order) =>
      order.product.items.some((item) => item.productId === a.id),
    )
    expect(await search(a.name)).toEqual([aOrder?.id])
    expect(aOrder?.parentOrderId).toBe(both.id)

    expect(await search('50% off_')).toEqual([oddOrder])
    expect(await search('%')).toEqual([oddOrder])
    expect(await search('_')).toEqual([oddOrder])
    expect(await search('50_ Off')).toEqual([])
    expect(await search('\\')).toEqual([])
    expect(await search('no product is called this')).toEqual([])
    const answer = await listOk(shopper.token, 'search=zzzz-nothing')
    expect(answer).toEqual({ orders: [], page: 1, pageCount: 0, total: 0 })
  })

  it('pages by ORDERS_PAGE_SIZE, newest first; a page past the end is empty with the real count', async () => {
    const shopper = await s.newShopper()
    const checkouts = ORDERS_PAGE_SIZE * 2 + 3
    for (let i = 0; i < checkouts; i++) {
      // Two checkouts at each moment: orders of the same moment come by id, descending.
      await s.placeCheckout(shopper.id, [{ productId: product(30 + i).id, quantity: 1 }], {
        placedAt: placedDaysAgo(Math.floor(i / 2) + 1),
      })
    }
    const stored = await storedOrders(shopper.id)
    const total = stored.length
    const pageCount = Math.ceil(total / ORDERS_PAGE_SIZE)
    expect(pageCount).toBeGreaterThanOrEqual(3)
    const seen: string[] = []
    for (let page = 1; page <= pageCount; page++) {
      const answer = await listOk(shopper.token, `page=${page}`)
      expect(answer).toMatchObject({ page, pageCount, total })
      const expectedLength = page < pageCount ? ORDERS_PAGE_SIZE : total - ORDERS_PAGE_SIZE * (pageCount - 1)
      expect(answer.orders).toHaveLength(expectedLength)
      seen.push(...answer.orders.map((order) => order.id))
    }
    expect(seen).toEqual(stored.map((order) => order.id))
    const dates = seen.map((id) => stored.find((order) => order.id === id)?.order_date ?? '')
    expect([...dates].sort().reverse()).toEqual(dates.map((date) => date))
    expect(await listOk(shopper.token, `page=${pageCount + 1}`)).toEqual({
      orders: [],
      page: pageCount + 1,
      pageCount,
      total,
    })
    expect(await listOk(shopper.token, 'page=10000')).toMatchObject({ orders: [], pageCount, total })
  })

  it("answers an order's page with its savings, whether it may be cancelled and its checkout's totals", async () => {
    const shopper = await s.newShopper()
    const [first, second, other] = twoSellers()
    const checkout = await s.placeCheckout(
      shopper.id,
      [
        { productId: first.id, quantity: 2, unitPricePaise: 12_345, mrpPaise: 20_000 },
        { productId: second.id, quantity: 1, unitPricePaise: 5_000, mrpPaise: 4_000 },
        { productId: other.id, quantity: 3, unitPricePaise: 999, mrpPaise: 1_999 },
      ],
      { creditCoins: 120, coinValuePaise: 10, paymentMode: 'Pre-paid' },
    )
    const [parent] = await s.rows<{ items_total_paise: number; coin_discount_paise: number }>(
      sql`select items_total_paise, coin_discount_paise from parent_orders where id = ${checkout.id}`,
    )
    const summary = (
      await s.call('orderSummary', shopper.token, { path: `/get-order-summery/${checkout.id}` })
    ).json<OrderSummaryAnswer>()
    expect(checkout.orderIds).toHaveLength(2)
    let savedPaise = 0
    for (const orderId of checkout.orderIds) {
      const items = await s.rows<{ unit_price_paise: number; mrp_paise: number; quantity: number }>(
        sql`select unit_price_paise, mrp_paise, quantity from order_items where order_id = ${orderId}`,
      )
      const savingsPaise = items.reduce(
        (sum, item) => sum + Math.max(0, item.mrp_paise - item.unit_price_paise) * item.quantity,
        0,
      )
      savedPaise += savingsPaise
      const answer = await detailsOk(shopper.token, orderId)
      const {
        cancellable,
        savings,
        checkout: totals,
        trackingNumber,
        history,
        cancellations,
        ...order
      } = answer
      expect(order).toEqual(summary.orders.find((summaryOrder) => summaryOrder.id === orderId))
      // Just placed: no tracking number, no cancellation, and a history of its placing alone.
      expect(trackingNumber).toBeNull()
      expect(cancellations).toEqual([])
      expect(history).toEqual([
        { status: 0, label: 'Placed', at: order.orderDate, actor: 'shopper', trackingNumber: null, note: '' },
      ])
      expect(savings).toBe(savingsPaise / 100)
      expect(cancellable).toBe(true)
      expect(totals).toEqual({
        itemsTotal: (parent?.items_total_paise ?? 0) / 100,
        coinDiscount: (parent?.coin_discount_paise ?? 0) / 100,
        total: ((parent?.items_total_paise ?? 0) - (parent?.coin_discount_paise ?? 0)) / 100,
        orders: 2,
      })
    }
    // 2 × (200 − 123.45) + 0 (an MRP below the price saves nothing) + 3 × (19.99 − 9.99)
    expect(savedPaise).toBe(2 * 7_655 + 3 * 1_000)
    expect(summary.savings).toBe(savedPaise / 100)
    expect(summary.itemsTotal).toBe((2 * 12_345 + 5_000 + 3 * 999) / 100)
    expect(summary.coinDiscount).toBe(12)

    // Cancellable while Processing or Shipped, not after.
    const orderId = checkout.orderIds[0] as string
    for (const status of [0, 1, 2, 3, 4]) {
      await s.c.t.database.db.execute(sql`update orders set status = ${status} where id = ${orderId}`)
      const answer = await detailsOk(shopper.token, orderId)
      expect(answer.status).toBe(status)
      expect(answer.cancellable, String(status)).toBe(isCancellable(status))
      expect(answer.cancellable).toBe(status <= 1)
    }
  })

  it('keeps only the orders of one status when asked, newest first (the latest delivered order first)', async () => {
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    const stored = await storedOrders(DEMO_SHOPPER.id)
    for (const status of [0, 1, 2, 3, 4]) {
      const wanted = stored.filter((row) => row.status === status).map((row) => row.id)
      const listed = await everyPage(token, `status=${status}`)
      expect(
        listed.map((order) => order.id),
        String(status),
      ).toEqual(wanted)
      expect(listed.every((order) => order.status === status)).toBe(true)
    }
    expect(stored.filter((row) => row.status === 3).length).toBeGreaterThan(1)
    // With the other filters: a search no delivered order matches finds none.
    expect((await listOk(token, 'status=3&search=zzzz-none')).total).toBe(0)
  })

  it("answers an order's tracking number, its history oldest first and its cancellations with their refunds", async () => {
    const db = s.c.t.database.db
    const shopper = await s.newShopper()
    const [first, second, other] = twoSellers()
    const placedAt = placedDaysAgo(4)
    const checkout = await s.placeCheckout(
      shopper.id,
      [
        { productId: first.id, quantity: 1, unitPricePaise: 10_000 },
        { productId: second.id, quantity: 2, unitPricePaise: 2_550 },
        { productId: other.id, quantity: 1, unitPricePaise: 4_000 },
      ],
      { paymentMode: 'Pre-paid', placedAt },
    )
    const orderId = checkout.orderIds[0] as string
    const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS)
    // Written out of order on purpose: the answer sorts by time, then by the order they were written in.
    await recordStatusChange(db, { orderId, status: 2, actor: 'seller', at: at(2), note: 'Left the hub' })
    await recordStatusChange(db, {
      orderId,
      status: 1,
      actor: 'seller',
      trackingNumber: 'TRK-123456',
      at: at(1),
    })
    await recordStatusChange(db, { orderId, status: 3, actor: 'system', at: at(3) })
    await db.execute(sql`update orders set status = 3, tracking_number = 'TRK-123456' where id = ${orderId}`)
    // Two cancellations of this order's items (one to the wallet, one back to the payment) and one of
    // another order, which this page must not show.
    const itemIds = await s.rows<{ id: number; product_id: string }>(
      sql`select id, product_id from order_items where order_id = ${orderId} order by id`,
    )
    expect(itemIds).toHaveLength(2)
    await db.execute(sql`insert into cancellations
      (id, order_id, user_id, reason, refund_method, refund_paise, coins_returned, gateway_refund_id, created_at)
      values ('CancelLater0001', ${orderId}, ${shopper.id}, 'changed-mind', 'original', 5100, 3, 'rfnd_TestRefund01', ${at(1.5).toISOString()}),
             ('CancelEarly0001', ${orderId}, ${shopper.id}, 'wrong-product', 'wallet', 10000, 0, null, ${at(0.5).toISOString()})`)
    await db.execute(
      sql`update order_items set cancellation_id = 'CancelEarly0001' where id = ${itemIds[0]?.id ?? 0}`,
    )
    await db.execute(
      sql`update order_items set cancellation_id = 'CancelLater0001' where id = ${itemIds[1]?.id ?? 0}`,
    )
    const otherOrderId = checkout.orderIds[1] as string
    await db.execute(sql`insert into cancellations (id, order_id, user_id, reason, refund_method, refund_paise)
      values ('CancelOther0001', ${otherOrderId}, ${shopper.id}, 'Other', 'wallet', 4000)`)
    await recordStatusChange(db, { orderId: otherOrderId, status: 4, actor: 'shopper' })

    const answer = await detailsOk(shopper.token, orderId)
    expect(answer.trackingNumber).toBe('TRK-123456')
    const ts = (date: Date) => ({
      _seconds: seconds(date),
      _nanoseconds: (date.getTime() % 1000) * 1_000_000,
    })
    expect(answer.history).toEqual([
      { status: 0, label: 'Placed', at: answer.orderDate, actor: 'shopper', trackingNumber: null, note: '' },
      { status: 1, label: 'Shipped', at: ts(at(1)), actor: 'seller', trackingNumber: 'TRK-123456', note: '' },
      {
        status: 2,
        label: 'Out for Delivery',
        at: ts(at(2)),
        actor: 'seller',
        trackingNumber: null,
        note: 'Left the hub',
      },
      { status: 3, label: 'Delivered', at: ts(at(3)), actor: 'system', trackingNumber: null, note: '' },
    ])
    expect(answer.history[0]?.at._seconds).toBe(seconds(placedAt))
    expect(answer.cancellations).toEqual([
      {
        at: ts(at(0.5)),
        reason: CANCELLATION_REASON_LABELS['wrong-product'],
        refundMethod: 'wallet',
        refund: 100,
        coins: 0,
        refundId: null,
        productIds: [itemIds[0]?.product_id],
      },
      {
        at: ts(at(1.5)),
        reason: CANCELLATION_REASON_LABELS['changed-mind'],
        refundMethod: 'original',
        refund: 51,
        coins: 3,
        refundId: 'rfnd_TestRefund01',
        productIds: [itemIds[1]?.product_id],
      },
    ])
    // The other order has its own, and another shopper sees neither.
    const otherAnswer = await detailsOk(shopper.token, otherOrderId)
    expect(otherAnswer.trackingNumber).toBeNull()
    expect(otherAnswer.cancellations.map((entry) => entry.refund)).toEqual([40])
    expect(otherAnswer.cancellations[0]?.productIds).toEqual([])
    // A stored reason that is not one of the contract's values reads as written.
    expect(otherAnswer.cancellations[0]?.reason).toBe('Other')
    expect(otherAnswer.history.map((entry) => [entry.status, entry.actor])).toEqual([
      [0, 'shopper'],
      [4, 'shopper'],
    ])
    const stranger = await s.newShopper()
    const refused = await details(stranger.token, orderId)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
  })

  it("answers the demo shopper's seeded order pages, cancelled and out for delivery alike", async () => {
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    const stored = await storedOrders(DEMO_SHOPPER.id)
    for (const row of stored) {
      const answer = await detailsOk(token, row.id)
      expect(answer.status).toBe(row.status)
      expect(answer.cancellable).toBe(row.status <= 1)
      expect(answer.checkout.total).toBe(answer.checkout.itemsTotal - answer.checkout.coinDiscount)
      // Its history reads as its tracker: placed, then the seller's steps up to its status (shipped with
      // the tracking number the order keeps), or the shopper's cancelling; in time order, before now.
      const shippedOrLater = row.status >= 1 && row.status <= 3
      const wanted =
        row.status === 4
          ? [
              [0, 'shopper'],
              [4, 'shopper'],
            ]
          : [[0, 'shopper'], ...[1, 2, 3].filter((status) => status <= row.status).map((s) => [s, 'seller'])]
      expect(
        answer.history.map((step) => [step.status, step.actor]),
        row.id,
      ).toEqual(wanted)
      expect(answer.trackingNumber).toBe(shippedOrLater ? demoTrackingNumber(row.id) : null)
      expect(answer.history.find((step) => step.status === 1)?.trackingNumber ?? null).toBe(
        answer.trackingNumber,
      )
      const times = answer.history.map((step) => step.at._seconds)
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThanOrEqual(seconds(s.c.t.clock.now()))
      if (row.status === 3) expect(times.at(-1)).toBe(answer.deliveredDate?._seconds)
    }
    expect(new Set(stored.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4]))
    // A second start writes no second history.
    const count = async () =>
      (await s.rows<{ n: number }>(sql`select count(*)::int as n from order_status_history`))[0]?.n
    const before = await count()
    await s.c.t.database.db.transaction((tx) => ensureDemoOrderHistory(tx, { now: s.c.t.clock.now() }))
    expect(await count()).toBe(before)
  })

  it('adds the later demo checkouts once to a data folder seeded with the first four, and none to a shopper of its own', async () => {
    const db = s.c.t.database.db
    const demoRows = () =>
      s.rows<{ id: string; state: string; items: number }>(
        sql`select p.id, p.state, (select count(*)::int from orders o join order_items i on i.order_id = o.id
                                     where o.parent_order_id = p.id) as items
            from parent_orders p where p.user_id = ${DEMO_SHOPPER.id} and p.id like 'DemoParentOrder%' order by p.id`,
      )
    const seeded = await demoRows()
    expect(seeded.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `DemoParentOrder0000${n}`))
    expect(seeded.every((row) => row.state === 'placed' && row.items > 0)).toBe(true)

    // As a data folder seeded before the later three: they come back once, as they were.
    await db.execute(
      sql`delete from parent_orders where id in ('DemoParentOrder00005', 'DemoParentOrder00006', 'DemoParentOrder00007')`,
    )
    expect(await ensureDemoShopperOrders(db, { now: s.c.t.clock.now() })).toEqual({ added: true })
    expect(await demoRows()).toEqual(seeded)
    expect(await ensureDemoShopperOrders(db, { now: s.c.t.clock.now() })).toEqual({ added: false })
    expect(await demoRows()).toEqual(seeded)

    // A demo shopper whose orders are their own (none of the demo's) gets none of them.
    await db.execute(sql`delete from parent_orders where user_id = ${DEMO_SHOPPER.id}`)
    await s.placeCheckout(DEMO_SHOPPER.id, [{ productId: product(40).id, quantity: 1 }])
    expect(await ensureDemoShopperOrders(db, { now: s.c.t.clock.now() })).toEqual({ added: false })
    expect(await demoRows()).toEqual([])
  })

  /** Two products of one seller and one of another. */
  function twoSellers(): [ProductRow, ProductRow, ProductRow] {
    for (const first of catalogue) {
      const second = catalogue.find((p) => p.seller_id === first.seller_id && p.id !== first.id)
      const other = catalogue.find((p) => p.seller_id !== first.seller_id)
      if (second && other) return [first, second, other]
    }
    throw new Error('no seller with two products')
  }
})
