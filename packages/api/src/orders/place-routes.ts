import type { FastifyInstance } from 'fastify'

/** Placing a checkout: the cart's and the single product's (docs/product.md, "Checkout"). */
export function registerPlaceOrderRoutes(_app: FastifyInstance): void {}
