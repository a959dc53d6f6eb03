import type { FastifyInstance } from 'fastify'

/** The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area"). */
export function registerSellerAreaRoutes(app: FastifyInstance): void {
  void app
}
