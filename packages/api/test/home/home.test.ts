import { routes } from '@haat/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountPercent, paiseToRupees, toTimestamp } from '../../src/catalogue/product-card.ts'
import * as catalogue from '../../src/catalogue/query.ts'
import { limitedTimeDeals, products } from '../../src/db/schema.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import * as home from '../../src/home/query.ts'
import { TEST_NOW, TEST_PRODUCTS, testTargets } from '../db/targets.ts'

describe('wire helpers', () => {
  it('turns paise into rupees with at most two decimals', () => {
    expect(paiseToRupees(129_950)).toBe(1299.5)
    expect(paiseToRupees(49)).toBe(0.49)
    expect(paiseToRupees(14_999_900)).toBe(149_999)
    expect(paiseToRupees(0)).toBe(0)
  })

  it('rounds the discount percent and never goes below zero', () => {
    expect(discountPercent(100_000, 66_700)).toBe(33)
    expect(discountPercent(100_000, 100_000)).toBe(0)
    expect(discountPercent(100_000, 120_000)).toBe(0)
    expect(discountPercent(0, 0)).toBe(0)
  })

  it('writes timestamps as { _seconds, _nanoseconds }', () => {
    expect(toTimestamp(new Date(1_700_000_000_250))).toEqual({
      _seconds: 1_700_000_000,
      _nanoseconds: 250_000_000,
    })
    expect(toTimestamp('2026-01-01T00:00:00.000Z')).toEqual({ _seconds: 1_767_225_600, _nanoseconds: 0 })
    expect(toTimestamp(null)).toBeNull()
  })
})

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9

