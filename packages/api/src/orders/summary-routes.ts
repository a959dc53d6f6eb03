import type { FastifyInstance } from 'fastify'

/**
 * What a checkout costs before it is placed, and a placed checkout's orders afterwards, for their owner
 * only (docs/product.md, "Checkout").
 */
export function registerOrderSummaryRoutes(_app: FastifyInstance): void {}
