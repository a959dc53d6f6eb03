import type { FastifyInstance } from 'fastify'

/** The shopper's orders after the sale: the list and one order's page (docs/product.md, "Orders"). */
export function registerOrderListRoutes(_app: FastifyInstance): void {}
