import {
  type CancellationReason,
  type CancelOrderAnswer,
  cancellationReasonLabel,
  ITEM_ALREADY_CANCELLED_MESSAGE,
  ITEM_NOT_IN_ORDER_MESSAGE,
  isCancellable,
  ORDER_CANCELLED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  ORIGINAL_REFUND_UNAVAILABLE_MESSAGE,
  PREPAID,
  REFUND_GATEWAY_DOWN_MESSAGE,
  type RefundMethod,
} from '@haat/contract'
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { paiseToRupees } from '../catalogue/product-card.ts'
import { addCoinEntry } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { cancellations, orderItems, orders, products } from '../db/schema.ts'
import { recordStatusChange } from '../orders/history.ts'
import { type PaymentGateway, PaymentProviderDownError } from '../payments/gateway.ts'
import { addWalletEntry } from '../wallet/ledger.ts'
import type { CancellationNotice } from './messages.ts'
import { CancellationRefusal } from './refusal.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The part of `amount` that the values from `before` to `after` carry out of `whole`. Each call floors
 * the running total rather than its own part, so the parts of successive cancellations always add up to
 * `amount` exactly: the one that takes the last of `whole` gets whatever the floors left over.
 */
export function cumulativeShare(amount: number, before: number, after: number, whole: number): number {
  if (amount <= 0 || whole <= 0) return 0
  const upTo = (value: number) => (value >= whole ? amount : Math.floor((amount * value) / whole))
  return upTo(after) - upTo(before)
}

export interface CancelRequest {
  userId: string
  orderId: string
  productIds: readonly string[]
  reason: CancellationReason
  refundMethod: RefundMethod
}

interface ItemRow {
  id: string
  order_id: string
  product_id: string
  product_name: string
  quantity: number
  unit_price_paise: number
  status: number
  cancellation_id: string | null
  cancelled_at: Date | string | null
}

const isCancelled = (item: ItemRow) =>
  Number(item.status) === ORDER_STATUS.cancelled ||
  item.cancellation_id !== null ||
  item.cancelled_at !== null
const paidFor = (item: ItemRow) => Number(item.unit_price_paise) * Number(item.quantity)
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Cancels some items of one of the shopper's orders, in one transaction (docs/product.md, "Cancellation").
 * Locks, in this order: the shopper (coins and wallet), the checkout (its sibling orders share its coins,
 * so two cancellations of one checkout must not both count the same "already cancelled"), the order, then
 * the products in id order: the order placing, paying and the seller's status changes lock in too, so no
 * two of them can wait on each other in a circle. Under the locks it re-reads every item, so of two
 * identical calls at once the second finds the items cancelled and is refused with nothing changed. The stock comes back; the coins the checkout redeemed come back in
 * the cancelled items' share of its value; a prepaid order's money (the items' value less that coin
 * share) goes to the wallet or back to the payment through the gateway, asked last so a refusal rolls the
 * whole cancellation back. The order becomes Cancelled once none of its items is left.
 */
