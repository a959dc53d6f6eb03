import type { ListingPage, ListingQuery, NewArrivalProductsPage } from '@haat/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database, Db } from '../db/client.ts'
import { newArrivalVariants, products } from '../db/schema.ts'
import { contractRoute, serializeAnswer } from '../http/contract-route.ts'
import { SEARCH_CACHE_CONTROL, sendCacheable, strongEtag } from '../http/http-cache.ts'
import { listProducts } from './query.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The page of a new-arrival collection with each product's description merged in, read in one query
 * for the page's product ids. A product that is one of the collection's variant cards shows the
 * variant's own description (the specification's variantData.description); any other shows the
 * product's. An empty page costs no query.
 */
export async function withDescriptions(
  db: Db,
  newArrivalId: string,
  page: ListingPage,
): Promise<NewArrivalProductsPage> {
  const ids = page.products.map((product) => product.productId)
  if (ids.length === 0) return { ...page, products: [] }
  const rows = await db
    .select({
      id: products.id,
      description: sql<string>`coalesce(${newArrivalVariants.description}, ${products.description})`,
    })
    .from(products)
    .leftJoin(
      newArrivalVariants,
      and(eq(newArrivalVariants.variantId, products.id), eq(newArrivalVariants.newArrivalId, newArrivalId)),
    )
    .where(inArray(products.id, ids))
  const descriptions = new Map(rows.map((row) => [row.id, row.description]))
  return {
    ...page,
    products: page.products.map((product) => ({
      ...product,
      description: descriptions.get(product.productId) ?? '',
    })),
  }
}

/**
 * GET /api/fetch-all-new-arrival-products/{id}: the collection's products through the listing engine
 * (filters, sort and page as every listing), with their descriptions; 404 for an unknown collection.
 */
export function registerNewArrivalProductsRoute(app: FastifyInstance, database: Database): void {
  contractRoute(app, 'newArrivalItemProducts', 'listing', async ({ params, query, request, reply }) => {
    const newArrivalId = params.id
    const page = await listProducts(database.db, { kind: 'newArrival', newArrivalId }, query as ListingQuery)
    if (!page) return reply.code(404).send({ message: 'New arrival not found.' })
    const body = serializeAnswer(
      'newArrivalItemProducts',
      await withDescriptions(database.db, newArrivalId, page),
    )
    return sendCacheable(request, reply, {
      body,
      etag: strongEtag(body),
      cacheControl: SEARCH_CACHE_CONTROL,
      contentType: JSON_TYPE,
    })
  })
}
