import {
  COIN_VALUE_PAISE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  ORDERED_PRODUCT_NOT_FOUND_MESSAGE,
  type Order,
  type OrderItem,
  type OrderSummaryAnswer,
  type ShipTo,
  storeNameOf,
} from '@haat/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import {
  brands,
  orderItems,
  orders,
  parentOrders,
  products,
  type ShipTo as StoredShipTo,
  sellers,
} from '../db/schema.ts'

/** A read or change of an order the session may not have: the status and the contract's message. */
export class OrderViewRefusal extends Error {
  readonly status: 404

  constructor(status: 404, message: string) {
    super(message)
    this.status = status
  }
}

/** The address as the order keeps it, in the answer's shape (an empty landmark reads as none). */
function shipToAnswer(stored: StoredShipTo): ShipTo {
  return {
    name: stored.name,
    houseName: stored.houseName,
    landMark: stored.landMark?.trim() ? stored.landMark : null,
    localArea: stored.localArea,
    state: stored.state,
    pincode: stored.pincode,
    phoneNumber: stored.phoneNumber,
  }
}

/** What an order's answer takes from its checkout (the parent order). */
export interface OrderCheckoutFacts {
  id: string
  paymentMode: Order['paymentMode']
  creditCoins: number
  coinValuePaise: number
  shipTo: StoredShipTo
}

/** One seller's order as stored, with its seller's store name. */
export interface OrderRowFacts {
  id: string
  sellerId: string
  storeName: string | null
  status: number
  orderAmountPaise: number
  orderDate: Date | string
  expectedDeliveryDate: Date | string
  deliveredDate: Date | string | null
}

/** An item of an order as `orderItemRowsOf` reads it. */
export type OrderItemRow = Awaited<ReturnType<typeof orderItemRowsOf>>[number]

/**
 * The items of the given orders, in one query, in a fixed order (by item id), with each product's brand
 * name. Answers nothing without asking the database when there are no orders.
 */
export async function orderItemRowsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      // An item kept without a picture shows the product's picture of today, or its brand's logo.
      productImage: sql<string>`coalesce(nullif(${orderItems.productImage}, ''), ${products.imageUrls}[1], ${brands.logo})`,
      unitPricePaise: orderItems.unitPricePaise,
      mrpPaise: orderItems.mrpPaise,
      quantity: orderItems.quantity,
      status: orderItems.status,
      productNote: orderItems.productNote,
      customerNotes: orderItems.customerNotes,
      cancellationReason: orderItems.cancellationReason,
      cancelledAt: orderItems.cancelledAt,
      brandName: brands.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id))
}

/** The item rows grouped by their order's id, each group keeping the rows' order. */
export function itemsByOrder(itemRows: readonly OrderItemRow[]): Map<string, OrderItemRow[]> {
  const grouped = new Map<string, OrderItemRow[]>()
  for (const item of itemRows) {
    const group = grouped.get(item.orderId)
    if (group) group.push(item)
    else grouped.set(item.orderId, [item])
  }
  return grouped
}

/**
 * One seller's order in the contract's `Order` shape, and what its items saved on MRP (paise). The
 * amounts are the ones fixed when it was placed: each item at the price paid for one unit (with the MRP
 * of then), the coins at what one coin was worth then (docs/product.md, "Orders").
 */
export function orderAnswerOf(
  checkout: OrderCheckoutFacts,
  order: OrderRowFacts,
  itemRows: readonly OrderItemRow[],
): { order: Order; savingsPaise: number } {
  const storeName = storeNameOf(order.storeName)
  const coinValue = paiseToRupees(checkout.coinValuePaise > 0 ? checkout.coinValuePaise : COIN_VALUE_PAISE)
  let savingsPaise = 0
  const items: OrderItem[] = []
  const cancelledOrders: string[] = []
  for (const item of itemRows) {
    // An MRP below the price paid counts as the price paid: a saving is never negative.
    const mrpPaise = Math.max(item.mrpPaise, item.unitPricePaise)
    savingsPaise += (mrpPaise - item.unitPricePaise) * item.quantity
    if (item.status === ORDER_STATUS.cancelled) cancelledOrders.push(item.productId)
    items.push({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      productPrice: paiseToRupees(item.unitPricePaise * item.quantity),
      quantity: item.quantity,
      status: item.status,
      productNote: item.productNote,
      customerNotes: item.customerNotes,
      brandDetails: { brandName: item.brandName },
      sellerDetails: { storedetails: { storename: storeName } },
      productDetails: { price: paiseToRupees(mrpPaise), offerPrice: paiseToRupees(item.unitPricePaise) },
      cancel:
        item.cancelledAt !== null
          ? {
              cancellationDate: toTimestamp(item.cancelledAt),
              cancellationReason: item.cancellationReason ?? '',
            }
          : null,
    })
  }
  return {
    order: {
      id: order.id,
      orderId: order.id,
      parentOrderId: checkout.id,
      orderDate: toTimestamp(order.orderDate),
      expectedDeliveryDate: toTimestamp(order.expectedDeliveryDate),
      deliveredDate: toTimestamp(order.deliveredDate),
      status: order.status,
      paymentMode: checkout.paymentMode,
      creditCoins: checkout.creditCoins,
      coinValue,
      shipTo: shipToAnswer(checkout.shipTo),
      sellerDetails: { sellerId: order.sellerId, storename: storeName },
      product: { orderAmount: paiseToRupees(order.orderAmountPaise), items },
      cancelledOrders,
    },
    savingsPaise,
  }
}

