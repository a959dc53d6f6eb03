import type { Answer } from '@haat/contract'
import {
  isCancellable,
  ORDER_HISTORY_ACTOR_LABELS,
  ORDER_STATUS,
  orderStatusLabel,
  orderTrackerStages,
  PRODUCT_RATINGS_ANCHOR,
  pageHref,
  REFUND_METHOD_LABELS,
  type RefundMethod,
} from '@haat/contract/core'
import { productHref, storeNameOf } from '../../shared/links.ts'
import { dateOf, itemSavings, paymentModeLabel } from '../../shared/orders/orderView.ts'

/*
 * The order page's rules (docs/product.md, "Order page"): one seller's order of a checkout, its items, where
 * it ships, how it was paid, what it cost (and, when the checkout made several orders, which part of it this
 * is), the tracker and whether it may still be cancelled. Every amount is the server's.
 */

export interface OrderDetailsItemView {
  productId: string
  name: string
  href: string
  imageUrl: string
  quantity: number
  productPrice: number
  price: number
  offerPrice: number
  savings: number
  brandName: string
  statusLabel: string
  status: number
  /** The shopper's note on the item (the one written later wins over the one given at checkout). */
  note: string | null
  /** Why the item was cancelled, when it was. */
  cancelReason: string | null
  /** Where Rate the product leads once the item is delivered (its page's ratings); else null. */
  rateHref: string | null
}

/** One step of the order's history, oldest first. */
export interface OrderHistoryStepView {
  key: string
  label: string
  date: Date
  /** Who made the change, in the shopper's words. */
  actorLabel: string
  trackingNumber: string | null
  note: string | null
}

/** One cancellation of items and what it gave back. */
export interface OrderRefundView {
  key: string
  date: Date
  reason: string
  /** The names of the products it cancelled (a product no longer in the answer is left out). */
  itemNames: string[]
  /** Money given back in rupees; 0 when nothing was paid (cash on delivery). */
  amount: number
  /** Where the money went, in words; null when there was no money to give back. */
  destination: string | null
  refundMethod: RefundMethod
  refundId: string | null
  coins: number
}

export interface OrderDetailsView {
  orderId: string
  parentOrderId: string
  status: number
  statusLabel: string
  cancelled: boolean
  storeName: string
  paymentModeLabel: string
  orderDate: Date
  expectedDeliveryDate: Date | null
  deliveredDate: Date | null
  /** When it was cancelled (its first cancelled item's date), for a cancelled order. */
  cancelledDate: Date | null
  shipTo: Answer<'orderDetails'>['shipTo']
  /** OrderTracker's stages (the contract's rule of which are reached). */
  stages: Array<{ label: string; reached: boolean }>
  items: OrderDetailsItemView[]
  /** What this order's items cost, and what they saved on MRP. */
  orderAmount: number
  savings: number
  /** The checkout's totals: its items, the coins' discount and what was (or is to be) paid. */
  checkout: Answer<'orderDetails'>['checkout']
  /** When the checkout made several orders, the words saying this is one part of it; else null. */
  partNote: string | null
  /** Where Cancel leads while the order may be cancelled; null once it may not. */
  cancelHref: string | null
  /** The seller's tracking number once shipped; else null. */
  trackingNumber: string | null
  history: OrderHistoryStepView[]
  refunds: OrderRefundView[]
}

/** The sentence under the breakdown when a checkout was split among sellers. */
export const checkoutPartNote = (orders: number, parentOrderId: string) =>
  `This order is one of ${orders} orders (one per seller) placed together in checkout ${parentOrderId}. ` +
  'The checkout total covers all of them; any coin discount applies to the checkout as a whole.'

/**
 * The server's order as the page shows it. Cancel stays offered only while both the server says it may be
 * cancelled and the status is one the rule allows; an expected date is not shown once the order is delivered
 * or cancelled (it no longer means anything).
 */
export function orderDetailsView(order: Answer<'orderDetails'>): OrderDetailsView {
  const cancelled = order.status === ORDER_STATUS.cancelled
  const delivered = order.status === ORDER_STATUS.delivered
  const names = new Map(order.product.items.map((item) => [item.productId, item.productName]))
  const refunds = order.cancellations.map(
    (entry, index): OrderRefundView => ({
      key: `${entry.at._seconds}-${index}`,
      date: dateOf(entry.at),
      reason: entry.reason,
      itemNames: entry.productIds.flatMap((id) => {
        const name = names.get(id)
        return name === undefined ? [] : [name]
      }),
      amount: entry.refund,
      destination: entry.refund > 0 ? REFUND_METHOD_LABELS[entry.refundMethod] : null,
      refundMethod: entry.refundMethod,
      refundId: entry.refundId,
      coins: entry.coins,
    }),
  )
  const cancelledAt = cancelled
    ? order.product.items.find((item) => item.cancel !== null)?.cancel?.cancellationDate
    : undefined
  return {
    orderId: order.orderId,
    parentOrderId: order.parentOrderId,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    cancelled,
    storeName: storeNameOf(order.sellerDetails.storename),
    paymentModeLabel: paymentModeLabel(order.paymentMode),
    orderDate: dateOf(order.orderDate),
    expectedDeliveryDate: cancelled || delivered ? null : dateOf(order.expectedDeliveryDate),
    deliveredDate: order.deliveredDate ? dateOf(order.deliveredDate) : null,
    cancelledDate: cancelledAt ? dateOf(cancelledAt) : null,
    shipTo: order.shipTo,
    stages: orderTrackerStages(order.status),
    items: order.product.items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      href: productHref(item.productId),
      imageUrl: item.productImage,
      quantity: item.quantity,
      productPrice: item.productPrice,
      price: item.productDetails.price,
      offerPrice: item.productDetails.offerPrice,
      savings: itemSavings(item.productDetails.price, item.productDetails.offerPrice, item.quantity),
      brandName: item.brandDetails.brandName,
      statusLabel: orderStatusLabel(item.status),
      status: item.status,
      note: item.customerNotes.trim() || item.productNote.trim() || null,
      cancelReason: item.cancel ? item.cancel.cancellationReason.trim() || null : null,
      // A delivered item may be rated: the item's own status says so, or the order's when the item was
      // not cancelled on its own.
      rateHref:
        item.status === ORDER_STATUS.delivered || (delivered && item.status !== ORDER_STATUS.cancelled)
          ? `${productHref(item.productId)}#${PRODUCT_RATINGS_ANCHOR}`
          : null,
    })),
    orderAmount: order.product.orderAmount,
    savings: order.savings,
    checkout: order.checkout,
    partNote: order.checkout.orders > 1 ? checkoutPartNote(order.checkout.orders, order.parentOrderId) : null,
    cancelHref:
      order.cancellable && isCancellable(order.status)
        ? pageHref('orderCancellation', { orderId: order.orderId })
        : null,
    trackingNumber: order.trackingNumber,
    history: order.history.map((step, index) => ({
      key: `${step.at._seconds}-${index}`,
      label: step.label,
      date: dateOf(step.at),
      actorLabel: ORDER_HISTORY_ACTOR_LABELS[step.actor],
      trackingNumber: step.trackingNumber,
      note: step.note.trim() || null,
    })),
    refunds,
  }
}
