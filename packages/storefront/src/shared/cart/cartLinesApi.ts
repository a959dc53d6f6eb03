import type { Answer, Body } from '@haat/contract'
import { cartRoutes, UPDATE_QUANTITY_FAILED_MESSAGE } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import type { CallError } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { cartApi, SUMMARY_TAG } from './cartApi.ts'
import { refusalText } from './refusalText.ts'

/**
 * A change whose answer already carries the new cart (written into the cache at once) invalidates only the
 * summary, so the cart is not read twice. Anything that invalidates 'Cart' as a whole (Add to Cart, another
 * tab) refreshes both.
 */
const summaryIfDone = (_answer: unknown, error: unknown) => (error ? [] : [SUMMARY_TAG])

/**
 * The cart page's calls, shared with My Account's wishlist: the order summary, moving a product between
 * the cart and the wishlist, taking a line off and setting its quantity (docs/product.md, "Cart and
 * wishlist"). Each answer is the list (or both lists) as the server left them, which replaces the cached
 * getCartProducts / getWishlistProducts at once (no second request); the summary is read again.
 */
export const cartLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartSummary: build.query<Answer<'cartSummary'>, void>({
      query: () => contractRequest(cartRoutes.cartSummary),
      transformResponse: validateAnswer('cartSummary'),
      providesTags: ['Cart', SUMMARY_TAG],
    }),
    moveToWishlist: build.mutation<Answer<'moveToWishlist'>, Body<'moveToWishlist'>>({
      query: (body) => contractRequest(cartRoutes.moveToWishlist, { body }),
      transformResponse: validateAnswer('moveToWishlist'),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => replaceBothLists(dispatch, queryFulfilled),
      invalidatesTags: summaryIfDone,
    }),
    moveToCart: build.mutation<Answer<'moveToCart'>, Body<'moveToCart'>>({
      query: (body) => contractRequest(cartRoutes.moveToCart, { body }),
      transformResponse: validateAnswer('moveToCart'),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => replaceBothLists(dispatch, queryFulfilled),
      invalidatesTags: summaryIfDone,
    }),
    removeFromCart: build.mutation<Answer<'removeFromCart'>, Body<'removeFromCart'>>({
      query: (body) => contractRequest(cartRoutes.removeFromCart, { body }),
      transformResponse: validateAnswer('removeFromCart'),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(cartApi.util.upsertQueryData('getCartProducts', undefined, data))
        } catch {
          // A failed removal changes nothing: the line stays as the cached cart says.
        }
      },
      invalidatesTags: summaryIfDone,
    }),
    /**
     * Sets a line's quantity. The line shows the new quantity at once; the server's answer then replaces
     * the cart (with the line's new total and problem). A refusal puts the line back as it was and says
     * why: the server's reason (a limit reached) or the contract's fallback.
     */
    updateCartQuantity: build.mutation<Answer<'updateCartQuantity'>, Body<'updateCartQuantity'>>({
      query: (body) => contractRequest(cartRoutes.updateCartQuantity, { body }),
      transformResponse: validateAnswer('updateCartQuantity'),
      async onQueryStarted({ productId, quantity }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          cartApi.util.updateQueryData('getCartProducts', undefined, (cart) => {
            const line = cart.find((item) => item.productId === productId)
            if (!line) return
            line.quantity = quantity
            line.lineTotal = (Math.round(line.offerPrice * 100) * quantity) / 100
          }),
        )
        try {
          const { data } = await queryFulfilled
          dispatch(cartApi.util.upsertQueryData('getCartProducts', undefined, data))
        } catch (failure) {
          shown.undo()
          const error = (failure as { error?: CallError } | null)?.error
          enqueueToast(refusalText(error, UPDATE_QUANTITY_FAILED_MESSAGE), { variant: 'error' })
        }
      },
      invalidatesTags: summaryIfDone,
    }),
  }),
})

/** A move's answer carries both lists: each replaces its cached copy. A failed move changes neither. */
async function replaceBothLists(
  dispatch: (action: ReturnType<typeof cartApi.util.upsertQueryData>) => unknown,
  queryFulfilled: Promise<{ data: Answer<'moveToWishlist'> }>,
) {
  try {
    const { data } = await queryFulfilled
    dispatch(cartApi.util.upsertQueryData('getCartProducts', undefined, data.cart))
    dispatch(cartApi.util.upsertQueryData('getWishlistProducts', undefined, data.wishlist))
  } catch {
    // The caller says why (a toast); the cached lists stay as they were.
  }
}

export const {
  useGetCartSummaryQuery,
  useMoveToWishlistMutation,
  useMoveToCartMutation,
  useRemoveFromCartMutation,
  useUpdateCartQuantityMutation,
} = cartLinesApi
