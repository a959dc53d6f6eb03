import type { Answer, CancelOrderBody } from '@haat/contract'
import {
  ALREADY_CANCELLED_TEXT,
  CANCEL_ITEMS_LEGEND,
  CANCEL_ORDER_ERROR_MESSAGE,
  CANCEL_ORDER_FAILED_MESSAGE,
  CANCEL_SELECTED_TEXT,
  CANCELLATION_REASON_LABEL,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  CANCELLING_TEXT,
  type CancellationReason,
  DEFAULT_REFUND_METHOD,
  DONT_CANCEL_TEXT,
  NO_ITEMS_LEFT_TO_CANCEL_TEXT,
  NOTHING_TO_REFUND_TEXT,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  orderStatusLabel,
  pageHref,
  REFUND_METHOD_HINTS,
  REFUND_METHOD_LABELS,
  REFUND_METHOD_LEGEND,
  REFUND_METHODS,
  type RefundMethod,
  SELECT_CANCELLATION_REASON_MESSAGE,
  SELECT_ITEMS_TO_CANCEL_MESSAGE,
} from '@haat/contract/core'
import type { CancelItemsFormTexts, CancelItemsInput } from '@haat/ui'
import { type CallError, serverMessage, statusOf } from '../../app/errorText.ts'

/*
 * The cancellation page's rules (docs/product.md, "Cancellation"): which items it offers, where a refund
 * may go, when it offers nothing (the order moved past Shipped, or every item is cancelled already), the
 * request it sends and what it says when the server refuses.
 */

export interface CancellationOption {
  value: string
  label: string
  hint?: string
}

export interface CancellationView {
  orderId: string
  statusLabel: string
  items: Array<{
    productId: string
    name: string
    imageUrl: string
    quantity: number
    price: number
    cancelled: boolean
  }>
  refundMethods: CancellationOption[]
  defaultRefundMethod: RefundMethod
  /** Why nothing can be cancelled, when nothing can; null while the form is offered. */
  blocked: string | null
  /** Where Don't Cancel leads: the order's page. */
  orderHref: string
}

/** The six reasons, in the specification's order and words. */
export const REASON_OPTIONS: CancellationOption[] = CANCELLATION_REASONS.map((value) => ({
  value,
  label: CANCELLATION_REASON_LABELS[value],
}))

/** The form's words, every one from the contract. */
export const CANCEL_FORM_TEXTS: Partial<CancelItemsFormTexts> = {
  itemsLegend: CANCEL_ITEMS_LEGEND,
  reasonLegend: CANCELLATION_REASON_LABEL,
  refundLegend: REFUND_METHOD_LEGEND,
  nothingToRefund: NOTHING_TO_REFUND_TEXT,
  submit: CANCEL_SELECTED_TEXT,
  busy: CANCELLING_TEXT,
  dontCancel: DONT_CANCEL_TEXT,
  selectItems: SELECT_ITEMS_TO_CANCEL_MESSAGE,
  selectReason: SELECT_CANCELLATION_REASON_MESSAGE,
  alreadyCancelled: ALREADY_CANCELLED_TEXT,
}

/** The server's answer as the page shows it. */
export function cancellationView(answer: Answer<'orderCancellation'>): CancellationView {
  const open = answer.items.filter((item) => !item.cancelled)
  const refundMethods = answer.refundMethods.map((value) => ({
    value,
    label: REFUND_METHOD_LABELS[value],
    hint: REFUND_METHOD_HINTS[value],
  }))
  return {
    orderId: answer.orderId,
    statusLabel: orderStatusLabel(answer.status),
    items: answer.items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      imageUrl: item.productImage,
      quantity: item.quantity,
      price: item.price,
      cancelled: item.cancelled,
    })),
    refundMethods,
    defaultRefundMethod: answer.refundMethods.includes(DEFAULT_REFUND_METHOD)
      ? DEFAULT_REFUND_METHOD
      : (answer.refundMethods[0] ?? DEFAULT_REFUND_METHOD),
    blocked: !answer.cancellable
      ? ORDER_NOT_CANCELLABLE_MESSAGE
      : open.length === 0
        ? NO_ITEMS_LEFT_TO_CANCEL_TEXT
        : null,
    orderHref: pageHref('order', { orderId: answer.orderId }),
  }
}

const isReason = (value: string): value is CancellationReason =>
  (CANCELLATION_REASONS as readonly string[]).includes(value)
const isRefundMethod = (value: string | null): value is RefundMethod =>
  value !== null && (REFUND_METHODS as readonly string[]).includes(value)

/**
 * The cancel-order request of what the form chose. A cash-on-delivery order sends no method (the server's
 * default stands; nothing is refunded). Undefined when the form's reason is not one of the contract's.
 */
export function cancelOrderBody(orderId: string, input: CancelItemsInput): CancelOrderBody | undefined {
  if (!isReason(input.reason) || input.productIds.length === 0) return undefined
  return {
    orderId,
    productIds: input.productIds,
    cancellationReason: input.reason,
    ...(isRefundMethod(input.refundMethod) ? { refundMethod: input.refundMethod } : {}),
  }
}

/**
 * What the page says when cancelling failed: the server's own words when it answered with them, "Failed to
 * cancel order" when it answered without, and "An error occurred while cancelling the order." when no
 * answer came at all (the specification's three texts).
 */
export function cancelFailureText(error: CallError): string {
  if (statusOf(error) === undefined) return CANCEL_ORDER_ERROR_MESSAGE
  return serverMessage(error) ?? CANCEL_ORDER_FAILED_MESSAGE
}
