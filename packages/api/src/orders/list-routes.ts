import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { orderDetailsOf, ordersOf } from './list.ts'
import { OrderViewRefusal } from './order-view.ts'

/** A shopper's orders are theirs alone: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The shopper's orders after the sale: the list and one order's page (docs/product.md, "Orders"). */
export function registerOrderListRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'orders', 'orders', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return ordersOf(db, session.userId, query, app.clock.now())
  })

  contractRoute(app, 'orderDetails', 'orders', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      return await orderDetailsOf(db, session.userId, params.orderId)
    } catch (error) {
      if (error instanceof OrderViewRefusal) return reply.code(error.status).send({ message: error.message })
      throw error
    }
  })
}
