import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { coinBalance } from './ledger.ts'
import { coinRangeOf } from './range.ts'

/** A shopper's coins are theirs alone: no browser cache or proxy keeps the answer. */
const PRIVATE_NO_STORE = 'private, no-store'

/**
 * The shopper's coins: the coin range a checkout may redeem (docs/product.md, "Coins"). The balance is
 * the session's own; the page only says which total it is about.
 */
export function registerCoinRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'coinRange', 'coins', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const balance = await coinBalance(db, session.userId)
    return { success: true as const, data: coinRangeOf(balance, query.orderTotal) }
  })
}
