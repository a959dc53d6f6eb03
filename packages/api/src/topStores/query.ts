import type { Answer } from '@haat/contract'
import { asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brands, products, sellers, topStores } from '../db/schema.ts'
import { listingBrandJoin, listingColumns, toListingProduct } from '../feeds/listing.ts'
import type { QueryOf } from '../routes/contract-route.ts'

export type TopStoreSort = QueryOf<'topStoresWithProducts'>['sort']

/*
 * The sort expressions of the listing engine (packages/api/src/listing/query.ts), copied for the four
 * sorts of the top-stores page so the same sort orders the same products in both places.
 */

/** The discount percent a card shows (rounded, 0 without a saving). */
const discountExpr = sql<number>`(case when ${products.pricePaise} > 0 and ${products.offerPricePaise} < ${products.pricePaise}
  then round((${products.pricePaise} - ${products.offerPricePaise}) * 100.0 / ${products.pricePaise}) else 0 end)`

const ratingCountExpr = sql`(${products.oneRating} + ${products.twoRating} + ${products.threeRating} + ${products.fourRating} + ${products.fiveRating})`
/** The average of the five counts (null without ratings). */
const ratingAverageExpr = sql`((${products.oneRating} + 2 * ${products.twoRating} + 3 * ${products.threeRating} + 4 * ${products.fourRating} + 5 * ${products.fiveRating})::numeric / nullif(${ratingCountExpr}, 0))`

/** The window's order for each sort; ties end on the product id so every answer is stable. */
function windowOrder(sort: TopStoreSort): SQL {
  const parts: SQL[] = (() => {
    switch (sort) {
      case 'price-asc':
        return [asc(products.offerPricePaise), asc(products.id)]
      case 'price-desc':
        return [desc(products.offerPricePaise), asc(products.id)]
      case 'discount':
        return [desc(discountExpr), asc(products.offerPricePaise), asc(products.id)]
      case 'recommended':
        return [
          desc(products.isBestSeller),
          desc(products.sponsored),
          sql`${ratingAverageExpr} desc nulls last`,
          asc(products.id),
        ]
    }
  })()
  return sql.join(parts, sql`, `)
}

/**
 * Every top store, in the top-stores feed's order, with its first `perStore` products under `sort`.
 * Two queries whatever the number of stores: the stores, then every store's products at once, ranked
 * per seller by `row_number() over (partition by seller order by <sort>)`.
 */
export async function getTopStoresWithProducts(
  db: Db,
  sort: TopStoreSort,
  perStore: number,
): Promise<Answer<'topStoresWithProducts'>> {
  const stores = await db
    .select({
      sellerId: topStores.sellerId,
      image: topStores.image,
      storeName: sellers.storeName,
    })
    .from(topStores)
    .innerJoin(sellers, eq(sellers.id, topStores.sellerId))
    .orderBy(asc(topStores.position), asc(topStores.id))

  const ranked = db
    .select({
      id: products.id,
      rank: sql<number>`row_number() over (partition by ${products.sellerId} order by ${windowOrder(sort)})`.as(
        'rank',
      ),
    })
    .from(products)
    .where(inArray(products.sellerId, db.select({ id: topStores.sellerId }).from(topStores)))
    .as('ranked')

  const rows = await db
    .select({ ...listingColumns, rank: ranked.rank })
    .from(products)
    .innerJoin(ranked, eq(ranked.id, products.id))
    .innerJoin(brands, listingBrandJoin)
    .where(lte(ranked.rank, perStore))
    .orderBy(asc(products.sellerId), asc(ranked.rank))

  const bySeller = new Map<string, Answer<'topStoresWithProducts'>['data'][number]['products']>()
  for (const row of rows) {
    const list = bySeller.get(row.sellerId) ?? []
    list.push(toListingProduct(row))
    bySeller.set(row.sellerId, list)
  }
  // A seller placed twice in the feed is shown once, at its first place.
  const seen = new Set<string>()
  const data: Answer<'topStoresWithProducts'>['data'] = []
  for (const store of stores) {
    if (seen.has(store.sellerId)) continue
    seen.add(store.sellerId)
    data.push({ ...store, products: bySeller.get(store.sellerId) ?? [] })
  }
  return { data }
}
