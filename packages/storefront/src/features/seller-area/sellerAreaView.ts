import type { SellerOrderAnswer, SellerOrderSummary } from '@haat/contract'
import {
  isTrackingNumber,
  needsTrackingNumber,
  ORDER_HISTORY_ACTOR_LABELS,
  ORDER_STATUS,
  orderStatusLabel,
  pageHref,
  SELLER_ALL_STATUSES_LABEL,
  SELLER_STATUS_FILTERS,
  type SellerStatusFilter,
  sellerStatusActionLabel,
  TRACKING_NUMBER_INVALID_MESSAGE,
} from '@haat/contract/core'
import type { SellerOrderCardProps } from '@haat/ui'
import { dateOf, paymentModeLabel } from '../../shared/orders/orderView.ts'

/*
 * The seller area's view rules (docs/product.md, "Seller area"): the list's filter lives in the URL
 * (/seller/orders?status=1&page=2) so Back and a reload show the same list; a visitor, or an account that
 * is no seller's member, is sent to /seller/login.
 */

export interface SellerOrdersFilter {
  status: SellerStatusFilter
  page: number
}

export const DEFAULT_SELLER_FILTER: SellerOrdersFilter = { status: 'all', page: 1 }

const isStatusFilter = (value: string | null): value is SellerStatusFilter =>
  (SELLER_STATUS_FILTERS as readonly (string | null)[]).includes(value)

/** The filter of an address's query; anything unknown reads as its default. */
export function sellerFilterOf(params: URLSearchParams): SellerOrdersFilter {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: isStatusFilter(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The list's address under a filter, only what differs from the defaults in its query. */
export function sellerOrdersHref(filter: SellerOrdersFilter): string {
  const params = new URLSearchParams()
  if (filter.status !== 'all') params.set('status', filter.status)
  if (filter.page !== 1) params.set('page', String(filter.page))
  const query = params.toString()
  return `${pageHref('sellerOrders')}${query ? `?${query}` : ''}`
}

/** The status filter's choices, in order: every order, then each status by its label. */
export const statusFilterOptions = SELLER_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? SELLER_ALL_STATUSES_LABEL : orderStatusLabel(Number(value)),
}))

/** Where an order goes, without the street. */
export const shipToPlace = (shipTo: { localArea: string; state: string; pincode: string }) =>
  `${shipTo.localArea}, ${shipTo.state} ${shipTo.pincode}`

/** SellerOrderCard's props of one order; `linked` is false on the order's own page. */
export function sellerOrderCardOf(
  order: SellerOrderSummary,
  linked = true,
): Omit<SellerOrderCardProps, 'headingComponent' | 'texts' | 'timeZone'> {
  return {
    orderId: order.orderId,
    ...(linked ? { href: pageHref('sellerOrder', { orderId: order.orderId }) } : {}),
    orderDate: dateOf(order.orderDate),
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    amount: order.amount,
    paymentModeLabel: paymentModeLabel(order.paymentMode),
    shipToName: order.shipTo.name,
    shipToPlace: shipToPlace(order.shipTo),
    trackingNumber: order.trackingNumber,
    items: order.items.map((item) => {
      const cancelled = item.status === ORDER_STATUS.cancelled
      return {
        productId: item.productId,
        name: item.productName,
        imageUrl: item.productImage,
        quantity: item.quantity,
        price: item.price,
        cancelled,
        ...(cancelled ? { statusLabel: orderStatusLabel(item.status) } : {}),
      }
    }),
  }
}

/** The next step's button (none when delivered or cancelled) and whether it asks for a tracking number. */
export function statusStepOf(order: Pick<SellerOrderSummary, 'nextStatus'>) {
  return {
    actionLabel: order.nextStatus === null ? null : sellerStatusActionLabel(order.nextStatus),
    needsTrackingNumber: needsTrackingNumber(order.nextStatus),
  }
}

/** The tracking number's check before it is sent: the contract's rule, the contract's message. */
export const trackingNumberProblem = (value: string): string | null =>
  isTrackingNumber(value) ? null : TRACKING_NUMBER_INVALID_MESSAGE

/** One line of an order's history as the seller reads it. */
export interface HistoryLine {
  key: string
  label: string
  at: Date
  actor: string
  trackingNumber: string | null
  note: string
}

export const historyLinesOf = (order: SellerOrderAnswer): HistoryLine[] =>
  order.history.map((entry, index) => ({
    key: `${index}-${entry.status}`,
    label: entry.label,
    at: dateOf(entry.at),
    actor: ORDER_HISTORY_ACTOR_LABELS[entry.actor],
    trackingNumber: entry.trackingNumber,
    note: entry.note,
  }))

/** What a seller page does with its visitor: send them to sign in, wait, or show the area. */
export type SellerAccess = 'sign-in' | 'loading' | 'allow' | 'failed'

/**
 * A visitor without a session, or a signed-in account the server says is no seller's member (403), is
 * sent to /seller/login; a failed check for another reason (offline) is shown as a failure instead.
 */
export function sellerAccessOf(input: {
  signedIn: boolean
  loaded: boolean
  errorStatus: number | undefined
  failed: boolean
}): SellerAccess {
  if (!input.signedIn) return 'sign-in'
  if (input.loaded) return 'allow'
  if (input.failed) return input.errorStatus === 403 || input.errorStatus === 401 ? 'sign-in' : 'failed'
  return 'loading'
}

/**
 * Where signing in leads: back to the seller page the visitor was sent away from, else the order list
 * (never a shop page: this sign-in is for the seller area).
 */
export function sellerReturnPath(from: string): string {
  return from.startsWith('/seller/') && from !== pageHref('sellerSignIn') ? from : pageHref('sellerOrders')
}
