import type { Answer } from '@haat/contract'
import { CASH_ON_DELIVERY, orderStatusLabel } from '@haat/contract/core'
import { productHref, storeNameOf } from '../../shared/links.ts'
import { dateOf, itemSavings, paymentModeLabel } from '../../shared/orders/orderView.ts'

/*
 * The order completed page's rules (docs/product.md, "Order completed page"): what the server's order
 * summary shows as. Every total is the server's; the page only works out each item's savings on MRP.
 */

/** OrderPlacedCard's props without the actions (the screen adds its buttons). */
export interface OrderCompletedView {
  parentOrderId: string
  orderDate: Date
  paymentModeLabel: string
  state: Answer<'orderSummary'>['state']
  shipTo: Answer<'orderSummary'>['shipTo']
  orders: Array<{
    orderId: string
    storeName: string
    statusLabel: string
    expectedDeliveryDate: Date
    items: Array<{
      productId: string
      name: string
      imageUrl: string
      href: string
      quantity: number
      productPrice: number
      price: number
      offerPrice: number
      savings: number
    }>
  }>
  itemsTotal: number
  coinDiscount: number
  total: number
  savings: number
  /** Whether the total is paid already (an online payment confirmed) rather than due on delivery. */
  paid: boolean
  /** Until when a checkout waiting for its payment holds its items. */
  payBy: Date | null
}

/** The server's order summary as OrderPlacedCard shows it: one block per seller's order. */
export function orderCompletedView(summary: Answer<'orderSummary'>): OrderCompletedView {
  return {
    parentOrderId: summary.parentOrderId,
    orderDate: dateOf(summary.orderDate),
    paymentModeLabel: paymentModeLabel(summary.paymentMode),
    state: summary.state,
    shipTo: summary.shipTo,
    orders: summary.orders.map((order) => ({
      orderId: order.orderId,
      storeName: storeNameOf(order.sellerDetails.storename),
      statusLabel: orderStatusLabel(order.status),
      expectedDeliveryDate: dateOf(order.expectedDeliveryDate),
      items: order.product.items.map((item) => ({
        productId: item.productId,
        name: item.productName,
        imageUrl: item.productImage,
        href: productHref(item.productId),
        quantity: item.quantity,
        productPrice: item.productPrice,
        price: item.productDetails.price,
        offerPrice: item.productDetails.offerPrice,
        savings: itemSavings(item.productDetails.price, item.productDetails.offerPrice, item.quantity),
      })),
    })),
    itemsTotal: summary.itemsTotal,
    coinDiscount: summary.coinDiscount,
    total: summary.total,
    savings: summary.savings,
    paid: summary.state === 'placed' && summary.paymentMode !== CASH_ON_DELIVERY,
    payBy: summary.payBy ? dateOf(summary.payBy) : null,
  }
}
