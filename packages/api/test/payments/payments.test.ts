import {
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_PROVIDER_DOWN_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  type PaymentOrderAnswer,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATED_RAZORPAY_KEYS } from '../../src/config.ts'
import { registerErrorHandler } from '../../src/http/errors.ts'
import { type PaymentGateway, PaymentProviderDownError } from '../../src/payments/gateway.ts'
import { registerPaymentRoutes } from '../../src/payments/routes.ts'
import { paymentSignature } from '../../src/payments/signature.ts'
import { makePaymentsTestApp, type PaymentsTestApp } from './fixture.ts'

let t: PaymentsTestApp
let ids: string[]

beforeAll(async () => {
  t = await makePaymentsTestApp()
  ids = (await t.products(4)).map((p) => p.id)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const product = (i: number) => ids[i] as string

describe('create-order', () => {
  it("opens a gateway order for the server's total, whatever the body's amount says", async () => {
    const shopper = await t.newShopper({ coins: 50, email: 'meera@example.in', phone: '9123400017' })
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 2 }], 5)
    const [parent] = await t.rows<{ items: number; coins: number }>(
      sql`select items_total_paise as items, coin_discount_paise as coins from parent_orders where id = ${parentOrderId}`,
    )
    const answer = await t.call('createPaymentOrder', shopper.token, { parentOrderId, amount: 1 })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    const order = answer.json<PaymentOrderAnswer>()
    expect(order.amount).toBe((parent?.items ?? 0) - (parent?.coins ?? 0))
    expect(order.amount).toBeGreaterThan(1)
    expect(order).toMatchObject({
      currency: 'INR',
      provider: 'simulated',
      keyId: SIMULATED_RAZORPAY_KEYS.keyId,
      parentOrderId,
      prefill: { name: 'Meera Iyer', email: 'meera@example.in', contact: '+919123400017' },
    })
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/)

    // Asking again reuses the open gateway order.
    const again = await t.call('createPaymentOrder', shopper.token, { parentOrderId })
    expect(again.json<PaymentOrderAnswer>().orderId).toBe(order.orderId)
    expect((await t.facts(parentOrderId)).paymentOrders).toHaveLength(1)
  })

  it("answers 404 for another shopper's checkout and for an unknown one", async () => {
    const owner = await t.newShopper()
    const stranger = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(owner, [{ productId: product(1), quantity: 1 }])
    for (const [token, id] of [
      [stranger.token, parentOrderId],
      [owner.token, 'NoSuchParentOrder0000'],
    ] as const) {
      const answer = await t.call('createPaymentOrder', token, { parentOrderId: id })
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
    expect((await t.facts(parentOrderId)).paymentOrders).toEqual([])
    expect((await t.call('createPaymentOrder', undefined, { parentOrderId })).statusCode).toBe(401)
  })

  it('refuses a placed checkout, and one whose time to pay has run out', async () => {
    const shopper = await t.newShopper()
    const placed = await t.pendingCheckout(shopper, [{ productId: product(1), quantity: 1 }])
    await t.paySimulatedAndVerify(shopper, placed)
    const refusedPlaced = await t.call('createPaymentOrder', shopper.token, { parentOrderId: placed })
    expect(refusedPlaced.statusCode).toBe(409)
    expect(refusedPlaced.json()).toEqual({ message: ORDER_NOT_AWAITING_PAYMENT_MESSAGE })

    const late = await t.pendingCheckout(shopper, [{ productId: product(2), quantity: 1 }])
    await t.database.db.execute(
      sql`update parent_orders set pay_by = ${new Date(t.clock.now().getTime() - 1000)} where id = ${late}`,
    )
    const refusedLate = await t.call('createPaymentOrder', shopper.token, { parentOrderId: late })
    expect(refusedLate.statusCode).toBe(409)
    expect(refusedLate.json()).toEqual({ message: PAYMENT_WINDOW_CLOSED_MESSAGE })
  })
})

