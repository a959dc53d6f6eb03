/**
 * After the sale: the shopper's order list and an order's page. Texts are the specification's where it
 * gives them; the filter's periods are its 180, 360 and 720 days. Rules in docs/product.md, "Orders".
 */
import { ORDER_STATUS } from './checkout.ts'

/** The My Orders date filter: its value in the URL and the query, its days back (null: every order). */
export const ORDER_PERIODS = ['all', '6m', '1y', '2y'] as const
export type OrderPeriod = (typeof ORDER_PERIODS)[number]
export const ORDER_PERIOD_DAYS: Readonly<Record<OrderPeriod, number | null>> = {
  all: null,
  '6m': 180,
  '1y': 360,
  '2y': 720,
}
export const ORDER_PERIOD_LABELS: Readonly<Record<OrderPeriod, string>> = {
  all: 'All orders',
  '6m': 'Last 6 months',
  '1y': 'Last 1 year',
  '2y': 'Last 2 years',
}
/** Orders a page of My Orders holds, and the longest product search. */
export const ORDERS_PAGE_SIZE = 10
export const ORDER_SEARCH_MAX = 100
/** Orders the My Account dashboard shows before its see-more toggle. */
export const DASHBOARD_ORDERS = 2

/** An order may be cancelled while its status is at most this (Processing or Shipped). */
export const CANCELLABLE_MAX_STATUS = ORDER_STATUS.shipped
export const isCancellable = (status: number): boolean => status >= 0 && status <= CANCELLABLE_MAX_STATUS

/** The tracker's stages, and the one a cancelled order shows after Placed. */
export const ORDER_TRACKER_STAGES = ['Placed', 'Shipped', 'Out for Delivery', 'Delivered'] as const
export const CANCELLED_STAGE = 'Cancelled'
/** The element id of the tracker on the order page (`/order-inner-page/{id}#track-details`). */
export const TRACK_DETAILS_ANCHOR = 'track-details'

/**
 * Which stages of the tracker an order has reached: Placed always; Shipped from status 1; Out for
 * Delivery when the status is above 1 and at most 3; Delivered at 3. A cancelled order (4) shows Placed
 * then Cancelled. Any other status reaches only Placed (its label says Unknown Status).
 */
export function orderTrackerStages(status: number): Array<{ label: string; reached: boolean }> {
  if (status === ORDER_STATUS.cancelled) {
    return [
      { label: ORDER_TRACKER_STAGES[0], reached: true },
      { label: CANCELLED_STAGE, reached: true },
    ]
  }
  const known = status >= 0 && status <= ORDER_STATUS.delivered
  return [
    { label: ORDER_TRACKER_STAGES[0], reached: true },
    { label: ORDER_TRACKER_STAGES[1], reached: known && status >= 1 },
    { label: ORDER_TRACKER_STAGES[2], reached: known && status > 1 && status <= 3 },
    { label: ORDER_TRACKER_STAGES[3], reached: status === ORDER_STATUS.delivered },
  ]
}

/** The specification's texts of the order screens. */
export const NO_ORDERS_MESSAGE = 'No orders'
export const NO_ORDERS_FOUND_MESSAGE = 'No orders found'
export const ORDERS_FETCH_FAILED_MESSAGE = 'Failed to fetch orders'
export const ORDERS_LOADING_TEXT = 'Loading...'
export const CANNOT_CANCEL_TEXT = 'Cannot Cancel'
export const CANCEL_ORDER_TEXT = 'Cancel'
export const errorTextOf = (message: string) => `Error: ${message}`

/** Who changed an order's status, as its history says: its seller, the shopper (cancelling) or the system. */
export const ORDER_HISTORY_ACTORS = ['seller', 'shopper', 'system'] as const
export type OrderHistoryActor = (typeof ORDER_HISTORY_ACTORS)[number]
/** The label of the history's first entry: the order being placed (the order's own date). */
export const ORDER_PLACED_LABEL = ORDER_TRACKER_STAGES[0]

/** Texts of the order page's after-the-sale parts. */
export const ORDER_HISTORY_HEADING = 'Order history'
export const ORDER_REFUNDS_HEADING = 'Cancellations and refunds'
export const TRACKING_NUMBER_LABEL = 'Tracking number'
export const RATE_ORDERED_PRODUCT_TEXT = 'Rate the product'
/** The element id of the ratings section on a product's page, where Rate the product leads. */
export const PRODUCT_RATINGS_ANCHOR = 'ratings-and-reviews'
/** Who made a history entry, in the shopper's words. */
export const ORDER_HISTORY_ACTOR_LABELS: Readonly<Record<OrderHistoryActor, string>> = {
  seller: 'By the seller',
  shopper: 'By you',
  system: 'By Haat',
}
