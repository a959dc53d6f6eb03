import type { FastifyInstance } from 'fastify'

/** Tax invoices of seller orders (docs/product.md, "Tax invoices"). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  void app
}
