import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { walletOf } from './query.ts'

/** A shopper's money is theirs alone: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */
export function registerWalletRoutes(app: FastifyInstance): void {
  const { db } = app

  // The shopper is the session's: no parameter names whose wallet is read.
  contractRoute(app, 'wallet', 'wallet', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return walletOf(db, session.userId, query, app.clock.now())
  })
}
