import {
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  PAYMENT_WINDOW_MINUTES,
  type PaymentOrderAnswer,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIMULATED_RAZORPAY_KEYS } from '../../src/config.ts'
import { deleteExpiredKeys } from '../../src/orders/idempotency.ts'
import { releaseExpiredCheckouts, runSweep, startSweep } from '../../src/payments/release.ts'
import { makePaymentsTestApp, type PaymentsTestApp, signedWebhook } from './fixture.ts'

let t: PaymentsTestApp
let ids: string[]
const secret = SIMULATED_RAZORPAY_KEYS.webhookSecret

beforeAll(async () => {
  t = await makePaymentsTestApp()
  ids = (await t.products(4)).map((p) => p.id)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const product = (i: number) => ids[i] as string
const postWebhook = (payload: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/razorpay-webhook', payload, headers })

/** A pending checkout with an open gateway order, and a payment id the gateway could have made. */
async function checkoutWithGatewayOrder(email?: string, coins = 0) {
  const shopper = await t.newShopper({ ...(email ? { email } : {}), coins: coins > 0 ? coins * 2 : 0 })
  const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 1 }], coins)
  const order = (
    await t.call('createPaymentOrder', shopper.token, { parentOrderId })
  ).json<PaymentOrderAnswer>()
  return { shopper, parentOrderId, gatewayOrderId: order.orderId, amount: order.amount }
}

let eventCounter = 0
const newEventId = () => `evt_Test${process.pid}x${++eventCounter}`

