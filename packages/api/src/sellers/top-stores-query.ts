import type { Answer } from '@haat/contract'
import { asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { listingBrandJoin, listingColumns, toListingProduct } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brands, products, sellers, topStores } from '../db/schema.ts'
import type { QueryOf } from '../http/contract-route.ts'
import { sortOrder } from '../listing/query.ts'

export type TopStoreSort = QueryOf<'topStoresWithProducts'>['sort']

/** The window's order: the listing engine's own, so a sort orders the same products in both places. */
const windowOrder = (sort: TopStoreSort): SQL => sql.join(sortOrder(sort), sql`, `)

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
