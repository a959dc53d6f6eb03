// The money of a prepaid cancellation back to the original payment: the shares that add up to what was
// paid, Razorpay's refund call, and a gateway that refuses (then nothing is cancelled at all).
import { REFUND_GATEWAY_DOWN_MESSAGE } from '@haat/contract'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cumulativeShare } from '../../src/cancellation/cancel.ts'
import { registerCancellationRoutes } from '../../src/cancellation/routes.ts'
import { registerErrorHandler } from '../../src/http/errors.ts'
import { type PaymentGateway, PaymentProviderDownError } from '../../src/payments/gateway.ts'
import { RazorpayGateway, type RazorpayRefundsApi } from '../../src/payments/razorpay.ts'
import { type CancellationTestApp, makeCancellationTestApp } from './fixture.ts'

describe('cumulativeShare', () => {
  it('gives each cancellation its floored share, and the last one whatever the floors left', () => {
    // 7 coins over three items of 100, 100 and 100 paise, cancelled one at a time.
    const parts = [
      cumulativeShare(7, 0, 100, 300),
      cumulativeShare(7, 100, 200, 300),
      cumulativeShare(7, 200, 300, 300),
    ]
    expect(parts).toEqual([2, 2, 3])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(7)
    // In another order, with uneven values, the sum is still exact.
    const uneven = [cumulativeShare(1_001, 0, 333, 1_000), cumulativeShare(1_001, 333, 1_000, 1_000)]
    expect(uneven).toEqual([333, 668])
    expect(cumulativeShare(0, 0, 50, 100)).toBe(0)
    expect(cumulativeShare(10, 0, 0, 0)).toBe(0)
  })
})

describe("Razorpay's refund", () => {
  const orders = { create: async () => ({ id: 'order_x', amount: 1, currency: 'INR' }) }

  it('refunds through payments.refund: the amount in paise, normal speed, our cancellation id as receipt', async () => {
    const calls: unknown[] = []
    const payments: RazorpayRefundsApi['payments'] = {
      refund: async (paymentId, params) => {
        calls.push([paymentId, params])
        return { id: 'rfnd_FP8QHiV938haTz', amount: params.amount }
      },
    }
    const gateway = new RazorpayGateway({ keyId: 'k', keySecret: 's' }, { orders, payments })
    const refund = await gateway.refund({
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 12_345,
      receipt: 'Cancel000000000001',
    })
    expect(refund).toEqual({ id: 'rfnd_FP8QHiV938haTz' })
    expect(calls).toEqual([
      [
        'pay_29QQoUBi66xm2f',
        {
          amount: 12_345,
          speed: 'normal',
          receipt: 'Cancel000000000001',
          notes: { cancellation: 'Cancel000000000001' },
        },
      ],
    ])
  })

  it('turns a refusal, another amount or no refund id into PaymentProviderDownError', async () => {
    const request = { paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 500, receipt: 'r' }
    const refusing = (refund: RazorpayRefundsApi['payments']['refund']) =>
      new RazorpayGateway({ keyId: 'k', keySecret: 's' }, { orders, payments: { refund } }, 50)
    await expect(
      refusing(async () => {
        throw { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'fully refunded already' } }
      }).refund(request),
    ).rejects.toThrow(/fully refunded already/)
    await expect(
      refusing(async () => ({ id: 'rfnd_FP8QHiV938haTz', amount: 400 })).refund(request),
    ).rejects.toBeInstanceOf(PaymentProviderDownError)
    await expect(refusing(async () => ({ id: '' })).refund(request)).rejects.toBeInstanceOf(
      PaymentProviderDownError,
    )
    await expect(
      new RazorpayGateway({ keyId: 'k', keySecret: 's' }, { orders }).refund(request),
    ).rejects.toBeInstanceOf(PaymentProviderDownError)
  })
})

describe('a gateway that does not take the refund', () => {
  let t: CancellationTestApp
  let bare: FastifyInstance

  beforeAll(async () => {
    t = await makeCancellationTestApp()
    // The same routes on a bare server, with a gateway that always refuses (as Razorpay down would).
    bare = Fastify({ logger: false })
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
    registerCancellationRoutes(bare, t.config, down)
    await bare.ready()
  }, 180_000)
  afterAll(async () => {
    await bare?.close()
    await t?.close()
  })

  it('answers 502, and nothing is cancelled: no stock, coins, history or cancellation row', async () => {
    const lines = await t.sellerProducts(2)
    const shopper = await t.newShopper({ coins: 1_000 })
    const total = lines.reduce((sum, line) => sum + line.pricePaise, 0)
    const { orderId } = await t.prepaidOrder(shopper, lines, Math.min(1_000, Math.floor(total / 100)))
    const before = await t.holdings(
      shopper.id,
      orderId,
      lines.map((line) => line.id),
    )
    const answer = await bare.inject({
      method: 'POST',
      url: '/api/cancel-order',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { orderId, productIds: [lines[0]?.id], cancellationReason: 'other', refundMethod: 'original' },
    })
    expect(answer.statusCode).toBe(502)
    expect(answer.json()).toEqual({ message: REFUND_GATEWAY_DOWN_MESSAGE })
    expect(
      await t.holdings(
        shopper.id,
        orderId,
        lines.map((line) => line.id),
      ),
    ).toEqual(before)
    expect(await t.rows(sql`select 1 from order_status_history where order_id = ${orderId}`)).toEqual([])
    expect(await t.rows(sql`select 1 from simulated_refunds`)).toEqual([])
  })
})
