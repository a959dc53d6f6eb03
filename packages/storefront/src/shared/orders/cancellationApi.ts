import type { Answer, CancelOrderBody } from '@haat/contract'
import { cancellationRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/*
 * Cancelling items of an order (docs/product.md, "Cancellation"): the order as the cancellation page offers
 * it, and cancel-order. A cancellation changes the order (its page and the list), the coins in the
 * shopper's record and the wallet, so it invalidates all of them and each refetches on its next reader.
 */

export const cancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderCancellation: build.query<Answer<'orderCancellation'>, string>({
      query: (orderId) => contractRequest(cancellationRoutes.orderCancellation, { params: { orderId } }),
      transformResponse: validateAnswer('orderCancellation'),
      providesTags: (_answer, _error, orderId) => [{ type: 'Orders', id: `cancellation:${orderId}` }],
    }),
    cancelOrder: build.mutation<Answer<'cancelOrder'>, CancelOrderBody>({
      query: (body) => contractRequest(cancellationRoutes.cancelOrder, { body }),
      transformResponse: validateAnswer('cancelOrder'),
      invalidatesTags: (_answer, _error, { orderId }) => [
        { type: 'Orders', id: 'LIST' },
        { type: 'Orders', id: orderId },
        { type: 'Orders', id: `cancellation:${orderId}` },
        'User',
        'Wallet',
        'Coins',
      ],
    }),
  }),
})

export const { useOrderCancellationQuery, useCancelOrderMutation } = cancellationApi
