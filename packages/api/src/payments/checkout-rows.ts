import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orderItems, orders, parentOrders, products } from '../db/schema.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/*
 * Reads and stock moves shared by confirming and releasing a checkout. Locks are always taken in one
 * order, as placing takes them: the shopper, then the parent order, then the payment order, then the
 * products by id; so a release, a verify and a webhook of the same checkout never deadlock.
 */

/** The parent order, locked for the rest of the transaction. */
export async function lockParentOrder(tx: Tx, parentOrderId: string) {
  const [row] = await tx.select().from(parentOrders).where(eq(parentOrders.id, parentOrderId)).for('update')
  return row
}

/** Units of each product a checkout holds, in product id order (the order products are locked in). */
export async function checkoutQuantities(
  tx: Tx,
  parentOrderId: string,
): Promise<Array<{ productId: string; quantity: number }>> {
  return tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.parentOrderId, parentOrderId))
    .groupBy(orderItems.productId)
    .orderBy(orderItems.productId)
}

/** Puts a checkout's units back on the shelf. */
export async function returnStock(
  tx: Tx,
  lines: Array<{ productId: string; quantity: number }>,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
  }
}

/**
 * Takes a checkout's units again, all or none: every product row is locked (in id order) and must still
 * have the units; answers false and takes nothing when one does not.
 */
export async function retakeStock(
  tx: Tx,
  lines: Array<{ productId: string; quantity: number }>,
): Promise<boolean> {
  if (lines.length === 0) return true
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    )
    .orderBy(products.id)
    .for('update')
  const stockOf = new Map(rows.map((row) => [row.id, row.stock]))
  if (lines.some((line) => (stockOf.get(line.productId) ?? 0) < line.quantity)) return false
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(eq(products.id, line.productId))
  }
  return true
}
