import { describe, expect, it } from 'vitest'
import { AUTH_TOKEN_KEY, readStoredSession, TOKEN_EXPIRY_KEY } from './authSlice.ts'

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

const now = 1_750_000_000_000

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
