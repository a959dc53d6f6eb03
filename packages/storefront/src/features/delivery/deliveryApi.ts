import type { Answer } from '@haat/contract'
import { deliveryRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * Delivery's calls. The delivery check answers with the days for a pincode we serve; any error (404 for
 * one we do not, 400 for a malformed one) is shown as NOT_DELIVERABLE_MESSAGE, as the rule in
 * docs/product.md, "Delivery", says.
 */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPincode: build.query<Answer<'checkPincode'>, string>({
      query: (pincode) => contractRequest(deliveryRoutes.checkPincode, { params: { pincode } }),
      transformResponse: validateAnswer('checkPincode'),
      providesTags: (_answer, _error, pincode) => [{ type: 'Delivery', id: pincode }],
    }),
  }),
})

export const { useLazyCheckPincodeQuery } = deliveryApi
