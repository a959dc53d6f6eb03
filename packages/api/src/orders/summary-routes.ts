import { CUSTOMER_NOTES_SAVED_MESSAGE } from '@haat/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { OrderViewRefusal, orderSummaryOf, setCustomerNotes } from './order-view.ts'
import { CheckoutSummaryRefusal, cartCheckoutSummary, productCheckoutSummary } from './summary.ts'

/** A shopper's checkout and orders are theirs alone: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The refusal's status and message, or the error again when it is not a refusal. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CheckoutSummaryRefusal || error instanceof OrderViewRefusal) {
    return reply.code(error.status).send({ message: error.message })
  }
  throw error
}

/**
 * What a checkout costs before it is placed, and a placed checkout's orders afterwards, for their owner
 * only (docs/product.md, "Checkout"). Every amount is the server's, computed in paise from the database;
 * no call takes a shopper's id from the request.
 */
export function registerOrderSummaryRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'checkoutSummary', 'checkout', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const now = app.clock.now()
    try {
      return query.productId === undefined
        ? await cartCheckoutSummary(db, session.userId, now)
        : await productCheckoutSummary(db, session.userId, query.productId, query.quantity ?? 1, now)
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'orderSummary', 'orders', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      return await orderSummaryOf(db, session.userId, params.parentOrderId)
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'updateCustomerNotes', 'orders', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      await setCustomerNotes(db, session.userId, body)
      return { message: CUSTOMER_NOTES_SAVED_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })
}
