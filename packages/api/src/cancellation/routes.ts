import type { FastifyInstance } from 'fastify'

/** Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). */
export function registerCancellationRoutes(app: FastifyInstance): void {
  void app
}
