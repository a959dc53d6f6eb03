/**
 * The seller area: status steps, tracking numbers and texts (docs/product.md, "Seller area").
 */
import { ORDER_STATUS } from './checkout.ts'

/**
 * Coins a delivered order earns its shopper: one coin for every full DELIVERY_COIN_RUPEES rupees the
 * order's items still count for (cancelled items earn nothing). A rule of ours, in the README.
 */
export const DELIVERY_COIN_RUPEES = 100
export const deliveryCoinsFor = (paidPaise: number): number =>
  Math.max(0, Math.floor(paidPaise / (DELIVERY_COIN_RUPEES * 100)))

/**
 * The one status a seller may move an order to from `status`: Processing → Shipped → Out for Delivery →
 * Delivered. A delivered or cancelled order (or an unknown status) has none: nothing goes back or skips.
 */
export function nextSellerStatus(status: number): number | null {
  if (status === ORDER_STATUS.processing) return ORDER_STATUS.shipped
  if (status === ORDER_STATUS.shipped) return ORDER_STATUS.outForDelivery
  if (status === ORDER_STATUS.outForDelivery) return ORDER_STATUS.delivered
  return null
}

/** Shipping is the step that hands the parcel to a courier: it needs the courier's tracking number. */
export const needsTrackingNumber = (nextStatus: number | null): boolean => nextStatus === ORDER_STATUS.shipped

/** A courier's tracking number: 6 to 30 capital letters, digits or hyphens (typed lower case is raised). */
export const TRACKING_NUMBER_MIN = 6
export const TRACKING_NUMBER_MAX = 30
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{6,30}$/
export const normalizeTrackingNumber = (value: string): string => value.trim().toUpperCase()
export const isTrackingNumber = (value: string): boolean =>
  TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(value))

/** Orders a page of the seller's order list holds. */
export const SELLER_ORDERS_PAGE_SIZE = 10

/** The order list's status filter: every order, or one status (its value in the URL and the query). */
export const SELLER_STATUS_FILTERS = ['all', '0', '1', '2', '3', '4'] as const
export type SellerStatusFilter = (typeof SELLER_STATUS_FILTERS)[number]
export const SELLER_ALL_STATUSES_LABEL = 'All orders'

/** The button that moves an order to each next status. */
export const SELLER_STATUS_ACTION_LABELS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.shipped]: 'Mark as Shipped',
  [ORDER_STATUS.outForDelivery]: 'Mark as Out for Delivery',
  [ORDER_STATUS.delivered]: 'Mark as Delivered',
}
export const sellerStatusActionLabel = (nextStatus: number): string =>
  SELLER_STATUS_ACTION_LABELS[nextStatus] ?? ''

/** The server's refusals. */
export const NOT_SELLER_MEMBER_MESSAGE = 'This account is not a seller member'
export const SELLER_ORDER_NOT_FOUND_MESSAGE = 'Order not found'
export const SELLER_NEXT_STATUS_ONLY_MESSAGE = 'An order moves only to its next status'
export const SELLER_ORDER_CLOSED_MESSAGE = 'This order is delivered or cancelled and cannot change'
export const TRACKING_NUMBER_REQUIRED_MESSAGE = 'Enter the tracking number to ship the order'
export const TRACKING_NUMBER_INVALID_MESSAGE = `A tracking number is ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} capital letters, digits or hyphens`
export const TRACKING_NUMBER_NOT_NEEDED_MESSAGE = 'A tracking number is given only when the order is shipped'

/** The seller pages' texts. */
export const SELLER_AREA_TITLE = 'Seller Area'
export const SELLER_SIGN_IN_HEADING = 'Seller Sign In'
export const SELLER_SIGN_IN_INTRO = "Sign in with your seller member account to see your store's orders."
export const SELLER_SIGN_IN_BUTTON = 'Sign In'
export const SELLER_EMAIL_LABEL = 'Email'
export const SELLER_PASSWORD_LABEL = 'Password'
export const SELLER_SIGN_IN_REQUIRED_MESSAGE = 'Enter your e-mail and password'
export const SELLER_SIGN_OUT_TEXT = 'Sign out'
export const SELLER_ORDERS_HEADING = 'Orders'
export const SELLER_NO_ORDERS_MESSAGE = 'No orders'
export const SELLER_ORDERS_FAILED_MESSAGE = 'Failed to fetch orders'
export const SELLER_ORDER_FAILED_MESSAGE = 'Failed to fetch the order'
export const SELLER_STATUS_FILTER_LABEL = 'Status'
export const TRACKING_NUMBER_HINT = `${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} letters, digits or hyphens, as the courier gives it`
export const SELLER_STATUS_CHANGED_MESSAGE = 'Order status updated'
export const SELLER_STATUS_FAILED_MESSAGE = 'Failed to update the order status'
export const SELLER_NO_NEXT_STATUS_TEXT = 'Nothing more to do: this order is delivered or cancelled.'
export const SELLER_ORDER_HISTORY_HEADING = 'History'
export const SELLER_ORDER_ITEMS_HEADING = 'Items'
export const SELLER_SHIP_TO_HEADING = 'Ship to'
export const SELLER_BACK_TO_ORDERS_TEXT = 'Back to orders'
export const SELLER_TRACKING_TEXT = 'Tracking'

/** What the shopper is told when the seller moves their order on (SMS and e-mail). */
export const sellerStatusMessageSubject = (orderId: string, statusLabel: string) =>
  `Your Haat order ${orderId}: ${statusLabel}`
