import {
  ADDED_TO_WISHLIST_MESSAGE,
  MOVE_TO_WISHLIST_FAILED_MESSAGE,
  REMOVE_FROM_WISHLIST_FAILED_MESSAGE,
  REMOVED_FROM_WISHLIST_MESSAGE,
} from '@haat/contract/core'
import type { WishlistControl } from '@haat/ui'
import { useCallback, useMemo } from 'react'
import type { CallError } from '../../app/errorText.ts'
import { type AppDispatch, type RootState, useAppDispatch, useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { selectIsSignedIn } from '../session/authSlice.ts'
import { useSignInFirst } from '../session/session.ts'
import { cartApi, useGetWishlistProductsQuery } from './cartApi.ts'
import { refusalText } from './refusalText.ts'
import { heartPressed, heartSaved, heartSettled, selectPendingHearts } from './wishlistHeartsSlice.ts'

export type HeartOutcome = 'added' | 'removed' | 'failed' | 'busy'

/** Whether the cached wishlist holds the product. */
const cachedWished = (state: RootState, productId: string) =>
  cartApi.endpoints.getWishlistProducts
    .select()(state)
    .data?.some((item) => item.productId === productId) ?? false

/** What a heart shows now: the change on its way, else the cached wishlist. */
export const heartIsOn = (state: RootState, productId: string) =>
  selectPendingHearts(state)[productId]?.on ?? cachedWished(state, productId)

/** add-to-wishlist's 400 means the product is on the wishlist already (another tab put it there). */
const alreadyWished = (failure: unknown) => (failure as { status?: unknown } | null)?.status === 400

/**
 * Turns a signed-in shopper's heart over (docs/product.md, "Cart and wishlist"): the heart shows the change
 * at once, the server is asked, and a refusal rolls the heart back with the server's reason or the
 * contract's fallback. A heart whose change is on its way ignores another press.
 */
export const toggleWishlistHeart =
  (productId: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<HeartOutcome> => {
    if (selectPendingHearts(getState())[productId]) return 'busy'
    const on = !heartIsOn(getState(), productId)
    dispatch(heartPressed({ productId, on }))
    try {
      if (on) {
        await dispatch(cartApi.endpoints.addToWishlist.initiate({ productId }))
          .unwrap()
          .catch((failure: unknown) => {
            if (!alreadyWished(failure)) throw failure
          })
      } else {
        await dispatch(cartApi.endpoints.removeFromWishlist.initiate({ productId })).unwrap()
      }
    } catch (failure) {
      dispatch(heartSettled(productId))
      const fallback = on ? MOVE_TO_WISHLIST_FAILED_MESSAGE : REMOVE_FROM_WISHLIST_FAILED_MESSAGE
      enqueueToast(refusalText(failure as CallError, fallback), { variant: 'error' })
      return 'failed'
    }
    // Once the cached list agrees the heart follows it; until then it keeps showing the change.
    dispatch(cachedWished(getState(), productId) === on ? heartSettled(productId) : heartSaved(productId))
    enqueueToast(on ? ADDED_TO_WISHLIST_MESSAGE : REMOVED_FROM_WISHLIST_MESSAGE, { variant: 'success' })
    return on ? 'added' : 'removed'
  }

/**
 * The wishlist hearts of a screen's product cards: `heartOf(productId)` is the WishlistControl of @haat/ui's
 * ProductCard. A visitor's heart asks to sign in and comes back to this page; a shopper's turns the product
 * on or off the wishlist, at once on screen. While the wishlist is still being read a shopper's heart
 * shows it is busy, since it cannot say yet which way it points.
 */
export function useWishlistHearts(): (productId: string) => WishlistControl {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const dispatch = useAppDispatch()
  const wishlist = useGetWishlistProductsQuery(undefined, { skip: !signedIn })
  const pending = useAppSelector(selectPendingHearts)
  const wished = useMemo(() => new Set(wishlist.data?.map((item) => item.productId)), [wishlist.data])
  const unknown = signedIn && wishlist.data === undefined && !wishlist.isError
  return useCallback(
    (productId: string): WishlistControl => {
      if (!signedIn) return { state: 'off', onToggle: signInFirst }
      const on = pending[productId]?.on ?? wished.has(productId)
      if (unknown && pending[productId] === undefined) return { state: 'loading', onToggle: () => {} }
      return {
        state: on ? 'on' : 'off',
        onToggle: () => void dispatch(toggleWishlistHeart(productId)),
      }
    },
    [signedIn, signInFirst, pending, wished, unknown, dispatch],
  )
}

/** The heart of one product (the product page's). */
export function useWishlistHeart(productId: string): WishlistControl {
  return useWishlistHearts()(productId)
}
