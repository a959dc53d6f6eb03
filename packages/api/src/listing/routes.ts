import type { ItemType, ListingPage, ListingQuery, RouteName, Routes } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { contractRoute, type RouteContext, serializeAnswer } from '../http/contract-route.ts'
import { SEARCH_CACHE_CONTROL, sendCacheable, strongEtag } from '../http/http-cache.ts'
import { registerTopStoreRoutes } from '../sellers/top-stores-routes.ts'
import { registerNewArrivalProductsRoute } from './new-arrival-routes.ts'
import { type ListingScope, listProducts } from './query.ts'
import { cleanSearchText } from './search-routes.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

/** The calls that answer a ListingPage. */
type ListingRoute = {
  [N in RouteName]: Routes[N]['response'] extends typeof import('@haat/contract').ListingPage ? N : never
}[RouteName]

/** Why a scope answered nothing: the text of its 404. */
const NOT_FOUND = {
  all: 'Not found.',
  category: 'Category not found.',
  brand: 'Brand not found.',
  featuredBrands: 'Not found.',
  seller: 'Seller not found.',
  topStores: 'Not found.',
  topDeal: 'Deal not found.',
  limitedTime: 'Deal not found.',
  newArrivals: 'Not found.',
  newArrival: 'New arrival not found.',
  discount: 'Discount not found.',
  search: 'Not found.',
} satisfies Record<ListingScope['kind'], string>

const ITEM_SCOPES: Record<ItemType, (itemId: string) => ListingScope> = {
  'top-deals': (dealId) => ({ kind: 'topDeal', dealId }),
  'limited-time-offer': (dealId) => ({ kind: 'limitedTime', dealId }),
  'new-arrivals': (newArrivalId) => ({ kind: 'newArrival', newArrivalId }),
  'discount-for-you': (discountId) => ({ kind: 'discount', discountId }),
  brand: (brandId) => ({ kind: 'brand', brandId }),
}

/**
 * The product listings of document 1 section 7: each call picks a scope from its path and query, and
 * the listing engine filters, sorts and pages it. Answers are cacheable for a short while (prices and
 * stock move), with a strong ETag so a repeated page costs a 304.
 */
export function registerListingRoutes(app: FastifyInstance, database: Database): void {
  function listing<N extends ListingRoute>(
    name: N,
    scopeOf: (context: RouteContext<N>) => ListingScope,
  ): void {
    contractRoute(app, name, 'listing', async (context) => {
      const scope = scopeOf(context)
      const page: ListingPage | null = await listProducts(database.db, scope, context.query as ListingQuery)
      if (!page) return context.reply.code(404).send({ message: NOT_FOUND[scope.kind] })
      // Every listing call answers the same ListingPage schema.
      const body = serializeAnswer(name, page as Parameters<typeof serializeAnswer<N>>[1])
      return sendCacheable(context.request, context.reply, {
        body,
        etag: strongEtag(body),
        cacheControl: SEARCH_CACHE_CONTROL,
        contentType: JSON_TYPE,
      })
    })
  }

  listing('topDealProducts', ({ query }) => ({ kind: 'topDeal', dealId: query.dealId }))
  listing('limitedTimeProducts', ({ query }) => ({ kind: 'limitedTime', dealId: query.dealId }))
  listing('featuredProductsWiseBrand', ({ query }) =>
    query.brandId === undefined ? { kind: 'featuredBrands' } : { kind: 'brand', brandId: query.brandId },
  )
  listing('topStoreProducts', ({ query }) =>
    query.sellerId === undefined ? { kind: 'topStores' } : { kind: 'seller', sellerId: query.sellerId },
  )
  listing('newArrivalProducts', () => ({ kind: 'newArrivals' }))
  listing('brandWiseProducts', ({ params }) => ({ kind: 'brand', brandId: params.brandId }))
  // The collection's page also carries each product's description.
  registerNewArrivalProductsRoute(app, database)
  listing('sellersProducts', ({ query }) => ({ kind: 'seller', sellerId: query.sellerId }))
  listing('discountProducts', ({ params }) => ({ kind: 'discount', discountId: params.id }))
  listing('itemProducts', ({ params, query }) => ITEM_SCOPES[query.type](params.itemId))
  listing('allProducts', () => ({ kind: 'all' }))
  listing('categoryProducts', ({ params }) => ({ kind: 'category', categoryId: params.categoryId }))
  listing('searchListing', ({ query }) => ({ kind: 'search', q: cleanSearchText(query.q) }))
  registerTopStoreRoutes(app, database)
}