describe('verify-payment', () => {
  it('confirms a valid simulated payment: placed, the cart lines gone, the confirmation sent', async () => {
    const shopper = await t.newShopper({ email: 'paid@example.in' })
    await t.putInCart(shopper.id, [
      { productId: product(0), quantity: 1 },
      { productId: product(3), quantity: 1 },
    ])
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 1 }])
    const before = await t.facts(parentOrderId)
    const proof = await t.paySimulated(shopper, parentOrderId)
    expect(proof.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/)
    expect(proof.razorpay_signature).toBe(
      paymentSignature(SIMULATED_RAZORPAY_KEYS.keySecret, proof.razorpay_order_id, proof.razorpay_payment_id),
    )
    const sentBefore = t.messages.to('paid@example.in').length

    const answer = await t.call('verifyPayment', shopper.token, proof)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.json()).toEqual({
      status: 'success',
      success: true,
      message: PAYMENT_SUCCESS_MESSAGE,
      orderId: parentOrderId,
    })
    const after = await t.facts(parentOrderId)
    expect(after.state).toBe('placed')
    expect(after.paymentId).toBe(proof.razorpay_payment_id)
    expect(after.paymentOrders).toEqual([
      { id: proof.razorpay_order_id, status: 'paid', payment_id: proof.razorpay_payment_id },
    ])
    // Only the ordered product's line leaves the cart; the stock was taken when placed, not again.
    expect(after.cart).toEqual([product(3)])
    expect(after.stock).toEqual(before.stock)
    expect(t.messages.to('paid@example.in').length).toBe(sentBefore + 1)
  })

  it("paying a single product's checkout leaves that product's cart line alone, as cash on delivery does", async () => {
    const shopper = await t.newShopper()
    await t.putInCart(shopper.id, [{ productId: product(2), quantity: 1 }])
    const parentOrderId = await t.pendingCheckout(
      shopper,
      [{ productId: product(2), quantity: 1 }],
      0,
      'singleProductPlaceOrder',
    )
    await t.paySimulatedAndVerify(shopper, parentOrderId)
    const after = await t.facts(parentOrderId)
    expect(after.state).toBe('placed')
    expect(after.cart).toEqual([product(2)])
  })

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const shopper = await t.newShopper()
    await t.putInCart(shopper.id, [{ productId: product(1), quantity: 1 }])
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(1), quantity: 1 }])
    const proof = await t.paySimulated(shopper, parentOrderId)
    const before = await t.facts(parentOrderId)
    const forged = [
      '0'.repeat(64),
      paymentSignature('not-the-key-secret', proof.razorpay_order_id, proof.razorpay_payment_id),
      // The right signature of a payment id the gateway never made.
      proof.razorpay_signature.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a')),
    ]
    for (const signature of forged) {
      const answer = await t.call('verifyPayment', shopper.token, { ...proof, razorpay_signature: signature })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ message: PAYMENT_VERIFICATION_FAILED_MESSAGE })
    }
    const forgedPayment = await t.call('verifyPayment', shopper.token, {
      ...proof,
      razorpay_payment_id: 'pay_ForgedPayment01',
    })
    expect(forgedPayment.statusCode).toBe(400)
    expect(await t.facts(parentOrderId)).toEqual(before)
    expect(before.state).toBe('pending_payment')
  })

  it('refuses a signature made for another gateway order', async () => {
    const shopper = await t.newShopper()
    const first = await t.pendingCheckout(shopper, [{ productId: product(1), quantity: 1 }])
    const second = await t.pendingCheckout(shopper, [{ productId: product(2), quantity: 1 }])
    const proofOfFirst = await t.paySimulated(shopper, first)
    const secondOrder = (
      await t.call('createPaymentOrder', shopper.token, { parentOrderId: second })
    ).json<PaymentOrderAnswer>()
    const before = await t.facts(second)
    const answer = await t.call('verifyPayment', shopper.token, {
      ...proofOfFirst,
      razorpay_order_id: secondOrder.orderId,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ message: PAYMENT_VERIFICATION_FAILED_MESSAGE })
    expect(await t.facts(second)).toEqual(before)
  })

  it('applies a replayed payment once, and refuses a different payment for a paid order', async () => {
    const shopper = await t.newShopper({ email: 'replay@example.in' })
    const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(2), quantity: 2 }])
    const proof = await t.paySimulated(shopper, parentOrderId)
    expect((await t.call('verifyPayment', shopper.token, proof)).statusCode).toBe(200)
    const once = await t.facts(parentOrderId)
    const sent = t.messages.to('replay@example.in').length

    const replay = await t.call('verifyPayment', shopper.token, proof)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ status: 'success', orderId: parentOrderId })
    expect(await t.facts(parentOrderId)).toEqual(once)
    expect(t.messages.to('replay@example.in').length).toBe(sent)

    // A second, different payment of the same gateway order: properly signed, but the order is paid.
    const otherPaymentId = 'pay_SecondPayment01'
    const second = await t.call('verifyPayment', shopper.token, {
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_payment_id: otherPaymentId,
      razorpay_signature: paymentSignature(
        SIMULATED_RAZORPAY_KEYS.keySecret,
        proof.razorpay_order_id,
        otherPaymentId,
      ),
    })
    expect(second.statusCode).toBe(409)
    expect(await t.facts(parentOrderId)).toEqual(once)
  })

  it("answers 404 for a valid payment of another shopper's order, and changes nothing", async () => {
    const owner = await t.newShopper()
    const stranger = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(owner, [{ productId: product(3), quantity: 1 }])
    const proof = await t.paySimulated(owner, parentOrderId)
    const before = await t.facts(parentOrderId)
    const answer = await t.call('verifyPayment', stranger.token, proof)
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    expect(await t.facts(parentOrderId)).toEqual(before)
  })
})

