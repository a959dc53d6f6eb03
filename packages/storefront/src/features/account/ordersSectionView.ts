import type { Order, Timestamp } from '@haat/contract'
import {
  NO_ORDERS_FOUND_MESSAGE,
  NO_ORDERS_MESSAGE,
  ORDER_PERIODS,
  ORDER_SEARCH_MAX,
  type OrderPeriod,
  orderStatusLabel,
  pageHref,
  pages,
  TRACK_DETAILS_ANCHOR,
} from '@haat/contract/core'
import { storeNameOf } from '../../shared/links.ts'
import { paymentModeLabel } from '../orders/orderCompletedView.ts'

/*
 * My Orders' rules (docs/product.md, "My Orders"): the filter lives in the URL (?section=my-orders&period=6m
 * &search=atta&page=2) so Back, a reload and a shared link show the same list; each order is a card linking
 * to its page and its tracker.
 */

/** The section's value of `?section=`. */
export const MY_ORDERS_SECTION = 'my-orders'

/** What the list shows: the period, the product search (empty: none) and the page from 1. */
export interface OrdersFilter {
  period: OrderPeriod
  search: string
  page: number
}

export const DEFAULT_ORDERS_FILTER: OrdersFilter = { period: 'all', search: '', page: 1 }

const isPeriod = (value: string | null): value is OrderPeriod =>
  value !== null && (ORDER_PERIODS as readonly string[]).includes(value)

/**
 * The filter a URL asks for. Anything the server would refuse reads as its default instead (an unknown
 * period as all orders, a page that is not a whole number from 1 as the first), so a hand-edited link still
 * opens a list; a search is cut to the longest the server takes.
 */
export function ordersFilterOf(params: URLSearchParams): OrdersFilter {
  const period = params.get('period')
  const page = Number(params.get('page') ?? '1')
  return {
    period: isPeriod(period) ? period : 'all',
    search: (params.get('search') ?? '').trim().slice(0, ORDER_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The URL query of a filter: the section, then only what differs from the defaults. */
export function ordersSearchParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams({ section: MY_ORDERS_SECTION })
  if (filter.period !== 'all') params.set('period', filter.period)
  const search = filter.search.trim()
  if (search !== '') params.set('search', search)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

export const ordersHref = (filter: OrdersFilter) =>
  `${pages.myAccount.path}?${ordersSearchParams(filter).toString()}`

/** Whether the shopper narrowed the list (a period or a search); the page does not narrow it. */
export const isFiltered = (filter: OrdersFilter) => filter.period !== 'all' || filter.search.trim() !== ''

/**
 * What an empty page says: "No orders" when the shopper has none at all, "No orders found" when the filter
 * (or a page past the last) leaves none of the orders they have.
 */
export const emptyOrdersText = (filter: OrdersFilter, total: number) =>
  !isFiltered(filter) && total === 0 ? NO_ORDERS_MESSAGE : NO_ORDERS_FOUND_MESSAGE

export const orderHref = (orderId: string) => pageHref('orderDetails', { orderId })
export const trackHref = (orderId: string) => `${orderHref(orderId)}#${TRACK_DETAILS_ANCHOR}`

export const dateOf = (timestamp: Timestamp) =>
  new Date(timestamp._seconds * 1000 + Math.floor(timestamp._nanoseconds / 1e6))

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
