import type { TokenAnswer } from '@haat/contract'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The browser storage keys of the session: the token and its expiry (epoch milliseconds). */
export const AUTH_TOKEN_KEY = 'authToken'
export const TOKEN_EXPIRY_KEY = 'tokenExpiry'

export interface AuthState {
  token: string | null
  /** Epoch milliseconds after which the token is no longer used. */
  expiresAt: number | null
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const SIGNED_OUT: AuthState = { token: null, expiresAt: null }

/**
 * Reads the stored session. A token counts only with a numeric expiry in the future; an expired or
 * malformed session is removed from storage on load, which signs the visitor out (docs/product.md,
 * Identity: a token past its expiry signs the shopper out on the next load).
 */
export function readStoredSession(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  now: number,
): AuthState {
  if (!storage) return SIGNED_OUT
  const token = storage.getItem(AUTH_TOKEN_KEY)
  const expiresAt = Number(storage.getItem(TOKEN_EXPIRY_KEY))
  if (token && Number.isFinite(expiresAt) && expiresAt > now) return { token, expiresAt }
  if (token !== null || storage.getItem(TOKEN_EXPIRY_KEY) !== null) clearStoredSession(storage)
  return SIGNED_OUT
}

export function writeStoredSession(storage: StorageLike, session: TokenAnswer) {
  storage.setItem(AUTH_TOKEN_KEY, session.token)
  storage.setItem(TOKEN_EXPIRY_KEY, String(session.expiresAt))
}

export function clearStoredSession(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(AUTH_TOKEN_KEY)
  storage.removeItem(TOKEN_EXPIRY_KEY)
}

export const browserStorage: StorageLike | undefined =
  typeof window === 'undefined' ? undefined : window.localStorage

/**
 * The session in memory, from a sign-in's answer (the token and its expiry, an hour ahead). Storage
 * follows it through the listener of sessionStorage.ts, so the reducers stay pure and tests can hand in
 * their own storage.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => readStoredSession(browserStorage, Date.now()),
  reducers: {
    signedIn: (_state, action: PayloadAction<TokenAnswer>) => ({
      token: action.payload.token,
      expiresAt: action.payload.expiresAt,
    }),
    /** The token ended without a logout: it expired, or the server answered 401 to it. */
    sessionEnded: () => SIGNED_OUT,
  },
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
    selectToken: (state) => state.token,
    selectTokenExpiry: (state) => state.expiresAt,
  },
})

export const { signedIn, sessionEnded } = authSlice.actions
export const { selectIsSignedIn, selectToken, selectTokenExpiry } = authSlice.selectors

/** A session is usable when it has a token whose expiry lies ahead. */
export function hasValidSession(state: AuthState, now: number): boolean {
  return state.token !== null && state.expiresAt !== null && state.expiresAt > now
}
