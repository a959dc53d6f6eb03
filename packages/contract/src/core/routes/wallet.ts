import { routeTable } from '../route.ts'

/** The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */
export const walletRoutes = routeTable({
  /**
   * The signed-in shopper's wallet balance and coins, and a page of their transactions (wallet entries,
   * online payments, refunds to the original payment, coins), newest first, under a period.
   */
  wallet: { method: 'GET', path: '/get-wallet', auth: 'bearer' },
})
