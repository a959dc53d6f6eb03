import { type CancellationReason, ORDER_STATUS } from '@haat/contract/core'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { addWalletEntry } from '../../wallet/ledger.ts'
import type { Db } from '../client.ts'
import {
  cancellations,
  orderItems,
  orders,
  parentOrders,
  paymentOrders,
  simulatedPayments,
  users,
  walletLedger,
} from '../schema.ts'
import { DEMO_SHOPPER } from './demo-shopper.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const DAY = 86_400_000

/** The demo's cancelled checkout (seed/orders.ts): its cancellation gets the row cancel-order would write. */
export const DEMO_CANCELLED_CHECKOUT = 'DemoParentOrder00007'
/** Why it was cancelled: the value of the reason its items already carry in words. */
const DEMO_CANCELLATION_REASON: CancellationReason = 'better-price'

/**
 * Cashback credits into the demo shopper's wallet, spread over about 200 days so the wallet's first
 * period (90 days) fills more than one page and "All Transactions" holds more. Three follow a delivered
 * demo order (its id when the seed has it); they add up to the specification's demo balance, ₹150.50.
 */
export const DEMO_CASHBACK = [
  { daysAgo: 3, paise: 1500, orderId: null },
  { daysAgo: 9, paise: 1250, orderId: null },
  { daysAgo: 12, paise: 500, orderId: 'DemoOrder000031' },
  { daysAgo: 22, paise: 2000, orderId: null },
  { daysAgo: 30, paise: 750, orderId: null },
  { daysAgo: 41, paise: 1000, orderId: null },
  { daysAgo: 52, paise: 1200, orderId: null },
  { daysAgo: 59, paise: 800, orderId: 'DemoOrder000021' },
  { daysAgo: 75, paise: 1050, orderId: null },
  { daysAgo: 88, paise: 600, orderId: null },
  { daysAgo: 105, paise: 1100, orderId: null },
  { daysAgo: 128, paise: 900, orderId: null },
  { daysAgo: 150, paise: 1400, orderId: null },
  { daysAgo: 176, paise: 500, orderId: null },
  { daysAgo: 186, paise: 500, orderId: 'DemoOrder000011' },
] as const

/**
 * The demo shopper's money history, for the wallet (docs/product.md, "Wallet"): the online payments of
 * their prepaid demo checkouts (as the simulated gateway would have recorded them), the cancellation row
 * of the cancelled demo checkout with its refund (into the wallet when it was prepaid; cash on delivery
 * has nothing to give back), and the cashback credits above. Every wallet change goes through
 * addWalletEntry, so the balance is the sum of the entries. Runs once: it does nothing when the demo
 * shopper is missing or already has a wallet entry or a cancellation.
 */