/**
 * A checkout and its orders (one per seller), for the shopper who placed it and no one else: another
 * shopper's checkout is answered exactly as an unknown one, so an id reveals nothing. A checkout waiting
 * for its payment, or released because none came, is still its owner's to read, with its state
 * (docs/product.md, "Checkout"). The amounts are the ones fixed when it was placed (see orderAnswerOf).
 */
export async function orderSummaryOf(
  db: Db,
  userId: string,
  parentOrderId: string,
): Promise<OrderSummaryAnswer> {
  const [parent] = await db
    .select()
    .from(parentOrders)
    .where(and(eq(parentOrders.id, parentOrderId), eq(parentOrders.userId, userId)))
    .limit(1)
  if (!parent) throw new OrderViewRefusal(404, ORDER_NOT_FOUND_MESSAGE)

  const orderRows = await db
    .select({
      id: orders.id,
      sellerId: orders.sellerId,
      storeName: sellers.storeName,
      status: orders.status,
      orderAmountPaise: orders.orderAmountPaise,
      orderDate: orders.orderDate,
      expectedDeliveryDate: orders.expectedDeliveryDate,
      deliveredDate: orders.deliveredDate,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.parentOrderId, parent.id))
    .orderBy(asc(orders.id))
  const items = itemsByOrder(
    await orderItemRowsOf(
      db,
      orderRows.map((order) => order.id),
    ),
  )

  let savingsPaise = 0
  const answerOrders: Order[] = orderRows.map((row) => {
    const { order, savingsPaise: saved } = orderAnswerOf(parent, row, items.get(row.id) ?? [])
    savingsPaise += saved
    return order
  })

  const itemsTotalPaise = parent.itemsTotalPaise
  const coinDiscountPaise = Math.min(parent.coinDiscountPaise, itemsTotalPaise)
  return {
    parentOrderId: parent.id,
    state: parent.state,
    paymentMode: parent.paymentMode,
    orderDate: toTimestamp(parent.createdAt),
    itemsTotal: paiseToRupees(itemsTotalPaise),
    creditCoins: parent.creditCoins,
    coinDiscount: paiseToRupees(coinDiscountPaise),
    total: paiseToRupees(itemsTotalPaise - coinDiscountPaise),
    savings: paiseToRupees(savingsPaise),
    shipTo: shipToAnswer(parent.shipTo),
    payBy: parent.state === 'pending_payment' ? toTimestamp(parent.payBy) : null,
    orders: answerOrders,
  }
}

/**
 * Sets the shopper's note on one product of one of their orders (`orderId` is one seller's order, as
 * the order pages name it). Another shopper's order answers as an unknown one.
 */
export async function setCustomerNotes(
  db: Db,
  userId: string,
  change: { orderId: string; orderedProductId: string; customerNotes: string },
): Promise<void> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, change.orderId), eq(orders.userId, userId)))
    .limit(1)
  if (!order) throw new OrderViewRefusal(404, ORDER_NOT_FOUND_MESSAGE)
  const changed = await db
    .update(orderItems)
    .set({ customerNotes: change.customerNotes })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, change.orderedProductId)))
    .returning({ id: orderItems.id })
  if (changed.length === 0) throw new OrderViewRefusal(404, ORDERED_PRODUCT_NOT_FOUND_MESSAGE)
}
