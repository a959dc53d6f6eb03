import { DEFAULT_LISTING_SORT, type ListingPage, routes } from '@haat/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synonymRows } from '../../src/db/seed/synonyms.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

/**
 * What a shopper typing these words must see first on the search results page (sorted by relevance, its
 * default), on the seeded test catalogue: Indian spellings, Hindi words and everyday names find the
 * catalogue's products, the best match first and, among equal matches, the one most shoppers rated.
 */
const FIRST_RESULTS: ReadonlyArray<readonly [query: string, first: string]> = [
  ['phone', 'Zenvolt Zen 6 5G Smartphone (4GB RAM, 128GB) Emerald Green'],
  ['mobile', 'Zenvolt Zen 6 5G Smartphone (4GB RAM, 128GB) Emerald Green'],
  ['sari', 'UrbanKurta Georgette Saree with Blouse Piece, Black'],
  ['chappals', "Kaveri Silks Women's Block Heel Sandals, Rani Pink (UK 4)"],
  ['flour', 'Annapurna Farms Multigrain Atta 1 kg'],
  ['chai', 'Chai Bagan Masala Chai Premix 1 kg'],
  ['kadai', 'Rasoi Craft Triply Stainless Steel Kadhai 28 cm, Induction Base'],
  ['pyaz', 'Nashik Onion 2 kg'],
  ['denim', "Desi Threads Men's Straight Fit Stretchable Jeans, Grey (30)"],
  ['jhola', 'Paper Plane School Backpack 30 L'],
  ['cricket bat', 'FitBharat English Willow Grade 2 Cricket Bat, Size 6'],
]

const ratingCount = (p: ListingPage['products'][number]) =>
  p.oneRating + p.twoRating + p.threeRating + p.fourRating + p.fiveRating

describe('the demo synonyms', () => {
  it('are single lower-case words, each group led by its own word and holding no word twice', () => {
    const rows = synonymRows()
    for (const row of rows) {
      expect(row.term, row.groupWord).toMatch(/^[a-z0-9]+$/)
      expect(rows.some((r) => r.term === row.groupWord && r.groupWord === row.groupWord && !r.oneWay)).toBe(
        true,
      )
    }
    const keys = rows.map((row) => `${row.groupWord}:${row.term}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('lead "phone" and "mobile" one way to smartphones', () => {
    const rows = synonymRows()
    for (const term of ['phone', 'mobile']) {
      expect(rows).toContainEqual({ term, groupWord: 'smartphone', oneWay: true })
    }
  })
})

describe.each(databaseKinds)('search relevance on %s', (kind) => {
  let t: TestApp

  beforeAll(async () => {
    t = await makeTestApp({ kind })
  })
  afterAll(() => t?.close())

  async function search(q: string, query: Record<string, string> = {}): Promise<ListingPage> {
    const res = await t.app.inject({ url: '/api/search-products', query: { q, ...query } })
    expect(res.statusCode, q).toBe(200)
    return routes.searchListing.response.parse(res.json())
  }

  it.each(FIRST_RESULTS)('"%s" puts %s first', async (q, first) => {
    const page = await search(q, { sort: 'relevance' })
    expect(page.products[0]?.name).toBe(first)
  })

  it('ranks a search that names no sort by relevance, the order the results page opens with', async () => {
    for (const [q, first] of FIRST_RESULTS) {
      const unsorted = await search(q)
      expect(unsorted.products[0]?.name, q).toBe(first)
      const byRelevance = await search(q, { sort: 'relevance' })
      expect(
        unsorted.products.map((p) => p.productId),
        q,
      ).toEqual(byRelevance.products.map((p) => p.productId))
    }
    // Equal matches (every saree is named "Saree") go by how many rated them, never by price.
    const counts = (await search('saree')).products.map(ratingCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('finds sarees for "sari", as many as for "saree"', async () => {
    const sari = await search('sari', { sort: 'relevance' })
    const saree = await search('saree', { sort: 'relevance' })
    expect(sari.total).toBeGreaterThan(0)
    expect(sari.total).toBe(saree.total)
    for (const p of sari.products) expect(p.name).toMatch(/Saree/)
  })

  it.each(['phone', 'mobile', 'phones'])(
    'puts every smartphone before the keypad phones for "%s", and still finds those',
    async (q) => {
      const page = await search(q, { sort: 'relevance' })
      const names = page.products.map((p) => p.name)
      const lastSmartphone = names.findLastIndex((name) => name.includes('Smartphone'))
      const firstKeypad = names.findIndex((name) => name.includes('Keypad'))
      expect(lastSmartphone).toBeGreaterThanOrEqual(0)
      expect(firstKeypad).toBeGreaterThan(lastSmartphone)
    },
  )

  it('finds only smartphones for "smartphone": the words that lead to it are not led back to', async () => {
    const page = await search('smartphone')
    expect(page.total).toBeGreaterThan(0)
    for (const p of page.products) expect(p.name).toMatch(/Smartphone/)
    // "phone" itself still finds the keypad phones, after the smartphones.
    expect((await search('phone')).total).toBeGreaterThan(page.total)
  })

  it('ranks a word in the category above the same word in the brand ("mobile": keypad mobiles, then Nexa Mobile)', async () => {
    const names = (await search('mobile', { pageSize: '60' })).products.map((p) => p.name)
    const lastKeypad = names.findLastIndex((name) => name.includes('Keypad Mobile'))
    const firstBrandOnly = names.findIndex((name) => name.startsWith('Nexa Mobile'))
    expect(lastKeypad).toBeGreaterThanOrEqual(0)
    expect(firstBrandOnly).toBeGreaterThan(lastKeypad)
  })

  it('ranks equal matches by how many rated them', async () => {
    const page = await search('saree', { sort: 'relevance' })
    const counts = page.products.map(ratingCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('looks a plural up as its singular', async () => {
    const singular = await search('chappal', { sort: 'relevance' })
    const plural = await search('chappals', { sort: 'relevance' })
    expect(plural.products.map((p) => p.productId)).toEqual(singular.products.map((p) => p.productId))
  })

  it('keeps the price sorts on search results', async () => {
    const page = await search('phone', { sort: 'price-asc' })
    const prices = page.products.map((p) => p.offerPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('sorts any other listing as its default when asked for relevance', async () => {
    const res = await t.app.inject({ url: '/api/getAllProducts', query: { sort: 'relevance' } })
    const byDefault = await t.app.inject({
      url: '/api/getAllProducts',
      query: { sort: DEFAULT_LISTING_SORT },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(byDefault.json())
  })
})
