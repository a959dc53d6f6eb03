import type { Answer, Body } from '@haat/contract'
import { productRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * A signed-in shopper's recent visits as the server keeps them (docs/product.md, "Product page"): read by
 * the home page's Recently Viewed and /recently-viewed, so the list follows the shopper to another device.
 */
export const recentVisitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's recently visited products, newest first. */
    getRecentVisits: build.query<Answer<'recentVisits'>, void>({
      query: () => contractRequest(productRoutes.recentVisits),
      transformResponse: validateAnswer('recentVisits'),
      providesTags: [{ type: 'RecentVisits', id: 'LIST' }],
    }),
    /** This device's list (newest first) merged into the shopper's; answers the merged list. */
    addRecentVisits: build.mutation<Answer<'addRecentVisits'>, Body<'addRecentVisits'>>({
      query: (body) => contractRequest(productRoutes.addRecentVisits, { body }),
      transformResponse: validateAnswer('addRecentVisits'),
      invalidatesTags: (_answer, error) => (error ? [] : [{ type: 'RecentVisits', id: 'LIST' }]),
    }),
  }),
})

export const { useGetRecentVisitsQuery, useAddRecentVisitsMutation } = recentVisitsApi
