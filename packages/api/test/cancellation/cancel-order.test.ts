// Cancelling items of an order (docs/product.md, "Cancellation"): only the owner, only while the order is
// at most shipped, only items of that order not cancelled yet; the stock, the coins' share and a prepaid
// order's money come back once, in one transaction; the order is Cancelled once no item is left.
import {
  type CancelOrderAnswer,
  ITEM_ALREADY_CANCELLED_MESSAGE,
  ITEM_NOT_IN_ORDER_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderCancellationAnswer,
  SELECT_CANCELLATION_REASON_MESSAGE,
  SELECT_ITEMS_TO_CANCEL_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTargets } from '../db/targets.ts'
import type { Shopper } from '../payments/fixture.ts'
import { type Bought, type CancellationTestApp, makeCancellationTestApp } from './fixture.ts'

let t: CancellationTestApp
let shopper: Shopper
let stranger: Shopper
let three: Bought[]

beforeAll(async () => {
  t = await makeCancellationTestApp()
  three = await t.sellerProducts(3)
}, 180_000)
afterAll(async () => {
  await t?.close()
})

const ids = (lines: Bought[]) => lines.map((line) => line.id)
const reason = 'changed-mind'

describe('order-cancellation', () => {
  beforeAll(async () => {
    shopper = await t.newShopper({ phone: '9876500001' })
    stranger = await t.newShopper()
  })

  it("answers the owner's order with its items, unit prices and the refund methods of a paid order", async () => {
    const { orderId } = await t.prepaidOrder(shopper, three.slice(0, 2))
    const answer = await t.details(shopper.token, orderId)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    const body = answer.json<OrderCancellationAnswer>()
    expect(body).toMatchObject({ orderId, status: 0, cancellable: true, paymentMode: 'Pre-paid' })
    expect(body.refundMethods).toEqual(['original', 'wallet'])
    const listed = [...body.items].sort((a, b) => (a.productId < b.productId ? -1 : 1))
    expect(listed.map((item) => [item.productId, item.price, item.cancelled])).toEqual(
      three.slice(0, 2).map((line) => [line.id, line.pricePaise / 100, false]),
    )
  })

  it('offers no refund method for cash on delivery: nothing was paid', async () => {
    const { orderId } = await t.codOrder(shopper, three.slice(2, 3))
    const body = (await t.details(shopper.token, orderId)).json<OrderCancellationAnswer>()
    expect(body.paymentMode).toBe('COD')
    expect(body.refundMethods).toEqual([])
  })

  it("answers another shopper's order exactly as an unknown one, and 401 without a session", async () => {
    const { orderId } = await t.codOrder(shopper, three.slice(0, 1))
    const theirs = await t.details(stranger.token, orderId)
    const unknown = await t.details(stranger.token, 'NoSuchOrder000000001')
    expect(theirs.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    expect(theirs.body).toBe(unknown.body)
    expect((await t.details(undefined, orderId)).statusCode).toBe(401)
  })
})

describe('cancel-order refuses and changes nothing', () => {
  let orderId: string
  let before: Awaited<ReturnType<CancellationTestApp['holdings']>>

  beforeAll(async () => {
    shopper = await t.newShopper()
    stranger = await t.newShopper()
    ;({ orderId } = await t.prepaidOrder(shopper, three.slice(0, 2)))
    before = await t.holdings(shopper.id, orderId, ids(three))
  })

  const unchanged = async () => expect(await t.holdings(shopper.id, orderId, ids(three))).toEqual(before)

  it('without a reason', async () => {
    const answer = await t.cancel(shopper.token, { orderId, productIds: [three[0]?.id] })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ message: SELECT_CANCELLATION_REASON_MESSAGE })
    const unknownReason = await t.cancel(shopper.token, {
      orderId,
      productIds: [three[0]?.id],
      cancellationReason: 'because',
    })
    expect(unknownReason.json()).toEqual({ message: SELECT_CANCELLATION_REASON_MESSAGE })
    await unchanged()
  })

  it('without an item', async () => {
    const answer = await t.cancel(shopper.token, { orderId, productIds: [], cancellationReason: reason })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ message: SELECT_ITEMS_TO_CANCEL_MESSAGE })
    await unchanged()
  })

  it('naming an item of another order, even next to one of this order', async () => {
    const answer = await t.cancel(shopper.token, {
      orderId,
      productIds: [three[0]?.id, three[2]?.id],
      cancellationReason: reason,
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ message: ITEM_NOT_IN_ORDER_MESSAGE })
    await unchanged()
  })

  it('naming the same item twice, or with control characters', async () => {
    const twice = await t.cancel(shopper.token, {
      orderId,
      productIds: [three[0]?.id, three[0]?.id],
      cancellationReason: reason,
    })
    expect(twice.statusCode).toBe(400)
    const hostile = await t.cancel(shopper.token, {
      orderId: `${orderId}\u0000`,
      productIds: [three[0]?.id],
      cancellationReason: reason,
    })
    expect(hostile.statusCode).toBe(400)
    await unchanged()
  })

  it("for another shopper's order, answered as an unknown one", async () => {
    const answer = await t.cancel(stranger.token, {
      orderId,
      productIds: [three[0]?.id],
      cancellationReason: reason,
      refundMethod: 'wallet',
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    expect(
      (await t.cancel(undefined, { orderId, productIds: [three[0]?.id], cancellationReason: reason }))
        .statusCode,
    ).toBe(401)
    await unchanged()
  })

  it('once the order is out for delivery', async () => {
    await t.database.db.execute(sql`update orders set status = 2 where id = ${orderId}`)
    const answer = await t.cancel(shopper.token, {
      orderId,
      productIds: [three[0]?.id],
      cancellationReason: reason,
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({ message: ORDER_NOT_CANCELLABLE_MESSAGE })
    await t.database.db.execute(sql`update orders set status = 0 where id = ${orderId}`)
    await unchanged()
  })
})

describe('cancel-order gives back', () => {
  it('a prepaid order to the wallet, item by item: stock, the coin share and the money, summing to what was paid', async () => {
    const buyer = await t.newShopper({ coins: 5_000 })
    const lines = three
    const itemsTotal = lines.reduce((sum, line) => sum + line.pricePaise, 0)
    const coins = Math.min(5_000, Math.floor(Math.floor(itemsTotal / 10) / 10))
    const { orderId } = await t.prepaidOrder(buyer, lines, coins)
    const placed = await t.holdings(buyer.id, orderId, ids(lines))
    expect(placed.coins).toBe(5_000 - coins)

    // The first item: its stock back, floor(its share of the coins), its value less its coin discount.
    const first = await t.cancel(buyer.token, {
      orderId,
      productIds: [lines[0]?.id],
      cancellationReason: 'better-price',
      refundMethod: 'wallet',
    })
    expect(first.statusCode, first.body).toBe(200)
    const firstAnswer = first.json<CancelOrderAnswer>()
    const firstPrice = lines[0]?.pricePaise ?? 0
    const firstCoins = Math.floor((coins * firstPrice) / itemsTotal)
    const firstRefund = firstPrice - Math.floor((coins * 10 * firstPrice) / itemsTotal)
    expect(firstAnswer).toEqual({
      success: true,
      message: ORDER_CANCELLED_MESSAGE,
      refund: { amount: firstRefund / 100, coins: firstCoins, method: 'wallet', refundId: null },
      status: 0,
    })
    const afterFirst = await t.holdings(buyer.id, orderId, ids(lines))
    expect(afterFirst.stock[lines[0]?.id ?? '']).toBe((placed.stock[lines[0]?.id ?? ''] ?? 0) + 1)
    expect(afterFirst.stock[lines[1]?.id ?? '']).toBe(placed.stock[lines[1]?.id ?? ''])
    expect(afterFirst.coins).toBe(placed.coins + firstCoins)
    expect(afterFirst.walletPaise).toBe(placed.walletPaise + firstRefund)
    expect(afterFirst.orderStatus).toBe(0)
    expect(afterFirst.items.map((item) => item.status)).toEqual([4, 0, 0])

    // The rest: the order is Cancelled, every coin redeemed is back and the wallet holds what was paid.
    const rest = await t.cancel(buyer.token, {
      orderId,
      productIds: [lines[2]?.id, lines[1]?.id],
      cancellationReason: 'other',
      refundMethod: 'wallet',
    })
    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json<CancelOrderAnswer>().status).toBe(4)
    const end = await t.holdings(buyer.id, orderId, ids(lines))
    expect(end.coins).toBe(5_000)
    expect(end.walletPaise).toBe(itemsTotal - coins * 10)
    expect(end.orderStatus).toBe(4)
    expect(end.items.every((item) => item.status === 4 && item.cancellationId !== null)).toBe(true)
    for (const line of lines) expect(end.stock[line.id]).toBe((placed.stock[line.id] ?? 0) + 1)
    // The balances are the sums of their ledgers.
    expect(end.coinLedgerSum).toBe(end.coins)
    expect(end.walletLedgerSum).toBe(end.walletPaise)
    const refunded = await t.rows<{ reason: string; delta: number; order_id: string | null }>(
      sql`select reason, delta, order_id from coin_ledger where user_id = ${buyer.id} and reason = 'refunded'`,
    )
    expect(refunded.every((row) => row.order_id === orderId)).toBe(true)

    // The history keeps who cancelled what; the item keeps the reason in the shopper's words.
    const history = await t.rows<{ status: number; actor: string; changed_by: string; note: string }>(
      sql`select status, actor, changed_by, note from order_status_history where order_id = ${orderId} order by id`,
    )
    expect(history.map((row) => [Number(row.status), row.actor, row.changed_by])).toEqual([
      [0, 'shopper', buyer.id],
      [4, 'shopper', buyer.id],
    ])
    expect(history[0]?.note).toContain('Found better price elsewhere')
    const [item] = await t.rows<{ cancellation_reason: string }>(
      sql`select cancellation_reason from order_items where order_id = ${orderId} and product_id = ${lines[0]?.id}`,
    )
    expect(item?.cancellation_reason).toBe('Found better price elsewhere')

    // Asked again, the same cancellation is refused and refunds nothing more.
    const again = await t.cancel(buyer.token, {
      orderId,
      productIds: [lines[0]?.id],
      cancellationReason: 'better-price',
      refundMethod: 'wallet',
    })
    expect(again.statusCode).toBe(409)
    expect(await t.holdings(buyer.id, orderId, ids(lines))).toEqual(end)
  })

  it('a prepaid refund to the original payment through the gateway, keeping its refund id', async () => {
    const buyer = await t.newShopper()
    const { orderId, parentOrderId } = await t.prepaidOrder(buyer, three.slice(0, 2))
    const answer = await t.cancel(buyer.token, {
      orderId,
      productIds: [three[1]?.id],
      cancellationReason: 'wrong-product',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const { refund } = answer.json<CancelOrderAnswer>()
    expect(refund.method).toBe('original')
    expect(refund.amount).toBe((three[1]?.pricePaise ?? 0) / 100)
    expect(refund.refundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/)
    const [kept] = await t.rows<{ gateway_refund_id: string; refund_paise: number; refund_method: string }>(
      sql`select gateway_refund_id, refund_paise, refund_method from cancellations where order_id = ${orderId}`,
    )
    expect(kept).toEqual({
      gateway_refund_id: refund.refundId,
      refund_paise: three[1]?.pricePaise,
      refund_method: 'original',
    })
    const [gateway] = await t.rows<{ payment_id: string; amount_paise: number }>(
      sql`select payment_id, amount_paise from simulated_refunds where id = ${refund.refundId}`,
    )
    const [parent] = await t.rows<{ payment_id: string }>(
      sql`select payment_id from parent_orders where id = ${parentOrderId}`,
    )
    expect(gateway).toEqual({ payment_id: parent?.payment_id, amount_paise: three[1]?.pricePaise })
    // Nothing reached the wallet.
    expect((await t.holdings(buyer.id, orderId, [])).walletPaise).toBe(0)
  })

  it('a cash-on-delivery order: its stock, no money; and the shopper is told by SMS', async () => {
    const buyer = await t.newShopper({ phone: '9876500077' })
    const { orderId } = await t.codOrder(buyer, three.slice(0, 1))
    const before = await t.holdings(buyer.id, orderId, ids(three))
    const answer = await t.cancel(buyer.token, {
      orderId,
      productIds: [three[0]?.id],
      cancellationReason: 'delivery-too-long',
      refundMethod: 'wallet',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<CancelOrderAnswer>()).toMatchObject({
      refund: { amount: 0, coins: 0, refundId: null },
      status: 4,
    })
    const after = await t.holdings(buyer.id, orderId, ids(three))
    expect(after.walletPaise).toBe(0)
    expect(after.stock[three[0]?.id ?? '']).toBe((before.stock[three[0]?.id ?? ''] ?? 0) + 1)
    await t.app.cancellationNoticesSent()
    const sms = t.messages.to('+919876500077').filter((message) => message.body.includes('cancelled'))
    expect(sms).toHaveLength(1)
    expect(sms[0]?.body).toContain(orderId)
  })
})

// PGlite serves one connection at a time, so only PostgreSQL really races the two cancellations.
describe.each(testTargets)('two cancellations of the same item at once, on $name', ({ name }) => {
  let raced: CancellationTestApp
  let items: Bought[]
  beforeAll(async () => {
    raced = await makeCancellationTestApp(name)
    items = await raced.sellerProducts(2)
  }, 180_000)
  afterAll(async () => {
    await raced?.close()
  })

  it('one succeeds, the other is refused, and the money comes back once', async () => {
    const buyer = await raced.newShopper()
    const { orderId } = await raced.prepaidOrder(buyer, items)
    const body = { orderId, productIds: [items[0]?.id], cancellationReason: reason, refundMethod: 'wallet' }
    const answers = await Promise.all([raced.cancel(buyer.token, body), raced.cancel(buyer.token, body)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: ITEM_ALREADY_CANCELLED_MESSAGE,
    })
    const after = await raced.holdings(buyer.id, orderId, [])
    expect(after.walletPaise).toBe(items[0]?.pricePaise)
    expect(after.walletLedgerSum).toBe(after.walletPaise)
    expect(after.cancellations).toBe(1)
  })
})
