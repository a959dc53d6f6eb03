import type { Order } from '@haat/contract'
import { NO_ORDERS_FOUND_MESSAGE, NO_ORDERS_MESSAGE, orderStatusLabel } from '@haat/contract/core'
import { storeNameOf } from '../../shared/links.ts'
import {
  dateOf,
  type OrdersFilter,
  orderHref,
  paymentModeLabel,
  trackHref,
} from '../../shared/orders/orderView.ts'

/*
 * My Orders' rules (docs/product.md, "My Orders"): the filter lives in the URL (?section=my-orders&period=6m
 * &search=atta&page=2) so Back, a reload and a shared link show the same list; each order is a card linking
 * to its page and its tracker.
 */

/** Whether the shopper narrowed the list (a period or a search); the page does not narrow it. */
export const isFiltered = (filter: OrdersFilter) => filter.period !== 'all' || filter.search.trim() !== ''

/**
 * What an empty page says: "No orders" when the shopper has none at all, "No orders found" when the filter
 * (or a page past the last) leaves none of the orders they have.
 */
export const emptyOrdersText = (filter: OrdersFilter, total: number) =>
  !isFiltered(filter) && total === 0 ? NO_ORDERS_MESSAGE : NO_ORDERS_FOUND_MESSAGE

/** OrderCard's props of one order (without `eager`, which only the screen knows). */
export interface OrderCardView {
  orderId: string
  href: string
  orderDate: Date
  statusLabel: string
  status: number
  storeName: string
  total: number
  paymentModeLabel: string
  items: Array<{ productId: string; name: string; imageUrl: string; quantity: number }>
  expectedDeliveryDate: Date | null
  deliveredDate: Date | null
  trackHref: string
}

/** One order of the list as its card shows it: what this seller's part cost, its items and its dates. */
export function orderCardOf(order: Order): OrderCardView {
  return {
    orderId: order.orderId,
    href: orderHref(order.orderId),
    orderDate: dateOf(order.orderDate),
    statusLabel: orderStatusLabel(order.status),
    status: order.status,
    storeName: storeNameOf(order.sellerDetails.storename),
    total: order.product.orderAmount,
    paymentModeLabel: paymentModeLabel(order.paymentMode),
    items: order.product.items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      imageUrl: item.productImage,
      quantity: item.quantity,
    })),
    expectedDeliveryDate: dateOf(order.expectedDeliveryDate),
    deliveredDate: order.deliveredDate ? dateOf(order.deliveredDate) : null,
    trackHref: trackHref(order.orderId),
  }
}
