import type { Answer, Timestamp } from '@haat/contract'
import {
  CASH_ON_DELIVERY,
  ORDER_PERIODS,
  ORDER_SEARCH_MAX,
  type OrderPeriod,
  PAYMENT_METHOD_LABELS,
  pageHref,
  pages,
  TRACK_DETAILS_ANCHOR,
} from '@haat/contract/core'

/*
 * What every order screen says alike: where an order and the order list live (the list's filter in the
 * URL: docs/product.md, "My Orders"), dates, payment modes and an item's savings on MRP.
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

export const orderHref = (orderId: string) => pageHref('orderDetails', { orderId })
export const trackHref = (orderId: string) => `${orderHref(orderId)}#${TRACK_DETAILS_ANCHOR}`

export const dateOf = (timestamp: Timestamp) =>
  new Date(timestamp._seconds * 1000 + Math.floor(timestamp._nanoseconds / 1e6))

/** What the page calls an online payment (the contract labels the methods, not the stored modes). */
export const ONLINE_PAYMENT_LABEL = 'Online Payment'

/**
 * An item's savings on MRP: (price − offerPrice) × quantity, never below zero. Worked out in paise, so a
 * difference of two prices reads 200.5 and not 200.49999999999997.
 */
export const itemSavings = (price: number, offerPrice: number, quantity: number) =>
  (Math.max(0, Math.round(price * 100) - Math.round(offerPrice * 100)) * quantity) / 100

export const paymentModeLabel = (mode: Answer<'orderSummary'>['paymentMode']) =>
  mode === CASH_ON_DELIVERY ? PAYMENT_METHOD_LABELS.cod : ONLINE_PAYMENT_LABEL