describe.each(testTargets)('home feeds on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>

  beforeAll(async () => {
    database = await target.open()
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const feeds = [
    ['homeBanners', () => home.getHomeBanners(database.db)],
    ['categories', () => catalogue.getCategories(database.db)],
    ['topDeals', () => home.getTopDeals(database.db)],
    ['limitedTimeDeals', () => home.getLimitedTimeDeals(database.db)],
    ['featuredBrands', () => home.getFeaturedBrands(database.db)],
    ['featuredProducts', () => home.getFeaturedProducts(database.db)],
    ['topBrands', () => home.getTopBrands(database.db)],
    ['discountsForYou', () => home.getDiscountsForYou(database.db)],
  ] as const

  it.each(feeds)('%s parses with its contract schema and has rows', async (name, load) => {
    const answer = await load()
    expect(() => routes[name].response.parse(answer)).not.toThrow()
    expect(answer.length).toBeGreaterThan(0)
  })

  it('top stores and new arrivals answer { data } and parse', async () => {
    const stores = routes.topStores.response.parse(await home.getTopStores(database.db))
    const arrivals = routes.newArrivals.response.parse(await home.getNewArrivals(database.db))
    expect(stores.data.length).toBeGreaterThanOrEqual(8)
    expect(arrivals.data.length).toBeGreaterThanOrEqual(8)
    expect(stores.data.some((s) => s.sellerData.storedetails.storename === null)).toBe(true)
    expect(new Set(arrivals.data.map((a) => a.newArrivalType))).toEqual(
      new Set(['Banner Type', 'Product Type']),
    )
    for (const a of arrivals.data.filter((a) => a.newArrivalType === 'Banner Type')) {
      expect(a.selectedProducts).toHaveLength(1)
    }
  })

  it('site settings carry the brand, offices and empty app links', async () => {
    const settings = routes.siteSettings.response.parse(await catalogue.getSiteSettings(database.db))
    expect(settings.brandName).toBe('Haat')
    expect(settings.registeredOffice).toContain('Telangana')
    expect(settings.operationsOffice).toContain('Kerala')
    expect(settings.about).toContain('B2C and B2B')
    expect(settings.appLinks).toEqual({ playStore: null, appStore: null })
  })

  it('categories form a three-level tree with subtree product counts', async () => {
    const all = await catalogue.getCategories(database.db)
    const tops = all.filter((c) => c.parentCategory === c.id)
    expect(tops.length).toBeGreaterThanOrEqual(12)
    const byId = new Map(all.map((c) => [c.id, c]))
    const depth = (id: string): number => {
      const c = byId.get(id)
      return !c || c.parentCategory === c.id ? 1 : 1 + depth(c.parentCategory)
    }
    expect(Math.max(...all.map((c) => depth(c.id)))).toBe(3)
    const totalOfTops = tops.reduce((sum, c) => sum + c.productCount, 0)
    expect(totalOfTops).toBe(TEST_PRODUCTS)
    for (const c of all) expect(c.products.length).toBe(Math.min(8, c.productCount))
  })

  it('banners link to categories and products that exist', async () => {
    const banners = await home.getHomeBanners(database.db)
    expect(banners.length).toBeGreaterThanOrEqual(3)
    const categoryBanners = banners.filter((b) => b.dealType === 'Category')
    const productBanners = banners.filter((b) => b.dealType === 'Product')
    expect(categoryBanners.length).toBeGreaterThan(0)
    expect(productBanners.length).toBeGreaterThan(0)
    for (const b of categoryBanners) expect(b.categoryDetails[0]?.categoryId).toBe(b.selectedValue[0])
    const ids = productBanners.map((b) => b.productId as string)
    const found = await database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
    expect(found).toHaveLength(ids.length)
  })

  it('top deals include single-product deals with exactly one product', async () => {
    const deals = await home.getTopDeals(database.db)
    expect(deals.length).toBeGreaterThanOrEqual(8)
    const single = deals.filter((d) => !d.multipleProduct)
    expect(single.length).toBeGreaterThan(0)
    for (const d of single) expect(d.productIds).toHaveLength(1)
    expect(deals.filter((d) => d.multipleProduct).every((d) => d.productIds.length > 1)).toBe(true)
  })

  it('limited-time deals are running or starting soon; an ended deal leaves the feed', async () => {
    const deals = await home.getLimitedTimeDeals(database.db)
    const nowSeconds = Date.now() / 1000
    const state = (d: (typeof deals)[number]) => {
      const start = d.startDate?._seconds ?? 0
      const end = d.endDate?._seconds ?? 0
      return nowSeconds < start ? 'upcoming' : nowSeconds >= end ? 'ended' : 'running'
    }
    expect(deals.length).toBeGreaterThanOrEqual(6)
    expect(new Set(deals.map(state))).toEqual(new Set(['running', 'upcoming']))
    expect(deals.some((d) => d.productIds.length === 1)).toBe(true)
    // The seed has an ended deal (see packages/api/src/db/seed/build.ts): it is in the table, not the feed.
    const ended = await database.db
      .select({ id: limitedTimeDeals.id })
      .from(limitedTimeDeals)
      .where(sql`${limitedTimeDeals.endDate} <= now()`)
    expect(ended.length).toBeGreaterThan(0)
    const ids = new Set(deals.map((d) => d.id))
    for (const { id } of ended) expect(ids.has(id)).toBe(false)
  })

  it('featured brands use both featured types', async () => {
    const brands = await home.getFeaturedBrands(database.db)
    expect(brands.length).toBeGreaterThanOrEqual(6)
    expect(new Set(brands.map((b) => b.featuredType))).toEqual(new Set(['Brand Product', 'Brand Page']))
    for (const b of brands) expect(b.selectedBrandDetails.map((d) => d.brandId)).toEqual(b.selectedBrands)
  })

  it('sends rupees with two decimals at most, equal to the stored paise', async () => {
    const featured = await home.getFeaturedProducts(database.db)
    expect(featured.length).toBeGreaterThanOrEqual(12)
    for (const f of featured) {
      const [row] = await database.db
        .select({ price: products.pricePaise, offer: products.offerPricePaise })
        .from(products)
        .where(eq(products.id, f.productId))
      expect(f.price).toBe((row?.price ?? -1) / 100)
      expect(f.offerPrice).toBe((row?.offer ?? -1) / 100)
      expect(hasTwoDecimalsAtMost(f.price) && hasTwoDecimalsAtMost(f.offerPrice)).toBe(true)
    }
  })

  it('top brands and discounts are filled', async () => {
    expect((await home.getTopBrands(database.db)).length).toBeGreaterThanOrEqual(10)
    expect((await home.getDiscountsForYou(database.db)).length).toBeGreaterThanOrEqual(4)
  })
})
