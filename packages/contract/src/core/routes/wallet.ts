import { routeTable } from '../route.ts'

/** The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */
export const walletRoutes = routeTable({})
