import { routeTable } from '../route.ts'

/**
 * Search and every product listing. The listings all answer a listing page and take the same filters,
 * sort and page (see `LISTING_FILTER_PARAMS`).
 */
export const listingRoutes = routeTable({
  searchProducts: { method: 'GET', path: '/getSearchProd' },
  searchSuggestions: { method: 'GET', path: '/getSearch-suggestions' },
  searchListing: { method: 'GET', path: '/search-products' },
  topDealProducts: { method: 'GET', path: '/getTopDealProduct' },
  limitedTimeProducts: { method: 'GET', path: '/getlimitedTimeProducts' },
  featuredProductsWiseBrand: { method: 'GET', path: '/getfeaturedproductsWiseBrand' },
  topStoreProducts: { method: 'GET', path: '/topStoreProducts' },
  newArrivalProducts: { method: 'GET', path: '/getNewArrivalProd' },
  brandWiseProducts: { method: 'GET', path: '/getBrandWiseProducts/:brandId' },
  newArrivalItemProducts: { method: 'GET', path: '/fetch-all-new-arrival-products/:id' },
  sellersProducts: { method: 'GET', path: '/getsellersProducts' },
  discountProducts: { method: 'GET', path: '/get-discount-products/:id' },
  itemProducts: { method: 'GET', path: '/getProducts/:itemId' },
  allProducts: { method: 'GET', path: '/getAllProducts' },
  categoryProducts: { method: 'GET', path: '/getCategoryProducts/:categoryId' },
})

/** The listing calls proper: every one answers a page of products with its facets. */
export type ListingPageCall = Exclude<keyof typeof listingRoutes, 'searchProducts' | 'searchSuggestions'>
