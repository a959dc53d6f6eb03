import type { RouteName } from '@haat/contract'

/**
 * The path under /api of every call, as the contract spells it. Kept as plain strings so the app bundle
 * does not carry zod and every schema; `apiPaths.test.ts` proves they equal `routes[name].path`.
 */
export const apiPaths = {
  health: '/health',
  siteSettings: '/get-site-settings',
  homeBanners: '/gethomebanner',
  categories: '/fetchCategory',
  topDeals: '/fetchDeals',
  limitedTimeDeals: '/fetchLimitedTimeDeals',
  featuredBrands: '/fetchFeaturedBrands',
  topStores: '/topStoreGetting',
  newArrivals: '/getNewArrivalData',
  featuredProducts: '/getFeaturedProducts',
  topBrands: '/getTopBrand',
  discountsForYou: '/getDiscountForYouDetails',
  searchProducts: '/getSearchProd',
  searchSuggestions: '/getSearch-suggestions',
} as const satisfies Record<RouteName, string>
