import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store.ts'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import {
  AUTH_TOKEN_KEY,
  hasValidSession,
  readStoredSession,
  sessionEnded,
  signedIn,
  TOKEN_EXPIRY_KEY,
} from './authSlice.ts'
import { watchSessionExpiry } from './sessionStorage.ts'

const now = 1_750_000_000_000
const HOUR = 3_600_000

describe('readStoredSession', () => {
  it('is signed out with nothing stored', () => {
    expect(readStoredSession(memoryStorage({}), now)).toEqual({ token: null, expiresAt: null })
  })

  it('keeps a token whose expiry lies ahead', () => {
    const storage = memoryStorage({ [AUTH_TOKEN_KEY]: 'abc', [TOKEN_EXPIRY_KEY]: String(now + 60_000) })
    expect(readStoredSession(storage, now)).toEqual({ token: 'abc', expiresAt: now + 60_000 })
    expect(storage.map.size).toBe(2)
  })

  it('removes an expired session from storage', () => {
    const storage = memoryStorage({ [AUTH_TOKEN_KEY]: 'abc', [TOKEN_EXPIRY_KEY]: String(now - 1) })
    expect(readStoredSession(storage, now)).toEqual({ token: null, expiresAt: null })
    expect(storage.map.size).toBe(0)
  })

  it('does not trust a token without a readable expiry', () => {
    const storage = memoryStorage({ [AUTH_TOKEN_KEY]: 'abc', [TOKEN_EXPIRY_KEY]: 'soon' })
    expect(readStoredSession(storage, now).token).toBeNull()
    expect(storage.map.size).toBe(0)
  })
})

describe('session in the store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(now)
  })
  afterEach(() => vi.useRealTimers())

  it('signing in keeps authToken and tokenExpiry (the server expiresAt) in state and storage', () => {
    const storage = memoryStorage({ visitedProducts: '[]' })
    const store = makeStore(undefined, { storage })
    store.dispatch(signedIn({ token: 'tok-1', expiresAt: now + HOUR }))
    expect(store.getState().auth).toEqual({ token: 'tok-1', expiresAt: now + HOUR })
    expect(storage.map.get(AUTH_TOKEN_KEY)).toBe('tok-1')
    expect(storage.map.get(TOKEN_EXPIRY_KEY)).toBe(String(now + HOUR))
  })

  it('ends the session at its expiry without any request, removing token and expiry only', () => {
    const storage = memoryStorage({ visitedProducts: '[]' })
    const store = makeStore(undefined, { storage })
    store.dispatch(signedIn({ token: 'tok-1', expiresAt: now + HOUR }))
    vi.advanceTimersByTime(HOUR - 1)
    expect(store.getState().auth.token).toBe('tok-1')
    vi.advanceTimersByTime(1)
    expect(store.getState().auth).toEqual({ token: null, expiresAt: null })
    expect([...storage.map.keys()]).toEqual(['visitedProducts'])
  })

  it('watches a session restored from storage too', () => {
    const storage = memoryStorage()
    const store = makeStore({ auth: { token: 'old', expiresAt: now + 5000 } }, { storage })
    vi.advanceTimersByTime(5000)
    expect(store.getState().auth.token).toBeNull()
  })

  it('a new sign-in moves the timer to the new expiry', () => {
    const store = makeStore(undefined, { storage: memoryStorage() })
    store.dispatch(signedIn({ token: 'a', expiresAt: now + 1000 }))
    store.dispatch(signedIn({ token: 'b', expiresAt: now + HOUR }))
    vi.advanceTimersByTime(1000)
    expect(store.getState().auth.token).toBe('b')
  })

  it('sessionEnded clears state and storage', () => {
    const storage = memoryStorage()
    const store = makeStore(undefined, { storage })
    store.dispatch(signedIn({ token: 'a', expiresAt: now + HOUR }))
    store.dispatch(sessionEnded())
    expect(store.getState().auth.token).toBeNull()
    expect(storage.map.size).toBe(0)
  })

  it('stops watching when asked', () => {
    let state = { auth: { token: 'a' as string | null, expiresAt: (now + 100) as number | null } }
    const dispatch = vi.fn()
    const stop = watchSessionExpiry({ getState: () => state, subscribe: () => () => {}, dispatch }, Date.now)
    stop()
    vi.advanceTimersByTime(200)
    expect(dispatch).not.toHaveBeenCalled()
    state = { auth: { token: null, expiresAt: null } }
  })
})

describe('hasValidSession', () => {
  it('needs a token with an expiry ahead', () => {
    expect(hasValidSession({ token: 'a', expiresAt: now + 1 }, now)).toBe(true)
    expect(hasValidSession({ token: 'a', expiresAt: now }, now)).toBe(false)
    expect(hasValidSession({ token: null, expiresAt: now + 1 }, now)).toBe(false)
  })
})
