import { describe, expect, it } from 'vitest'
import { clearStorageForHome } from './homeStorage.ts'

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

describe('clearStorageForHome', () => {
  it('keeps the session and visited products and clears everything else', () => {
    const storage = memoryStorage({
      authToken: 't',
      tokenExpiry: '123',
      visitedProducts: '[]',
      categories: '[]',
      wishlistOpen: 'true',
      topDeals: '[]',
    })
    clearStorageForHome(storage)
    expect([...storage.map.keys()].sort()).toEqual(['authToken', 'tokenExpiry', 'visitedProducts'])
  })
})
