import { and, asc, eq, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { addCoinEntry } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { parentOrders } from '../db/schema.ts'
import { lockShopper } from '../identity/users.ts'
import { deleteExpiredKeys } from '../orders/idempotency.ts'
import { checkoutQuantities, lockParentOrder, returnStock } from './checkout-rows.ts'

/** How often the sweep runs: a pending checkout is released at most this long after its pay_by. */
export const RELEASE_SWEEP_INTERVAL_MS = 60_000
/** Checkouts released per sweep; the rest wait for the next one, so one sweep never runs long. */
export const RELEASE_BATCH = 100

/**
 * Releases one checkout whose payment did not come by pay_by: its units back on the shelf, its coins
 * back to the shopper (ledger 'released'), state 'released'. In one transaction under the shopper's and
 * the parent order's locks, so a payment being confirmed at the same moment either comes first (and the
 * checkout is placed, not released) or finds it released. Answers whether it released it.
 */
export async function releaseCheckout(db: Db, parentOrderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ userId: parentOrders.userId })
      .from(parentOrders)
      .where(eq(parentOrders.id, parentOrderId))
    if (!peek) return false
    await lockShopper(tx, peek.userId)
    const parent = await lockParentOrder(tx, parentOrderId)
    if (parent?.state !== 'pending_payment' || !parent.payBy || parent.payBy > now) return false
    await returnStock(tx, await checkoutQuantities(tx, parentOrderId))
    if (parent.creditCoins > 0) {
      await addCoinEntry(tx, {
        userId: parent.userId,
        delta: parent.creditCoins,
        reason: 'released',
        parentOrderId,
      })
    }
    await tx.update(parentOrders).set({ state: 'released' }).where(eq(parentOrders.id, parentOrderId))
    return true
  })
}

/** Releases every pending checkout past its pay_by (up to RELEASE_BATCH); answers how many. */
export async function releaseExpiredCheckouts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: parentOrders.id })
    .from(parentOrders)
    .where(and(eq(parentOrders.state, 'pending_payment'), lte(parentOrders.payBy, now)))
    .orderBy(asc(parentOrders.payBy))
    .limit(RELEASE_BATCH)
  let released = 0
  for (const { id } of due) {
    if (await releaseCheckout(db, id, now)) released += 1
  }
  return released
}

/** One pass of the sweep: releases, then old keys. Failures are logged; the next pass tries again. */
export async function runSweep(db: Db, now: Date, log: FastifyBaseLogger): Promise<void> {
  try {
    const released = await releaseExpiredCheckouts(db, now)
    if (released > 0) log.info({ released }, 'released checkouts whose payment did not come in time')
  } catch (error) {
    log.error({ err: error }, 'the release sweep failed; it runs again in a minute')
  }
  try {
    await deleteExpiredKeys(db, now)
  } catch (error) {
    log.error({ err: error }, 'deleting old Idempotency-Keys failed; the sweep tries again in a minute')
  }
}

/**
 * Runs the sweep every RELEASE_SWEEP_INTERVAL_MS until the app closes. The timer is unref'd (it never
 * keeps the process alive) and a pass never overlaps the one before; closing waits for a running pass.
 */
export function startSweep(
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
  intervalMs: number = RELEASE_SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  let stopped = false
  const timer = setInterval(() => {
    if (running || stopped) return
    running = runSweep(deps.db, deps.now(), deps.log).finally(() => {
      running = undefined
    })
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
