import type { Answer } from '@haat/contract'
import { homeRoutes } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The feeds only the home page shows, one endpoint per call, each read by its own section. The feeds
 * other pages show too are in shared/feeds.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeBanners: build.query<Answer<'homeBanners'>, void>({
      query: () => contractRequest(homeRoutes.homeBanners),
      transformResponse: validateAnswer('homeBanners'),
      providesTags: [{ type: 'Feed', id: 'homeBanners' }],
      // Banners are fetched again on every visit of the home page; the cache makes a return visit
      // instant, the refetch keeps a changed banner from lingering.
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedBrands: build.query<Answer<'featuredBrands'>, void>({
      query: () => contractRequest(homeRoutes.featuredBrands),
      transformResponse: validateAnswer('featuredBrands'),
      providesTags: [{ type: 'Feed', id: 'featuredBrands' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedProducts: build.query<Answer<'featuredProducts'>, void>({
      query: () => contractRequest(homeRoutes.featuredProducts),
      transformResponse: validateAnswer('featuredProducts'),
      providesTags: [{ type: 'Feed', id: 'featuredProducts' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopBrands: build.query<Answer<'topBrands'>, void>({
      query: () => contractRequest(homeRoutes.topBrands),
      transformResponse: validateAnswer('topBrands'),
      providesTags: [{ type: 'Feed', id: 'topBrands' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getDiscountsForYou: build.query<Answer<'discountsForYou'>, void>({
      query: () => contractRequest(homeRoutes.discountsForYou),
      transformResponse: validateAnswer('discountsForYou'),
      providesTags: [{ type: 'Feed', id: 'discountsForYou' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
  }),
})

export const {
  useGetHomeBannersQuery,
  useGetFeaturedBrandsQuery,
  useGetFeaturedProductsQuery,
  useGetTopBrandsQuery,
  useGetDiscountsForYouQuery,
} = homeApi
