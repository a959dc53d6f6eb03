import type { RouteName } from '@haat/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { addCoinEntry, coinBalance } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { cartItems, idempotencyKeys, parentOrders, paymentOrders } from '../db/schema.ts'
import { lockShopper } from '../identity/users.ts'
import type { MessageTransport } from '../messages/transport.ts'
import { sendOrderConfirmation } from '../orders/confirmation.ts'
import { checkoutQuantities, lockParentOrder, retakeStock, type Tx } from './checkout-rows.ts'

/** The route name the single-product checkout's Idempotency-Keys are stored under (orders/place-routes.ts). */
const SINGLE_PRODUCT_ROUTE: RouteName = 'singleProductPlaceOrder'

/** A proven payment: the gateway order it paid and the gateway's payment id. */
export interface ProvenPayment {
  gatewayOrderId: string
  paymentId: string
}

/**
 * What confirming a payment did.
 * - `confirmed`: this call placed the checkout (its confirmation message is still to send).
 * - `already`: this same payment had placed it before: nothing changed (a replayed verify, or the
 *   webhook after verify).
 * - `other_payment`: the checkout is placed already, by another payment (or was never waiting for one).
 * - `window_closed`: the checkout was released and its stock or coins are gone: the money is to be
 *   refunded.
 * - `not_found`: no such gateway order (or, when an owner is given, not the owner's).
 */
export type ConfirmOutcome =
  | { kind: 'confirmed'; parentOrderId: string; retaken: boolean }
  | { kind: 'already'; parentOrderId: string }
  | { kind: 'other_payment'; parentOrderId: string }
  | { kind: 'window_closed'; parentOrderId: string }
  | { kind: 'not_found' }

/**
 * Confirms the checkout a proven payment paid, inside the caller's transaction (the webhook records its
 * event id in the same one). Placing it: state 'placed' with the payment id, the gateway order 'paid',
 * and, for the cart's checkout, the shopper's cart lines of the ordered products removed, as cash on
 * delivery removes them when placed. Idempotent per payment: the same payment again changes nothing and answers `already`.
 *
 * A checkout the sweep released takes its stock and coins again when both are still there (the shopper
 * paid for exactly those), else stays released: `window_closed`, and the caller logs the payment for a
 * refund. A pending checkout past pay_by that the sweep has not reached yet is confirmed as usual: its
 * stock and coins are still held, and the shopper has paid.
 *
 * `ownerId`: verify-payment's shopper; another shopper's gateway order answers `not_found`.
 */
export async function confirmPaymentInTx(
  tx: Tx,
  payment: ProvenPayment,
  now: Date,
  ownerId?: string,
): Promise<ConfirmOutcome> {
  const [found] = await tx
    .select({ parentOrderId: paymentOrders.parentOrderId, userId: parentOrders.userId })
    .from(paymentOrders)
    .innerJoin(parentOrders, eq(parentOrders.id, paymentOrders.parentOrderId))
    .where(eq(paymentOrders.id, payment.gatewayOrderId))
  if (!found || (ownerId !== undefined && found.userId !== ownerId)) return { kind: 'not_found' }
  const { parentOrderId } = found

  await lockShopper(tx, found.userId)
  const parent = await lockParentOrder(tx, parentOrderId)
  const [gatewayOrder] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, payment.gatewayOrderId))
    .for('update')
  if (!parent || !gatewayOrder) return { kind: 'not_found' }

  if (parent.paymentId === payment.paymentId || gatewayOrder.paymentId === payment.paymentId) {
    return { kind: 'already', parentOrderId }
  }
  if (parent.state === 'placed' || gatewayOrder.status === 'paid')
    return { kind: 'other_payment', parentOrderId }

  let retaken = false
  if (parent.state === 'released') {
    const lines = await checkoutQuantities(tx, parentOrderId)
    const coinsBack = parent.creditCoins === 0 || (await coinBalance(tx, parent.userId)) >= parent.creditCoins
    if (!coinsBack || !(await retakeStock(tx, lines))) return { kind: 'window_closed', parentOrderId }
    if (parent.creditCoins > 0) {
      await addCoinEntry(tx, {
        userId: parent.userId,
        delta: -parent.creditCoins,
        reason: 'redeemed',
        parentOrderId,
      })
    }
    retaken = true
  }

  await tx
    .update(parentOrders)
    .set({ state: 'placed', paymentId: payment.paymentId })
    .where(eq(parentOrders.id, parentOrderId))
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId: payment.paymentId, paidAt: now })
    .where(eq(paymentOrders.id, payment.gatewayOrderId))
  if (await placedFromCart(tx, parentOrderId)) {
    const lines = await checkoutQuantities(tx, parentOrderId)
    if (lines.length > 0) {
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, parent.userId),
          inArray(
            cartItems.productId,
            lines.map((line) => line.productId),
          ),
        ),
      )
    }
  }
  return { kind: 'confirmed', parentOrderId, retaken }
}

/**
 * Whether the checkout was the cart's: its Idempotency-Key row says which call placed it. Only the cart's
 * checkout empties cart lines, as cash on delivery does; a "Buy Now" of a product that is also in the
 * cart leaves that line alone. A key already forgotten (kept 24 hours, far longer than a payment waits)
 * counts as the cart's.
 */
async function placedFromCart(tx: Tx, parentOrderId: string): Promise<boolean> {
  const [key] = await tx
    .select({ route: idempotencyKeys.route })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.parentOrderId, parentOrderId))
    .limit(1)
  return key?.route !== SINGLE_PRODUCT_ROUTE
}

export interface ConfirmDeps {
  db: Db
  messages: MessageTransport
  log: FastifyBaseLogger
}

/**
 * After the transaction: the confirmation message of a checkout this payment placed, and the error line
 * a refund is found by when the payment came too late. Never throws (sendOrderConfirmation logs its own
 * failures): the order stands either way.
 */
export async function afterConfirm(
  deps: ConfirmDeps,
  payment: ProvenPayment,
  outcome: ConfirmOutcome,
  source: 'verify' | 'webhook',
): Promise<void> {
  if (outcome.kind === 'confirmed') {
    if (outcome.retaken) {
      deps.log.warn(
        { parentOrderId: outcome.parentOrderId, paymentId: payment.paymentId, source },
        'a payment arrived after its checkout was released; its stock and coins were taken again',
      )
    }
    await sendOrderConfirmation(deps, outcome.parentOrderId)
  } else if (outcome.kind === 'window_closed') {
    deps.log.error(
      {
        parentOrderId: outcome.parentOrderId,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: payment.paymentId,
        source,
      },
      'REFUND NEEDED: a payment arrived after its checkout was released and its items are gone',
    )
  } else if (outcome.kind === 'other_payment') {
    deps.log.error(
      {
        parentOrderId: outcome.parentOrderId,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: payment.paymentId,
        source,
      },
      'REFUND NEEDED: a second payment for a checkout that is already paid',
    )
  }
}

/** Confirms in its own transaction, then sends the message or logs the refund (verify-payment). */
export async function confirmPayment(
  deps: ConfirmDeps,
  payment: ProvenPayment,
  now: Date,
  ownerId?: string,
): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction((tx) => confirmPaymentInTx(tx, payment, now, ownerId))
  await afterConfirm(deps, payment, outcome, ownerId === undefined ? 'webhook' : 'verify')
  return outcome
}
