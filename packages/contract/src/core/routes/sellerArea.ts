import { routeTable } from '../route.ts'

/**
 * The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area").
 * Every call needs a signed-in member of a seller: another account answers 403, another seller's order
 * answers 404 as an unknown one does.
 */
export const sellerAreaRoutes = routeTable({
  /** Which seller the signed-in member works for. */
  sellerAccount: { method: 'GET', path: '/seller/account', auth: 'bearer' },
  /** The seller's orders, newest first, a page at a time, optionally of one status. */
  sellerOrders: { method: 'GET', path: '/seller/orders', auth: 'bearer' },
  /** One of the seller's orders with its ship-to address and history. */
  sellerOrder: { method: 'GET', path: '/seller/orders/:orderId', auth: 'bearer' },
  /** Moves one of the seller's orders to its next status (shipping needs a tracking number). */
  sellerOrderStatus: { method: 'POST', path: '/seller/orders/:orderId/status', auth: 'bearer' },
})
