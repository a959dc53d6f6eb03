import type { Answer } from '@haat/contract'
import { deliveryRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** A pincode to check and, optionally, the seller whose product the shopper is looking at. */
export interface PincodeCheckArgs {
  pincode: string
  sellerId?: string
}

/**
 * Delivery's calls. The delivery check answers with the days, counted from the seller's pincode when a
 * seller is given, and the place; any error (404 for a pincode we do not deliver to, 400 for a malformed
 * one) is shown as NOT_DELIVERABLE_MESSAGE, as the rule in docs/product.md, "Delivery", says.
 */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPincode: build.query<Answer<'checkPincode'>, PincodeCheckArgs>({
      query: ({ pincode, sellerId }) =>
        contractRequest(deliveryRoutes.checkPincode, {
          params: { pincode },
          ...(sellerId ? { querystring: { sellerId } } : {}),
        }),
      transformResponse: validateAnswer('checkPincode'),
      providesTags: (_answer, _error, { pincode, sellerId }) => [
        { type: 'Delivery', id: sellerId ? `${pincode}:${sellerId}` : pincode },
      ],
    }),
  }),
})

export const { useLazyCheckPincodeQuery } = deliveryApi
