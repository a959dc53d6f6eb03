import type { Db } from '../db/client.ts'
import { orderStatusHistory } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Who changed an order's status: its seller, the shopper (cancelling) or the system. */
export type StatusActor = (typeof orderStatusHistory.$inferInsert)['actor']

/**
 * Keeps one change of an order's status in its history, inside the transaction that made the change, so
 * the history and the order can never disagree. Placing an order writes no row: the order's own date is
 * its "Placed" entry.
 */
export async function recordStatusChange(
  tx: Tx | Db,
  change: {
    orderId: string
    status: number
    actor: StatusActor
    changedBy?: string | null
    trackingNumber?: string | null
    note?: string
    at?: Date
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    status: change.status,
    actor: change.actor,
    changedBy: change.changedBy ?? null,
    trackingNumber: change.trackingNumber ?? null,
    note: change.note ?? '',
    ...(change.at ? { createdAt: change.at } : {}),
  })
}
