import { routeTable } from '../route.ts'

/** Brand pages, seller stores, seller ratings and reports. */
export const sellerRoutes = routeTable({
  brandPage: { method: 'GET', path: '/getBrandPage/:brandId' },
  brands: { method: 'GET', path: '/fetchBrands' },
  sellerBrands: { method: 'GET', path: '/getSellersBrand' },
  seller: { method: 'GET', path: '/getOneSeller' },
  sellerRatings: { method: 'GET', path: '/sellerRatingsPagenation' },
  addSellerRating: { method: 'POST', path: '/add-seller-rating', auth: 'bearer' },
  reportSeller: { method: 'POST', path: '/report-seller', auth: 'bearer' },
  reportBrand: { method: 'POST', path: '/report-brand', auth: 'bearer' },
  featuredBrandsWithProducts: { method: 'GET', path: '/getFeaturedBrandsWithProducts' },
  /** Ours: every top store with its first products under one sort, for the top-stores page's carousels. */
  topStoresWithProducts: { method: 'GET', path: '/topStoresWithProducts' },
})
