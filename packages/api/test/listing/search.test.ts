import { routes } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCategories } from '../../src/catalogue/query.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import {
  expandedQuery,
  intendedQuery,
  prepare,
  searchProducts,
  searchSuggestions,
} from '../../src/listing/search-query.ts'
import { TEST_NOW, TEST_PRODUCTS, testTargets } from '../db/targets.ts'

describe('the full-text query of typed words', () => {
  it('makes every word a prefix or one of its corrections, and needs all words', () => {
    const words = prepare('Kashmir wilow, bat!')?.words ?? []
    expect(words).toEqual(['kashmir', 'wilow', 'bat'])
    expect(expandedQuery(words, new Map([['wilow', ['willow', 'pillow']]]))).toBe(
      'kashmir:* & (wilow:* | willow | pillow) & bat:*',
    )
  })

  it("adds the words of a typed word's synonym groups, whole", () => {
    expect(expandedQuery(['silk', 'sari'], new Map(), new Map([['sari', ['saree', 'saaree']]]))).toBe(
      'silk:* & (sari:* | saree:AC | saaree:AC)',
    )
  })

  it("scores fully the words as typed, their closest spelling and their groups' own words", () => {
    expect(
      intendedQuery(
        ['smartfone', 'sari'],
        new Map([['sari', ['saree']]]),
        new Map([['smartfone', ['smartphone', 'smartphones']]]),
      ),
    ).toBe('(smartfone | smartphone) & (sari | saree:AC)')
    expect(intendedQuery(['kurta'], new Map())).toBe('kurta')
    expect(intendedQuery(['saree'], new Map([['saree', ['saree']]]))).toBe('saree')
  })

  it("scores a one-way word as its groups' words alone, the word as typed counting only in the expanded query", () => {
    const groupWords = new Map([['phone', ['smartphone']]])
    expect(intendedQuery(['keypad', 'phone'], groupWords, new Map(), new Set(['phone']))).toBe(
      'keypad & smartphone:AC',
    )
    expect(expandedQuery(['phone'], new Map(), new Map([['phone', ['smartphone']]]))).toBe(
      '(phone:* | smartphone:AC)',
    )
  })

  it('keeps one-letter words whole and drops every symbol', () => {
    expect(prepare('a & | ! :* ( ) tv')?.words).toEqual(['a', 'tv'])
    expect(expandedQuery(['a', 'tv'], new Map())).toBe('a & tv:*')
    expect(prepare('&|!:*()')).toBeNull()
  })
})