describe('the Razorpay webhook', () => {
  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { parentOrderId, gatewayOrderId } = await checkoutWithGatewayOrder()
    const before = await t.facts(parentOrderId)
    const good = signedWebhook(secret, 'payment.captured', {
      id: 'pay_WebhookForged1',
      order_id: gatewayOrderId,
    })
    const { 'x-razorpay-signature': _signature, ...unsigned } = good.headers
    for (const headers of [
      unsigned,
      { ...good.headers, 'x-razorpay-signature': '0'.repeat(64) },
      { ...good.headers, 'x-razorpay-signature': 'short' },
      signedWebhook('another-secret-entirely', 'payment.captured', {
        id: 'pay_WebhookForged1',
        order_id: gatewayOrderId,
      }).headers,
    ]) {
      const answer = await postWebhook(good.payload, { ...headers, 'x-razorpay-event-id': newEventId() })
      expect(answer.statusCode).toBe(400)
    }
    // The signature is over the exact bytes: the same event with one space more is not the signed one.
    const reformatted = await postWebhook(`${good.payload} `, good.headers)
    expect(reformatted.statusCode).toBe(400)
    expect(await t.facts(parentOrderId)).toEqual(before)
    expect(await t.rows(sql`select * from payment_events where event_id like 'pay_WebhookForged1%'`)).toEqual(
      [],
    )
  })

  it('applies the same event once: a redelivery answers duplicate and changes nothing', async () => {
    const { parentOrderId, gatewayOrderId } = await checkoutWithGatewayOrder('hook@example.in', 3)
    const eventId = newEventId()
    const hook = signedWebhook(
      secret,
      'payment.captured',
      { id: 'pay_WebhookOnce001', order_id: gatewayOrderId },
      eventId,
    )
    const sent = t.messages.to('hook@example.in').length

    const first = await postWebhook(hook.payload, hook.headers)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'applied' })
    const once = await t.facts(parentOrderId)
    expect(once.state).toBe('placed')
    expect(once.paymentId).toBe('pay_WebhookOnce001')
    expect(t.messages.to('hook@example.in').length).toBe(sent + 1)

    const again = await postWebhook(hook.payload, hook.headers)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ status: 'duplicate' })
    expect(await t.facts(parentOrderId)).toEqual(once)
    expect(t.messages.to('hook@example.in').length).toBe(sent + 1)
  })

  it('without an event id header, knows a redelivery by its payment and event', async () => {
    const { parentOrderId, gatewayOrderId } = await checkoutWithGatewayOrder()
    const hook = signedWebhook(secret, 'order.paid', { id: 'pay_WebhookNoId001', order_id: gatewayOrderId })
    expect((await postWebhook(hook.payload, hook.headers)).json()).toEqual({ status: 'applied' })
    const once = await t.facts(parentOrderId)
    expect((await postWebhook(hook.payload, hook.headers)).json()).toEqual({ status: 'duplicate' })
    expect(await t.facts(parentOrderId)).toEqual(once)
  })

  it('webhook first, then verify: both succeed, one effect', async () => {
    const shopper = await t.newShopper({ email: 'both@example.in' })
    await t.putInCart(shopper.id, [{ productId: product(1), quantity: 1 }])
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(1), quantity: 1 }])
    const proof = await t.paySimulated(shopper, parentOrderId)
    const hook = signedWebhook(
      secret,
      'payment.captured',
      { id: proof.razorpay_payment_id, order_id: proof.razorpay_order_id },
      newEventId(),
    )
    expect((await postWebhook(hook.payload, hook.headers)).json()).toEqual({ status: 'applied' })
    const afterHook = await t.facts(parentOrderId)
    expect(afterHook.state).toBe('placed')
    expect(afterHook.cart).toEqual([])
    const sent = t.messages.to('both@example.in').length
    expect(sent).toBe(1)

    const verified = await t.call('verifyPayment', shopper.token, proof)
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ status: 'success', orderId: parentOrderId })
    expect(await t.facts(parentOrderId)).toEqual(afterHook)
    expect(t.messages.to('both@example.in').length).toBe(1)
  })

  it('verify and the webhook at the same moment: both succeed, one effect', async () => {
    const shopper = await t.newShopper({ email: 'race@example.in', coins: 20 })
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(3), quantity: 1 }], 2)
    const proof = await t.paySimulated(shopper, parentOrderId)
    const held = await t.facts(parentOrderId)
    const hook = signedWebhook(
      secret,
      'payment.captured',
      { id: proof.razorpay_payment_id, order_id: proof.razorpay_order_id },
      newEventId(),
    )
    const [verified, delivered] = await Promise.all([
      t.call('verifyPayment', shopper.token, proof),
      postWebhook(hook.payload, hook.headers),
    ])
    expect(verified.statusCode).toBe(200)
    expect(delivered.json()).toEqual({ status: 'applied' })
    const after = await t.facts(parentOrderId)
    expect(after.state).toBe('placed')
    expect(after.stock).toEqual(held.stock)
    expect(after.ledger).toEqual(held.ledger)
    expect(t.messages.to('race@example.in')).toHaveLength(1)
  })

  it('a failed payment marks the gateway order failed and leaves the checkout to pay again', async () => {
    const { shopper, parentOrderId, gatewayOrderId } = await checkoutWithGatewayOrder()
    const failed = signedWebhook(
      secret,
      'payment.failed',
      { id: 'pay_WebhookFailed1', order_id: gatewayOrderId },
      newEventId(),
    )
    expect((await postWebhook(failed.payload, failed.headers)).json()).toEqual({ status: 'applied' })
    const after = await t.facts(parentOrderId)
    expect(after.state).toBe('pending_payment')
    expect(after.paymentOrders).toEqual([{ id: gatewayOrderId, status: 'failed', payment_id: null }])
    // Paying again opens a new gateway order, and that payment confirms the checkout.
    await t.paySimulatedAndVerify(shopper, parentOrderId)
    expect((await t.facts(parentOrderId)).state).toBe('placed')
  })

  it('ignores other events, and refuses a body that is not JSON or too large', async () => {
    const { parentOrderId, gatewayOrderId } = await checkoutWithGatewayOrder()
    const before = await t.facts(parentOrderId)
    const other = signedWebhook(
      secret,
      'refund.created',
      { id: 'pay_WebhookOther01', order_id: gatewayOrderId },
      newEventId(),
    )
    expect((await postWebhook(other.payload, other.headers)).json()).toEqual({ status: 'ignored' })
    const notJson = 'not json at all'
    const garbled = signedWebhook(secret, 'x', { id: 'pay_x', order_id: 'order_x' })
    const refused = await postWebhook(notJson, {
      ...garbled.headers,
      'x-razorpay-signature': (await import('../../src/payments/signature.ts')).webhookSignature(
        secret,
        notJson,
      ),
    })
    expect(refused.statusCode).toBe(400)
    const huge = await postWebhook('x'.repeat(70 * 1024), other.headers)
    expect(huge.statusCode).toBe(413)
    expect(await t.facts(parentOrderId)).toEqual(before)
  })

  it('the simulated gateway delivers its own signed payment.captured webhook after a payment', async () => {
    const shopper = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(2), quantity: 1 }])
    t.config.payments.simulatedWebhookDelayMs = 5
    try {
      const proof = await t.paySimulated(shopper, parentOrderId)
      for (let i = 0; i < 100 && (await t.facts(parentOrderId)).state !== 'placed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const after = await t.facts(parentOrderId)
      expect(after.state).toBe('placed')
      expect(after.paymentId).toBe(proof.razorpay_payment_id)
      const events = await t.rows<{ event: string }>(
        sql`select event from payment_events where event_id like 'evt_%'`,
      )
      expect(events.map((e) => e.event)).toContain('payment.captured')
      // The page's verify comes after and changes nothing more.
      expect((await t.call('verifyPayment', shopper.token, proof)).statusCode).toBe(200)
      expect(await t.facts(parentOrderId)).toEqual(after)
    } finally {
      t.config.payments.simulatedWebhookDelayMs = null
    }
  })
})

