import { routeTable } from '../route.ts'

/**
 * Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). Both calls are
 * the order owner's alone: another shopper's order answers 404 as an unknown one does.
 */
export const cancellationRoutes = routeTable({
  /** The order's items as the cancellation page offers them, and where a refund may go. */
  orderCancellation: { method: 'GET', path: '/order-cancellation/:orderId', auth: 'bearer' },
  /** Cancels some items of one order, gives back stock, coins and (prepaid) money, in one transaction. */
  cancelOrder: { method: 'POST', path: '/cancel-order', auth: 'bearer' },
})
