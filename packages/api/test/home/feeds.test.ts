import { BANNER_LINK_LABEL, CONTROL_CHARACTERS_MESSAGE, type RouteName, routes } from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_FEED_NAMES } from '../../src/catalogue/routes.ts'
import { homeBanners, limitedTimeDealProducts, limitedTimeDeals, products } from '../../src/db/schema.ts'
import { HOME_FEED_NAMES } from '../../src/home/routes.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

const FEED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
/** Every feed: the catalogue's and the home page's. */
const FEED_NAMES = [...CATALOGUE_FEED_NAMES, ...HOME_FEED_NAMES]

// The feeds on a seeded catalogue of 200 products, on PGlite and, when TEST_DATABASE_URL is set, on
// PostgreSQL too.
describe.each(databaseKinds)('home feeds and search on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({ kind })
  })
  afterAll(() => t?.close())

  it('answers health with the database kind', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.json()).toEqual({ status: 'ok', database: kind })
  })

  it.each(FEED_NAMES)('%s answers 200 with what the contract says', async (name: RouteName) => {
    const route = routes[name]
    const res = await t.app.inject(`/api${route.path}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const parsed = route.response.safeParse(res.json())
    expect(parsed.error).toBeUndefined()
    // Every feed of a seeded store has something to show.
    const data = parsed.data as unknown[] | { data: unknown[] } | object
    if (Array.isArray(data)) expect(data.length).toBeGreaterThan(0)
    else if ('data' in data && Array.isArray(data.data)) expect(data.data.length).toBeGreaterThan(0)
  })

  it('sends Cache-Control and a strong ETag, and 304 when the client has the same body', async () => {
    const first = await t.app.inject('/api/fetchDeals')
    expect(first.headers['cache-control']).toBe(FEED_CACHE_CONTROL)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)

    const again = await t.app.inject({ url: '/api/fetchDeals', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe(FEED_CACHE_CONTROL)

    const stale = await t.app.inject({ url: '/api/fetchDeals', headers: { 'if-none-match': '"old"' } })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
  })

  it('answers the same body and ETag from the database as from the feed cache', async () => {
    const cached = await t.app.inject('/api/fetchCategory')
    t.app.feedCache.clear()
    const fresh = await t.app.inject('/api/fetchCategory')
    expect(fresh.body).toBe(cached.body)
    expect(fresh.headers.etag).toBe(cached.headers.etag)
  })

  it('lists running and upcoming limited-time deals with their dates, and leaves out ended ones', async () => {
    // The answer is cached for a minute, so a deal may end while it is cached: the client's countdown
    // turns the dates into "Starts soon" or HH:MM:SS, and the storefront drops a deal once it ends.
    const deals = routes.limitedTimeDeals.response.parse(
      (await t.app.inject('/api/fetchLimitedTimeDeals')).json(),
    )
    const now = Date.now() / 1000
    const states = new Set(
      deals.map((d) => {
        if (!d.startDate || !d.endDate) return 'undated'
        if (d.startDate._seconds > now) return 'upcoming'
        return d.endDate._seconds > now ? 'running' : 'ended'
      }),
    )
    expect([...states].sort()).toEqual(['running', 'upcoming'])
  })

  it('leaves an ended limited-time deal out of /api/fetchLimitedTimeDeals', async () => {
    // A deal that ended a minute ago, with products, inserted beside the seed's deals.
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1)
    const endedId = 'endedDealForTest0001'
    await t.database.db.insert(limitedTimeDeals).values({
      id: endedId,
      images: ['/media/d/limited-1.svg'],
      startDate: new Date(Date.now() - 2 * 3600_000),
      endDate: new Date(Date.now() - 60_000),
      title: 'Ended Deal',
      offerTitle: 'Gone',
      offerDesc: 'It ended a minute ago',
      position: 0,
    })
    await t.database.db
      .insert(limitedTimeDealProducts)
      .values({ dealId: endedId, productId: product?.id ?? '', position: 0 })
    t.app.feedCache.clear()
    const deals = routes.limitedTimeDeals.response.parse(
      (await t.app.inject('/api/fetchLimitedTimeDeals')).json(),
    )
    expect(deals.length).toBeGreaterThan(0)
    expect(deals.map((d) => d.id)).not.toContain(endedId)
    expect(deals.map((d) => d.title)).not.toContain('Ended Deal')
  })

  it('finds products for "phone" and suggests them', async () => {
    const res = await t.app.inject('/api/getSearchProd?q=phone')
    expect(res.statusCode).toBe(200)
    const products = routes.searchProducts.response.parse(res.json())
    expect(products.length).toBeGreaterThan(0)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=15/)
    expect(res.headers.etag).toBeDefined()

    const suggestions = await t.app.inject('/api/getSearch-suggestions?q=phone')
    expect(suggestions.statusCode).toBe(200)
    expect(routes.searchSuggestions.response.parse(suggestions.json()).length).toBeGreaterThan(0)
  })

  it('answers [] for an empty or blank query', async () => {
    for (const url of [
      '/api/getSearchProd',
      '/api/getSearchProd?q=',
      '/api/getSearch-suggestions?q=%20%20',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.json(), url).toEqual([])
    }
  })

  it.each([
    ["'; drop table products; --"],
    ['%_\\'],
    ['<script>alert(1)</script>'],
    ['((( ))) & | ! :*'],
    ['"unterminated'],
    ['\ud800'],
    ['🙂📱'],
  ])('never fails on hostile input %j', async (q) => {
    for (const path of ['/api/getSearchProd', '/api/getSearch-suggestions']) {
      const res = await t.app.inject({ url: path, query: { q } })
      expect(res.statusCode, `${path} ${JSON.stringify(q)}`).toBe(200)
      expect(Array.isArray(res.json())).toBe(true)
    }
  })

  it('refuses a control character in the search with 400 and a message, never 500', async () => {
    for (const path of ['/api/getSearchProd', '/api/getSearch-suggestions']) {
      const res = await t.app.inject({ url: path, query: { q: '\u0000phone' } })
      expect(res.statusCode, path).toBe(400)
      expect(res.json()).toEqual({ message: CONTROL_CHARACTERS_MESSAGE })
    }
  })

  it('answers 400 when q is given twice', async () => {
    const res = await t.app.inject('/api/getSearchProd?q=a&q=b')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toHaveProperty('message')
  })

  it('serves media named by the feeds, immutable, with ETag and 304', async () => {
    const deals = routes.topDeals.response.parse((await t.app.inject('/api/fetchDeals')).json())
    const url = deals[0]?.bannerUrl
    expect(url).toMatch(/^\/media\//)
    const res = await t.app.inject(String(url))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\//)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.length).toBeGreaterThan(100)
    const again = await t.app.inject({
      url: String(url),
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('home banners carry their words as text fields, and their artwork draws no text', async () => {
    const banners = routes.homeBanners.response.parse((await t.app.inject('/api/gethomebanner')).json())
    expect(banners.length).toBeGreaterThan(0)
    for (const banner of banners) {
      expect(banner.headline, banner.id).toEqual(expect.stringMatching(/\S/))
      expect(banner.subline, banner.id).toEqual(expect.stringMatching(/\S/))
      expect(banner.linkLabel).toBe(BANNER_LINK_LABEL)
      const art = await t.app.inject(banner.image)
      expect(art.statusCode).toBe(200)
      // Words drawn into the picture shrink to a few pixels on a phone: the page lays them over it.
      expect(art.body).toMatch(/^<svg /)
      expect(art.body).not.toMatch(/<text[\s>]/)
      expect(art.body).not.toContain(String(banner.subline))
    }
  })

  it('a banner without words answers no text fields (its artwork is shown alone)', async () => {
    const saved = await t.app.db
      .select({
        id: homeBanners.id,
        headline: homeBanners.headline,
        subline: homeBanners.subline,
        linkLabel: homeBanners.linkLabel,
      })
      .from(homeBanners)
    // A sub-line or label without a headline is not enough to show words.
    await t.app.db.update(homeBanners).set({ headline: null, subline: 'orphan line', linkLabel: 'Go' })
    t.app.feedCache.clear()
    try {
      const banners = (await t.app.inject('/api/gethomebanner')).json() as Record<string, unknown>[]
      expect(banners.length).toBeGreaterThan(0)
      for (const banner of banners) {
        expect(banner).not.toHaveProperty('headline')
        expect(banner).not.toHaveProperty('subline')
        expect(banner).not.toHaveProperty('linkLabel')
      }
    } finally {
      for (const { id, ...words } of saved) {
        await t.app.db.update(homeBanners).set(words).where(eq(homeBanners.id, id))
      }
      t.app.feedCache.clear()
    }
  })

  it('answers JSON 404 for unknown and malformed media keys', async () => {
    for (const url of [
      '/media/p/none.svg',
      '/media/p%2F..%2F..%2Fsecret.svg',
      '/media/a//b.svg',
      '/media/',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
  })
})
