import type { Answer } from '@haat/contract'
import {
  callUrl,
  catalogueRoutes,
  DEFAULT_LISTING_SORT,
  DEFAULT_SEARCH_SORT,
  homeRoutes,
  LISTING_PAGE_SIZE,
  listingCallParams,
  listingRoutes,
  type PageName,
  readListingParams,
  sellerRoutes,
} from '@haat/contract/core'
import type { FastifyInstance } from 'fastify'
import { getCategories } from '../catalogue/query.ts'
import { getHomeBanners } from '../home/query.ts'
import { brandHeroPicture } from '../sellers/query.ts'
import type { PageMatch } from './page-head.ts'
import { firstProductPicture } from './product-head.ts'
import { cachedFeed } from './public-answer.ts'

/**
 * What a page's index.html asks the browser to fetch at once, before any JavaScript has run: the API
 * calls the page makes first and the picture that is its largest paint. Each address is spelled exactly as
 * the storefront asks for it (`callUrl`), or the browser would fetch it twice.
 */
export interface PageFetches {
  /** API addresses, from the store's root (/api/...). */
  calls: string[]
  /** The page's main picture, where the server knows it. */
  image?: string
}

/** What every page asks first: the header's site settings and category tree. */
const SHELL_CALLS = [callUrl(catalogueRoutes.siteSettings), callUrl(catalogueRoutes.categories)]

type PageRule = (
  app: FastifyInstance,
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
) => Promise<PageFetches>

/**
 * A category page's listing call (the filters, sort and page of its address, as the app reads them) and its
 * banner, the page's largest picture at every width, from the category tree the header loads anyway (its
 * feed cache, so page and call agree).
 */
const categoryListing: PageRule = async (app, { categoryId = '' }, query) => {
  const tree = JSON.parse((await cachedFeed(app, 'categories', getCategories)).body) as Answer<'categories'>
  const banner = tree.find((category) => category.id === categoryId)?.categoryBanner
  return {
    calls: [
      callUrl(
        listingRoutes.categoryProducts,
        { categoryId },
        listingCallParams(readListingParams(query, DEFAULT_LISTING_SORT), LISTING_PAGE_SIZE),
      ),
    ],
    ...(banner ? { image: banner } : {}),
  }
}

const pageRules: Partial<Record<PageName, PageRule>> = {
  // The first hero banner is the home page's largest picture on a phone and on a desktop.
  home: async (app) => {
    const banners = JSON.parse(
      (await cachedFeed(app, 'homeBanners', getHomeBanners)).body,
    ) as Answer<'homeBanners'>
    return { calls: [callUrl(homeRoutes.homeBanners)], image: banners[0]?.image }
  },
  category: categoryListing,
  categoryNamed: categoryListing,
  // The results page asks only when there is something to search for.
  searchResults: async (_app, _params, query) => {
    const text = (query.get('query') ?? '').trim()
    if (text === '') return { calls: [] }
    const listing = listingCallParams(readListingParams(query, DEFAULT_SEARCH_SORT), LISTING_PAGE_SIZE)
    return { calls: [callUrl(listingRoutes.searchListing, {}, { q: text, ...listing })] }
  },
  // The hero's picture is the brand page's largest paint on a phone and on a desktop.
  brand: async (app, { brandId = '' }) => {
    const image = await brandHeroPicture(app.db, brandId)
    return { calls: [callUrl(sellerRoutes.brandPage, { brandId })], ...(image ? { image } : {}) }
  },
  // The first picture is the product page's largest paint. Its main call, getProductInnerDetails, is
  // deliberately not preloaded: the app sends it with the shopper's bearer token when signed in (the answer
  // says whether this shopper bought the product), and a preload cannot carry an Authorization header. For a
  // signed-in shopper the preloaded answer would never be used (a second, different request goes out, and
  // the browser warns about the wasted preload), and a visitor's answer would differ from a shopper's.
  product: async (app, { prodId = '' }) => {
    const image = await firstProductPicture(app.db, prodId)
    return { calls: [], ...(image ? { image } : {}) }
  },
  sellerStore: async (_app, { sellerId = '' }) => ({
    calls: [callUrl(sellerRoutes.seller, {}, { sellerId })],
  }),
}

/** The calls and picture a matched page starts with; the shell's calls when the page has no rule. */
export async function pageFetches(
  app: FastifyInstance,
  match: PageMatch,
  query: URLSearchParams,
): Promise<PageFetches> {
  const own = (await pageRules[match.name]?.(app, match.params, query)) ?? { calls: [] }
  return { calls: [...SHELL_CALLS, ...own.calls], ...(own.image ? { image: own.image } : {}) }
}
