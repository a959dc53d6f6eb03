import type { FastifyInstance } from 'fastify'

/** The shopper's coins: the coin range a checkout may redeem (docs/product.md, "Coins"). */
export function registerCoinRoutes(_app: FastifyInstance): void {}
