import { routeTable } from '../route.ts'

/** The home page's feeds, one call a section. */
export const homeRoutes = routeTable({
  homeBanners: { method: 'GET', path: '/gethomebanner' },
  topDeals: { method: 'GET', path: '/fetchDeals' },
  limitedTimeDeals: { method: 'GET', path: '/fetchLimitedTimeDeals' },
  featuredBrands: { method: 'GET', path: '/fetchFeaturedBrands' },
  topStores: { method: 'GET', path: '/topStoreGetting' },
  newArrivals: { method: 'GET', path: '/getNewArrivalData' },
  featuredProducts: { method: 'GET', path: '/getFeaturedProducts' },
  topBrands: { method: 'GET', path: '/getTopBrand' },
  discountsForYou: { method: 'GET', path: '/getDiscountForYouDetails' },
})
