import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { contractRoute } from '../http/contract-route.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { gatewayOf } from '../payments/routes.ts'
import { cancelItems } from './cancel.ts'
import { orderCancellationOf } from './details.ts'
import { sendCancellationNotice } from './messages.ts'
import { CancellationRefusal } from './refusal.ts'

/** A shopper's order is theirs alone: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when every cancellation notice started so far has been sent (or has failed and been logged). */
    cancellationNoticesSent: () => Promise<void>
  }
}

/**
 * Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). Both calls are
 * the owner's alone: another shopper's order answers 404 exactly as an unknown one. The gateway is the
 * configuration's (tests hand in their own).
 */
export function registerCancellationRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'payments'>,
  gateway: PaymentGateway = gatewayOf(config.payments),
): void {
  const { db } = app

  // As with order confirmations: the notice is sent after the answer, outside its request (whose queries
  // the database gate drops once it is answered), and closing waits for the ones still sending.
  const outsideRequests = AsyncLocalStorage.snapshot()
  const sending = new Set<Promise<void>>()
  const noticesSent = async () => {
    await Promise.allSettled([...sending])
  }
  app.decorate('cancellationNoticesSent', noticesSent)
  app.addHook('onClose', noticesSent)

  contractRoute(app, 'orderCancellation', 'cancellation', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      return await orderCancellationOf(db, session.userId, params.orderId)
    } catch (error) {
      if (error instanceof CancellationRefusal) {
        return reply.code(error.status).send({ message: error.message })
      }
      throw error
    }
  })

  contractRoute(app, 'cancelOrder', 'cancellation', async ({ body, session, request, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      const { answer, notice } = await cancelItems(
        db,
        gateway,
        {
          userId: session.userId,
          orderId: body.orderId,
          productIds: body.productIds,
          reason: body.cancellationReason,
          refundMethod: body.refundMethod,
        },
        app.clock.now(),
      )
      const sent: Promise<void> = outsideRequests(() =>
        sendCancellationNotice({ messages: app.messages, log: request.log }, notice),
      ).finally(() => sending.delete(sent))
      sending.add(sent)
      return answer
    } catch (error) {
      if (error instanceof CancellationRefusal) {
        if (error.status === 502) request.log.warn({ err: error.cause }, 'the gateway did not take a refund')
        return reply.code(error.status).send({ message: error.message })
      }
      throw error
    }
  })
}
