import { describe, expect, it } from 'vitest'
import { clearStorageForHome, readVisitedProducts, VISITED_PRODUCTS_KEY } from './homeStorage.ts'

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
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

describe('readVisitedProducts', () => {
  const entry = (id: string, name = `Product ${id}`) => ({
    details: { id, name, imageUrls: ['/a.svg'], price: 999, sellingPrice: 799, fiveRating: 3 },
  })

  it('reads the stored details and fills missing rating counts with 0', () => {
    const storage = memoryStorage({ [VISITED_PRODUCTS_KEY]: JSON.stringify([entry('P1')]) })
    expect(readVisitedProducts(storage)).toEqual([
      {
        id: 'P1',
        name: 'Product P1',
        imageUrls: ['/a.svg'],
        price: 999,
        sellingPrice: 799,
        oneRating: 0,
        twoRating: 0,
        threeRating: 0,
        fourRating: 0,
        fiveRating: 3,
      },
    ])
  })

  it('skips unreadable entries and duplicates', () => {
    const stored = [entry('P1'), { details: { id: 'P2' } }, 'junk', null, entry('P1', 'Again'), entry('P3')]
    const storage = memoryStorage({ [VISITED_PRODUCTS_KEY]: JSON.stringify(stored) })
    expect(readVisitedProducts(storage).map((p) => p.id)).toEqual(['P1', 'P3'])
  })

  it('is empty when nothing or garbage is stored', () => {
    expect(readVisitedProducts(memoryStorage({}))).toEqual([])
    expect(readVisitedProducts(memoryStorage({ [VISITED_PRODUCTS_KEY]: '{not json' }))).toEqual([])
    expect(readVisitedProducts(memoryStorage({ [VISITED_PRODUCTS_KEY]: '{"a":1}' }))).toEqual([])
  })
})