export async function ensureDemoShopperWallet(
  tx: Tx,
  opts: { now?: Date } = {},
): Promise<{ added: boolean }> {
  const now = (opts.now ?? new Date()).getTime()
  const [shopper] = await tx.select({ id: users.id }).from(users).where(eq(users.id, DEMO_SHOPPER.id))
  if (!shopper) return { added: false }
  const [entry] = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.userId, DEMO_SHOPPER.id))
    .limit(1)
  const [cancelled] = await tx
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(eq(cancellations.userId, DEMO_SHOPPER.id))
    .limit(1)
  if (entry || cancelled) return { added: false }

  // Payments: every placed prepaid demo checkout was paid online when it was placed.
  const prepaid = await tx
    .select({
      id: parentOrders.id,
      paymentId: parentOrders.paymentId,
      itemsTotalPaise: parentOrders.itemsTotalPaise,
      coinDiscountPaise: parentOrders.coinDiscountPaise,
      createdAt: parentOrders.createdAt,
    })
    .from(parentOrders)
    .where(
      and(
        eq(parentOrders.userId, DEMO_SHOPPER.id),
        eq(parentOrders.paymentMode, 'Pre-paid'),
        eq(parentOrders.state, 'placed'),
        sql`${parentOrders.id} like 'DemoParentOrder%'`,
      ),
    )
  const alreadyPaid = new Set(
    prepaid.length === 0
      ? []
      : (
          await tx
            .select({ parentOrderId: paymentOrders.parentOrderId })
            .from(paymentOrders)
            .where(
              inArray(
                paymentOrders.parentOrderId,
                prepaid.map((checkout) => checkout.id),
              ),
            )
        ).map((row) => row.parentOrderId),
  )
  for (const checkout of prepaid) {
    if (alreadyPaid.has(checkout.id)) continue
    const suffix = checkout.id.replace('DemoParentOrder', '')
    const gatewayOrderId = `order_Demo${suffix}`
    const paymentId = checkout.paymentId ?? `pay_Demo${suffix}`
    const amountPaise = checkout.itemsTotalPaise - checkout.coinDiscountPaise
    if (amountPaise <= 0) continue
    await tx.insert(paymentOrders).values({
      id: gatewayOrderId,
      parentOrderId: checkout.id,
      provider: 'simulated',
      amountPaise,
      status: 'paid',
      paymentId,
      createdAt: checkout.createdAt,
      paidAt: checkout.createdAt,
    })
    await tx.insert(simulatedPayments).values({
      id: paymentId,
      paymentOrderId: gatewayOrderId,
      status: 'captured',
      method: 'upi',
      createdAt: checkout.createdAt,
    })
    if (checkout.paymentId === null) {
      await tx.update(parentOrders).set({ paymentId }).where(eq(parentOrders.id, checkout.id))
    }
  }

  // The cancelled checkout: one cancellation per seller order, as cancel-order writes it.
  const cancelledOrders = await tx
    .select({
      id: orders.id,
      paymentMode: parentOrders.paymentMode,
      creditCoins: parentOrders.creditCoins,
    })
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .where(
      and(
        eq(orders.parentOrderId, DEMO_CANCELLED_CHECKOUT),
        eq(orders.userId, DEMO_SHOPPER.id),
        eq(orders.status, ORDER_STATUS.cancelled),
      ),
    )
    .orderBy(orders.id)
  for (const order of cancelledOrders) {
    const items = await tx
      .select({
        id: orderItems.id,
        unitPricePaise: orderItems.unitPricePaise,
        quantity: orderItems.quantity,
        cancelledAt: orderItems.cancelledAt,
      })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          eq(orderItems.status, ORDER_STATUS.cancelled),
          isNull(orderItems.cancellationId),
        ),
      )
    if (items.length === 0) continue
    const at = items[0]?.cancelledAt ?? new Date(now - 39 * DAY)
    // The demo checkouts redeem no coins, so the refund is the items' whole value; cash on delivery
    // took no money, so it gives none back and keeps the default method.
    const prepaidOrder = order.paymentMode === 'Pre-paid' && order.creditCoins === 0
    const refundPaise = prepaidOrder
      ? items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0)
      : 0
    const cancellationId = `DemoCancellation${order.id.replace('DemoOrder', '')}`
    await tx.insert(cancellations).values({
      id: cancellationId,
      orderId: order.id,
      userId: DEMO_SHOPPER.id,
      reason: DEMO_CANCELLATION_REASON,
      refundMethod: refundPaise > 0 ? 'wallet' : 'original',
      refundPaise,
      coinsReturned: 0,
      createdAt: at,
    })
    await tx
      .update(orderItems)
      .set({ cancellationId })
      .where(
        inArray(
          orderItems.id,
          items.map((item) => item.id),
        ),
      )
    if (refundPaise > 0) {
      await addWalletEntry(tx, {
        userId: DEMO_SHOPPER.id,
        deltaPaise: refundPaise,
        reason: 'refund',
        orderId: order.id,
        cancellationId,
        at,
      })
    }
  }

  // Cashback, linked to its order when the seed has that order.
  const linked = DEMO_CASHBACK.flatMap((credit) => (credit.orderId ? [credit.orderId] : []))
  const existingOrders = new Set(
    (
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, linked), eq(orders.userId, DEMO_SHOPPER.id)))
    ).map((row) => row.id),
  )
  for (const credit of DEMO_CASHBACK) {
    await addWalletEntry(tx, {
      userId: DEMO_SHOPPER.id,
      deltaPaise: credit.paise,
      reason: 'cashback',
      orderId: credit.orderId && existingOrders.has(credit.orderId) ? credit.orderId : null,
      at: new Date(now - credit.daysAgo * DAY - 2 * 3_600_000),
    })
  }
  return { added: true }
}
