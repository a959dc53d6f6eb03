import { type NewArrivalProductsPage, routePath, routes } from '@haat/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, newArrivalProducts, newArrivals, newArrivalVariants, products } from '../../src/db/schema.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

const VARIANT_TEXT =
  'Variant card text: a launch edition with its own description, longer than the card shows.'

describe.each(databaseKinds)('new arrival collection products on %s', (kind) => {
  let t: TestApp
  /** A "Product Type" collection (several products and variant cards) and its product ids. */
  let collectionId: string
  let collectionIds: string[]
  /** A variant card of the collection whose description differs from its product's. */
  let variantId: string

  const pathOf = (id: string) => `/api${routePath(routes.newArrivalItemProducts.path, { id })}`

  async function get(
    query = '',
    id = collectionId,
  ): Promise<{ status: number; page: NewArrivalProductsPage; raw: Record<string, unknown> }> {
    const res = await t.app.inject(`${pathOf(id)}${query}`)
    const raw = res.json() as Record<string, unknown>
    if (res.statusCode === 200) {
      const parsed = routes.newArrivalItemProducts.response.safeParse(raw)
      expect(parsed.error, query).toBeUndefined()
    }
    return { status: res.statusCode, page: raw as unknown as NewArrivalProductsPage, raw }
  }

  beforeAll(async () => {
    t = await makeTestApp({ kind })
    const db = t.database.db
    const [collection] = await db
      .select({ id: newArrivals.id })
      .from(newArrivals)
      .where(eq(newArrivals.newArrivalType, 'Product Type'))
      .orderBy(newArrivals.position)
      .limit(1)
    if (!collection) throw new Error('the seed has no Product Type new arrival')
    collectionId = collection.id
    const placed = await db
      .select({ id: newArrivalProducts.productId })
      .from(newArrivalProducts)
      .where(eq(newArrivalProducts.newArrivalId, collectionId))
    const variants = await db
      .select({ id: newArrivalVariants.variantId })
      .from(newArrivalVariants)
      .where(eq(newArrivalVariants.newArrivalId, collectionId))
      .orderBy(newArrivalVariants.position)
    collectionIds = [...new Set([...placed, ...variants].map((row) => row.id))]
    // The last variant card gets a text of its own, so the answer shows which description it read.
    variantId = (variants.at(-1) as { id: string }).id
    await db
      .update(newArrivalVariants)
      .set({ description: VARIANT_TEXT })
      .where(
        and(eq(newArrivalVariants.newArrivalId, collectionId), eq(newArrivalVariants.variantId, variantId)),
      )
  })

  afterAll(async () => {
    await t?.close()
  })

  it("answers the collection's products, each with its full description", async () => {
    const { status, page } = await get('?pageSize=60')
    expect(status).toBe(200)
    expect(collectionIds.length).toBeGreaterThan(2)
    expect(page.total).toBe(collectionIds.length)
    expect(page.products.map((p) => p.productId).sort()).toEqual([...collectionIds].sort())

    const rows = await t.database.db
      .select({ id: products.id, description: products.description })
      .from(products)
      .where(inArray(products.id, collectionIds))
    const own = new Map(rows.map((row) => [row.id, row.description]))
    for (const product of page.products) {
      expect(product.description.length, product.productId).toBeGreaterThan(0)
      const expected = product.productId === variantId ? VARIANT_TEXT : own.get(product.productId)
      // Full text: the card cuts it, not the server.
      expect(product.description, product.productId).toBe(expected)
    }
    expect(page.products.some((p) => p.description.length > 102)).toBe(true)
  })

  it('keeps the variant description to its own collection', async () => {
    // Another collection showing the same product (if any) reads the product's own text.
    const elsewhere = await t.database.db
      .select({ id: newArrivalVariants.newArrivalId })
      .from(newArrivalVariants)
      .where(
        and(
          eq(newArrivalVariants.variantId, variantId),
          sql`${newArrivalVariants.newArrivalId} <> ${collectionId}`,
        ),
      )
      .limit(1)
    const all = await t.app.inject(`/api/getAllProducts?pageSize=60&sort=newest`)
    expect(all.statusCode).toBe(200)
    expect(JSON.stringify(all.json())).not.toContain(VARIANT_TEXT)
    if (elsewhere[0]) {
      const other = await get('?pageSize=60', elsewhere[0].id)
      expect(other.page.products.find((p) => p.productId === variantId)?.description).not.toBe(VARIANT_TEXT)
    }
  })

  it('still filters, sorts and pages, with descriptions on every page', async () => {
    const desc = await get('?sort=price-desc&pageSize=60')
    const prices = desc.page.products.map((p) => p.offerPrice)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))

    const first = await get('?pageSize=2&page=1')
    const second = await get('?pageSize=2&page=2')
    expect(first.page.products).toHaveLength(2)
    expect(second.page.products.length).toBeGreaterThan(0)
    expect(second.page.total).toBe(collectionIds.length)
    const firstIds = first.page.products.map((p) => p.productId)
    for (const p of second.page.products) expect(firstIds).not.toContain(p.productId)
    for (const p of [...first.page.products, ...second.page.products]) {
      expect(p.description.length).toBeGreaterThan(0)
    }

    const brandId = desc.page.products[0]?.brandId ?? ''
    const byBrand = await get(`?brand=${encodeURIComponent(brandId)}&pageSize=60`)
    expect(byBrand.page.total).toBeGreaterThan(0)
    expect(byBrand.page.total).toBe(desc.page.products.filter((p) => p.brandId === brandId).length)
    for (const p of byBrand.page.products) {
      expect(p.brandId).toBe(brandId)
      expect(p.description.length).toBeGreaterThan(0)
    }

    // A price ceiling under the cheapest product leaves an empty page (and no description query to fail).
    const cheapest = Math.min(...prices)
    const none = await get(`?maxPrice=${Math.max(0, Math.floor(cheapest) - 1)}`)
    expect(none.status).toBe(200)
    expect(none.page.total).toBe(0)
    expect(none.page.products).toEqual([])

    const inStock = await get('?availability=in-stock&pageSize=60')
    for (const p of inStock.page.products) expect(p.stock).toBeGreaterThan(0)

    expect((await get('?sort=cheapest')).status).toBe(400)
    expect((await get('?pageSize=61')).status).toBe(400)
  })

  it('answers 404 with its message for an unknown collection', async () => {
    const { status, raw } = await get('', 'NA-does-not-exist')
    expect(status).toBe(404)
    expect(raw.message).toBe('New arrival not found.')
  })

  it('answers 4xx with a message for hostile id text, and the data survives', async () => {
    const hostile = [
      "x' or '1'='1",
      "'; drop table products; --",
      '" union select * from users --',
      '%_%',
      '\\',
      'ফোন मोबाइल',
      '../../etc/passwd',
      ' ',
      'a'.repeat(201),
    ]
    for (const id of hostile) {
      const res = await t.app.inject(pathOf(id))
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, id).toBeLessThan(500)
      expect(typeof (res.json() as { message?: unknown }).message, id).toBe('string')
    }
    // A blank id is refused by the contract (an overlong one never reaches the route: 404 above).
    const blank = await t.app.inject(pathOf(' '))
    expect(blank.statusCode).toBe(400)
    expect((blank.json() as { message: string }).message).toMatch(/id/)
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(Number(count?.n)).toBeGreaterThan(0)
    expect(await t.database.db.select({ id: brands.id }).from(brands).limit(1)).toHaveLength(1)
    expect((await get()).status).toBe(200)
  })
})