describe.each(testTargets)('search on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>

  beforeAll(async () => {
    database = await target.open()
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('finds phones for "phone", as listing products', async () => {
    const results = await searchProducts(database.db, 'phone')
    expect(() => routes.searchProducts.response.parse(results)).not.toThrow()
    expect(results.length).toBeGreaterThan(3)
    for (const p of results.slice(0, 3)) expect(p.name).toMatch(/phone|mobile/i)
  })

  it('tolerates typos in product words and brand names', async () => {
    const misspelt = await searchProducts(database.db, 'smartfone')
    expect(misspelt[0]?.name).toMatch(/Smartphone/)
    const brand = await searchProducts(database.db, 'zenvlt')
    expect(brand.length).toBeGreaterThan(0)
    for (const p of brand.slice(0, 3)) expect(p.brand).toBe('Zenvolt')
  })

  it('matches half-typed words', async () => {
    const results = await searchProducts(database.db, 'lapt')
    expect(results.length).toBeGreaterThan(0)
    expect(results[0]?.name).toMatch(/Laptop/)
  })

  it('finds products by their category and brand, not only their name', async () => {
    const categories = await getCategories(database.db)
    const automotive = categories.find((c) => c.name === 'Automotive')
    const automotiveLeaves = new Set(
      categories
        .filter((c) =>
          categories.some((b) => b.id === c.parentCategory && b.parentCategory === automotive?.id),
        )
        .map((c) => c.id),
    )
    const byCategory = await searchProducts(database.db, 'automotive')
    expect(byCategory.length).toBeGreaterThan(0)
    for (const p of byCategory) expect(automotiveLeaves.has(p.categoryId), p.name).toBe(true)

    const byBrand = await searchProducts(database.db, 'Willowcraft')
    expect(byBrand.length).toBeGreaterThan(0)
    // Fuzzy name matches ("Willow" bats of other brands) may follow, but never before the brand's own.
    const brands = byBrand.map((p) => p.brand)
    expect(brands[0]).toBe('Willowcraft')
    expect(brands.lastIndexOf('Willowcraft')).toBeLessThan(brands.findIndex((b) => b !== 'Willowcraft') >>> 0)
  })

  it('answers [] for empty, blank and symbol-only text', async () => {
    for (const q of ['', '   ', '\t\n', '&|!:*()']) {
      expect(await searchProducts(database.db, q)).toEqual([])
      expect(await searchSuggestions(database.db, q)).toEqual([])
    }
  })

  it('never throws on hostile text', async () => {
    const hostile = [
      "' OR 1=1 --",
      '&|!:*()',
      'phone & | ! :* ( )',
      '"unclosed quote',
      'a'.repeat(500),
      "'; drop table products; --",
      '\\x00\\',
      '<script>',
    ]
    for (const q of hostile) {
      const results = await searchProducts(database.db, q)
      expect(() => routes.searchProducts.response.parse(results)).not.toThrow()
      await searchSuggestions(database.db, q)
    }
    // The table is still there and whole.
    expect((await searchProducts(database.db, 'phone')).length).toBeGreaterThan(0)
  })

  it('orders suggestions by relevance and names each product once', async () => {
    const exact = await searchSuggestions(database.db, 'Kashmir Willow Cricket Bat')
    expect(exact[0]?.name).toMatch(/Kashmir Willow Cricket Bat/)
    const typo = await searchSuggestions(database.db, 'kashmir wilow')
    expect(typo[0]?.name).toMatch(/Kashmir Willow/)
    const suggestions = await searchSuggestions(database.db, 'phone')
    expect(() => routes.searchSuggestions.response.parse(suggestions)).not.toThrow()
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(8)
    const names = suggestions.map((s) => s.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('corrects a typo against words added since: a renamed product is found by a misspelling', async () => {
    const [target] = await searchProducts(database.db, 'laptop', 1)
    expect(target).toBeDefined()
    await database.db.execute(
      sql`update products set name = 'Quasarblade Gaming Notebook' where id = ${target?.productId}`,
    )
    const found = await searchProducts(database.db, 'quasarblde')
    expect(found.map((p) => p.productId)).toEqual([target?.productId])
    // A word no product has, and nothing close to one, finds nothing rather than everything.
    expect(await searchProducts(database.db, 'xqzvvkw')).toEqual([])
  })

  it('finds phones for the half-typed "iphon" and the misspelt "samsng" once the catalogue sells such phones', async () => {
    // The demo brands are invented, so two of its smartphones are renamed after real phones a shopper
    // would type half of, or misspell.
    const [first, second] = await searchProducts(database.db, 'smartphone', 2)
    expect(second).toBeDefined()
    await database.db.execute(
      sql`update products set name = 'Apple iPhone 15 Smartphone (128GB) Black' where id = ${first?.productId}`,
    )
    await database.db.execute(
      sql`update products set name = 'Samsung Galaxy M15 5G Smartphone (6GB RAM, 128GB)' where id = ${second?.productId}`,
    )
    const iphon = await searchProducts(database.db, 'iphon')
    expect(iphon.map((p) => p.productId)).toEqual([first?.productId])
    const samsng = await searchProducts(database.db, 'samsng')
    expect(samsng.map((p) => p.productId)).toEqual([second?.productId])
    expect((await searchSuggestions(database.db, 'samsng galaxy'))[0]?.name).toMatch(/^Samsung Galaxy/)
  })

  it('respects the limit', async () => {
    expect((await searchProducts(database.db, 'a', 3)).length).toBeLessThanOrEqual(3)
    expect((await searchSuggestions(database.db, 'smartphone', 2)).length).toBe(2)
  })
})
