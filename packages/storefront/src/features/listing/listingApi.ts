import type { Answer, Body } from '@haat/contract'
import { api, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { fillPath } from '../../app/apiPaths.ts'
import { browsePaths as apiPaths } from '../../app/browsePaths.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { type ListingParams, listingCallParams } from './listingParams.ts'

/** The calls that answer one page of products (contract `ListingPage`). */
export type ListingCall =
  | 'topDealProducts'
  | 'limitedTimeProducts'
  | 'featuredProductsWiseBrand'
  | 'topStoreProducts'
  | 'newArrivalProducts'
  | 'brandWiseProducts'
  | 'newArrivalItemProducts'
  | 'sellersProducts'
  | 'discountProducts'
  | 'itemProducts'
  | 'allProducts'
  | 'categoryProducts'
  | 'searchListing'

export type ListingPageAnswer = Answer<'searchListing'>

export interface ListingRequest {
  call: ListingCall
  /** Values of the call's `:name` path segments (brandId, id, itemId, categoryId). */
  pathParams?: Record<string, string>
  /** Query parameters of the scope besides the filters (q, sellerId, dealId, brandId, type). */
  scope?: Record<string, string>
  params: ListingParams
  pageSize?: number
}

export const LISTING_PAGE_SIZE = 24

/** The sorts of the top stores' carousels (the contract's `topStoresWithProducts` sorts). */
export type TopStoreSort = 'price-asc' | 'price-desc' | 'discount' | 'recommended'
/** Products in each "More Top Stores" carousel. */
export const TOP_STORE_CAROUSEL_SIZE = 8

/**
 * Every listing call of the browse screens, injected into the app's api so only the chunks of those
 * screens carry it. Filtering, sorting and paging happen on the server: the request is the URL state.
 */
export const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<ListingPageAnswer, ListingRequest>({
      query: ({ call, pathParams = {}, scope = {}, params, pageSize = LISTING_PAGE_SIZE }) => ({
        url: fillPath(apiPaths[call], pathParams),
        params: { ...scope, ...listingCallParams(params, pageSize) },
      }),
      transformResponse: (raw: unknown, _meta, { call }) => validateAnswer(call)(raw),
    }),
    /** One page of a new-arrival collection: listing products with their full descriptions. */
    getNewArrivalProducts: build.query<
      Answer<'newArrivalItemProducts'>,
      { newArrivalId: string; params: ListingParams; pageSize?: number }
    >({
      query: ({ newArrivalId, params, pageSize = LISTING_PAGE_SIZE }) => ({
        url: fillPath(apiPaths.newArrivalItemProducts, { id: newArrivalId }),
        params: listingCallParams(params, pageSize),
      }),
      transformResponse: validateAnswer('newArrivalItemProducts'),
    }),
    getBrandPage: build.query<Answer<'brandPage'>, string>({
      query: (brandId) => fillPath(apiPaths.brandPage, { brandId }),
      transformResponse: validateAnswer('brandPage'),
    }),
    getBrands: build.query<Answer<'brands'>, { category?: string }>({
      query: ({ category }) => ({ url: apiPaths.brands, params: category ? { category } : {} }),
      transformResponse: validateAnswer('brands'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getSellerBrands: build.query<Answer<'sellerBrands'>, string>({
      query: (sellerId) => ({ url: apiPaths.sellerBrands, params: { sellerId } }),
      transformResponse: validateAnswer('sellerBrands'),
    }),
    getSeller: build.query<Answer<'seller'>, string>({
      query: (sellerId) => ({ url: apiPaths.seller, params: { sellerId } }),
      transformResponse: validateAnswer('seller'),
    }),
    getSellerRatings: build.query<
      Answer<'sellerRatings'>,
      { sellerId: string; page: number; limit?: number }
    >({
      query: ({ sellerId, page, limit = 10 }) => ({
        url: apiPaths.sellerRatings,
        params: { sellerId, page, limit },
      }),
      transformResponse: validateAnswer('sellerRatings'),
    }),
    getFeaturedBrandsWithProducts: build.query<Answer<'featuredBrandsWithProducts'>, void>({
      query: () => apiPaths.featuredBrandsWithProducts,
      transformResponse: validateAnswer('featuredBrandsWithProducts'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopStoresWithProducts: build.query<
      Answer<'topStoresWithProducts'>,
      { sort: TopStoreSort; perStore?: number }
    >({
      query: ({ sort, perStore = TOP_STORE_CAROUSEL_SIZE }) => ({
        url: apiPaths.topStoresWithProducts,
        params: { sort, perStore },
      }),
      transformResponse: validateAnswer('topStoresWithProducts'),
    }),
    addSellerRating: build.mutation<Answer<'addSellerRating'>, Body<'addSellerRating'>>({
      query: (body) => ({ url: apiPaths.addSellerRating, method: 'POST', body }),
    }),
    reportSeller: build.mutation<Answer<'reportSeller'>, Body<'reportSeller'>>({
      query: (body) => ({ url: apiPaths.reportSeller, method: 'POST', body }),
    }),
    reportBrand: build.mutation<Answer<'reportBrand'>, Body<'reportBrand'>>({
      query: (body) => ({ url: apiPaths.reportBrand, method: 'POST', body }),
    }),
  }),
})

export const {
  useGetListingQuery,
  useGetNewArrivalProductsQuery,
  useGetBrandPageQuery,
  useGetBrandsQuery,
  useGetSellerBrandsQuery,
  useGetSellerQuery,
  useGetSellerRatingsQuery,
  useGetFeaturedBrandsWithProductsQuery,
  useGetTopStoresWithProductsQuery,
  useAddSellerRatingMutation,
  useReportSellerMutation,
  useReportBrandMutation,
} = listingApi
