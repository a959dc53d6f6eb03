import type { Answer, Body } from '@haat/contract'
import { checkoutRoutes, IDEMPOTENCY_KEY_HEADER } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * Checkout's calls (docs/product.md, "Checkout" and "Payments"): what a checkout costs, the coins it may
 * redeem, placing it, paying for it and reading it back on the order completed page. Every amount comes
 * from the server; the storefront only sends what the shopper chose.
 */

/** A place call: the order request and the checkout attempt's Idempotency-Key, sent as its header. */
export interface PlaceOrderArgs<B> {
  body: B
  idempotencyKey: string
}

/** The checkout summary of the cart's checkout (no product), or of one product and its quantity. */
export type CheckoutSummaryArgs = { kind: 'cart' } | { kind: 'single'; productId: string; quantity: number }

/**
 * What a checkout's cost depends on: the cart (its lines, prices and stock), so every cart change makes it
 * stale; the single-product checkout is tagged alike, as its prices and stock move with the same writes.
 */
const CHECKOUT_SUMMARY_TAG = { type: 'Cart', id: 'CHECKOUT' } as const

/**
 * What placing or confirming a checkout changes: the cart (its ordered lines leave when the order is placed
 * or paid) with its summaries, the shopper's record (its coin balance), the coin range and the orders.
 */
const PLACED_TAGS = ['Cart', 'User', 'Coins', 'Orders'] as const

const withKey = (request: ReturnType<typeof contractRequest>, idempotencyKey: string) => ({
  ...request,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
})

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coins the shopper may redeem on this total in rupees. Skip it while the total is 0. */
    coinRange: build.query<Answer<'coinRange'>, number>({
      query: (orderTotal) => contractRequest(checkoutRoutes.coinRange, { querystring: { orderTotal } }),
      transformResponse: validateAnswer('coinRange'),
      providesTags: ['Coins'],
    }),
    checkoutSummary: build.query<Answer<'checkoutSummary'>, CheckoutSummaryArgs>({
      query: (args) =>
        contractRequest(
          checkoutRoutes.checkoutSummary,
          args.kind === 'single'
            ? { querystring: { productId: args.productId, quantity: args.quantity } }
            : {},
        ),
      transformResponse: validateAnswer('checkoutSummary'),
      providesTags: [CHECKOUT_SUMMARY_TAG],
    }),
    placeOrder: build.mutation<Answer<'placeOrder'>, PlaceOrderArgs<Body<'placeOrder'>>>({
      query: ({ body, idempotencyKey }) =>
        withKey(contractRequest(checkoutRoutes.placeOrder, { body }), idempotencyKey),
      transformResponse: validateAnswer('placeOrder'),
      invalidatesTags: (_answer, error) => (error ? ['Coins', CHECKOUT_SUMMARY_TAG] : [...PLACED_TAGS]),
    }),
    singleProductPlaceOrder: build.mutation<
      Answer<'singleProductPlaceOrder'>,
      PlaceOrderArgs<Body<'singleProductPlaceOrder'>>
    >({
      query: ({ body, idempotencyKey }) =>
        withKey(contractRequest(checkoutRoutes.singleProductPlaceOrder, { body }), idempotencyKey),
      transformResponse: validateAnswer('singleProductPlaceOrder'),
      invalidatesTags: (_answer, error) => (error ? ['Coins', CHECKOUT_SUMMARY_TAG] : [...PLACED_TAGS]),
    }),
    /** Opens (or reopens) the gateway order of a checkout waiting for its payment. */
    createPaymentOrder: build.mutation<Answer<'createPaymentOrder'>, Body<'createPaymentOrder'>>({
      query: (body) => contractRequest(checkoutRoutes.createPaymentOrder, { body }),
      transformResponse: validateAnswer('createPaymentOrder'),
    }),
    /** The simulated gateway's side of the payment dialog: pays or fails a gateway order. */
    simulatedPayment: build.mutation<Answer<'simulatedPayment'>, Body<'simulatedPayment'>>({
      query: (body) => contractRequest(checkoutRoutes.simulatedPayment, { body }),
      transformResponse: validateAnswer('simulatedPayment'),
    }),
    /** Proves a payment; the server then confirms the checkout (its cart lines leave, it becomes an order). */
    verifyPayment: build.mutation<Answer<'verifyPayment'>, Body<'verifyPayment'>>({
      query: (body) => contractRequest(checkoutRoutes.verifyPayment, { body }),
      transformResponse: validateAnswer('verifyPayment'),
      invalidatesTags: (_answer, error) => (error ? ['Orders'] : [...PLACED_TAGS]),
    }),
    /** A checkout and its orders, by the parent order's id (the completed page's). */
    orderSummary: build.query<Answer<'orderSummary'>, string>({
      query: (parentOrderId) => contractRequest(checkoutRoutes.orderSummary, { params: { parentOrderId } }),
      transformResponse: validateAnswer('orderSummary'),
      providesTags: (_answer, _error, parentOrderId) => [{ type: 'Orders', id: parentOrderId }],
    }),
    updateCustomerNotes: build.mutation<Answer<'updateCustomerNotes'>, Body<'updateCustomerNotes'>>({
      query: (body) => contractRequest(checkoutRoutes.updateCustomerNotes, { body }),
      transformResponse: validateAnswer('updateCustomerNotes'),
      invalidatesTags: (_answer, error) => (error ? [] : ['Orders']),
    }),
  }),
})

export const {
  useCoinRangeQuery,
  useCheckoutSummaryQuery,
  usePlaceOrderMutation,
  useSingleProductPlaceOrderMutation,
  useCreatePaymentOrderMutation,
  useSimulatedPaymentMutation,
  useVerifyPaymentMutation,
  useOrderSummaryQuery,
  useUpdateCustomerNotesMutation,
} = checkoutApi
