import { createSlice } from '@reduxjs/toolkit'

/** Browser storage keys of the session (specification, document 1 section 3). */
export const AUTH_TOKEN_KEY = 'authToken'
export const TOKEN_EXPIRY_KEY = 'tokenExpiry'

export interface AuthState {
  token: string | null
  /** Epoch milliseconds after which the token is no longer used. */
  expiresAt: number | null
}

type StorageLike = Pick<Storage, 'getItem' | 'removeItem'>

/**
 * Reads the stored session. A token counts only with a numeric expiry in the future; an expired or
 * malformed session is removed from storage on load, which signs the visitor out (spec section 4).
 */
export function readStoredSession(storage: StorageLike | undefined, now: number): AuthState {
  if (!storage) return { token: null, expiresAt: null }
  const token = storage.getItem(AUTH_TOKEN_KEY)
  const expiresAt = Number(storage.getItem(TOKEN_EXPIRY_KEY))
  if (token && Number.isFinite(expiresAt) && expiresAt > now) return { token, expiresAt }
  if (token !== null || storage.getItem(TOKEN_EXPIRY_KEY) !== null) {
    storage.removeItem(AUTH_TOKEN_KEY)
    storage.removeItem(TOKEN_EXPIRY_KEY)
  }
  return { token: null, expiresAt: null }
}

const browserStorage = typeof window === 'undefined' ? undefined : window.localStorage

/** The session shape; signing in and out arrive with the identity issue. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => readStoredSession(browserStorage, Date.now()),
  reducers: {},
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
  },
})

export const { selectIsSignedIn } = authSlice.selectors
