import type { Answer } from '@haat/contract'
import type { TopStoreSort } from '@haat/contract/core'
import { sellerRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** Products in each "More Top Stores" carousel. */
export const TOP_STORE_CAROUSEL_SIZE = 8

/** Every top store with its first products under one sort: the "More Top Stores" carousels. */
export const topStoresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopStoresWithProducts: build.query<
      Answer<'topStoresWithProducts'>,
      { sort: TopStoreSort; perStore?: number }
    >({
      query: ({ sort, perStore = TOP_STORE_CAROUSEL_SIZE }) =>
        contractRequest(sellerRoutes.topStoresWithProducts, { querystring: { sort, perStore } }),
      transformResponse: validateAnswer('topStoresWithProducts'),
      providesTags: [{ type: 'Feed', id: 'topStoresWithProducts' }],
    }),
  }),
})

export const { useGetTopStoresWithProductsQuery } = topStoresApi
