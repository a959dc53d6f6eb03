import type { ListingProduct } from '@haat/contract'
import { RECENTLY_VIEWED_MAX } from '@haat/contract/core'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import { listingBrandJoin, listingColumns, toListingProduct } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brands, products, recentVisits } from '../db/schema.ts'

/**
 * A signed-in shopper's recently visited products, kept on the server so the list follows them to
 * another device (docs/product.md, "Product page"). Every write keeps only the newest RECENTLY_VIEWED_MAX
 * of the shopper, in the same statement or transaction; pages written at the same moment may leave one or
 * two more, which the next visit trims, and the list is read LIMIT RECENTLY_VIEWED_MAX.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Drops all but the shopper's newest RECENTLY_VIEWED_MAX visits (ties by product id, so it is stable). */
async function trimVisits(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${recentVisits} where ${recentVisits.userId} = ${userId}
      and ${recentVisits.productId} not in (
        select ${recentVisits.productId} from ${recentVisits} where ${recentVisits.userId} = ${userId}
        order by ${recentVisits.visitedAt} desc, ${recentVisits.productId}
        limit ${RECENTLY_VIEWED_MAX}
      )`)
}

/**
 * Records that the shopper opened a product now: a repeat visit moves it to the head of the list, and all
 * but the newest RECENTLY_VIEWED_MAX - 1 others are dropped. One statement, so one round trip and atomic
 * without a transaction; a product the catalogue lacks records nothing (the product page answers 404 for
 * it), so the page may record the visit while it reads the product.
 */
export async function recordVisit(db: Db, userId: string, productId: string, at: Date): Promise<void> {
  // The statement's snapshot does not see its own upsert: the others are counted without the product,
  // which `<>` keeps. Two pages of one shopper opened at once each upsert their product and trim the
  // other's old row: waiting for each other's locks, they deadlocked and one page failed. A row another
  // visit holds is being refreshed, so the trim skips it (SKIP LOCKED) rather than wait for it.
  await db.execute(sql`
    with visit as (
      insert into ${recentVisits} (user_id, product_id, visited_at)
      select ${userId}::text, p.id, ${at.toISOString()}::timestamptz from ${products} p where p.id = ${productId}
      on conflict (user_id, product_id) do update set visited_at = excluded.visited_at
      returning product_id
    ),
    kept as (
      select k.product_id from ${recentVisits} k where k.user_id = ${userId} and k.product_id <> ${productId}
      order by k.visited_at desc, k.product_id
      limit ${RECENTLY_VIEWED_MAX - 1}
    ),
    stale as (
      select s.product_id from ${recentVisits} s
      where s.user_id = ${userId} and s.product_id <> ${productId} and exists (select 1 from visit)
        and s.product_id not in (select product_id from kept)
      for update skip locked
    )
    delete from ${recentVisits} d
    where d.user_id = ${userId} and d.product_id in (select product_id from stale)`)
}

/**
 * Merges a device's own list (newest first) into the shopper's: the device's products go to the head in
 * the device's order (they were being looked at on the device that just signed in), the server's others
 * follow, and the newest RECENTLY_VIEWED_MAX stay. Ids the catalogue does not have are skipped.
 */
export async function mergeVisits(
  db: Db,
  userId: string,
  productIds: readonly string[],
  at: Date,
): Promise<void> {
  const unique = [...new Set(productIds)].slice(0, RECENTLY_VIEWED_MAX)
  if (unique.length === 0) return
  await db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique))).map(
        (row) => row.id,
      ),
    )
    const rows = unique
      .filter((id) => known.has(id))
      // The first is the newest: one millisecond apart keeps the device's order.
      .map((productId, i) => ({ userId, productId, visitedAt: new Date(at.getTime() - i) }))
    if (rows.length > 0) {
      await tx
        .insert(recentVisits)
        .values(rows)
        .onConflictDoUpdate({
          target: [recentVisits.userId, recentVisits.productId],
          set: { visitedAt: sql`greatest(${recentVisits.visitedAt}, excluded.visited_at)` },
        })
    }
    await trimVisits(tx, userId)
  })
}

/** The shopper's visited products as listing cards, newest first (at most RECENTLY_VIEWED_MAX). */
export async function getRecentVisits(db: Db, userId: string): Promise<ListingProduct[]> {
  const rows = await db
    .select(listingColumns)
    .from(recentVisits)
    .innerJoin(products, eq(products.id, recentVisits.productId))
    .innerJoin(brands, listingBrandJoin)
    .where(eq(recentVisits.userId, userId))
    .orderBy(desc(recentVisits.visitedAt), products.id)
    .limit(RECENTLY_VIEWED_MAX)
  return rows.map(toListingProduct)
}
