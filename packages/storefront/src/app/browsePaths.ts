import type { RouteName } from '@haat/contract'

/**
 * The paths under /api of the browse calls (issue 4), apart from `apiPaths` so the first screen's
 * JavaScript does not carry them: only the lazy listing, brand and store chunks import this module.
 * `apiPaths.test.ts` proves the two tables together spell every contract call exactly.
 */
export const browsePaths = {
  topDealProducts: '/getTopDealProduct',
  limitedTimeProducts: '/getlimitedTimeProducts',
  featuredProductsWiseBrand: '/getfeaturedproductsWiseBrand',
  topStoreProducts: '/topStoreProducts',
  newArrivalProducts: '/getNewArrivalProd',
  brandWiseProducts: '/getBrandWiseProducts/:brandId',
  newArrivalItemProducts: '/fetch-all-new-arrival-products/:id',
  sellersProducts: '/getsellersProducts',
  discountProducts: '/get-discount-products/:id',
  itemProducts: '/getProducts/:itemId',
  allProducts: '/getAllProducts',
  categoryProducts: '/getCategoryProducts/:categoryId',
  searchListing: '/search-products',
  brandPage: '/getBrandPage/:brandId',
  brands: '/fetchBrands',
  sellerBrands: '/getSellersBrand',
  seller: '/getOneSeller',
  sellerRatings: '/sellerRatingsPagenation',
  addSellerRating: '/add-seller-rating',
  reportSeller: '/report-seller',
  reportBrand: '/report-brand',
  featuredBrandsWithProducts: '/getFeaturedBrandsWithProducts',
  topStoresWithProducts: '/topStoresWithProducts',
} as const satisfies Partial<Record<RouteName, string>>
