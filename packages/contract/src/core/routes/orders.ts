import { routeTable } from '../route.ts'

/**
 * The shopper's orders after the sale. Only placed checkouts' orders are listed; another shopper's order
 * answers 404 as an unknown one does (see docs/product.md, "Orders").
 */
export const orderRoutes = routeTable({
  /** The shopper's orders (one per seller), newest first, a page at a time, by period and product name. */
  orders: { method: 'GET', path: '/get-orders', auth: 'bearer' },
  /** One of the shopper's orders with its items, its checkout's totals and whether it may be cancelled. */
  orderDetails: { method: 'GET', path: '/order-inner-details/:orderId', auth: 'bearer' },
})
