import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit'
import { api } from '../../app/api.ts'
import { enqueueToast } from '../../app/toast.ts'
import { type AuthState, type StorageLike, selectIsSignedIn } from '../session/authSlice.ts'
import { cartApi } from './cartApi.ts'
import { mergeItemsOf, readVisitorCart, type VisitorCartLine, writeVisitorCart } from './visitorCart.ts'
import {
  selectVisitorCartLines,
  visitorCartChanged,
  visitorCartCleared,
  visitorCartLoaded,
} from './visitorCartSlice.ts'

/** The store has just been made: a shopper still signed in may have a visitor's cart waiting to merge. */
export const cartStoreStarted = createAction('cart/storeStarted')
/** Another tab of this site changed the cart, the wishlist or the visitor's cart (crossTabCart.ts). */
export const cartChangedInAnotherTab = createAction('cart/changedInAnotherTab')

interface CartState {
  auth: AuthState
  visitorCart: { lines: VisitorCartLine[] }
}

/** Toasts come from notistack, loaded when there is something to say (app/toast.ts). */
export type Notify = (message: string, variant: 'success' | 'warning') => void

const notifyWithToasts: Notify = (message, variant) => enqueueToast(message, { variant })

/**
 * The cart's side effects, beside the reducers (docs/product.md, "Cart and wishlist"):
 * - the visitor's cart is written to `storage` after each change this tab makes;
 * - when the session turns signed in (any sign-in path), or the store starts signed in, the visitor's lines
 *   are handed to the account's cart once: on success the browser's cart is emptied, the merged message is
 *   shown once and each skipped line's reason after it; a failed merge keeps the lines for the next try;
 * - a change made in another tab drops the cached cart and wishlist and reads the visitor's cart again.
 */
export function cartListenerMiddleware(storage: StorageLike | undefined, notify: Notify = notifyWithToasts) {
  const listener = createListenerMiddleware()
  let merging = false

  listener.startListening({
    matcher: isAnyOf(visitorCartChanged, visitorCartCleared),
    effect: (_action, { getState }) => {
      writeVisitorCart(storage, selectVisitorCartLines(getState() as CartState))
    },
  })

  listener.startListening({
    predicate: (action, current, previous) =>
      selectIsSignedIn(current as CartState) &&
      (cartStoreStarted.match(action) || !selectIsSignedIn(previous as CartState)),
    effect: async (_action, { dispatch, getState }) => {
      const lines = selectVisitorCartLines(getState() as CartState)
      if (merging || lines.length === 0) return
      merging = true
      try {
        const answer = await dispatch(
          cartApi.endpoints.mergeVisitorCart.initiate({ items: mergeItemsOf(lines) }),
        ).unwrap()
        // Only the lines sent leave the browser: one another tab added meanwhile waits for the next merge.
        const sent = new Set(lines.map((line) => line.productId))
        const left = selectVisitorCartLines(getState() as CartState).filter(
          (line) => !sent.has(line.productId),
        )
        dispatch(left.length === 0 ? visitorCartCleared() : visitorCartChanged(left))
        if (answer.added.length > 0) notify(answer.message, 'success')
        for (const line of answer.skipped) notify(line.message, 'warning')
      } catch {
        // Offline, or the server refused: the browser keeps the lines and the next sign-in tries again.
      } finally {
        merging = false
      }
    },
  })

  listener.startListening({
    actionCreator: cartChangedInAnotherTab,
    effect: (_action, { dispatch }) => {
      dispatch(visitorCartLoaded(readVisitorCart(storage)))
      dispatch(api.util.invalidateTags(['Cart', 'Wishlist']))
    },
  })

  return listener.middleware
}

/**
 * What the store does once made: it reads the visitor's cart kept in `storage`, then says it started (a
 * shopper still signed in with a visitor's cart left from a failed merge gets it merged now).
 */
export function startCart(
  dispatch: (action: ReturnType<typeof visitorCartLoaded> | ReturnType<typeof cartStoreStarted>) => unknown,
  storage: StorageLike | undefined,
) {
  dispatch(visitorCartLoaded(readVisitorCart(storage)))
  dispatch(cartStoreStarted())
}
