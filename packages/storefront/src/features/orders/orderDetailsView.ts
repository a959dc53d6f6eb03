import type { Answer } from '@haat/contract'
import {
  isCancellable,
  ORDER_STATUS,
  orderStatusLabel,
  orderTrackerStages,
  pageHref,
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
    })),
    orderAmount: order.product.orderAmount,
    savings: order.savings,
    checkout: order.checkout,
    partNote: order.checkout.orders > 1 ? checkoutPartNote(order.checkout.orders, order.parentOrderId) : null,
    cancelHref:
      order.cancellable && isCancellable(order.status)
        ? pageHref('orderCancellation', { orderId: order.orderId })
        : null,
  }
}
