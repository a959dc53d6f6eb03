import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'
import { sessionEnded, signedIn } from '../session/authSlice.ts'

/** A heart pressed and not settled yet: what it shows, and whether the server has taken the change. */
export interface PendingHeart {
  on: boolean
  saved: boolean
}

/** The endpoint of cartApi.ts that reads the wishlist (named here: cartApi.ts reads this slice). */
export const WISHLIST_READ_ENDPOINT = 'getWishlistProducts'

/** A read of the wishlist ended, with the list or without it (an upsert of the cached list counts). */
function wishlistRead(action: UnknownAction): boolean {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown }; requestStatus?: unknown } }).meta
  return (
    meta?.arg?.endpointName === WISHLIST_READ_ENDPOINT &&
    (meta.requestStatus === 'fulfilled' || meta.requestStatus === 'rejected')
  )
}

/**
 * The hearts pressed whose change is on its way (docs/product.md, "Cart and wishlist"): every heart of the
 * product on screen, the product page's included, and the header's wishlist count show the change at once.
 * A refused change is dropped at once (the heart rolls back); a saved one stays until the cached wishlist
 * has been read again, so the heart never flickers back between the answer and the fresh list.
 */
export const wishlistHeartsSlice = createSlice({
  name: 'wishlistHearts',
  initialState: { pending: {} as Record<string, PendingHeart> },
  reducers: {
    heartPressed(state, action: PayloadAction<{ productId: string; on: boolean }>) {
      state.pending[action.payload.productId] = { on: action.payload.on, saved: false }
    },
    /** The server took the change; the heart waits for the wishlist to be read again. */
    heartSaved(state, action: PayloadAction<string>) {
      const heart = state.pending[action.payload]
      if (heart) heart.saved = true
    },
    /** The cached wishlist already shows it, or the change was refused: the list alone says. */
    heartSettled(state, action: PayloadAction<string>) {
      delete state.pending[action.payload]
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, () => ({ pending: {} }))
      .addCase(sessionEnded, () => ({ pending: {} }))
      .addMatcher(wishlistRead, (state) => {
        for (const [productId, heart] of Object.entries(state.pending)) {
          if (heart.saved) delete state.pending[productId]
        }
      })
  },
  selectors: {
    selectPendingHearts: (state) => state.pending,
  },
})

export const { heartPressed, heartSaved, heartSettled } = wishlistHeartsSlice.actions
export const { selectPendingHearts } = wishlistHeartsSlice.selectors

/**
 * How many products the wishlist shows with the pending hearts counted: a heart turned on for a product
 * the list lacks adds one, a heart turned off for one it holds takes one away.
 */
export function wishlistCountWith(
  wishedIds: ReadonlySet<string>,
  pending: Readonly<Record<string, PendingHeart>>,
): number {
  let count = wishedIds.size
  for (const [productId, heart] of Object.entries(pending)) {
    if (heart.on && !wishedIds.has(productId)) count += 1
    if (!heart.on && wishedIds.has(productId)) count -= 1
  }
  return count
}
