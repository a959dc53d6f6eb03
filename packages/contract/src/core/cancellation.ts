/**
 * Cancelling items of an order: reasons, refund methods and texts (docs/product.md, "Cancellation"). The
 * reasons and the shopper-facing texts are the specification's wording; the limits and refusals are ours.
 */

/** Why the shopper cancels: the value sent in cancel-order, and the words the page shows. */
export const CANCELLATION_REASONS = [
  'better-price',
  'wrong-address',
  'wrong-product',
  'changed-mind',
  'delivery-too-long',
  'other',
] as const
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]
export const CANCELLATION_REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  'better-price': 'Found better price elsewhere',
  'wrong-address': 'Entered wrong address',
  'wrong-product': 'Ordered wrong product',
  'changed-mind': 'Changed mind',
  'delivery-too-long': 'Delivery time too long',
  other: 'Other reason',
}
/** The words of a stored reason value (an unknown one reads as itself, so old rows still show). */
export const cancellationReasonLabel = (reason: string): string =>
  (CANCELLATION_REASON_LABELS as Readonly<Record<string, string>>)[reason] ?? reason

/**
 * Where a prepaid refund goes: back to the payment it came from (through the gateway) or into the
 * shopper's wallet at once. Cash on delivery has nothing to refund.
 */
export const REFUND_METHODS = ['original', 'wallet'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]
export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  original: 'Original payment method',
  wallet: 'Haat wallet',
}
/** What each method promises, under its label. */
export const REFUND_METHOD_HINTS: Readonly<Record<RefundMethod, string>> = {
  original: 'Back to the card, UPI or bank account you paid with, in 5-7 working days.',
  wallet: 'Added to your wallet at once, to spend on your next order.',
}
export const DEFAULT_REFUND_METHOD: RefundMethod = 'original'

/** The most products one cancel-order call names (an order holds at most ORDER_LINES_MAX). */
export const CANCEL_PRODUCTS_MAX = 50

/** The page's texts (the specification's wording). */
export const SELECT_ITEMS_TO_CANCEL_MESSAGE = 'Please select at least one item to cancel'
export const SELECT_CANCELLATION_REASON_MESSAGE = 'Please select a cancellation reason'
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully'
export const CANCEL_ORDER_FAILED_MESSAGE = 'Failed to cancel order'
export const CANCEL_ORDER_ERROR_MESSAGE = 'An error occurred while cancelling the order.'
export const CANCELLATION_DETAILS_FAILED_MESSAGE = 'Failed to fetch order cancellation details.'
export const DONT_CANCEL_TEXT = "Don't Cancel"

/** Ours: the page's own words. */
export const CANCEL_ITEMS_TITLE = 'Cancel items'
export const CANCEL_ITEMS_LEGEND = 'Items to cancel'
export const CANCELLATION_REASON_LABEL = 'Reason for cancellation'
export const REFUND_METHOD_LEGEND = 'Refund to'
export const CANCEL_SELECTED_TEXT = 'Cancel selected items'
export const CANCELLING_TEXT = 'Cancelling…'
export const ALREADY_CANCELLED_TEXT = 'Already cancelled'
export const NOTHING_TO_REFUND_TEXT = 'Paid by Cash on Delivery: there is nothing to refund.'
export const NO_ITEMS_LEFT_TO_CANCEL_TEXT = 'Every item of this order is already cancelled.'

/** Ours: cancel-order's refusals. */
export const ORDER_NOT_CANCELLABLE_MESSAGE = 'This order can no longer be cancelled.'
export const ITEM_NOT_IN_ORDER_MESSAGE = 'An item to cancel is not in this order.'
export const ITEM_ALREADY_CANCELLED_MESSAGE = 'An item to cancel is already cancelled.'
export const DUPLICATE_CANCEL_ITEM_MESSAGE = 'Each item can be named once.'
export const CANCEL_PRODUCTS_MAX_MESSAGE = `At most ${CANCEL_PRODUCTS_MAX} items can be cancelled at once.`
export const ORIGINAL_REFUND_UNAVAILABLE_MESSAGE =
  'This payment cannot be refunded to its original method. Choose the wallet.'
export const REFUND_GATEWAY_DOWN_MESSAGE =
  'The payment service did not take the refund. Nothing was cancelled; please try again in a minute.'
