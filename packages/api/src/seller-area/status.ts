import {
  deliveryCoinsFor,
  needsTrackingNumber,
  nextSellerStatus,
  ORDER_STATUS,
  REFERRAL_REWARD_COINS,
  SELLER_NEXT_STATUS_ONLY_MESSAGE,
  SELLER_ORDER_CLOSED_MESSAGE,
  SELLER_ORDER_NOT_FOUND_MESSAGE,
  TRACKING_NUMBER_NOT_NEEDED_MESSAGE,
  TRACKING_NUMBER_REQUIRED_MESSAGE,
} from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import { addCoinEntry } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { recordStatusChange } from '../orders/history.ts'
import { SellerAreaRefusal } from './membership.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows
}

/** What the change did, for the shopper's message after the commit. */
export interface StatusChange {
  orderId: string
  shopperId: string
  status: number
  trackingNumber: string | null
  coinsEarned: number
}

/**
 * Moves one of the seller's orders to its next status, in one transaction under the order's row lock:
 * the order and its items not cancelled take the status (shipping keeps the tracking number, delivery the
 * date), the history gets its row, and a delivery credits the shopper's coins for what the order still
 * counts for and, on the shopper's first delivered order, the friend who referred them. Two sellers'
 * members pressing "Delivered" at once wait for each other on the lock: the second finds the order
 * delivered and is refused, so coins are credited once (and the ledger's unique indexes say so too).
 */
export async function changeSellerOrderStatus(
  db: Db,
  change: { sellerId: string; userId: string; orderId: string; status: number; trackingNumber?: string },
  now: Date,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    // Locks in the order every writer of a shopper's money, stock and orders takes: the shopper, then
    // the order (placing, paying and cancelling do the same), so no two of them can wait on each other in
    // a circle. The shopper's lock also makes two of their orders delivered at once (by two sellers) take
    // turns, so only one of them is their first delivery.
    const [owner] = await rowsOf<{ user_id: string }>(
      tx,
      sql`select user_id from orders where id = ${change.orderId} and seller_id = ${change.sellerId}`,
    )
    if (!owner) throw new SellerAreaRefusal(404, SELLER_ORDER_NOT_FOUND_MESSAGE)
    const [shopper] = await rowsOf<{ referred_by: string | null }>(
      tx,
      sql`select referred_by from users where id = ${owner.user_id} for update`,
    )
    const [order] = await rowsOf<{ id: string; status: number; user_id: string; parent_order_id: string }>(
      tx,
      sql`select o.id, o.status, o.user_id, o.parent_order_id from orders o
          join parent_orders p on p.id = o.parent_order_id
          where o.id = ${change.orderId} and o.seller_id = ${change.sellerId} and p.state = 'placed'
          for update of o`,
    )
    if (!order) throw new SellerAreaRefusal(404, SELLER_ORDER_NOT_FOUND_MESSAGE)
    const items = await rowsOf<{ status: number; unit_price_paise: number; quantity: number }>(
      tx,
      sql`select status, unit_price_paise, quantity from order_items where order_id = ${order.id}`,
    )
    const live = items.filter((item) => Number(item.status) !== ORDER_STATUS.cancelled)
    const next = nextSellerStatus(Number(order.status))
    if (next === null || live.length === 0) throw new SellerAreaRefusal(409, SELLER_ORDER_CLOSED_MESSAGE)
    if (change.status !== next) throw new SellerAreaRefusal(409, SELLER_NEXT_STATUS_ONLY_MESSAGE)
    const trackingNumber = change.trackingNumber ?? null
    if (needsTrackingNumber(next) && !trackingNumber) {
      throw new SellerAreaRefusal(400, TRACKING_NUMBER_REQUIRED_MESSAGE)
    }
    if (!needsTrackingNumber(next) && trackingNumber) {
      throw new SellerAreaRefusal(400, TRACKING_NUMBER_NOT_NEEDED_MESSAGE)
    }
    const delivered = next === ORDER_STATUS.delivered
    await tx.execute(
      sql`update orders set status = ${next},
            tracking_number = coalesce(${trackingNumber}, tracking_number),
            delivered_date = ${delivered ? now.toISOString() : null}::timestamptz
          where id = ${order.id}`,
    )
    await tx.execute(
      sql`update order_items set status = ${next}
          where order_id = ${order.id} and status <> ${ORDER_STATUS.cancelled}`,
    )
    await recordStatusChange(tx, {
      orderId: order.id,
      status: next,
      actor: 'seller',
      changedBy: change.userId,
      trackingNumber,
      at: now,
    })
    let coinsEarned = 0
    if (delivered) {
      coinsEarned = deliveryCoinsFor(
        live.reduce((sum, item) => sum + Number(item.unit_price_paise) * Number(item.quantity), 0),
      )
      if (coinsEarned > 0) {
        await addCoinEntry(tx, {
          userId: order.user_id,
          delta: coinsEarned,
          reason: 'earned',
          parentOrderId: order.parent_order_id,
          orderId: order.id,
        })
      }
      if (shopper?.referred_by) await rewardReferrer(tx, order.user_id, order.id, shopper.referred_by)
    }
    return {
      orderId: order.id,
      shopperId: order.user_id,
      status: next,
      trackingNumber,
      coinsEarned,
    }
  })
}

/**
 * The referral reward: the account whose code the shopper signed up with earns REFERRAL_REWARD_COINS
 * when the shopper's first order is delivered, once per friend. Nothing when the code is nobody's (it
 * is kept as typed), is the shopper's own, or the shopper had a delivered order before this one.
 */
async function rewardReferrer(tx: Tx, shopperId: string, orderId: string, code: string): Promise<void> {
  const [referrer] = await rowsOf<{ id: string }>(
    tx,
    // Codes are matched without regard to case, as shoppers type them (and as Refer & Earn counts friends).
    sql`select id from users where upper(referral_code) = upper(${code}) and id <> ${shopperId}`,
  )
  if (!referrer) return
  const [earlier] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from orders where user_id = ${shopperId} and status = ${ORDER_STATUS.delivered}
          and id <> ${orderId}
        limit 1`,
  )
  if (earlier) return
  const [rewarded] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from coin_ledger where reason = 'referral' and referred_user_id = ${shopperId} limit 1`,
  )
  if (rewarded) return
  await addCoinEntry(tx, {
    userId: referrer.id,
    delta: REFERRAL_REWARD_COINS,
    reason: 'referral',
    referredUserId: shopperId,
  })
}
