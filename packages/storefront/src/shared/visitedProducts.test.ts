import { describe, expect, it } from 'vitest'
import { readVisitedProducts, rememberVisit, VISITED_PRODUCTS_KEY, visitCard } from './visitedProducts.ts'

/** A storage holding `entries` (only what reading needs). */
const memoryStorage = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
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

describe('visitCard', () => {
  it('links the visit to its product page and shows no stock label for an unknown stock', () => {
    const [visit] = readVisitedProducts(
      memoryStorage({
        [VISITED_PRODUCTS_KEY]: JSON.stringify([{ details: { id: 'P 1', name: 'A', price: 9 } }]),
      }),
    )
    const card = visitCard(visit as NonNullable<typeof visit>)
    expect(card.href).toBe('/product-page/P%201')
    expect(card.offerPrice).toBe(9)
    expect(card.stock).toBeGreaterThanOrEqual(10)
  })
})

describe('rememberVisit', () => {
  const visit = (id: string) => ({
    id,
    name: `Product ${id}`,
    imageUrls: ['/a.svg'],
    price: 999,
    sellingPrice: 799,
    oneRating: 0,
    twoRating: 0,
    threeRating: 0,
    fourRating: 0,
    fiveRating: 1,
    stock: 4,
  })
  const writableStorage = () => {
    const entries: Record<string, string> = {}
    return {
      getItem: (key: string) => entries[key] ?? null,
      setItem: (key: string, value: string) => {
        entries[key] = value
      },
    }
  }

  it('puts the newest visit first, once, and keeps only the newest ten', () => {
    const storage = writableStorage()
    for (let i = 1; i <= 12; i += 1) rememberVisit(storage, visit(`P${i}`))
    rememberVisit(storage, visit('P5'))
    const ids = readVisitedProducts(storage).map((product) => product.id)
    expect(ids).toEqual(['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3'])
    expect(readVisitedProducts(storage)[0]).toEqual(visit('P5'))
  })

  it('survives a storage that refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => rememberVisit(storage, visit('P1'))).not.toThrow()
  })
})
