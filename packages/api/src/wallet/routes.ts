import type { FastifyInstance } from 'fastify'

/** The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */
export function registerWalletRoutes(app: FastifyInstance): void {
  void app
}
