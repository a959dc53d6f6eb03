import type { Answer, Body } from '@haat/contract'
import { listingRoutes, sellerRoutes, type TopStoreSort } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
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

/** Products in each "More Top Stores" carousel. */
export const TOP_STORE_CAROUSEL_SIZE = 8

/**
 * Every listing call of the browse screens, injected into the app's api so only the chunks of those
 * screens carry it. Filtering, sorting and paging happen on the server: the request is the URL state.
 */
export const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<ListingPageAnswer, ListingRequest>({
      query: ({ call, pathParams = {}, scope = {}, params, pageSize = LISTING_PAGE_SIZE }) =>
        contractRequest(listingRoutes[call], {
          params: pathParams,
          querystring: { ...scope, ...listingCallParams(params, pageSize) },
        }),
      transformResponse: (raw: unknown, _meta, { call }) => validateAnswer(call)(raw),
    }),
    /** One page of a new-arrival collection: listing products with their full descriptions. */
    getNewArrivalProducts: build.query<
      Answer<'newArrivalItemProducts'>,
      { newArrivalId: string; params: ListingParams; pageSize?: number }
    >({
      query: ({ newArrivalId, params, pageSize = LISTING_PAGE_SIZE }) =>
        contractRequest(listingRoutes.newArrivalItemProducts, {
          params: { id: newArrivalId },
          querystring: listingCallParams(params, pageSize),
        }),
      transformResponse: validateAnswer('newArrivalItemProducts'),
    }),
    getBrandPage: build.query<Answer<'brandPage'>, string>({
      query: (brandId) => contractRequest(sellerRoutes.brandPage, { params: { brandId } }),
      transformResponse: validateAnswer('brandPage'),
    }),
    getBrands: build.query<Answer<'brands'>, { category?: string }>({
      query: ({ category }) =>
        contractRequest(sellerRoutes.brands, { querystring: category ? { category } : {} }),
      transformResponse: validateAnswer('brands'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getSellerBrands: build.query<Answer<'sellerBrands'>, string>({
      query: (sellerId) => contractRequest(sellerRoutes.sellerBrands, { querystring: { sellerId } }),
      transformResponse: validateAnswer('sellerBrands'),
    }),
    getSeller: build.query<Answer<'seller'>, string>({
      query: (sellerId) => contractRequest(sellerRoutes.seller, { querystring: { sellerId } }),
      transformResponse: validateAnswer('seller'),
    }),
    getSellerRatings: build.query<
      Answer<'sellerRatings'>,
      { sellerId: string; page: number; limit?: number }
    >({
      query: ({ sellerId, page, limit = 10 }) =>
        contractRequest(sellerRoutes.sellerRatings, { querystring: { sellerId, page, limit } }),
      transformResponse: validateAnswer('sellerRatings'),
    }),
    getFeaturedBrandsWithProducts: build.query<Answer<'featuredBrandsWithProducts'>, void>({
      query: () => contractRequest(sellerRoutes.featuredBrandsWithProducts),
      transformResponse: validateAnswer('featuredBrandsWithProducts'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopStoresWithProducts: build.query<
      Answer<'topStoresWithProducts'>,
      { sort: TopStoreSort; perStore?: number }
    >({
      query: ({ sort, perStore = TOP_STORE_CAROUSEL_SIZE }) =>
        contractRequest(sellerRoutes.topStoresWithProducts, { querystring: { sort, perStore } }),
      transformResponse: validateAnswer('topStoresWithProducts'),
    }),
    addSellerRating: build.mutation<Answer<'addSellerRating'>, Body<'addSellerRating'>>({
      query: (body) => contractRequest(sellerRoutes.addSellerRating, { body }),
    }),
    reportSeller: build.mutation<Answer<'reportSeller'>, Body<'reportSeller'>>({
      query: (body) => contractRequest(sellerRoutes.reportSeller, { body }),
    }),
    reportBrand: build.mutation<Answer<'reportBrand'>, Body<'reportBrand'>>({
      query: (body) => contractRequest(sellerRoutes.reportBrand, { body }),
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
