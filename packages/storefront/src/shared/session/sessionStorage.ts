import { createListenerMiddleware } from '@reduxjs/toolkit'
import { api } from '../../app/api.ts'
import {
  type AuthState,
  clearStoredSession,
  type StorageLike,
  sessionEnded,
  signedIn,
  writeStoredSession,
} from './authSlice.ts'

/**
 * Keeps authToken and tokenExpiry in browser storage in step with the session in memory. A sign-in also
 * invalidates `User`: a record cached for an earlier session is dropped (or, if a screen shows it,
 * fetched again with the new token). When a session ends, every reader of the record stops asking.
 */
export function sessionStorageMiddleware(storage: StorageLike | undefined) {
  const listener = createListenerMiddleware()
  listener.startListening({
    actionCreator: signedIn,
    effect: (action, { dispatch }) => {
      if (storage) writeStoredSession(storage, action.payload)
      dispatch(api.util.invalidateTags(['User']))
    },
  })
  listener.startListening({
    actionCreator: sessionEnded,
    effect: () => {
      if (storage) clearStoredSession(storage)
    },
  })
  return listener.middleware
}

/** setTimeout takes at most a signed 32-bit delay; a longer wait is split into several. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

interface SessionStore {
  getState: () => { auth: AuthState }
  subscribe: (listener: () => void) => () => void
  dispatch: (action: ReturnType<typeof sessionEnded>) => unknown
}

/**
 * Ends the session when its token expires (an expired token signs the shopper out), even if the page
 * stays open without any request. Returns the function that stops watching.
 */
export function watchSessionExpiry(store: SessionStore, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let scheduledFor: number | null = null

  const schedule = () => {
    const { expiresAt } = store.getState().auth
    if (expiresAt === scheduledFor) return
    clearTimeout(timer)
    scheduledFor = expiresAt
    if (expiresAt === null) return
    timer = setTimeout(
      () => {
        if (store.getState().auth.expiresAt !== expiresAt) return
        if (expiresAt <= now()) {
          store.dispatch(sessionEnded())
        } else {
          // A wait longer than one timer can hold: wait again.
          scheduledFor = null
          schedule()
        }
      },
      Math.min(Math.max(0, expiresAt - now()), LONGEST_TIMER_MS),
    )
  }

  schedule()
  const unsubscribe = store.subscribe(schedule)
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
