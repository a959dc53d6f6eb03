import type { Answer, Body } from '@haat/contract'
import { cartRoutes } from '@haat/contract/core'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { selectIsSignedIn } from '../session/authSlice.ts'
import { selectVisitorCartLines } from './visitorCartSlice.ts'
import { selectPendingHearts, WISHLIST_READ_ENDPOINT, wishlistCountWith } from './wishlistHeartsSlice.ts'

/**
 * The signed-in shopper's cart and wishlist: read by the header's counts, the product page (Go to Cart, the
 * filled heart) and the cart page, so they live in shared/. Each change invalidates the list it changed,
 * and RTK Query refetches every reader of it at once.
 *
 * This file does not import app/store.ts (its hooks select with react-redux's own useSelector): the
 * store's cart listener imports it, and the store must not come back round through it.
 */
/**
 * The order summary's own tag: a change that answers the new cart (and so replaces the cached lines) still
 * has the server total it again.
 */
export const SUMMARY_TAG = { type: 'Cart', id: 'SUMMARY' } as const

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartProducts: build.query<Answer<'cartProducts'>, void>({
      query: () => contractRequest(cartRoutes.cartProducts),
      transformResponse: validateAnswer('cartProducts'),
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<Answer<'addToCart'>, Body<'addToCart'>>({
      query: (body) => contractRequest(cartRoutes.addToCart, { body }),
      transformResponse: validateAnswer('addToCart'),
      invalidatesTags: (_answer, error) => (error ? [] : ['Cart']),
    }),
    getWishlistProducts: build.query<Answer<'wishlistProducts'>, void>({
      query: () => contractRequest(cartRoutes.wishlistProducts),
      transformResponse: validateAnswer('wishlistProducts'),
      providesTags: ['Wishlist'],
    }),
    // A 400 means the product is on the wishlist already (another tab put it there): the list is
    // refetched either way, so the heart shows what the server holds.
    addToWishlist: build.mutation<Answer<'addToWishlist'>, Body<'addToWishlist'>>({
      query: (body) => contractRequest(cartRoutes.addToWishlist, { body }),
      transformResponse: validateAnswer('addToWishlist'),
      invalidatesTags: ['Wishlist'],
    }),
    /** Answers the wishlist left, which replaces the cached one (no second request). */
    removeFromWishlist: build.mutation<Answer<'removeFromWishlist'>, Body<'removeFromWishlist'>>({
      query: (body) => contractRequest(cartRoutes.removeFromWishlist, { body }),
      transformResponse: validateAnswer('removeFromWishlist'),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(cartApi.util.upsertQueryData('getWishlistProducts', undefined, data))
        } catch {
          // A failed removal changes nothing: the heart stays as the cached list says.
        }
      },
    }),
    /**
     * Hands the cart a visitor kept in the browser to the account's cart after sign-in (docs/product.md,
     * "Cart and wishlist"). The answer carries the cart after the merge, which replaces the cached one; a
     * read of the cart that was on its way meanwhile may answer the cart before the merge, so it is asked
     * again once it is back.
     */
    mergeVisitorCart: build.mutation<Answer<'mergeCart'>, Body<'mergeCart'>>({
      query: (body) => contractRequest(cartRoutes.mergeCart, { body }),
      transformResponse: validateAnswer('mergeCart'),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          const reading = cartApi.endpoints.getCartProducts.select()(getState()).isLoading
          dispatch(cartApi.util.upsertQueryData('getCartProducts', undefined, data.cart))
          dispatch(cartApi.util.invalidateTags(reading ? ['Cart'] : [SUMMARY_TAG]))
        } catch {
          // A failed merge changes nothing here: the browser keeps the lines for the next try.
        }
      },
    }),
  }),
})

// The hearts' slice matches this endpoint's reads by name: the name it uses must be this one.
WISHLIST_READ_ENDPOINT satisfies keyof typeof cartApi.endpoints

export const {
  useGetCartProductsQuery,
  useAddToCartMutation,
  useGetWishlistProductsQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = cartApi

/** The shopper's cart and wishlist, read only while signed in (a visitor has the browser's cart only). */
export function useShopperLists() {
  const signedIn = useSelector(selectIsSignedIn)
  const cart = useGetCartProductsQuery(undefined, { skip: !signedIn })
  const wishlist = useGetWishlistProductsQuery(undefined, { skip: !signedIn })
  return {
    signedIn,
    cart: signedIn ? cart.data : undefined,
    wishlist: signedIn ? wishlist.data : undefined,
  }
}

/**
 * The header's counts: products in the cart (its lines, not the sum of quantities), 0 while the list
 * loads; for a visitor the lines of the cart kept in the browser. Products on the wishlist with the hearts
 * on their way counted, undefined for a visitor (whose wishlist link counts nothing) and 0 while it loads.
 */
export function useCartCounts(): { cartCount: number; wishlistCount: number | undefined } {
  const { signedIn, cart, wishlist } = useShopperLists()
  const visitorLines = useSelector(selectVisitorCartLines)
  const pending = useSelector(selectPendingHearts)
  const wishedIds = useMemo(() => new Set(wishlist?.map((item) => item.productId)), [wishlist])
  if (!signedIn) return { cartCount: visitorLines.length, wishlistCount: undefined }
  return { cartCount: cart?.length ?? 0, wishlistCount: wishlistCountWith(wishedIds, pending) }
}
