import {
  CONTROL_CHARACTERS_MESSAGE,
  DISCOUNT_MESSAGE,
  type ListingPage,
  type ListingProduct,
  routePath,
  routes,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import {
  brands,
  categories,
  discountsForYou,
  limitedTimeDeals,
  newArrivals,
  products,
  sellers,
  topDeals,
} from '../../src/db/schema.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

/** The average a card shows: from the five counts, to one decimal; null without ratings. */
function average(p: ListingProduct): number | null {
  const count = p.oneRating + p.twoRating + p.threeRating + p.fourRating + p.fiveRating
  if (count === 0) return null
  const sum = p.oneRating + 2 * p.twoRating + 3 * p.threeRating + 4 * p.fourRating + 5 * p.fiveRating
  return sum / count
}

function isSorted<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, i) => i === 0 || compare(values[i - 1] as T, value) <= 0)
}

describe.each(databaseKinds)('product listings on %s', (kind) => {
  let t: TestApp
  let ids: {
    brandId: string
    sellerId: string
    topDealId: string
    topDealDealId: string
    limitedTimeDealId: string
    newArrivalId: string
    discountId: string
    categoryId: string
  }

  async function get(
    url: string,
  ): Promise<{ status: number; page: ListingPage; raw: Record<string, unknown> }> {
    const res = await t.app.inject(`/api${url}`)
    const raw = res.json() as Record<string, unknown>
    if (res.statusCode === 200) {
      const parsed = routes.allProducts.response.safeParse(raw)
      expect(parsed.error, url).toBeUndefined()
    }
    return { status: res.statusCode, page: raw as unknown as ListingPage, raw }
  }

  /** Every product of a listing, walking its pages. */
  async function everything(url: string): Promise<ListingProduct[]> {
    const all: ListingProduct[] = []
    const joiner = url.includes('?') ? '&' : '?'
    for (let page = 1; page < 50; page++) {
      const { page: answer } = await get(`${url}${joiner}pageSize=60&page=${page}`)
      all.push(...answer.products)
      if (answer.products.length < 60) break
    }
    return all
  }

  beforeAll(async () => {
    t = await makeTestApp({ kind })
    const db = t.database.db
    // The brand and the seller with the most products, so their filters have something to narrow.
    const [brand] = await db
      .select({ id: products.brandId })
      .from(products)
      .groupBy(products.brandId)
      .orderBy(sql`count(*) desc`, products.brandId)
      .limit(1)
    const [seller] = await db
      .select({ id: products.sellerId })
      .from(products)
      .groupBy(products.sellerId)
      .orderBy(sql`count(*) desc`, products.sellerId)
      .limit(1)
    const [deal] = await db.select({ id: topDeals.id, dealId: topDeals.dealId }).from(topDeals).limit(1)
    const [running] = await db
      .select({ id: limitedTimeDeals.id })
      .from(limitedTimeDeals)
      .where(
        sql`${limitedTimeDeals.endDate} > now() and coalesce(${limitedTimeDeals.startDate} <= now(), true)`,
      )
      .limit(1)
    const [arrival] = await db.select({ id: newArrivals.id }).from(newArrivals).limit(1)
    const [discount] = await db.select({ id: discountsForYou.id }).from(discountsForYou).limit(1)
    const [root] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.level} = 1`)
      .orderBy(categories.position)
      .limit(1)
    if (!brand || !seller || !deal || !running || !arrival || !discount || !root) {
      throw new Error('The seed lacks a collection the listings need')
    }
    ids = {
      brandId: brand.id,
      sellerId: seller.id,
      topDealId: deal.id,
      topDealDealId: deal.dealId,
      limitedTimeDealId: running.id,
      newArrivalId: arrival.id,
      discountId: discount.id,
      categoryId: root.id,
    }
  })
  afterAll(() => t?.close())

  it('answers every listing call with a non-empty ListingPage', async () => {
    const urls = [
      '/getTopDealProduct',
      `/getTopDealProduct?dealId=${ids.topDealId}`,
      `/getTopDealProduct?dealId=${ids.topDealDealId}`,
      '/getlimitedTimeProducts',
      `/getlimitedTimeProducts?dealId=${ids.limitedTimeDealId}`,
      '/getfeaturedproductsWiseBrand',
      `/getfeaturedproductsWiseBrand?brandId=${ids.brandId}`,
      '/topStoreProducts',
      `/topStoreProducts?sellerId=${ids.sellerId}`,
      '/getNewArrivalProd',
      routePath(routes.brandWiseProducts.path, { brandId: ids.brandId }),
      routePath(routes.newArrivalItemProducts.path, { id: ids.newArrivalId }),
      `/getsellersProducts?sellerId=${ids.sellerId}`,
      routePath(routes.discountProducts.path, { id: ids.discountId }),
      `${routePath(routes.itemProducts.path, { itemId: ids.topDealId })}?type=top-deals`,
      `${routePath(routes.itemProducts.path, { itemId: ids.limitedTimeDealId })}?type=limited-time-offer`,
      `${routePath(routes.itemProducts.path, { itemId: ids.newArrivalId })}?type=new-arrivals`,
      `${routePath(routes.itemProducts.path, { itemId: ids.discountId })}?type=discount-for-you`,
      `${routePath(routes.itemProducts.path, { itemId: ids.brandId })}?type=brand`,
      '/getAllProducts',
      routePath(routes.categoryProducts.path, { categoryId: ids.categoryId }),
      '/search-products?q=phone',
    ]
    for (const url of urls) {
      const { status, page } = await get(url)
      expect(status, url).toBe(200)
      expect(page.products.length, url).toBeGreaterThan(0)
      expect(page.total, url).toBeGreaterThanOrEqual(page.products.length)
      expect(page.page).toBe(1)
      expect(page.pageSize).toBe(24)
      expect(page.facets.brands.length, url).toBeGreaterThan(0)
    }
  })

  it('keeps each scope to its own products', async () => {
    for (const p of await everything(routePath(routes.brandWiseProducts.path, { brandId: ids.brandId }))) {
      expect(p.brandId).toBe(ids.brandId)
    }
    for (const p of await everything(`/getsellersProducts?sellerId=${ids.sellerId}`)) {
      expect(p.sellerId).toBe(ids.sellerId)
    }
    const discounted = await everything(routePath(routes.discountProducts.path, { id: ids.discountId }))
    const [tile] = await t.database.db
      .select({ percent: discountsForYou.percent })
      .from(discountsForYou)
      .where(sql`${discountsForYou.id} = ${ids.discountId}`)
    for (const p of discounted) expect(p.discount).toBeGreaterThanOrEqual(tile?.percent ?? 0)

    const categoryRows = await t.database.db.select().from(categories)
    const subtree = new Set([ids.categoryId])
    for (let grew = true; grew; ) {
      grew = false
      for (const c of categoryRows) {
        if (subtree.has(c.parentCategory) && !subtree.has(c.id)) {
          subtree.add(c.id)
          grew = true
        }
      }
    }
    const inCategory = await everything(
      routePath(routes.categoryProducts.path, { categoryId: ids.categoryId }),
    )
    for (const p of inCategory) expect(subtree.has(p.categoryId)).toBe(true)
    const [direct] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.categoryId} in ${[...subtree]}`)
    expect(inCategory.length).toBe(Number(direct?.n))
  })

  it('combines brand, availability, rating and price filters, with a total equal to a direct count', async () => {
    const everyProduct = await everything('/getAllProducts')
    const [{ n: productCount } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
    expect(everyProduct.length).toBe(Number(productCount))

    const topBrands = (await get('/getAllProducts')).page.facets.brands
      .toSorted((a, b) => b.count - a.count)
      .slice(0, 3)
      .map((b) => b.brandId)
    const expected = everyProduct.filter((p) => {
      const avg = average(p)
      return (
        topBrands.includes(p.brandId) &&
        p.stock > 0 &&
        avg !== null &&
        Math.round(avg * 10) / 10 >= 3 &&
        p.offerPrice >= 100 &&
        p.offerPrice <= 5000
      )
    })
    expect(expected.length).toBeGreaterThan(0)
    const url = `/getAllProducts?brand=${topBrands.join(',')}&availability=in-stock&rating=3&minPrice=100&maxPrice=5000&pageSize=60`
    const { status, page } = await get(url)
    expect(status).toBe(200)
    expect(page.total).toBe(expected.length)
    const filtered = await everything(url.replace('&pageSize=60', ''))
    expect(filtered.map((p) => p.productId).toSorted()).toEqual(expected.map((p) => p.productId).toSorted())
    for (const p of page.products) {
      expect(topBrands).toContain(p.brandId)
      expect(p.stock).toBeGreaterThan(0)
      expect(p.offerPrice).toBeGreaterThanOrEqual(100)
      expect(p.offerPrice).toBeLessThanOrEqual(5000)
    }
    // Brand counts leave the brand filter out (other brands stay tickable); they keep the others.
    const brandCounts = new Map<string, number>()
    for (const p of everyProduct) {
      const avg = average(p)
      if (
        p.stock > 0 &&
        avg !== null &&
        Math.round(avg * 10) / 10 >= 3 &&
        p.offerPrice >= 100 &&
        p.offerPrice <= 5000
      ) {
        brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1)
      }
    }
    expect(new Map(page.facets.brands.map((b) => [b.brandId, b.count]))).toEqual(brandCounts)
    // The price range leaves the price filter out, so the slider keeps its bounds.
    const unpriced = everyProduct.filter((p) => {
      const avg = average(p)
      return topBrands.includes(p.brandId) && p.stock > 0 && avg !== null && Math.round(avg * 10) / 10 >= 3
    })
    expect(page.facets.priceRange).toEqual({
      min: Math.min(...unpriced.map((p) => p.offerPrice)),
      max: Math.max(...unpriced.map((p) => p.offerPrice)),
    })
  })

  it('keeps products whose average, to one decimal, is at least the rating (boundary included)', async () => {
    const everyProduct = await everything('/getAllProducts')
    const rounded = (p: ListingProduct) => {
      const avg = average(p)
      return avg === null ? null : Math.round(avg * 10) / 10
    }
    // The seed has products exactly on a whole-star boundary, which a strict comparison would drop.
    expect(everyProduct.some((p) => Number.isInteger(rounded(p) ?? 0.5))).toBe(true)
    for (const rating of [1, 2, 3, 4, 5]) {
      const expected = everyProduct.filter((p) => (rounded(p) ?? -1) >= rating).length
      expect((await get(`/getAllProducts?rating=${rating}`)).page.total, `rating ${rating}`).toBe(expected)
    }
  })

  it('filters out-of-stock products and treats the slider top as no upper bound', async () => {
    const out = await everything('/getAllProducts?availability=out-of-stock')
    for (const p of out) expect(p.stock).toBeLessThanOrEqual(0)
    const all = (await get('/getAllProducts')).page.total
    const inStock = (await get('/getAllProducts?availability=in-stock')).page.total
    expect(inStock + out.length).toBe(all)
    expect((await get('/getAllProducts?maxPrice=10000')).page.total).toBe(all)
  })

  it('filters by gender where products carry it, the gender facet ignoring its own choice', async () => {
    const [counts] = await t.database.db
      .select({
        female: sql<number>`(count(*) filter (where ${products.gender} = 'Female'))::int`,
        male: sql<number>`(count(*) filter (where ${products.gender} = 'Male'))::int`,
      })
      .from(products)
    const female = Number(counts?.female)
    const male = Number(counts?.male)
    expect(female).toBeGreaterThan(0)
    expect(male).toBeGreaterThan(0)
    const { status, page } = await get('/getAllProducts?gender=Female')
    expect(status).toBe(200)
    expect(page.total).toBe(female)
    // Male is still offered with its count while Female is chosen.
    const both = [
      { value: 'Male', count: male },
      { value: 'Female', count: female },
    ]
    expect(page.facets.genders).toEqual(both)
    expect((await get('/getAllProducts')).page.facets.genders).toEqual(both)
    // Within the other filters: only the in-stock gendered products count.
    const inStock = (await get('/getAllProducts?gender=Male&availability=in-stock')).page
    expect(inStock.facets.genders.find((g) => g.value === 'Male')?.count).toBe(inStock.total)
  })

  it('offers no gender where nothing in the listing is made for one', async () => {
    // A leaf category none of whose products has a gender (tea, phones...), chosen from the data.
    const [leaf] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select p.category_id as id from ${products} p
        group by p.category_id having count(p.gender) = 0 order by p.category_id limit 1`,
    )
    expect(leaf).toBeDefined()
    const { page } = await get(`/getCategoryProducts/${leaf?.id}`)
    expect(page.total).toBeGreaterThan(0)
    expect(page.facets.genders).toEqual([])
  })

  it('filters by discount: every product at least that percent off, the total a direct count', async () => {
    const listed = await everything('/getAllProducts?discount=40&sort=discount')
    expect(listed.length).toBeGreaterThan(0)
    for (const p of listed) expect(p.discount).toBeGreaterThanOrEqual(40)
    const all = await everything('/getAllProducts?sort=discount')
    expect(listed).toHaveLength(all.filter((p) => p.discount >= 40).length)
    const { page } = await get('/getAllProducts?discount=40&availability=in-stock')
    expect(page.total).toBe(all.filter((p) => p.discount >= 40 && p.stock > 0).length)
    for (const bad of ['discount=0', 'discount=100', 'discount=12.5', 'discount=lots']) {
      const { status, raw } = await get(`/getAllProducts?${bad}`)
      expect(status, bad).toBe(400)
      expect(raw.message, bad).toBe(DISCOUNT_MESSAGE)
    }
  })

  it('filters by size, type, flavour and diet where products carry them, each facet ignoring its own choice', async () => {
    const all = await get('/getAllProducts')
    const facets = all.page.facets.features
    expect(facets.map((facet) => facet.label)).toEqual(['Size', 'Type', 'Flavor', 'Special Diet Needs'])
    const [counted] = await t.database.db
      .select({
        double: sql<number>`(count(*) filter (where ${products.features} ->> 'Size' = 'Double'))::int`,
      })
      .from(products)
    const double = facets[0]?.values.find((v) => v.value === 'Double')
    expect(double?.count).toBe(Number(counted?.double))

    const doubles = await get('/getAllProducts?size=Double&pageSize=60')
    expect(doubles.page.total).toBe(double?.count)
    const ids = doubles.page.products.map((p) => p.productId)
    const rows = await t.database.db.select({ id: products.id, features: products.features }).from(products)
    const sizeOf = new Map(rows.map((row) => [row.id, row.features.Size]))
    for (const id of ids) expect(sizeOf.get(id)).toBe('Double')
    // The size facet still lists the other sizes; the others only what Double bedsheets have (no diet).
    const sizeFacet = doubles.page.facets.features.find((facet) => facet.param === 'size')
    expect(sizeFacet?.values.length).toBeGreaterThan(1)
    expect(doubles.page.facets.features.map((facet) => facet.param)).not.toContain('diet')

    // Combined with a filter that excludes every bedsheet, nothing is left, and no 500.
    const none = await get('/getAllProducts?size=Double&diet=Vegetarian')
    expect(none.status).toBe(200)
    expect(none.page.total).toBe(0)
    expect((await get(`/getAllProducts?size=${'x'.repeat(101)}`)).status).toBe(400)
    // A scope whose products have no such details shows no such sections.
    const phones = await get('/search-products?q=smartphone')
    expect(phones.page.facets.features).toEqual([])
  })

  it('offers the flavours food names carry, and a flavour keeps only the products named with it', async () => {
    const flavours = (await get('/getAllProducts')).page.facets.features.find((f) => f.param === 'flavour')
    expect(flavours?.values.map((v) => v.value)).toContain('Masala')
    const masala = await get('/getAllProducts?flavour=Masala&pageSize=60')
    expect(masala.page.total).toBe(flavours?.values.find((v) => v.value === 'Masala')?.count)
    expect(masala.page.products.length).toBeGreaterThan(0)
    for (const p of masala.page.products) expect(p.name).toMatch(/Masala/)
    // Kesar Pista whey is not counted as Kesar sweets.
    const kesar = await get('/getAllProducts?flavour=Kesar&pageSize=60')
    for (const p of kesar.page.products) expect(p.name).not.toMatch(/Kesar Pista/)
  })

  it.each([
    ['price-asc', (a: ListingProduct, b: ListingProduct) => a.offerPrice - b.offerPrice],
    ['price-desc', (a: ListingProduct, b: ListingProduct) => b.offerPrice - a.offerPrice],
    ['discount', (a: ListingProduct, b: ListingProduct) => b.discount - a.discount],
    ['rating', (a: ListingProduct, b: ListingProduct) => (average(b) ?? -1) - (average(a) ?? -1)],
    [
      'recommended',
      (a: ListingProduct, b: ListingProduct) =>
        Number(b.isBestSeller) - Number(a.isBestSeller) ||
        Number(b.sponsored) - Number(a.sponsored) ||
        (average(b) ?? -1) - (average(a) ?? -1),
    ],
  ] as const)('sorts by %s', async (sort, compare) => {
    const listed = await everything(`/getAllProducts?sort=${sort}`)
    expect(listed.length).toBeGreaterThan(24)
    expect(isSorted(listed, compare)).toBe(true)
    // Paging is stable: every product exactly once.
    expect(new Set(listed.map((p) => p.productId)).size).toBe(listed.length)
  })

  it('sorts by newest', async () => {
    const listed = (await get('/getAllProducts?sort=newest&pageSize=60')).page.products
    const rows = await t.database.db.select({ id: products.id, createdAt: products.createdAt }).from(products)
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]))
    expect(
      isSorted(listed, (a, b) => (created.get(b.productId) ?? 0) - (created.get(a.productId) ?? 0)),
    ).toBe(true)
  })

  it("ranks a seller's Top Selling products in stock first, then best sellers, then by popularity and rating", async () => {
    // The seller with the most sold-out products, so sold-out and in-stock products must be told apart.
    const [seller] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select ${products.sellerId} as id from ${products} where ${products.stock} <= 0
        group by ${products.sellerId} order by count(*) desc, ${products.sellerId} limit 1`,
    )
    if (!seller) throw new Error('The seed has no sold-out product')
    const listed = await everything(`/getsellersProducts?sellerId=${seller.id}&sort=top-selling`)
    const count = (p: ListingProduct) =>
      p.oneRating + p.twoRating + p.threeRating + p.fourRating + p.fiveRating
    const inStock = listed.filter((p) => p.stock > 0)
    const soldOut = listed.filter((p) => p.stock <= 0)
    expect(inStock.length).toBeGreaterThan(0)
    expect(soldOut.length).toBeGreaterThan(0)
    expect(listed).toEqual([...inStock, ...soldOut])
    // Without the stock rule a sold-out product would come first: one outsells something in stock.
    const outsold = (a: ListingProduct, b: ListingProduct) =>
      Number(a.isBestSeller) > Number(b.isBestSeller) ||
      (a.isBestSeller === b.isBestSeller && count(a) > count(b))
    expect(soldOut.some((gone) => inStock.some((p) => outsold(gone, p)))).toBe(true)
    const topSelling = (a: ListingProduct, b: ListingProduct) =>
      Number(b.isBestSeller) - Number(a.isBestSeller) ||
      count(b) - count(a) ||
      (average(b) ?? -1) - (average(a) ?? -1)
    expect(isSorted(inStock, topSelling)).toBe(true)
    expect(isSorted(soldOut, topSelling)).toBe(true)
    expect(new Set(listed.map((p) => p.productId)).size).toBe(listed.length)
  })

  it('pages: beyond the end is empty with the right total; bad page sizes are refused', async () => {
    const first = await get('/getAllProducts?pageSize=10')
    const second = await get('/getAllProducts?pageSize=10&page=2')
    expect(second.page.products).toHaveLength(10)
    expect(second.page.products[0]?.productId).not.toBe(first.page.products[0]?.productId)
    const beyond = await get('/getAllProducts?page=999')
    expect(beyond.status).toBe(200)
    expect(beyond.page.products).toEqual([])
    expect(beyond.page.total).toBe(first.page.total)
    expect((await get('/getAllProducts?pageSize=60')).status).toBe(200)
    for (const bad of ['pageSize=61', 'pageSize=0', 'page=0', 'page=abc', 'page=1.5']) {
      const { status, raw } = await get(`/getAllProducts?${bad}`)
      expect(status, bad).toBe(400)
      expect(raw.message, bad).toMatch(/page/i)
    }
  })

  it('refuses unknown filter values with a message', async () => {
    for (const bad of [
      'sort=cheapest',
      'availability=maybe',
      'rating=6',
      'rating=0',
      'gender=Other',
      'minPrice=-1',
      'maxPrice=lots',
      'minPrice=500&maxPrice=100',
    ]) {
      const { status, raw } = await get(`/getAllProducts?${bad}`)
      expect(status, bad).toBe(400)
      expect(typeof raw.message, bad).toBe('string')
    }
    expect(
      (await get(`${routePath(routes.itemProducts.path, { itemId: ids.brandId })}?type=shop`)).status,
    ).toBe(400)
    expect((await get(`${routePath(routes.itemProducts.path, { itemId: ids.brandId })}`)).status).toBe(400)
    expect((await get('/getsellersProducts')).status).toBe(400)
  })

  it('answers 404 with a message for unknown ids', async () => {
    const urls = [
      '/getTopDealProduct?dealId=nope',
      '/getlimitedTimeProducts?dealId=nope',
      '/getfeaturedproductsWiseBrand?brandId=nope',
      '/topStoreProducts?sellerId=nope',
      routePath(routes.brandWiseProducts.path, { brandId: 'nope' }),
      routePath(routes.newArrivalItemProducts.path, { id: 'nope' }),
      '/getsellersProducts?sellerId=nope',
      routePath(routes.discountProducts.path, { id: 'nope' }),
      `${routePath(routes.itemProducts.path, { itemId: 'nope' })}?type=top-deals`,
      `${routePath(routes.itemProducts.path, { itemId: 'nope' })}?type=brand`,
      routePath(routes.categoryProducts.path, { categoryId: 'CAT999999' }),
    ]
    for (const url of urls) {
      const { status, raw } = await get(url)
      expect(status, url).toBe(404)
      expect(raw.message, url).toMatch(/not found/)
    }
  })

  it('lists an ended limited-time deal as empty, not as an error', async () => {
    const [ended] = await t.database.db
      .select({ id: limitedTimeDeals.id })
      .from(limitedTimeDeals)
      .where(sql`${limitedTimeDeals.endDate} <= now()`)
      .limit(1)
    if (!ended) return
    const { status, page } = await get(`/getlimitedTimeProducts?dealId=${ended.id}`)
    expect(status).toBe(200)
    expect(page.total).toBe(0)
  })

  it('searches with filters and survives hostile text', async () => {
    const phones = await get('/search-products?q=phone&sort=price-desc')
    expect(phones.page.total).toBeGreaterThan(0)
    expect(isSorted(phones.page.products, (a, b) => b.offerPrice - a.offerPrice)).toBe(true)
    const typo = await get('/search-products?q=smartfone')
    expect(typo.page.total).toBeGreaterThan(0)
    const brand = phones.page.products[0]?.brandId ?? ''
    const narrowed = await get(`/search-products?q=phone&brand=${brand}`)
    expect(narrowed.page.total).toBeGreaterThan(0)
    for (const p of narrowed.page.products) expect(p.brandId).toBe(brand)

    const hostile = [
      "'; drop table products; --",
      '" or 1=1 --',
      "phone' union select * from users --",
      '\\',
      '%_%',
      '!@#$%^&*()',
      ':* & | !',
      'a'.repeat(500),
      'ফোন मोबाइल',
    ]
    for (const q of hostile) {
      const res = await t.app.inject({ url: '/api/search-products', query: { q } })
      expect(res.statusCode, q).toBe(200)
    }
    // A control character is refused before the search runs (PostgreSQL cannot hold a NUL byte).
    const nul = await t.app.inject({ url: '/api/search-products', query: { q: '\u0000phone' } })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toContain(CONTROL_CHARACTERS_MESSAGE)
    const tooLong = await t.app.inject({ url: '/api/search-products', query: { q: 'a'.repeat(501) } })
    expect(tooLong.statusCode).toBe(400)
    const empty = await get('/search-products?q=')
    expect(empty.page.total).toBe(0)
    // Hostile ids and filter values find nothing and break nothing.
    const hostileId = await t.app.inject({
      url: `/api${routePath(routes.brandWiseProducts.path, { brandId: "x' or '1'='1" })}`,
    })
    expect(hostileId.statusCode).toBe(404)
    const hostileBrands = await t.app.inject({ url: '/api/getAllProducts', query: { brand: 'a\',b"); --' } })
    expect(hostileBrands.statusCode).toBe(200)
    expect((hostileBrands.json() as ListingPage).total).toBe(0)
    const products0 = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(Number(products0[0]?.n)).toBeGreaterThan(0)
    expect(await t.database.db.select({ id: brands.id }).from(brands).limit(1)).toHaveLength(1)
    expect(await t.database.db.select({ id: sellers.id }).from(sellers).limit(1)).toHaveLength(1)
  })

  it('is cacheable: Cache-Control, a strong ETag and 304 on If-None-Match', async () => {
    const first = await t.app.inject('/api/getAllProducts?sort=rating')
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({
      url: '/api/getAllProducts?sort=rating',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
  })
})
