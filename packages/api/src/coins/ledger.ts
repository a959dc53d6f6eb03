import { COIN_REDEEM_MAX_PERCENT, COIN_VALUE_PAISE, type CoinLedgerReason } from '@haat/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { coinLedger, users } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The coins a shopper may redeem on a total of `totalPaise`: the lower of their balance and the share of
 * the total coins may pay (COIN_REDEEM_MAX_PERCENT), counted in whole coins of COIN_VALUE_PAISE. One rule
 * for the coin range the checkout shows and for the check when the order is placed (docs/product.md,
 * "Coins").
 */
export function redeemableCoins(balance: number, totalPaise: number): number {
  if (balance <= 0 || totalPaise <= 0) return 0
  const payableByCoinsPaise = Math.floor((totalPaise * COIN_REDEEM_MAX_PERCENT) / 100)
  return Math.min(balance, Math.floor(payableByCoinsPaise / COIN_VALUE_PAISE))
}

/** What `coins` take off a total, in paise. */
export const coinDiscountPaise = (coins: number): number => coins * COIN_VALUE_PAISE

/** The shopper's coin balance. */
export async function coinBalance(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ coin: users.coin }).from(users).where(eq(users.id, userId))
  return row?.coin ?? 0
}

/**
 * Adds `delta` coins (negative takes them) to the shopper's balance and writes the ledger entry that says
 * why, inside the caller's transaction: the balance is always the sum of the entries. The balance's
 * check constraint refuses to go below zero, so a spend the shopper cannot cover fails the transaction;
 * callers that must not fail read the balance under the shopper's lock first.
 */
export async function addCoinEntry(
  tx: Tx,
  entry: {
    userId: string
    delta: number
    reason: CoinLedgerReason
    parentOrderId?: string | null
    /** The seller order a delivery ('earned') or a cancellation ('refunded') concerns. */
    orderId?: string | null
    /** The friend whose first delivery earned a 'referral' reward. */
    referredUserId?: string | null
  },
): Promise<number> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) {
    throw new Error(`a coin ledger entry needs a whole, non-zero delta (got ${entry.delta})`)
  }
  const [row] = await tx
    .update(users)
    .set({ coin: sql`${users.coin} + ${entry.delta}` })
    .where(eq(users.id, entry.userId))
    .returning({ coin: users.coin })
  if (!row) throw new Error(`no shopper ${entry.userId} to change the coins of`)
  await tx.insert(coinLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    parentOrderId: entry.parentOrderId ?? null,
    orderId: entry.orderId ?? null,
    referredUserId: entry.referredUserId ?? null,
  })
  return row.coin
}
