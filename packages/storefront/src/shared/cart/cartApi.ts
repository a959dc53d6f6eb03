import type { Answer, Body } from '@haat/contract'
import { cartRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { useAppSelector } from '../../app/store.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { selectIsSignedIn } from '../session/authSlice.ts'

/**
 * The signed-in shopper's cart and wishlist: read by the header's counts, the product page (Go to Cart, the
 * filled heart) and the cart page, so they live in shared/. Each change invalidates the list it changed,
 * and RTK Query refetches every reader of it at once.
 */
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
  }),
})

export const {
  useGetCartProductsQuery,
  useAddToCartMutation,
  useGetWishlistProductsQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = cartApi

/** The shopper's cart and wishlist, read only while signed in (a visitor has neither). */
export function useShopperLists() {
  const signedIn = useAppSelector(selectIsSignedIn)
  const cart = useGetCartProductsQuery(undefined, { skip: !signedIn })
  const wishlist = useGetWishlistProductsQuery(undefined, { skip: !signedIn })
  return {
    signedIn,
    cart: signedIn ? cart.data : undefined,
    wishlist: signedIn ? wishlist.data : undefined,
  }
}

/**
 * The header's counts: products in the cart (its lines, not the sum of quantities), 0 for a visitor and
 * while the list loads; products on the wishlist, undefined for a visitor (whose wishlist link counts
 * nothing) and 0 while it loads.
 */
export function useCartCounts(): { cartCount: number; wishlistCount: number | undefined } {
  const { signedIn, cart, wishlist } = useShopperLists()
  return { cartCount: cart?.length ?? 0, wishlistCount: signedIn ? (wishlist?.length ?? 0) : undefined }
}
