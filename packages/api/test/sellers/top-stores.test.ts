import { type Answer, type ListingProduct, routes } from '@haat/contract'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, sellers, topStores } from '../../src/db/schema.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

type Answered = Answer<'topStoresWithProducts'>

/** The average of the five counts, as the listing's Recommended sort ranks it (null without ratings). */
function average(p: ListingProduct): number | null {
  const count = p.oneRating + p.twoRating + p.threeRating + p.fourRating + p.fiveRating
  if (count === 0) return null
  return (p.oneRating + 2 * p.twoRating + 3 * p.threeRating + 4 * p.fourRating + 5 * p.fiveRating) / count
}

function isSorted<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, i) => i === 0 || compare(values[i - 1] as T, value) <= 0)
}

describe.each(databaseKinds)('GET /api/topStoresWithProducts on %s', (kind) => {
  let t: TestApp
  /** The top stores' seller ids in the feed's order. */
  let feedOrder: string[]
  /** How many products each top seller has in the catalogue. */
  let productCounts: Map<string, number>

  async function get(url: string): Promise<{ status: number; body: Answered & { message?: string } }> {
    const res = await t.app.inject(`/api${url}`)
    const body = res.json() as Answered & { message?: string }
    if (res.statusCode === 200)
      expect(routes.topStoresWithProducts.response.safeParse(body).error).toBeUndefined()
    return { status: res.statusCode, body }
  }

  beforeAll(async () => {
    t = await makeTestApp({ kind })
    const db = t.database.db
    const rows = await db
      .select({ sellerId: topStores.sellerId })
      .from(topStores)
      .orderBy(asc(topStores.position))
    feedOrder = rows.map((row) => row.sellerId)
    const counts = await db
      .select({ sellerId: products.sellerId, count: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.sellerId)
    productCounts = new Map(counts.map((row) => [row.sellerId, Number(row.count)]))
  })
  afterAll(() => t?.close())

  it('answers every top store in the feed order, with its name (null when missing) and picture', async () => {
    const { status, body } = await get('/topStoresWithProducts')
    expect(status).toBe(200)
    expect(feedOrder.length).toBeGreaterThan(1)
    expect(body.data.map((store) => store.sellerId)).toEqual(feedOrder)
    const feed = (await t.app.inject('/api/topStoreGetting')).json() as Answer<'topStores'>
    expect(body.data.map((store) => [store.sellerId, store.storeName, store.image])).toEqual(
      feed.data.map((store) => [store.sellerId, store.sellerData.storedetails.storename, store.image]),
    )
    // The seed has one top store without a name; it travels as null, not as a made-up name.
    const [nameless] = await t.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(sql`${sellers.storeName} is null`)
      .limit(1)
    if (nameless && feedOrder.includes(nameless.id)) {
      expect(body.data.find((store) => store.sellerId === nameless.id)?.storeName).toBeNull()
    }
  })

  it('gives each store only its own products, 8 by default', async () => {
    const { body } = await get('/topStoresWithProducts')
    let some = 0
    for (const store of body.data) {
      for (const product of store.products) expect(product.sellerId).toBe(store.sellerId)
      expect(store.products.length).toBe(Math.min(8, productCounts.get(store.sellerId) ?? 0))
      some += store.products.length
    }
    expect(some).toBeGreaterThan(0)
  })

  it('bounds perStore from 1 to 12', async () => {
    for (const perStore of [1, 3, 12]) {
      const { status, body } = await get(`/topStoresWithProducts?perStore=${perStore}`)
      expect(status).toBe(200)
      for (const store of body.data) {
        expect(store.products.length).toBe(Math.min(perStore, productCounts.get(store.sellerId) ?? 0))
      }
    }
    // A store with more than 12 products shows exactly 12 at the top bound.
    expect([...productCounts.entries()].some(([id, n]) => feedOrder.includes(id) && n > 12)).toBe(true)
    for (const bad of ['0', '13', '-1', '2.5', 'many']) {
      const { status, body } = await get(`/topStoresWithProducts?perStore=${bad}`)
      expect(status, bad).toBe(400)
      expect(body.message).toContain('Products per store must be a whole number from 1 to 12.')
    }
  })

  it('orders each store by price, low to high (the default) and high to low', async () => {
    const asc = (await get('/topStoresWithProducts?perStore=12')).body
    const explicit = (await get('/topStoresWithProducts?perStore=12&sort=price-asc')).body
    expect(explicit).toEqual(asc)
    const desc = (await get('/topStoresWithProducts?perStore=12&sort=price-desc')).body
    for (const store of asc.data) {
      expect(
        isSorted(
          store.products.map((p) => p.offerPrice),
          (a, b) => a - b,
        ),
      ).toBe(true)
    }
    for (const store of desc.data) {
      expect(
        isSorted(
          store.products.map((p) => p.offerPrice),
          (a, b) => b - a,
        ),
      ).toBe(true)
    }
    // The cheapest product of a store is its first under price-asc: check one store against the table.
    const first = asc.data.find((store) => store.products.length > 0)
    if (!first) throw new Error('no top store has products')
    const [cheapest] = await t.database.db
      .select({ paise: sql<number>`min(${products.offerPricePaise})::int` })
      .from(products)
      .where(eq(products.sellerId, first.sellerId))
    expect(first.products[0]?.offerPrice).toBe(Number(cheapest?.paise) / 100)
    // The two sorts really differ somewhere (a store with two different prices).
    expect(desc.data.map((s) => s.products[0]?.productId)).not.toEqual(
      asc.data.map((s) => s.products[0]?.productId),
    )
  })

  it('orders each store by discount, biggest first', async () => {
    const { status, body } = await get('/topStoresWithProducts?perStore=12&sort=discount')
    expect(status).toBe(200)
    for (const store of body.data) {
      expect(
        isSorted(
          store.products.map((p) => p.discount),
          (a, b) => b - a,
        ),
      ).toBe(true)
    }
    // The first card is the store's biggest discount in the whole catalogue, not only among 12.
    for (const store of body.data.filter((s) => s.products.length > 0)) {
      const [best] = await t.database.db
        .select({
          percent: sql<number>`max(case when ${products.pricePaise} > 0 and ${products.offerPricePaise} < ${products.pricePaise}
            then round((${products.pricePaise} - ${products.offerPricePaise}) * 100.0 / ${products.pricePaise}) else 0 end)::int`,
        })
        .from(products)
        .where(eq(products.sellerId, store.sellerId))
      expect(store.products[0]?.discount, store.sellerId).toBe(Number(best?.percent))
    }
  })

  it('orders each store as Recommended: best sellers first, then sponsored, then by rating', async () => {
    const { status, body } = await get('/topStoresWithProducts?perStore=12&sort=recommended')
    expect(status).toBe(200)
    const rank = (p: ListingProduct): [number, number, number] => [
      p.isBestSeller ? 0 : 1,
      p.sponsored ? 0 : 1,
      -(average(p) ?? Number.NEGATIVE_INFINITY),
    ]
    const compare = (a: ListingProduct, b: ListingProduct): number => {
      const [x, y] = [rank(a), rank(b)]
      for (let i = 0; i < 3; i++) {
        if ((x[i] as number) !== (y[i] as number)) return (x[i] as number) - (y[i] as number)
      }
      return 0
    }
    let bestSellers = 0
    for (const store of body.data) {
      expect(isSorted(store.products, compare), store.sellerId).toBe(true)
      bestSellers += store.products.filter((p) => p.isBestSeller).length
    }
    // The catalogue's best sellers of a top store come first: a store that has one shows it first.
    expect(bestSellers).toBeGreaterThan(0)
    for (const store of body.data) {
      const [has] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.sellerId} = ${store.sellerId} and ${products.isBestSeller}`)
      if (Number(has?.n) > 0) expect(store.products[0]?.isBestSeller, store.sellerId).toBe(true)
    }
  })

  it('refuses an unknown sort with 400 and a message naming the choices', async () => {
    for (const bad of ['rating', 'cheapest', "price-asc' or 1=1--"]) {
      const { status, body } = await get(`/topStoresWithProducts?sort=${encodeURIComponent(bad)}`)
      expect(status, bad).toBe(400)
      expect(body.message).toContain('Sort must be one of price-asc, price-desc, discount, recommended.')
    }
  })
})
