import type { FastifyInstance } from 'fastify'

/** My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account"). */
export function registerAccountRoutes(app: FastifyInstance): void {
  void app
}
