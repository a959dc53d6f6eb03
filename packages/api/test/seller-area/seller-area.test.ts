import {
  CONTROL_CHARACTERS_MESSAGE,
  DELIVERY_COIN_RUPEES,
  deliveryCoinsFor,
  NOT_SELLER_MEMBER_MESSAGE,
  REFERRAL_REWARD_COINS,
  SELLER_NEXT_STATUS_ONLY_MESSAGE,
  SELLER_ORDER_CLOSED_MESSAGE,
  SELLER_ORDER_NOT_FOUND_MESSAGE,
  type SellerAccountAnswer,
  type SellerOrderAnswer,
  type SellerOrdersAnswer,
  TOKEN_MISSING_MESSAGE,
  TRACKING_NUMBER_INVALID_MESSAGE,
  TRACKING_NUMBER_NOT_NEEDED_MESSAGE,
  TRACKING_NUMBER_REQUIRED_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  makeSummaryTestApp,
  type ProductRow,
  type Shopper,
  type SummaryTestApp,
} from '../checkout/summary-fixture.ts'
import { testTargets } from '../db/targets.ts'

describe.each(testTargets)('the seller area on $name', ({ name }) => {
  let s: SummaryTestApp
  /** Two sellers with at least two products each, and a member of each. */
  let sellerA: { id: string; products: ProductRow[]; member: Shopper }
  let sellerB: { id: string; products: ProductRow[]; member: Shopper }
  let stranger: Shopper

  const path = (orderId: string) => `/seller/orders/${encodeURIComponent(orderId)}`
  const account = (token: string | undefined) => s.call('sellerAccount', token)
  const list = (token: string | undefined, query = '') =>
    s.call('sellerOrders', token, { path: `/seller/orders${query ? `?${query}` : ''}` })
  const one = (token: string | undefined, orderId: string) =>
    s.call('sellerOrder', token, { path: path(orderId) })
  const move = (token: string | undefined, orderId: string, body: unknown) =>
    s.call('sellerOrderStatus', token, { path: `${path(orderId)}/status`, body })
  const moveOk = async (token: string, orderId: string, body: unknown) => {
    const response = await move(token, orderId, body)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<SellerOrderAnswer>()
  }
  const listOk = async (token: string, query = '') => {
    const response = await list(token, query)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<SellerOrdersAnswer>()
  }
  /** Every order id of the seller's list under `query`, across its pages. */
  const everyListed = async (token: string, query = '') => {
    const first = await listOk(token, query)
    const ids = first.orders.map((order) => order.orderId)
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await listOk(token, `${query}${query ? '&' : ''}page=${page}`)
      ids.push(...next.orders.map((order) => order.orderId))
    }
    return ids
  }
  const member = async (sellerId: string) => {
    const shopper = await s.newShopper()
    await s.rows(
      sql`insert into seller_members (user_id, seller_id) values (${shopper.id}, ${sellerId}) returning user_id`,
    )
    return shopper
  }
  const coinsOf = async (userId: string) =>
    (await s.rows<{ coin: number }>(sql`select coin from users where id = ${userId}`))[0]?.coin
  const ledgerOf = (userId: string) =>
    s.rows<{ delta: number; reason: string; order_id: string | null; referred_user_id: string | null }>(
      sql`select delta, reason, order_id, referred_user_id from coin_ledger where user_id = ${userId} order by id`,
    )
  const stored = async (orderId: string) => ({
    order: (
      await s.rows<{ status: number; tracking_number: string | null; delivered: boolean }>(
        sql`select status, tracking_number, delivered_date is not null as delivered from orders where id = ${orderId}`,
      )
    )[0],
    items: await s.rows<{ status: number }>(
      sql`select status from order_items where order_id = ${orderId} order by id`,
    ),
    history: await s.rows<{
      status: number
      actor: string
      changed_by: string | null
      tracking_number: string | null
    }>(
      sql`select status, actor, changed_by, tracking_number from order_status_history where order_id = ${orderId} order by id`,
    ),
  })
  /** A checkout of one product of seller A and one of seller B, by a new shopper: [A's order, B's order]. */
  const mixedCheckout = async (
    shopper?: Shopper,
    options: Parameters<SummaryTestApp['placeCheckout']>[2] = {},
  ) => {
    const buyer = shopper ?? (await s.newShopper())
    const [a, b] = [sellerA.products[0], sellerB.products[0]]
    if (!a || !b) throw new Error('no products')
    const placed = await s.placeCheckout(
      buyer.id,
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      options,
    )
    const [orderA, orderB] = placed.orderIds
    if (!orderA || !orderB) throw new Error('expected two orders')
    return { buyer, orderA, orderB, parent: placed.id }
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'SellerArea')
    const catalogue = await s.products()
    const bySeller = new Map<string, ProductRow[]>()
    for (const product of catalogue)
      bySeller.set(product.seller_id, [...(bySeller.get(product.seller_id) ?? []), product])
    const [first, second] = [...bySeller.entries()].filter(([, products]) => products.length >= 2)
    if (!first || !second) throw new Error('the test catalogue needs two sellers with two products')
    sellerA = { id: first[0], products: first[1], member: await member(first[0]) }
    sellerB = { id: second[0], products: second[1], member: await member(second[0]) }
    stranger = await s.newShopper()
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('answers only a member of a seller: 401 without a session, 403 for any other account', async () => {
    const { orderA } = await mixedCheckout()
    for (const response of [
      await account(undefined),
      await list(undefined),
      await one(undefined, orderA),
      await move(undefined, orderA, { status: 1, trackingNumber: 'AWB123456' }),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
    // The shopper who placed the order is no member either: buying from a seller gives no access.
    for (const token of [stranger.token]) {
      for (const response of [
        await account(token),
        await list(token),
        await one(token, orderA),
        await move(token, orderA, { status: 1, trackingNumber: 'AWB123456' }),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ message: NOT_SELLER_MEMBER_MESSAGE })
      }
    }
    expect((await stored(orderA)).order?.status).toBe(0)
  })

  it("names the member's seller", async () => {
    const response = await account(sellerA.member.token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const [seller] = await s.rows<{ store_name: string | null }>(
      sql`select store_name from sellers where id = ${sellerA.id}`,
    )
    expect(response.json<SellerAccountAnswer>()).toEqual({
      sellerId: sellerA.id,
      storeName: seller?.store_name ?? expect.any(String),
      userName: 'Meera Iyer',
    })
  })

  it("lists the seller's own orders only, newest first, by status, never a checkout still unpaid", async () => {
    const { orderA, orderB } = await mixedCheckout()
    const unpaid = await mixedCheckout(undefined, { state: 'pending_payment', paymentMode: 'Pre-paid' })
    const idsA = await everyListed(sellerA.member.token)
    const idsB = await everyListed(sellerB.member.token)
    expect(idsA).toContain(orderA)
    expect(idsA).not.toContain(orderB)
    expect(idsB).toContain(orderB)
    expect(idsB).not.toContain(orderA)
    expect(idsA).not.toContain(unpaid.orderA)
    const expected = await s.rows<{ id: string }>(
      sql`select o.id from orders o join parent_orders p on p.id = o.parent_order_id
          where o.seller_id = ${sellerA.id} and p.state = 'placed' order by o.order_date desc, o.id desc`,
    )
    expect(idsA).toEqual(expected.map((row) => row.id))

    const first = await listOk(sellerA.member.token)
    const listed = first.orders.find((order) => order.orderId === orderA)
    const product = sellerA.products[0]
    expect(listed).toMatchObject({
      status: 0,
      nextStatus: 1,
      trackingNumber: null,
      paymentMode: 'COD',
      amount: ((product?.offer_price_paise ?? 0) * 2) / 100,
      shipTo: { name: 'Meera Iyer', localArea: 'Shivaji Nagar', state: 'Karnataka', pincode: '560001' },
      items: [
        { productId: product?.id, quantity: 2, price: (product?.offer_price_paise ?? 0) / 100, status: 0 },
      ],
    })
    // The list does not carry the street or the phone: those are on the order's own page.
    expect(JSON.stringify(first)).not.toContain('9876501234')

    await moveOk(sellerA.member.token, orderA, { status: 1, trackingNumber: 'AWB-LIST-1' })
    expect(await everyListed(sellerA.member.token, 'status=1')).toContain(orderA)
    expect(await everyListed(sellerA.member.token, 'status=0')).not.toContain(orderA)
    expect((await list(sellerA.member.token, 'status=7')).statusCode).toBe(400)
    expect((await list(sellerA.member.token, 'page=0')).statusCode).toBe(400)
  })

  it("answers another seller's order exactly as an unknown one", async () => {
    const { orderA, orderB } = await mixedCheckout()
    const theirs = await one(sellerA.member.token, orderB)
    const unknown = await one(sellerA.member.token, 'NoSuchOrder0000')
    expect(theirs.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ message: SELLER_ORDER_NOT_FOUND_MESSAGE })
    expect(theirs.body).toBe(unknown.body)
    const moved = await move(sellerA.member.token, orderB, { status: 1, trackingNumber: 'AWB123456' })
    expect(moved.statusCode).toBe(404)
    expect(moved.body).toBe(unknown.body)
    expect(await stored(orderB)).toMatchObject({ order: { status: 0, tracking_number: null }, history: [] })

    const mine = await one(sellerA.member.token, orderA)
    expect(mine.statusCode).toBe(200)
    expect(mine.json<SellerOrderAnswer>()).toMatchObject({
      orderId: orderA,
      shipTo: { houseName: '12, 2nd Cross, MG Road', landMark: null, phoneNumber: '9876501234' },
      history: [{ status: 0, label: 'Placed', actor: 'shopper' }],
    })
  })

  it('moves an order only to its next status, ships only with a tracking number, and keeps the history', async () => {
    const { orderA } = await mixedCheckout()
    const token = sellerA.member.token
    const refused = async (body: unknown, status: number, message: string) => {
      const response = await move(token, orderA, body)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json()).toEqual({ message })
    }
    await refused({ status: 2 }, 409, SELLER_NEXT_STATUS_ONLY_MESSAGE)
    await refused({ status: 3 }, 409, SELLER_NEXT_STATUS_ONLY_MESSAGE)
    await refused({ status: 1 }, 400, TRACKING_NUMBER_REQUIRED_MESSAGE)
    await refused({ status: 1, trackingNumber: 'AB12' }, 400, TRACKING_NUMBER_INVALID_MESSAGE)
    await refused({ status: 1, trackingNumber: 'AWB 123 456' }, 400, TRACKING_NUMBER_INVALID_MESSAGE)
    await refused({ status: 1, trackingNumber: 'AWB\u0000123456' }, 400, CONTROL_CHARACTERS_MESSAGE)
    expect((await move(token, orderA, { status: 0 })).statusCode).toBe(400)
    expect((await move(token, orderA, { status: '1' })).statusCode).toBe(400)
    expect((await move(token, orderA, { status: 4 })).statusCode).toBe(400)
    expect(await stored(orderA)).toMatchObject({ order: { status: 0, tracking_number: null }, history: [] })

    const shipped = await moveOk(token, orderA, { status: 1, trackingNumber: ' awb-2026-001 ' })
    expect(shipped).toMatchObject({ status: 1, nextStatus: 2, trackingNumber: 'AWB-2026-001' })
    expect(shipped.history).toEqual([
      { status: 0, label: 'Placed', at: shipped.orderDate, actor: 'shopper', trackingNumber: null, note: '' },
      {
        status: 1,
        label: 'Shipped',
        at: expect.any(Object),
        actor: 'seller',
        trackingNumber: 'AWB-2026-001',
        note: '',
      },
    ])
    await refused({ status: 1, trackingNumber: 'AWB-2026-002' }, 409, SELLER_NEXT_STATUS_ONLY_MESSAGE)
    await refused({ status: 2, trackingNumber: 'AWB-2026-002' }, 400, TRACKING_NUMBER_NOT_NEEDED_MESSAGE)

    const out = await moveOk(token, orderA, { status: 2 })
    expect(out).toMatchObject({
      status: 2,
      nextStatus: 3,
      trackingNumber: 'AWB-2026-001',
      deliveredDate: null,
    })
    const delivered = await moveOk(token, orderA, { status: 3 })
    expect(delivered).toMatchObject({ status: 3, nextStatus: null, trackingNumber: 'AWB-2026-001' })
    expect(delivered.deliveredDate).not.toBeNull()
    expect(delivered.history.map((entry) => entry.label)).toEqual([
      'Placed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ])
    await refused({ status: 3 }, 409, SELLER_ORDER_CLOSED_MESSAGE)

    const after = await stored(orderA)
    expect(after.order).toEqual({ status: 3, tracking_number: 'AWB-2026-001', delivered: true })
    expect(after.items.every((item) => item.status === 3)).toBe(true)
    expect(after.history).toEqual([
      { status: 1, actor: 'seller', changed_by: sellerA.member.id, tracking_number: 'AWB-2026-001' },
      { status: 2, actor: 'seller', changed_by: sellerA.member.id, tracking_number: null },
      { status: 3, actor: 'seller', changed_by: sellerA.member.id, tracking_number: null },
    ])
  })

  it('credits delivery coins once, for the items not cancelled, and tells the shopper', async () => {
    const product = sellerA.products[0]
    const other = sellerA.products[1]
    if (!product || !other) throw new Error('no products')
    const buyer = await s.newShopper()
    await s.rows(sql`update users set phone = ${'9123456780'}, email = ${`${buyer.id}@example.com`},
                       email_verified = true where id = ${buyer.id} returning id`)
    const placed = await s.placeCheckout(buyer.id, [
      { productId: product.id, quantity: 3, unitPricePaise: 45_050 },
      { productId: other.id, quantity: 1, unitPricePaise: 99_900 },
    ])
    const orderId = placed.orderIds[0] as string
    // The second item was cancelled by the shopper before the order moved on: it earns nothing.
    await s.rows(sql`update order_items set status = 4, cancelled_at = now() where order_id = ${orderId}
                       and product_id = ${other.id} returning id`)
    const token = sellerA.member.token
    await moveOk(token, orderId, { status: 1, trackingNumber: 'COINS-0001' })
    await moveOk(token, orderId, { status: 2 })
    const before = await coinsOf(buyer.id)
    const delivered = await moveOk(token, orderId, { status: 3 })
    const expected = deliveryCoinsFor(3 * 45_050)
    expect(expected).toBe(Math.floor((3 * 45_050) / (DELIVERY_COIN_RUPEES * 100)))
    expect(expected).toBeGreaterThan(0)
    expect(delivered.amount).toBe((3 * 45_050) / 100)
    expect(delivered.items.map((item) => item.status)).toEqual([3, 4])
    expect((await coinsOf(buyer.id)) ?? 0).toBe((before ?? 0) + expected)
    expect(await ledgerOf(buyer.id)).toEqual([
      { delta: expected, reason: 'earned', order_id: orderId, referred_user_id: null },
    ])
    expect((await move(token, orderId, { status: 3 })).statusCode).toBe(409)
    expect(await ledgerOf(buyer.id)).toHaveLength(1)

    await s.c.t.app.sellerStatusMessagesSent()
    const sms = s.c.t.messages.to('+919123456780').map((message) => message.body)
    expect(sms).toHaveLength(3)
    expect(sms[0]).toContain('Shipped')
    expect(sms[0]).toContain('COINS-0001')
    expect(sms[2]).toContain(`${expected} coins`)
    const mail = s.c.t.messages.to(`${buyer.id}@example.com`)
    expect(mail.map((message) => message.subject)).toEqual([
      `Your Haat order ${orderId}: Shipped`,
      `Your Haat order ${orderId}: Out for Delivery`,
      `Your Haat order ${orderId}: Delivered`,
    ])
  })

  it('refuses to move a cancelled or fully cancelled order, and credits nothing below a coin', async () => {
    const cancelled = await mixedCheckout()
    await s.rows(sql`update orders set status = 4 where id = ${cancelled.orderA} returning id`)
    await s.rows(sql`update order_items set status = 4 where order_id = ${cancelled.orderA} returning id`)
    const response = await move(sellerA.member.token, cancelled.orderA, {
      status: 1,
      trackingNumber: 'AWB123456',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: SELLER_ORDER_CLOSED_MESSAGE })

    const allItemsGone = await mixedCheckout()
    await s.rows(sql`update order_items set status = 4 where order_id = ${allItemsGone.orderA} returning id`)
    expect(
      (await move(sellerA.member.token, allItemsGone.orderA, { status: 1, trackingNumber: 'AWB123456' }))
        .statusCode,
    ).toBe(409)
    expect((await stored(allItemsGone.orderA)).history).toEqual([])

    const product = sellerA.products[0] as ProductRow
    const buyer = await s.newShopper()
    const cheap = await s.placeCheckout(buyer.id, [
      { productId: product.id, quantity: 1, unitPricePaise: 9_999 },
    ])
    const orderId = cheap.orderIds[0] as string
    await moveOk(sellerA.member.token, orderId, { status: 1, trackingNumber: 'CHEAP-001' })
    await moveOk(sellerA.member.token, orderId, { status: 2 })
    await moveOk(sellerA.member.token, orderId, { status: 3 })
    expect(await ledgerOf(buyer.id)).toEqual([])
  })

  it("rewards the referrer once, on the friend's first delivered order only", async () => {
    const referrer = await s.newShopper()
    const [code] = await s.rows<{ referral_code: string }>(
      sql`select referral_code from users where id = ${referrer.id}`,
    )
    const friend = await s.newShopper()
    await s.rows(
      sql`update users set referred_by = ${code?.referral_code} where id = ${friend.id} returning id`,
    )
    const first = await mixedCheckout(friend)
    const second = await mixedCheckout(friend)
    const deliver = async (token: string, orderId: string) => {
      await moveOk(token, orderId, { status: 1, trackingNumber: 'REFER-0001' })
      await moveOk(token, orderId, { status: 2 })
      await moveOk(token, orderId, { status: 3 })
    }
    const before = (await coinsOf(referrer.id)) ?? 0
    await deliver(sellerB.member.token, first.orderB)
    expect(await coinsOf(referrer.id)).toBe(before + REFERRAL_REWARD_COINS)
    // The friend's later deliveries, of this checkout's other order or of another checkout, earn no more.
    await deliver(sellerA.member.token, first.orderA)
    await deliver(sellerA.member.token, second.orderA)
    expect(await coinsOf(referrer.id)).toBe(before + REFERRAL_REWARD_COINS)
    expect(await ledgerOf(referrer.id)).toEqual([
      { delta: REFERRAL_REWARD_COINS, reason: 'referral', order_id: null, referred_user_id: friend.id },
    ])

    // A code that is nobody's, or the shopper's own, rewards no one.
    const own = await s.newShopper()
    await s.rows(sql`update users set referred_by = referral_code where id = ${own.id} returning id`)
    const ownOrder = await mixedCheckout(own)
    await deliver(sellerA.member.token, ownOrder.orderA)
    expect((await ledgerOf(own.id)).filter((entry) => entry.reason === 'referral')).toEqual([])
  })

  it("rewards the referrer once when two sellers deliver the friend's first orders at the same time", async () => {
    const referrer = await s.newShopper()
    const friend = await s.newShopper()
    await s.rows(sql`update users set referred_by = (select referral_code from users where id = ${referrer.id})
                       where id = ${friend.id} returning id`)
    const { orderA, orderB } = await mixedCheckout(friend)
    for (const [token, orderId] of [
      [sellerA.member.token, orderA],
      [sellerB.member.token, orderB],
    ] as const) {
      await moveOk(token, orderId, { status: 1, trackingNumber: 'TWINS-0001' })
      await moveOk(token, orderId, { status: 2 })
    }
    const answers = await Promise.all([
      move(sellerA.member.token, orderA, { status: 3 }),
      move(sellerB.member.token, orderB, { status: 3 }),
    ])
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200])
    expect((await ledgerOf(referrer.id)).filter((entry) => entry.reason === 'referral')).toHaveLength(1)
    expect((await ledgerOf(friend.id)).filter((entry) => entry.reason === 'earned')).toHaveLength(2)
  })

  it('credits a delivery once when two members deliver the same order at the same time', async () => {
    const second = await member(sellerA.id)
    const { buyer, orderA } = await mixedCheckout()
    await moveOk(sellerA.member.token, orderA, { status: 1, trackingNumber: 'RACE-0001' })
    await moveOk(second.token, orderA, { status: 2 })
    const answers = await Promise.all([
      move(sellerA.member.token, orderA, { status: 3 }),
      move(second.token, orderA, { status: 3 }),
    ])
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const earned = (await ledgerOf(buyer.id)).filter((entry) => entry.reason === 'earned')
    expect(earned).toHaveLength(1)
    expect((await stored(orderA)).history.filter((entry) => entry.status === 3)).toHaveLength(1)
  })
})
