import { AsyncLocalStorage } from 'node:async_hooks'
import {
  API_BASE_PATH,
  ErrorAnswer,
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_CURRENCY,
  PAYMENT_PROVIDER_DOWN_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  routes,
  type SimulatedPaymentAnswer,
  WebhookAnswer,
} from '@haat/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { toTimestamp } from '../catalogue/product-card.ts'
import { type Config, ConfigError } from '../config.ts'
import { parentOrders, paymentOrders, simulatedPayments, users } from '../db/schema.ts'
import { contractRoute } from '../http/contract-route.ts'
import { confirmPayment } from './confirm.ts'
import { gatewayStyleId, type PaymentGateway, PaymentProviderDownError } from './gateway.ts'
import { RazorpayGateway } from './razorpay.ts'
import { startSweep } from './release.ts'
import { isValidPaymentSignature, paymentSignature, webhookSignature } from './signature.ts'
import { SimulatedGateway } from './simulated.ts'
import {
  handleWebhook,
  WEBHOOK_BODY_LIMIT,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from './webhook.ts'

/** A shopper's payment: never kept by a browser cache or a proxy. */
const PRIVATE_NO_STORE = 'private, no-store'

/** Production with the simulated gateway, not explicitly allowed: anyone could "pay" for any order. */
export const SIMULATED_IN_PRODUCTION =
  'Haat cannot start in production with PAYMENT_PROVIDER=simulated: its test-mode gateway lets anyone ' +
  'mark an order paid. Set PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and ' +
  'RAZORPAY_WEBHOOK_SECRET, or ALLOW_SIMULATED_PAYMENTS=true for a demonstration server. README.md, ' +
  '"Running in production", has the whole command.'

/** Raised by buildApp, as a missing SMS or e-mail provider is: `npm start` prints it alone and exits 1. */
export class PaymentsNotConfiguredError extends ConfigError {
  override name = 'PaymentsNotConfiguredError'
}

/** The gateway of the configuration. */
export function gatewayOf(config: Config['payments']): PaymentGateway {
  return config.provider === 'razorpay'
    ? new RazorpayGateway({ keyId: config.keyId, keySecret: config.keySecret })
    : new SimulatedGateway()
}

/** Razorpay's +91 contact for a ten-digit Indian number, as Checkout prefills it. */
const contactOf = (phone: string | null) => (phone && /^\d{10}$/.test(phone) ? `+91${phone}` : phone)

/**
 * Online payment: the gateway order, verification, the gateway's webhook, the simulated gateway's pay
 * call and the sweep that releases unpaid checkouts (docs/product.md, "Payments"). Every bearer call
 * works on the session's own checkouts: another shopper's answers 404 as an unknown one does.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  config: Config,
  gateway: PaymentGateway = gatewayOf(config.payments),
): void {
  const settings = config.payments
  if (config.nodeEnv === 'production' && settings.provider === 'simulated' && !settings.simulatedAllowed) {
    throw new PaymentsNotConfiguredError(SIMULATED_IN_PRODUCTION)
  }
  const { db } = app
  const deps = { db, messages: app.messages, log: app.log }
  const webhookDeps = { ...deps, webhookSecret: settings.webhookSecret, now: () => app.clock.now() }

  // What closing waits for: the sweep, and the simulated gateway's webhooks still to be delivered.
  let closing = false
  const sweep = settings.releaseSweep
    ? startSweep({ db, now: () => app.clock.now(), log: app.log })
    : undefined
  // The server's own context, captured outside any request: a delivery scheduled while answering the pay
  // call must not run as part of that request, whose queries the database gate drops once it is answered.
  const outsideRequests = AsyncLocalStorage.snapshot()
  const pendingDeliveries = new Set<NodeJS.Timeout>()
  const runningDeliveries = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    closing = true
    for (const timer of pendingDeliveries) clearTimeout(timer)
    pendingDeliveries.clear()
    await Promise.allSettled([sweep?.stop(), ...runningDeliveries])
  })

  /** A checkout of the shopper's, with the refusal its state calls for when it is not open for payment. */
  const openCheckout = async (reply: FastifyReply, parentOrderId: string, userId: string) => {
    const [parent] = await db
      .select()
      .from(parentOrders)
      .where(and(eq(parentOrders.id, parentOrderId), eq(parentOrders.userId, userId)))
    if (!parent) return { refused: reply.code(404).send({ message: ORDER_NOT_FOUND_MESSAGE }) }
    if (parent.state === 'placed') {
      return { refused: reply.code(409).send({ message: ORDER_NOT_AWAITING_PAYMENT_MESSAGE }) }
    }
    if (parent.state === 'released' || !parent.payBy || parent.payBy <= app.clock.now()) {
      return { refused: reply.code(409).send({ message: PAYMENT_WINDOW_CLOSED_MESSAGE }) }
    }
    return { parent, payBy: parent.payBy }
  }

  contractRoute(app, 'createPaymentOrder', 'payments', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const open = await openCheckout(reply, body.parentOrderId, session.userId)
    if (open.refused) return open.refused
    const { parent, payBy } = open
    // The server's total: what the items cost when placed, less the coins redeemed. The body's amount
    // (the specification's fixed 1) is never read.
    const amountPaise = parent.itemsTotalPaise - parent.coinDiscountPaise
    const [reusable] = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.parentOrderId, parent.id),
          eq(paymentOrders.status, 'created'),
          eq(paymentOrders.provider, gateway.provider),
          eq(paymentOrders.amountPaise, amountPaise),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1)
    let orderId = reusable?.id
    if (!orderId) {
      try {
        const made = await gateway.createOrder({
          amountPaise,
          currency: PAYMENT_CURRENCY,
          receipt: parent.id,
        })
        orderId = made.id
      } catch (error) {
        if (!(error instanceof PaymentProviderDownError)) throw error
        reply.log.warn({ err: error, parentOrderId: parent.id }, 'the payment gateway did not open an order')
        return reply.code(502).send({ message: PAYMENT_PROVIDER_DOWN_MESSAGE })
      }
      await db.insert(paymentOrders).values({
        id: orderId,
        parentOrderId: parent.id,
        provider: gateway.provider,
        amountPaise,
        currency: PAYMENT_CURRENCY,
        createdAt: app.clock.now(),
      })
    }
    const [user] = await db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, session.userId))
    return {
      orderId,
      amount: amountPaise,
      currency: PAYMENT_CURRENCY,
      provider: gateway.provider,
      keyId: settings.keyId,
      parentOrderId: parent.id,
      payBy: toTimestamp(payBy),
      prefill: {
        name: user?.name ?? '',
        email: user?.email ?? null,
        contact: contactOf(user?.phone ?? null),
      },
    }
  })

  contractRoute(app, 'verifyPayment', 'payments', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const payment = { gatewayOrderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id }
    // The signature first, in constant time: a forged one learns nothing else and changes nothing.
    if (
      !isValidPaymentSignature(
        settings.keySecret,
        payment.gatewayOrderId,
        payment.paymentId,
        body.razorpay_signature,
      )
    ) {
      return reply.code(400).send({ message: PAYMENT_VERIFICATION_FAILED_MESSAGE })
    }
    const outcome = await confirmPayment(deps, payment, app.clock.now(), session.userId)
    switch (outcome.kind) {
      case 'not_found':
        return reply.code(404).send({ message: ORDER_NOT_FOUND_MESSAGE })
      case 'other_payment':
        return reply.code(409).send({ message: ORDER_NOT_AWAITING_PAYMENT_MESSAGE })
      case 'window_closed':
        return reply.code(409).send({ message: PAYMENT_WINDOW_CLOSED_MESSAGE })
      default:
        return {
          status: 'success' as const,
          success: true as const,
          message: PAYMENT_SUCCESS_MESSAGE,
          orderId: outcome.parentOrderId,
        }
    }
  })

  // The webhook reads its body as raw bytes (the signature is over them exactly), so it lives in a scope
  // of its own whose only body parser keeps the bytes, and is registered without contractRoute's JSON
  // body; its answer is still the contract's.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )
    scope.route({
      method: 'POST',
      url: `${API_BASE_PATH}${routes.razorpayWebhook.path}`,
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        operationId: 'razorpayWebhook',
        tags: ['payments'],
        response: { 200: WebhookAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const header = (name: string) => {
          const value = request.headers[name]
          return typeof value === 'string' ? value.trim() : undefined
        }
        const result = await handleWebhook(
          webhookDeps,
          Buffer.isBuffer(request.body) ? request.body : undefined,
          header(WEBHOOK_SIGNATURE_HEADER),
          header(WEBHOOK_EVENT_ID_HEADER),
        )
        if (!result.ok) return reply.code(400).send({ message: result.message })
        return result.answer
      },
    })
  })

  if (settings.provider !== 'simulated') return

  /**
   * What Razorpay does after a payment: post the signed event to the webhook a moment later. The
   * simulated gateway signs it with the webhook secret and hands it to the same function the route
   * calls. Unref'd, and dropped when the app is closing.
   */
  const deliverWebhook = (
    event: 'payment.captured' | 'payment.failed',
    entity: { id: string; order_id: string; amount: number; method: string },
  ) => {
    const delay = settings.simulatedWebhookDelayMs
    if (delay === null || closing) return
    const createdAt = Math.floor(app.clock.now().getTime() / 1000)
    const body = Buffer.from(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_haatSimulated',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              ...entity,
              entity: 'payment',
              currency: PAYMENT_CURRENCY,
              status: event === 'payment.captured' ? 'captured' : 'failed',
              captured: event === 'payment.captured',
              created_at: createdAt,
            },
          },
        },
        created_at: createdAt,
      }),
    )
    const timer = outsideRequests(() =>
      setTimeout(() => {
        pendingDeliveries.delete(timer)
        if (closing) return
        const delivery = handleWebhook(
          webhookDeps,
          body,
          webhookSignature(settings.webhookSecret, body),
          gatewayStyleId('evt'),
        )
          .then((result) => {
            if (!result.ok)
              app.log.error({ event, message: result.message }, 'the simulated webhook was refused')
          })
          .catch((error: unknown) => app.log.error({ err: error, event }, 'the simulated webhook failed'))
          .finally(() => runningDeliveries.delete(delivery))
        runningDeliveries.add(delivery)
      }, delay),
    )
    timer.unref()
    pendingDeliveries.add(timer)
  }

  contractRoute(app, 'simulatedPayment', 'payments', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const [found] = await db
      .select({ gatewayOrder: paymentOrders, parentOrderId: parentOrders.id })
      .from(paymentOrders)
      .innerJoin(parentOrders, eq(parentOrders.id, paymentOrders.parentOrderId))
      .where(and(eq(paymentOrders.id, body.razorpay_order_id), eq(parentOrders.userId, session.userId)))
    if (found?.gatewayOrder.provider !== 'simulated') {
      return reply.code(404).send({ message: ORDER_NOT_FOUND_MESSAGE })
    }
    const open = await openCheckout(reply, found.parentOrderId, session.userId)
    if (open.refused) return open.refused
    const { gatewayOrder } = found
    if (gatewayOrder.status === 'paid') {
      return reply.code(409).send({ message: ORDER_NOT_AWAITING_PAYMENT_MESSAGE })
    }
    const paymentId = gatewayStyleId('pay')
    const captured = body.outcome === 'success'
    await db.insert(simulatedPayments).values({
      id: paymentId,
      paymentOrderId: gatewayOrder.id,
      status: captured ? 'captured' : 'failed',
      method: body.method,
      createdAt: app.clock.now(),
    })
    const entity = {
      id: paymentId,
      order_id: gatewayOrder.id,
      amount: gatewayOrder.amountPaise,
      method: body.method,
    }
    let answer: SimulatedPaymentAnswer
    if (captured) {
      answer = {
        outcome: 'success',
        razorpay_order_id: gatewayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(settings.keySecret, gatewayOrder.id, paymentId),
      }
      deliverWebhook('payment.captured', entity)
    } else {
      // Razorpay Checkout's payment.failed error, as the page receives it.
      answer = {
        outcome: 'failure',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          reason: 'payment_failed',
          metadata: { order_id: gatewayOrder.id, payment_id: paymentId },
        },
      }
      deliverWebhook('payment.failed', entity)
    }
    return answer
  })
}
