import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { SellerAreaRefusal, sellerAccountOf } from './membership.ts'
import { sendStatusChangeMessages } from './messages.ts'
import { sellerOrderOf, sellerOrdersOf } from './orders.ts'
import { changeSellerOrderStatus, type StatusChange } from './status.ts'

/** A seller's orders name shoppers and their addresses: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when every status message started so far has been sent (or has failed and been logged). */
    sellerStatusMessagesSent: () => Promise<void>
  }
}

/** The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area"). */
export function registerSellerAreaRoutes(app: FastifyInstance): void {
  const { db } = app

  // A message sent after the answer must not run as part of its request, whose queries the database gate
  // drops once the request is over (as the order confirmations do). Closing waits for those still sending.
  const outsideRequests = AsyncLocalStorage.snapshot()
  const sending = new Set<Promise<void>>()
  const messagesSent = async () => {
    await Promise.allSettled([...sending])
  }
  app.decorate('sellerStatusMessagesSent', messagesSent)
  app.addHook('onClose', messagesSent)
  // One order's messages go out in the order of its changes: a seller who marks an order Shipped and then
  // Out for Delivery at once must not have the shopper read the second first. Each change's messages wait
  // for the previous change's of the same order (sendStatusChangeMessages never rejects).
  const lastOfOrder = new Map<string, Promise<void>>()
  const tellLater = (log: FastifyRequest['log'], change: StatusChange) => {
    const previous = lastOfOrder.get(change.orderId) ?? Promise.resolve()
    const sent: Promise<void> = outsideRequests(() =>
      previous.then(() => sendStatusChangeMessages({ db, messages: app.messages, log }, change)),
    ).finally(() => {
      sending.delete(sent)
      if (lastOfOrder.get(change.orderId) === sent) lastOfOrder.delete(change.orderId)
    })
    lastOfOrder.set(change.orderId, sent)
    sending.add(sent)
  }

  /** Runs `work` for a member of a seller, answering the area's refusals as `{ message }`. */
  const asMember = async <T>(
    userId: string,
    reply: FastifyReply,
    work: (sellerId: string) => Promise<T>,
  ): Promise<T | FastifyReply> => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      const account = await sellerAccountOf(db, userId)
      return await work(account.sellerId)
    } catch (error) {
      if (error instanceof SellerAreaRefusal) return reply.code(error.status).send({ message: error.message })
      throw error
    }
  }

  contractRoute(app, 'sellerAccount', 'seller area', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      return await sellerAccountOf(db, session.userId)
    } catch (error) {
      if (error instanceof SellerAreaRefusal) return reply.code(error.status).send({ message: error.message })
      throw error
    }
  })

  contractRoute(app, 'sellerOrders', 'seller area', ({ query, session, reply }) =>
    asMember(session.userId, reply, (sellerId) => sellerOrdersOf(db, sellerId, query)),
  )

  contractRoute(app, 'sellerOrder', 'seller area', ({ params, session, reply }) =>
    asMember(session.userId, reply, (sellerId) => sellerOrderOf(db, sellerId, params.orderId)),
  )

  contractRoute(app, 'sellerOrderStatus', 'seller area', ({ params, body, session, request, reply }) =>
    asMember(session.userId, reply, async (sellerId) => {
      const change = await changeSellerOrderStatus(
        db,
        {
          sellerId,
          userId: session.userId,
          orderId: params.orderId,
          status: body.status,
          ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
        },
        app.clock.now(),
      )
      tellLater(request.log, change)
      return sellerOrderOf(db, sellerId, params.orderId)
    }),
  )
}
