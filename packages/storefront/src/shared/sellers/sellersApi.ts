import type { Answer } from '@haat/contract'
import { sellerRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** A seller's record (store name, picture, joined date, rating summary): the seller store and top stores read it. */
export const sellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeller: build.query<Answer<'seller'>, string>({
      query: (sellerId) => contractRequest(sellerRoutes.seller, { querystring: { sellerId } }),
      transformResponse: validateAnswer('seller'),
      providesTags: (_answer, _error, sellerId) => [{ type: 'Seller', id: sellerId }],
    }),
  }),
})

export const { useGetSellerQuery } = sellersApi
