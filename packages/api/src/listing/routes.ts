import type { Answer, ItemType, ListingQuery, RouteName, Routes } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import { contractRoute, type RouteContext } from '../http/contract-route.ts'
import { SEARCH_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'
import { type ListingScope, listProducts, withDescriptions } from './query.ts'
import { searchProducts, searchSuggestions } from './search-query.ts'

/** The calls that answer a ListingPage. */
type ListingRoute = {
  [N in RouteName]: Routes[N]['response'] extends typeof import('@haat/contract').ListingPage ? N : never
}[RouteName]

/**
 * Control characters (NUL above all, which PostgreSQL refuses in text) can only come from a hostile or
 * broken client; they are blanked so such input finds nothing instead of failing.
 */
function cleanSearchText(q: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
}

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
 * The header's search (results at /getSearchProd, the box's suggestions at /getSearch-suggestions) and
 * every product listing: each listing call picks a scope from its path and query, and the listing engine
 * filters, sorts and pages it (see docs/product.md, Listings). Answers are cacheable for a short while
 * (prices and stock move), with a strong ETag so a repeated page costs a 304.
 */
export function registerListingRoutes(app: FastifyInstance): void {
  contractRoute(app, 'searchProducts', 'search', async ({ query, request, reply }) => {
    const q = cleanSearchText(query.q)
    const answer = q === '' ? [] : await searchProducts(app.db, q)
    return sendPublicAnswer(request, reply, 'searchProducts', answer, SEARCH_CACHE_CONTROL)
  })

  contractRoute(app, 'searchSuggestions', 'search', async ({ query, request, reply }) => {
    const q = cleanSearchText(query.q)
    const answer = q === '' ? [] : await searchSuggestions(app.db, q)
    return sendPublicAnswer(request, reply, 'searchSuggestions', answer, SEARCH_CACHE_CONTROL)
  })

  function listing<N extends ListingRoute>(
    name: N,
    scopeOf: (context: RouteContext<N>) => ListingScope,
  ): void {
    contractRoute(app, name, 'listing', async (context) => {
      const scope = scopeOf(context)
      const page = await listProducts(app.db, scope, context.query as ListingQuery)
      if (!page) return context.reply.code(404).send({ message: NOT_FOUND[scope.kind] })
      // Every listing call answers the same ListingPage schema.
      return sendPublicAnswer(context.request, context.reply, name, page as Answer<N>, SEARCH_CACHE_CONTROL)
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

  // A new-arrival collection's page goes through the same engine and also carries each product's
  // description; an unknown collection is a 404.
  contractRoute(app, 'newArrivalItemProducts', 'listing', async ({ params, query, request, reply }) => {
    const newArrivalId = params.id
    const page = await listProducts(app.db, { kind: 'newArrival', newArrivalId }, query as ListingQuery)
    if (!page) return reply.code(404).send({ message: NOT_FOUND.newArrival })
    const answer = await withDescriptions(app.db, newArrivalId, page)
    return sendPublicAnswer(request, reply, 'newArrivalItemProducts', answer, SEARCH_CACHE_CONTROL)
  })

  listing('sellersProducts', ({ query }) => ({ kind: 'seller', sellerId: query.sellerId }))
  listing('discountProducts', ({ params }) => ({ kind: 'discount', discountId: params.id }))
  listing('itemProducts', ({ params, query }) => ITEM_SCOPES[query.type](params.itemId))
  listing('allProducts', () => ({ kind: 'all' }))
  listing('categoryProducts', ({ params }) => ({ kind: 'category', categoryId: params.categoryId }))
  listing('searchListing', ({ query }) => ({ kind: 'search', q: cleanSearchText(query.q) }))
}
