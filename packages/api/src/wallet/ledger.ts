import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users, walletLedger } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Why the wallet changed: a refund into it, a cashback credit, or a payment out of it. */
export type WalletLedgerReason = (typeof walletLedger.$inferInsert)['reason']

/** The shopper's wallet balance in paise. */
export async function walletBalancePaise(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ paise: users.walletPaise }).from(users).where(eq(users.id, userId))
  return row?.paise ?? 0
}

/**
 * Adds `deltaPaise` (negative takes money out) to the shopper's wallet and writes the ledger entry that
 * says why, inside the caller's transaction: the balance is always the sum of the entries. The balance's
 * check constraint refuses to go below zero, and a cancellation's refund reaches the wallet once (the
 * ledger's unique cancellation id), so a repeated credit fails the transaction instead of paying twice.
 */
export async function addWalletEntry(
  tx: Tx,
  entry: {
    userId: string
    deltaPaise: number
    reason: WalletLedgerReason
    orderId?: string | null
    cancellationId?: string | null
    at?: Date
  },
): Promise<number> {
  if (!Number.isInteger(entry.deltaPaise) || entry.deltaPaise === 0) {
    throw new Error(`a wallet ledger entry needs a whole, non-zero amount of paise (got ${entry.deltaPaise})`)
  }
  const [row] = await tx
    .update(users)
    .set({ walletPaise: sql`${users.walletPaise} + ${entry.deltaPaise}` })
    .where(eq(users.id, entry.userId))
    .returning({ paise: users.walletPaise })
  if (!row) throw new Error(`no shopper ${entry.userId} to change the wallet of`)
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    deltaPaise: entry.deltaPaise,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    cancellationId: entry.cancellationId ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  })
  return row.paise
}
