import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orderItems, orders } from '../db/schema.ts'

/** The order status number of a delivered order (docs/product.md, "Orders"). */
export const DELIVERED_STATUS = 3
/** The order status number of a cancelled order or item. */
export const CANCELLED_STATUS = 4

/**
 * Whether a shopper has bought a product: one of their orders holding it was delivered and that item
 * was not cancelled. Only such a shopper may rate the product (docs/product.md, "Ratings and reviews").
 */
export async function hasPurchased(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        eq(orders.status, DELIVERED_STATUS),
        ne(orderItems.status, CANCELLED_STATUS),
      ),
    )
    .limit(1)
  return row !== undefined
}
