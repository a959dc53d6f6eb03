import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { VisitorCartLine } from './visitorCart.ts'

/**
 * The cart a visitor keeps in the browser until signing in (docs/product.md, "Cart and wishlist"), mirrored
 * in memory so the header's count and the product page follow it. The listener of cartListeners.ts keeps
 * storage in step with the changes this tab makes and merges the lines into the account's cart on sign-in.
 */
export const visitorCartSlice = createSlice({
  name: 'visitorCart',
  initialState: { lines: [] as VisitorCartLine[] },
  reducers: {
    /** The lines as storage holds them (at start, or after another tab changed them): nothing is written. */
    visitorCartLoaded(state, action: PayloadAction<VisitorCartLine[]>) {
      state.lines = action.payload
    },
    /** This tab changed the lines (an add): they are written to storage and the other tabs told. */
    visitorCartChanged(state, action: PayloadAction<VisitorCartLine[]>) {
      state.lines = action.payload
    },
    /** The lines went into the account's cart: storage forgets them and the other tabs are told. */
    visitorCartCleared(state) {
      state.lines = []
    },
  },
  selectors: {
    selectVisitorCartLines: (state) => state.lines,
  },
})

export const { visitorCartLoaded, visitorCartChanged, visitorCartCleared } = visitorCartSlice.actions
export const { selectVisitorCartLines } = visitorCartSlice.selectors
