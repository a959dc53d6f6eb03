import { z } from 'zod'
import { Category, ListingProduct, SearchQuery, SearchSuggestion } from './catalogue.ts'
import {
  DiscountForYou,
  FeaturedBrand,
  FeaturedProduct,
  Health,
  HomeBanner,
  LimitedTimeDeal,
  NewArrivalsAnswer,
  SiteSettings,
  TopBrand,
  TopDeal,
  TopStoresAnswer,
} from './home.ts'

/**
 * Every call of the API, keyed by a stable name. `path` is relative to `/api` and spelled exactly as
 * the specification spells it. The server registers its routes from these entries (so OpenAPI is
 * generated from them) and the storefront types its RTK Query endpoints and MSW fixtures with them.
 */
export const routes = {
  health: { method: 'GET', path: '/health', response: Health },
  siteSettings: { method: 'GET', path: '/get-site-settings', response: SiteSettings },
  homeBanners: { method: 'GET', path: '/gethomebanner', response: z.array(HomeBanner) },
  categories: { method: 'GET', path: '/fetchCategory', response: z.array(Category) },
  topDeals: { method: 'GET', path: '/fetchDeals', response: z.array(TopDeal) },
  limitedTimeDeals: { method: 'GET', path: '/fetchLimitedTimeDeals', response: z.array(LimitedTimeDeal) },
  featuredBrands: { method: 'GET', path: '/fetchFeaturedBrands', response: z.array(FeaturedBrand) },
  topStores: { method: 'GET', path: '/topStoreGetting', response: TopStoresAnswer },
  newArrivals: { method: 'GET', path: '/getNewArrivalData', response: NewArrivalsAnswer },
  featuredProducts: { method: 'GET', path: '/getFeaturedProducts', response: z.array(FeaturedProduct) },
  topBrands: { method: 'GET', path: '/getTopBrand', response: z.array(TopBrand) },
  discountsForYou: { method: 'GET', path: '/getDiscountForYouDetails', response: z.array(DiscountForYou) },
  searchProducts: {
    method: 'GET',
    path: '/getSearchProd',
    querystring: SearchQuery,
    response: z.array(ListingProduct),
  },
  searchSuggestions: {
    method: 'GET',
    path: '/getSearch-suggestions',
    querystring: SearchQuery,
    response: z.array(SearchSuggestion),
  },
} as const

export type Routes = typeof routes
export type RouteName = keyof Routes
/** The answer type of a call, for example `Answer<'topDeals'>`. */
export type Answer<N extends RouteName> = z.infer<Routes[N]['response']>
