import type { Answer, SellerOrderStatusBody, SigninCheckBody, TokenAnswer } from '@haat/contract'
import { identityRoutes, type SellerStatusFilter, sellerAreaRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The seller area's calls (docs/product.md, "Seller area"): a member signs in with the ordinary e-mail and
 * password call and keeps the same session as the store; the seller's orders are tagged Orders under
 * their own ids ('SELLER' for the list, `seller:{orderId}` for one), so a status change refetches the list
 * and that order, and nothing of the shopper's own orders.
 */

/** What the list asks: one status or all, and the page from 1. */
export interface SellerOrdersArgs {
  status: SellerStatusFilter
  page: number
}

export const SELLER_LIST_TAG = { type: 'Orders', id: 'SELLER' } as const
export const sellerOrderTag = (orderId: string) => ({ type: 'Orders', id: `seller:${orderId}` }) as const

export const sellerAreaApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerSignIn: build.mutation<TokenAnswer, SigninCheckBody>({
      query: (body) => contractRequest(identityRoutes.signinCheck, { body }),
      transformResponse: validateAnswer('signinCheck'),
    }),
    sellerAccount: build.query<Answer<'sellerAccount'>, void>({
      query: () => contractRequest(sellerAreaRoutes.sellerAccount),
      transformResponse: validateAnswer('sellerAccount'),
      // Whose area it is follows the session: the session listener invalidates User on every sign-in.
      providesTags: ['User'],
    }),
    sellerOrders: build.query<Answer<'sellerOrders'>, SellerOrdersArgs>({
      query: ({ status, page }) =>
        contractRequest(sellerAreaRoutes.sellerOrders, {
          querystring: { status: status === 'all' ? undefined : status, page: page === 1 ? undefined : page },
        }),
      transformResponse: validateAnswer('sellerOrders'),
      providesTags: [SELLER_LIST_TAG, 'User'],
    }),
    sellerOrder: build.query<Answer<'sellerOrder'>, string>({
      query: (orderId) => contractRequest(sellerAreaRoutes.sellerOrder, { params: { orderId } }),
      transformResponse: validateAnswer('sellerOrder'),
      providesTags: (_answer, _error, orderId) => [sellerOrderTag(orderId), 'User'],
    }),
    sellerOrderStatus: build.mutation<
      Answer<'sellerOrderStatus'>,
      { orderId: string } & SellerOrderStatusBody
    >({
      query: ({ orderId, ...body }) =>
        contractRequest(sellerAreaRoutes.sellerOrderStatus, { params: { orderId }, body }),
      transformResponse: validateAnswer('sellerOrderStatus'),
      // A refusal (another member moved it first) also means what is shown is stale.
      invalidatesTags: (_answer, _error, { orderId }) => [SELLER_LIST_TAG, sellerOrderTag(orderId)],
    }),
  }),
})

export const {
  useSellerSignInMutation,
  useSellerAccountQuery,
  useSellerOrdersQuery,
  useSellerOrderQuery,
  useSellerOrderStatusMutation,
} = sellerAreaApi
