import type { walletRoutes } from './core/routes/wallet.ts'
import type { RouteSchemas } from './routes.ts'

/* The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */

/** The schemas of every call in `walletRoutes`, by name. */
export const walletSchemas = {} as const satisfies Record<keyof typeof walletRoutes, RouteSchemas>
