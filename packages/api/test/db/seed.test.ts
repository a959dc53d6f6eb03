import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { categories, media, products } from '../../src/db/schema.ts'
import { brandNames, sellerStores } from '../../src/db/seed/catalogue.ts'
import { buildDemoCatalogue, DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '../../src/db/seed/index.ts'
import { TEST_NOW, TEST_PRODUCTS, testTargets } from './targets.ts'

const countedTables = [
  'media',
  'categories',
  'brands',
  'sellers',
  'products',
  'home_banners',
  'top_deals',
  'top_deal_products',
  'limited_time_deals',
  'limited_time_deal_products',
  'featured_brands',
  'featured_brand_brands',
  'top_stores',
  'new_arrivals',
  'new_arrival_products',
  'new_arrival_variants',
  'featured_products',
  'top_brands',
  'discounts_for_you',
  'site_settings',
  'brand_page_sections',
  'seller_ratings',
  'pincodes',
  'search_synonyms',
  // Filled by a trigger on products (migration 0005), inside the seed's transaction.
  'search_terms',
] as const

/** Shoppers' reports, which the seed leaves empty (seller_ratings and brand_page_sections are seeded and counted). */
const browseEmptyTables = ['seller_reports', 'brand_reports'] as const

/** Tables of accounts, sessions and codes: created by the migrations, filled by use, not by the seed. */
const identityTables = [
  'users',
  'sessions',
  'contact_changes',
  'otp_sessions',
  'email_verifications',
  'password_resets',
  'rate_limit_hits',
  'outbox_messages',
] as const

/** What shoppers keep and do on the product page, and their orders: created by the migrations. */
const shopperTables = [
  'product_reviews',
  'product_questions',
  'product_answers',
  'product_reports',
  'cart_items',
  'wishlist_items',
  'sharable_lists',
  'sharable_list_items',
  'addresses',
  'recent_visits',
  'parent_orders',
  'orders',
  'order_items',
  'coin_ledger',
  'idempotency_keys',
  'payment_orders',
  'simulated_payments',
  'payment_events',
  'cancellations',
  'simulated_refunds',
  'wallet_ledger',
  'order_status_history',
  'seller_members',
  'invoices',
  'invoice_counters',
] as const

describe('demo catalogue build', () => {
  it('is deterministic: two builds with the same clock are identical', () => {
    const first = buildDemoCatalogue({ products: TEST_PRODUCTS, now: TEST_NOW })
    const second = buildDemoCatalogue({ products: TEST_PRODUCTS, now: TEST_NOW })
    expect(second).toEqual(first)
    expect(first.products).toHaveLength(TEST_PRODUCTS)
    expect(first.products.every((p) => /^[A-Za-z0-9]{20}$/.test(p.id))).toBe(true)
    expect(first.categories.every((c) => /^CAT\d+$/.test(c.id))).toBe(true)
  })

  it('prices stay within the catalogue range, in whole paise, with offers 5-70% off', () => {
    const { products: rows } = buildDemoCatalogue({ products: 2400, now: TEST_NOW })
    for (const p of rows) {
      expect(Number.isInteger(p.pricePaise)).toBe(true)
      expect(Number.isInteger(p.offerPricePaise)).toBe(true)
      expect(p.pricePaise).toBeGreaterThanOrEqual(49 * 100)
      expect(p.pricePaise).toBeLessThanOrEqual(149_999 * 100)
      expect(p.offerPricePaise).toBeLessThan(p.pricePaise)
      expect(p.discountPercent).toBeLessThanOrEqual(71)
    }
    const stock = rows.map((p) => p.stock)
    expect(stock.filter((s) => s === 0).length).toBeGreaterThan(50)
    expect(stock.filter((s) => s >= 1 && s <= 4).length).toBeGreaterThan(50)
    expect(stock.filter((s) => s >= 5 && s <= 9).length).toBeGreaterThan(50)
  })
  it('gives products only the filterable details their names agree with', () => {
    const { products: rows } = buildDemoCatalogue({ products: 2400, now: TEST_NOW })
    const typed = rows.filter((p) => p.features?.Type !== undefined)
    expect(typed.length).toBeGreaterThan(20)
    for (const p of typed) {
      const expected = /Basmati/.test(p.name)
        ? 'Long grain'
        : /Rice/.test(p.name)
          ? 'Medium grain'
          : /Multigrain/.test(p.name)
            ? 'Multigrain'
            : /Atta/.test(p.name)
              ? 'Whole wheat'
              : /Oil|Lube/.test(p.name)
                ? 'Oils & Lubricants'
                : 'Tools'
      expect(p.features?.Type, p.name).toBe(expected)
    }
    const sized = rows.filter((p) => p.features?.Size !== undefined)
    expect(sized.length).toBeGreaterThan(10)
    for (const p of sized) expect(p.name, p.features?.Size).toMatch(/Bedsheet|Helmet/)
    for (const p of rows.filter((p) => /Bedsheet/.test(p.name))) expect(p.features?.Size).toBe('Double')
  })

  it('sells each product through a store that carries its brand group', () => {
    const catalogue = buildDemoCatalogue({ products: 600, now: TEST_NOW })
    const storeOf = new Map(catalogue.sellers.map((s, i) => [s.id, sellerStores[i]]))
    const groupOfName = new Map(
      Object.entries(brandNames).flatMap(([group, names]) => names.map((name) => [name, group])),
    )
    const groupOf = new Map(catalogue.brands.map((b) => [b.id, groupOfName.get(b.name)]))
    for (const p of catalogue.products) {
      const store = storeOf.get(p.sellerId)
      expect(store?.groups).toContain(groupOf.get(p.brandId))
    }
  })

  it.each([TEST_PRODUCTS, DEFAULT_PRODUCT_COUNT])(
    'features, with %i products, only products in stock from stores with a name',
    (count) => {
      const catalogue = buildDemoCatalogue({ products: count, now: TEST_NOW })
      const sellerOf = new Map(catalogue.sellers.map((s) => [s.id, s]))
      const productOf = new Map(catalogue.products.map((p) => [p.id, p]))
      expect(catalogue.featuredProducts.length).toBeGreaterThanOrEqual(12)
      for (const featured of catalogue.featuredProducts) {
        const product = productOf.get(featured.productId)
        expect(product?.stock).toBeGreaterThan(0)
        expect(sellerOf.get(product?.sellerId ?? '')?.storeName, product?.name).toBeTruthy()
      }
    },
  )
})

describe.each(testTargets)('seed on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>

  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const counts = async () => {
    const result: Record<string, number> = {}
    for (const table of countedTables) {
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
      result[table] = row?.n ?? -1
    }
    return result
  }

  it('applies the migrations: every table exists and pg_trgm is loaded', async () => {
    const tables = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )
    expect(tables.map((t) => t.table_name).sort()).toEqual(
      [...countedTables, ...identityTables, ...browseEmptyTables, ...shopperTables].sort(),
    )
    const extensions = await selectRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension`,
    )
    expect(extensions.map((e) => e.extname)).toContain('pg_trgm')
  })

  it('rolls a failed seed back completely', async () => {
    // A category that collides with the seed's first id makes the seed fail half-way through.
    await database.db
      .insert(categories)
      .values({ id: 'CAT1001', name: 'Clash', parentCategory: 'CAT1001', level: 1 })
    await expect(seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })).rejects.toThrow()
    const [mediaCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(media)
    expect(mediaCount?.n).toBe(0)
    await database.db.delete(categories)
  })

  it('seeds once and then never again', async () => {
    expect(await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })).toEqual({
      seeded: true,
    })
    const afterFirst = await counts()
    expect(afterFirst.products).toBe(TEST_PRODUCTS)
    for (const table of countedTables) expect(afterFirst[table], table).toBeGreaterThan(0)
    expect(afterFirst.site_settings).toBe(1)

    expect(await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })).toEqual({
      seeded: false,
    })
    expect(await counts()).toEqual(afterFirst)
  })

  it('stores the same ids and names as the deterministic build', async () => {
    const built = buildDemoCatalogue({ products: TEST_PRODUCTS, now: TEST_NOW })
    const stored = await database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(products.id)
    const expected = built.products
      .map((p) => ({ id: p.id, name: p.name }))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(stored).toEqual(expected)
  })

  it('keeps money as integer paise and refuses negative amounts', async () => {
    const columns = await selectRows<{ column_name: string; data_type: string }>(
      database.db,
      sql`select column_name, data_type from information_schema.columns where table_name = 'products' and column_name like '%paise'`,
    )
    expect(columns.map((c) => c.data_type)).toEqual(['integer', 'integer', 'integer'])
    const [sample] = await database.db.select().from(products).limit(1)
    if (!sample) throw new Error('no product')
    const { search: _search, ...copy } = sample
    await expect(
      database.db.insert(products).values({ ...copy, id: 'NEGATIVEPRICE0000000', pricePaise: -1 }),
    ).rejects.toThrow()
    await expect(
      database.db.insert(products).values({ ...copy, id: 'NEGATIVERATING000000', fiveRating: -3 }),
    ).rejects.toThrow()
  })

  it('stores each image once and every image url points at a stored image', async () => {
    const keys = new Set((await database.db.select({ key: media.key }).from(media)).map((m) => m.key))
    const urls = (await database.db.select({ urls: products.imageUrls }).from(products)).flatMap(
      (p) => p.urls,
    )
    for (const url of urls) expect(keys.has(url.replace(/^\/media\//, '')), url).toBe(true)
    // Products of one leaf and emoji share their looks: far fewer pictures stored than shown.
    const productPictures = [...keys].filter((key) => key.startsWith('p/'))
    expect(productPictures.length).toBeLessThan(new Set(urls).size + 1)
    expect(productPictures.length).toBeLessThan(urls.length * 0.75)
    expect(keys.size).toBeLessThan(1000)
  })
})