describe('releasing unpaid checkouts', () => {
  const pastPayBy = () => t.clock.advance(PAYMENT_WINDOW_MINUTES * 60_000 + 1000)

  it('after pay_by, returns the stock and the coins (ledger "released") and closes the window', async () => {
    const shopper = await t.newShopper({ coins: 40 })
    const [stockBefore] = await t.rows<{ stock: number }>(
      sql`select stock from products where id = ${product(3)}`,
    )
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(3), quantity: 3 }], 4)
    const held = await t.facts(parentOrderId)
    expect(held.stock[product(3)]).toBe((stockBefore?.stock ?? 0) - 3)
    expect(held.coins).toBe(36)

    // Not before pay_by.
    await releaseExpiredCheckouts(t.database.db, t.clock.now())
    expect((await t.facts(parentOrderId)).state).toBe('pending_payment')

    pastPayBy()
    expect(await releaseExpiredCheckouts(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1)
    const released = await t.facts(parentOrderId)
    expect(released.state).toBe('released')
    expect(released.stock[product(3)]).toBe(stockBefore?.stock)
    expect(released.coins).toBe(40)
    expect(released.ledger.at(-1)).toEqual({ delta: 4, reason: 'released' })
    // A second sweep finds nothing more to do.
    await releaseExpiredCheckouts(t.database.db, t.clock.now())
    expect(await t.facts(parentOrderId)).toEqual(released)

    const refused = await t.call('createPaymentOrder', shopper.token, { parentOrderId })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: PAYMENT_WINDOW_CLOSED_MESSAGE })
  })

  it('a payment verified after release takes the stock and coins again when they are still there', async () => {
    const shopper = await t.newShopper({ coins: 30 })
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(1), quantity: 2 }], 3)
    const proof = await t.paySimulated(shopper, parentOrderId)
    const held = await t.facts(parentOrderId)
    pastPayBy()
    await releaseExpiredCheckouts(t.database.db, t.clock.now())
    expect((await t.facts(parentOrderId)).state).toBe('released')

    const late = await t.call('verifyPayment', shopper.token, proof)
    expect(late.statusCode).toBe(200)
    const after = await t.facts(parentOrderId)
    expect(after.state).toBe('placed')
    expect(after.stock).toEqual(held.stock)
    expect(after.coins).toBe(held.coins)
    expect(after.ledger.slice(-2)).toEqual([
      { delta: 3, reason: 'released' },
      { delta: -3, reason: 'redeemed' },
    ])
  })

  it('a payment verified after release answers 409 when the stock is gone, and stays released', async () => {
    const shopper = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(2), quantity: 1 }])
    const proof = await t.paySimulated(shopper, parentOrderId)
    pastPayBy()
    await releaseExpiredCheckouts(t.database.db, t.clock.now())
    const [saved] = await t.rows<{ stock: number }>(sql`select stock from products where id = ${product(2)}`)
    await t.database.db.execute(sql`update products set stock = 0 where id = ${product(2)}`)
    try {
      const before = await t.facts(parentOrderId)
      const errors = vi.spyOn(t.app.log, 'error')
      const late = await t.call('verifyPayment', shopper.token, proof)
      expect(late.statusCode).toBe(409)
      expect(late.json()).toEqual({ message: PAYMENT_WINDOW_CLOSED_MESSAGE })
      // The payment is logged for a refund, with the ids the dashboard finds it by.
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ paymentId: proof.razorpay_payment_id, parentOrderId }),
        expect.stringContaining('REFUND NEEDED'),
      )
      errors.mockRestore()
      expect(await t.facts(parentOrderId)).toEqual(before)
      expect(before.state).toBe('released')
    } finally {
      await t.database.db.execute(
        sql`update products set stock = ${saved?.stock ?? 50} where id = ${product(2)}`,
      )
    }
  })

  it('the sweep timer releases on its own, and stops when told', async () => {
    const shopper = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 1 }])
    pastPayBy()
    const sweep = startSweep({ db: t.database.db, now: () => t.clock.now(), log: t.app.log }, 10)
    try {
      for (let i = 0; i < 200 && (await t.facts(parentOrderId)).state !== 'released'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    } finally {
      await sweep.stop()
    }
    expect((await t.facts(parentOrderId)).state).toBe('released')
  })

  it('the sweep deletes Idempotency-Keys older than 24 hours and keeps newer ones', async () => {
    const shopper = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 1 }])
    const now = t.clock.now().getTime()
    await t.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, route, request_hash, parent_order_id, created_at) values
          (${shopper.id}, 'old-key-0000000000001', 'placeOrder', 'h', ${parentOrderId}, ${new Date(now - 25 * 3_600_000)}),
          (${shopper.id}, 'new-key-0000000000001', 'placeOrder', 'h', ${parentOrderId}, ${new Date(now - 23 * 3_600_000)})`,
    )
    await runSweep(t.database.db, t.clock.now(), t.app.log)
    const keys = await t.rows<{ key: string }>(
      sql`select key from idempotency_keys where user_id = ${shopper.id} and key like '%-key-%'`,
    )
    expect(keys.map((k) => k.key)).toEqual(['new-key-0000000000001'])
    expect(await deleteExpiredKeys(t.database.db, t.clock.now())).toBe(0)
  })
})
