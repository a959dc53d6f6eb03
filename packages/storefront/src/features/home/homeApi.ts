import type { Answer } from '@haat/contract'
import { homeRoutes } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** The home page feeds: one endpoint per call, each read by its own section. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeBanners: build.query<Answer<'homeBanners'>, void>({
      query: () => contractRequest(homeRoutes.homeBanners),
      transformResponse: validateAnswer('homeBanners'),
      // The specification fetches banners on every mount; the cache makes a return visit instant, the
      // refetch keeps a changed banner from lingering.
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopDeals: build.query<Answer<'topDeals'>, void>({
      query: () => contractRequest(homeRoutes.topDeals),
      transformResponse: validateAnswer('topDeals'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getLimitedTimeDeals: build.query<Answer<'limitedTimeDeals'>, void>({
      query: () => contractRequest(homeRoutes.limitedTimeDeals),
      transformResponse: validateAnswer('limitedTimeDeals'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedBrands: build.query<Answer<'featuredBrands'>, void>({
      query: () => contractRequest(homeRoutes.featuredBrands),
      transformResponse: validateAnswer('featuredBrands'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopStores: build.query<Answer<'topStores'>, void>({
      query: () => contractRequest(homeRoutes.topStores),
      transformResponse: validateAnswer('topStores'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getNewArrivals: build.query<Answer<'newArrivals'>, void>({
      query: () => contractRequest(homeRoutes.newArrivals),
      transformResponse: validateAnswer('newArrivals'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedProducts: build.query<Answer<'featuredProducts'>, void>({
      query: () => contractRequest(homeRoutes.featuredProducts),
      transformResponse: validateAnswer('featuredProducts'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopBrands: build.query<Answer<'topBrands'>, void>({
      query: () => contractRequest(homeRoutes.topBrands),
      transformResponse: validateAnswer('topBrands'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getDiscountsForYou: build.query<Answer<'discountsForYou'>, void>({
      query: () => contractRequest(homeRoutes.discountsForYou),
      transformResponse: validateAnswer('discountsForYou'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
  }),
})

export const {
  useGetHomeBannersQuery,
  useGetTopDealsQuery,
  useGetLimitedTimeDealsQuery,
  useGetFeaturedBrandsQuery,
  useGetTopStoresQuery,
  useGetNewArrivalsQuery,
  useGetFeaturedProductsQuery,
  useGetTopBrandsQuery,
  useGetDiscountsForYouQuery,
} = homeApi