describe('the simulated gateway', () => {
  it("pays only the shopper's own gateway order, and answers Razorpay's failure shape", async () => {
    const owner = await t.newShopper()
    const stranger = await t.newShopper()
    const parentOrderId = await t.pendingCheckout(owner, [{ productId: product(3), quantity: 1 }])
    const order = (
      await t.call('createPaymentOrder', owner.token, { parentOrderId })
    ).json<PaymentOrderAnswer>()
    const theirs = await t.call('simulatedPayment', stranger.token, {
      razorpay_order_id: order.orderId,
      outcome: 'success',
    })
    expect(theirs.statusCode).toBe(404)

    const failed = await t.call('simulatedPayment', owner.token, {
      razorpay_order_id: order.orderId,
      outcome: 'failure',
      method: 'card',
    })
    expect(failed.statusCode).toBe(200)
    const failure = failed.json<{ outcome: string; error: { metadata: { payment_id: string } } }>()
    expect(failure).toMatchObject({
      outcome: 'failure',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        reason: 'payment_failed',
        metadata: { order_id: order.orderId },
      },
    })
    expect(failure.error.metadata.payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/)
    const [row] = await t.rows<{ status: string; method: string }>(
      sql`select status, method from simulated_payments where id = ${failure.error.metadata.payment_id}`,
    )
    expect(row).toEqual({ status: 'failed', method: 'card' })
    expect((await t.facts(parentOrderId)).state).toBe('pending_payment')
  })
})

describe('a gateway that does not answer', () => {
  it('answers 502 with the provider-down message and opens no gateway order', async () => {
    // The same routes on a bare server, with a gateway that always fails (as Razorpay down would).
    const bare = Fastify({ logger: false })
    bare.setValidatorCompiler(validatorCompiler)
    bare.setSerializerCompiler(serializerCompiler)
    bare.decorate('db', t.database.db)
    bare.decorate('clock', t.clock)
    bare.decorate('messages', t.messages)
    bare.decorateRequest('session', null)
    registerErrorHandler(bare)
    const down: PaymentGateway = {
      provider: 'razorpay',
      createOrder: async () => {
        throw new PaymentProviderDownError('Razorpay did not answer')
      },
      refund: async () => {
        throw new PaymentProviderDownError('Razorpay did not answer')
      },
    }
    registerPaymentRoutes(bare, t.config, down)
    await bare.ready()
    try {
      const shopper = await t.newShopper()
      const parentOrderId = await t.pendingCheckout(shopper, [{ productId: product(0), quantity: 1 }])
      const answer = await bare.inject({
        method: 'POST',
        url: '/api/create-order',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { parentOrderId },
      })
      expect(answer.statusCode).toBe(502)
      expect(answer.json()).toEqual({ message: PAYMENT_PROVIDER_DOWN_MESSAGE })
      expect((await t.facts(parentOrderId)).paymentOrders).toEqual([])
      // The simulated gateway's pay call exists only with the simulated provider's configuration.
      expect(t.config.payments.provider).toBe('simulated')
    } finally {
      await bare.close()
    }
  })
})
