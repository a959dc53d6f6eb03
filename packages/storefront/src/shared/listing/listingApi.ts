import type { ListingPage } from '@haat/contract'
import {
  LISTING_PAGE_SIZE,
  type ListingPageCall,
  type ListingParams,
  listingCallParams,
  listingRoutes,
} from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

export interface ListingRequest {
  call: ListingPageCall
  /** Values of the call's `:name` path segments (brandId, id, itemId, categoryId). */
  pathParams?: Record<string, string>
  /** Query parameters of the scope besides the filters (q, sellerId, dealId, brandId, type). */
  scope?: Record<string, string>
  params: ListingParams
  pageSize?: number
}

/**
 * One page of any listing call, injected into the app's api so only the chunks of the screens that list
 * products carry it. Filtering, sorting and paging happen on the server: the request is the URL state.
 */
export const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<ListingPage, ListingRequest>({
      query: ({ call, pathParams = {}, scope = {}, params, pageSize = LISTING_PAGE_SIZE }) =>
        contractRequest(listingRoutes[call], {
          params: pathParams,
          querystring: { ...scope, ...listingCallParams(params, pageSize) },
        }),
      transformResponse: (raw: unknown, _meta, { call }) => validateAnswer(call)(raw),
      providesTags: (_answer, _error, { call }) => [{ type: 'Listing', id: call }],
    }),
  }),
})

export const { useGetListingQuery } = listingApi
