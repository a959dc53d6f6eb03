import type { Answer } from '@haat/contract'
import { LISTING_PAGE_SIZE, type ListingParams, listingCallParams, listingRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** One page of a new-arrival collection: listing products with their full descriptions. */
export const newArrivalsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      providesTags: [{ type: 'Listing', id: 'newArrivalItemProducts' }],
    }),
  }),
})

export const { useGetNewArrivalProductsQuery } = newArrivalsApi
