import type { Answer } from '@haat/contract'
import { homeRoutes } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The home feeds that other pages show too: the deal pages their deals, the top-stores page its store
 * strip, the new-arrival pages their collections. The home page's own feeds are in features/home.
 */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopDeals: build.query<Answer<'topDeals'>, void>({
      query: () => contractRequest(homeRoutes.topDeals),
      transformResponse: validateAnswer('topDeals'),
      providesTags: [{ type: 'Feed', id: 'topDeals' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getLimitedTimeDeals: build.query<Answer<'limitedTimeDeals'>, void>({
      query: () => contractRequest(homeRoutes.limitedTimeDeals),
      transformResponse: validateAnswer('limitedTimeDeals'),
      providesTags: [{ type: 'Feed', id: 'limitedTimeDeals' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getTopStores: build.query<Answer<'topStores'>, void>({
      query: () => contractRequest(homeRoutes.topStores),
      transformResponse: validateAnswer('topStores'),
      providesTags: [{ type: 'Feed', id: 'topStores' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getNewArrivals: build.query<Answer<'newArrivals'>, void>({
      query: () => contractRequest(homeRoutes.newArrivals),
      transformResponse: validateAnswer('newArrivals'),
      providesTags: [{ type: 'Feed', id: 'newArrivals' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
  }),
})

export const {
  useGetTopDealsQuery,
  useGetLimitedTimeDealsQuery,
  useGetTopStoresQuery,
  useGetNewArrivalsQuery,
} = feedsApi