export async function cancelItems(
  db: Db,
  gateway: PaymentGateway,
  request: CancelRequest,
  now: Date,
): Promise<{ answer: CancelOrderAnswer; notice: CancellationNotice }> {
  const { userId, orderId } = request
  return db.transaction(async (tx) => {
    // The shopper first, as placing, paying and the seller's status changes lock: one order for all.
    const [shopper] = await rowsOf<{
      name: string
      email: string | null
      email_verified: boolean
      phone: string | null
    }>(tx, sql`select name, email, email_verified, phone from users where id = ${userId} for update`)
    if (!shopper) throw new CancellationRefusal(404, ORDER_NOT_FOUND_MESSAGE)
    const [placed] = await rowsOf<{ parent_order_id: string }>(
      tx,
      sql`select parent_order_id from orders where id = ${orderId} and user_id = ${userId}`,
    )
    if (!placed) throw new CancellationRefusal(404, ORDER_NOT_FOUND_MESSAGE)
    const [checkout] = await rowsOf<{
      id: string
      payment_mode: string
      payment_id: string | null
      coin_discount_paise: number
      credit_coins: number
    }>(
      tx,
      sql`select id, payment_mode, payment_id, coin_discount_paise, credit_coins from parent_orders
          where id = ${placed.parent_order_id} and user_id = ${userId} and state = 'placed' for update`,
    )
    if (!checkout) throw new CancellationRefusal(404, ORDER_NOT_FOUND_MESSAGE)
    const [order] = await rowsOf<{ status: number }>(
      tx,
      sql`select status from orders where id = ${orderId} for update`,
    )
    if (!order) throw new CancellationRefusal(404, ORDER_NOT_FOUND_MESSAGE)
    const statusBefore = Number(order.status)
    if (!isCancellable(statusBefore)) throw new CancellationRefusal(409, ORDER_NOT_CANCELLABLE_MESSAGE)

    const checkoutItems = await rowsOf<ItemRow>(
      tx,
      sql`select i.id, i.order_id, i.product_id, i.product_name, i.quantity, i.unit_price_paise, i.status,
                 i.cancellation_id, i.cancelled_at
          from order_items i join orders o on o.id = i.order_id
          where o.parent_order_id = ${checkout.id}
          order by i.id`,
    )
    const own = checkoutItems.filter((item) => item.order_id === orderId)
    const chosen: ItemRow[] = []
    for (const productId of request.productIds) {
      const item = own.find((candidate) => candidate.product_id === productId)
      if (!item) throw new CancellationRefusal(404, ITEM_NOT_IN_ORDER_MESSAGE)
      chosen.push(item)
    }
    if (chosen.some(isCancelled)) throw new CancellationRefusal(409, ITEM_ALREADY_CANCELLED_MESSAGE)

    // The checkout's coins and coin discount are shared by all its items, whichever seller's order they
    // are in: the cancelled part's share is counted on the whole checkout.
    const whole = sum(checkoutItems.map(paidFor))
    const before = sum(checkoutItems.filter(isCancelled).map(paidFor))
    const value = sum(chosen.map(paidFor))
    const coinsBack = cumulativeShare(Number(checkout.credit_coins), before, before + value, whole)
    const discountPaise = Math.min(Number(checkout.coin_discount_paise), whole)
    const discountBack = cumulativeShare(discountPaise, before, before + value, whole)
    const prepaid = checkout.payment_mode === PREPAID
    const refundPaise = prepaid ? value - discountBack : 0
    if (refundPaise > 0 && request.refundMethod === 'original' && !checkout.payment_id) {
      throw new CancellationRefusal(409, ORIGINAL_REFUND_UNAVAILABLE_MESSAGE)
    }

    const cancellationId = newDocumentId()
    const reasonLabel = cancellationReasonLabel(request.reason)
    await tx.insert(cancellations).values({
      id: cancellationId,
      orderId,
      userId,
      reason: request.reason,
      refundMethod: request.refundMethod,
      refundPaise,
      coinsReturned: coinsBack,
      createdAt: now,
    })
    const chosenIds = chosen.map((item) => item.id)
    const taken = await tx
      .update(orderItems)
      .set({
        status: ORDER_STATUS.cancelled,
        cancellationId,
        cancellationReason: reasonLabel,
        cancelledAt: now,
      })
      .where(and(inArray(orderItems.id, chosenIds), isNull(orderItems.cancellationId)))
      .returning({ id: orderItems.id })
    // Under the checkout's lock nothing else cancels these items; a mismatch means a writer broke the rule.
    if (taken.length !== chosen.length) throw new CancellationRefusal(409, ITEM_ALREADY_CANCELLED_MESSAGE)

    for (const item of [...chosen].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${Number(item.quantity)}` })
        .where(eq(products.id, item.product_id))
    }
    if (coinsBack > 0) {
      await addCoinEntry(tx, {
        userId,
        delta: coinsBack,
        reason: 'refunded',
        parentOrderId: checkout.id,
        orderId,
      })
    }

    const left = own.filter((item) => !isCancelled(item) && !chosenIds.includes(item.id))
    const status = left.length === 0 ? ORDER_STATUS.cancelled : statusBefore
    if (status !== statusBefore) await tx.update(orders).set({ status }).where(eq(orders.id, orderId))
    const names = chosen.map((item) => item.product_name)
    await recordStatusChange(tx, {
      orderId,
      status,
      actor: 'shopper',
      changedBy: userId,
      note: `Cancelled ${names.join(', ')}: ${reasonLabel}`,
      at: now,
    })

    let refundId: string | null = null
    if (refundPaise > 0 && request.refundMethod === 'wallet') {
      await addWalletEntry(tx, {
        userId,
        deltaPaise: refundPaise,
        reason: 'refund',
        orderId,
        cancellationId,
        at: now,
      })
    } else if (refundPaise > 0 && checkout.payment_id) {
      try {
        refundId = (
          await gateway.refund(
            { paymentId: checkout.payment_id, amountPaise: refundPaise, receipt: cancellationId },
            tx,
          )
        ).id
      } catch (error) {
        if (error instanceof PaymentProviderDownError) {
          throw new CancellationRefusal(502, REFUND_GATEWAY_DOWN_MESSAGE, { cause: error })
        }
        throw error
      }
      await tx
        .update(cancellations)
        .set({ gatewayRefundId: refundId })
        .where(eq(cancellations.id, cancellationId))
    }

    return {
      answer: {
        success: true,
        message: ORDER_CANCELLED_MESSAGE,
        refund: {
          amount: paiseToRupees(refundPaise),
          coins: coinsBack,
          method: request.refundMethod,
          refundId,
        },
        status,
      },
      notice: {
        orderId,
        shopper: {
          name: shopper.name,
          email: shopper.email,
          emailVerified: Boolean(shopper.email_verified),
          phone: shopper.phone,
        },
        items: names,
        reason: reasonLabel,
        refundPaise,
        refundMethod: request.refundMethod,
        coins: coinsBack,
        orderCancelled: status === ORDER_STATUS.cancelled,
      },
    }
  })
}
