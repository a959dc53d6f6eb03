import type { Answer } from '@haat/contract'
import { asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, homeBanners, sellers } from '../../src/db/schema.ts'
import { headOf, makeTestApp, SCREEN_PRELOADS, type TestApp } from './fixture.ts'

const PUBLIC_URL = 'https://shop.example.com'
const page = (t: TestApp, url: string) => t.app.inject({ url, headers: { accept: 'text/html' } })

// What crawlers and link previews read from the first answer, before any JavaScript runs.
describe('the head of catalogue pages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({ config: { publicUrl: PUBLIC_URL } })
  })
  afterAll(() => t?.close())

  it("names a brand's page after the brand, with its logo for link previews", async () => {
    const [brand] = await t.database.db.select().from(brands).orderBy(asc(brands.id)).limit(1)
    if (!brand) throw new Error('The seed has no brand')
    const res = await page(t, `/brand-page/${brand.id}`)
    expect(res.statusCode).toBe(200)
    const head = headOf(res.body)
    expect(head.title).toBe(`${brand.name} | Haat`)
    expect(head.description).toContain(brand.name)
    expect(head.canonical).toBe(`${PUBLIC_URL}/brand-page/${brand.id}`)
    expect(head.og('title')).toBe(`${brand.name} | Haat`)
    expect(head.og('description')).toBe(head.description)
    expect(head.og('type')).toBe('website')
    expect(head.og('url')).toBe(head.canonical)
    expect(head.og('image')).toBe(`${PUBLIC_URL}${brand.logo}`)

    const products = headOf((await page(t, `/topbrand-products-page/${brand.id}`)).body)
    expect(products.title).toBe(`${brand.name} Products | Haat`)
  })

  it('names a category page after the category, with one canonical address whatever name the link carries', async () => {
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(isNotNull(categories.name))
      .orderBy(asc(categories.id))
      .limit(1)
    if (!category?.name) throw new Error('The seed has no named category')
    const canonical = `${PUBLIC_URL}/categories-page/${category.id}/${encodeURIComponent(category.name)}`
    for (const url of [`/categories-page/${category.id}`, `/categories-page/${category.id}/old-name`]) {
      const head = headOf((await page(t, url)).body)
      expect(head.title, url).toBe(`${category.name} | Haat`.replaceAll('&', '&#38;'))
      expect(head.canonical, url).toBe(canonical.replaceAll('&', '&#38;'))
    }
  })

  it("names a seller's store after the store", async () => {
    const [seller] = await t.database.db
      .select()
      .from(sellers)
      .where(isNotNull(sellers.storeName))
      .orderBy(asc(sellers.id))
      .limit(1)
    if (!seller?.storeName) throw new Error('The seed has no named store')
    const head = headOf((await page(t, `/seller-store/${seller.id}`)).body)
    expect(head.title).toBe(`${seller.storeName} | Haat`)
    expect(head.og('image')).toBe(`${PUBLIC_URL}${seller.storeImage}`)
  })

  it('escapes names from the database wherever the head shows them', async () => {
    const name = `Evil "Brand" <script>alert('x')</script> & Co`
    await t.database.db.insert(brands).values({
      id: 'BRAND-EVIL',
      name,
      logo: '/media/l/evil".svg',
      joinedDate: new Date('2024-01-01T00:00:00Z'),
    })
    try {
      const res = await page(t, '/brand-page/BRAND-EVIL')
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('<script>alert')
      expect(res.body).not.toContain('"Brand"')
      expect(res.body).not.toContain('evil".svg')
      const escaped = 'Evil &#34;Brand&#34; &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; Co'
      const head = headOf(res.body)
      expect(head.title).toBe(`${escaped} | Haat`)
      expect(head.og('title')).toBe(`${escaped} | Haat`)
      expect(head.description).toContain(escaped)
      expect(head.og('image')).toBe(`${PUBLIC_URL}/media/l/evil&#34;.svg`)
    } finally {
      await t.database.db.delete(brands).where(eq(brands.id, 'BRAND-EVIL'))
    }
  })

  it('answers 404 with the SPA for a brand, category or store that does not exist', async () => {
    for (const url of ['/brand-page/NO-SUCH-BRAND', '/categories-page/NO-SUCH/x', '/seller-store/NO-SUCH']) {
      const res = await page(t, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(headOf(res.body).title, url).toBe('Page not found | Haat')
    }
  })
})

// What a page asks the browser to fetch before its JavaScript runs: the faster the main picture and the
// first answers start, the sooner a phone paints the page.
describe('the preloads of a page', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp()
  })
  afterAll(() => t?.close())

  const SHELL_CALLS = ['/api/get-site-settings', '/api/fetchCategory']

  it("preloads the home page's modules, its first calls and its first banner's picture", async () => {
    const [banner] = await t.database.db
      .select()
      .from(homeBanners)
      .orderBy(asc(homeBanners.position))
      .limit(1)
    if (!banner) throw new Error('The seed has no home banner')
    const head = headOf((await page(t, '/')).body)
    expect(head.modulePreloads()).toEqual(SCREEN_PRELOADS.home?.map((file) => `/${file}`))
    expect(head.preloads('fetch')).toEqual([...SHELL_CALLS, '/api/gethomebanner'])
    expect(head.preloads('image')).toEqual([banner.image])
  })

  it("preloads a brand page's own call and hero picture, and a store's call, with their ids as the app spells them", async () => {
    const [brand] = await t.database.db.select().from(brands).orderBy(asc(brands.id)).limit(1)
    const [seller] = await t.database.db.select().from(sellers).orderBy(asc(sellers.id)).limit(1)
    if (!brand || !seller) throw new Error('The seed has no brand or store')
    const brandHead = headOf((await page(t, `/brand-page/${brand.id}`)).body)
    expect(brandHead.modulePreloads()).toEqual(['/assets/BrandRoute-abc123.js'])
    expect(brandHead.preloads('fetch')).toEqual([...SHELL_CALLS, `/api/getBrandPage/${brand.id}`])
    // The hero as the page draws it: the first picture of the brand page's first banner section.
    const brandPage = (
      await t.app.inject({ url: `/api/getBrandPage/${brand.id}` })
    ).json() as Answer<'brandPage'>
    const hero = brandPage.sections.find((section) => section.name === 'bannerSection')?.items[0]
    if (!hero || !('url' in hero)) throw new Error(`The seed gives brand ${brand.id} no banner`)
    expect(brandHead.preloads('image')).toEqual([hero.url])
    const storeHead = headOf((await page(t, `/seller-store/${seller.id}`)).body)
    expect(storeHead.preloads('fetch')).toEqual([...SHELL_CALLS, `/api/getOneSeller?sellerId=${seller.id}`])
    // The build lists no modules of its own for the store page here: none are preloaded.
    expect(storeHead.modulePreloads()).toEqual([])
  })

  it("preloads a listing's call with the filters, sort and page of the address, as the app reads them", async () => {
    const [category] = await t.database.db.select().from(categories).orderBy(asc(categories.id)).limit(1)
    if (!category) throw new Error('The seed has no category')
    const plain = headOf((await page(t, `/categories-page/${category.id}/Any`)).body)
    expect(plain.preloads('fetch')).toContain(
      `/api/getCategoryProducts/${category.id}?sort=price-asc&pageSize=24`,
    )
    // The category's banner is its page's largest picture.
    expect(category.banner).toBeTruthy()
    expect(plain.preloads('image')).toEqual([category.banner])
    // Unknown values fall back as the app's do; the kept ones travel in the app's order.
    const filtered = headOf(
      (await page(t, `/categories-page/${category.id}?page=2&rating=4&sort=nonsense&availability=in-stock`))
        .body,
    )
    expect(filtered.preloads('fetch')).toContain(
      `/api/getCategoryProducts/${category.id}?sort=price-asc&availability=in-stock&rating=4&page=2&pageSize=24`,
    )
    const search = headOf((await page(t, '/search-result-page?query=red%20saree')).body)
    expect(search.preloads('fetch')).toContain('/api/search-products?q=red+saree&sort=relevance&pageSize=24')
    // No words, no search: the page asks nothing.
    const empty = headOf((await page(t, '/search-result-page')).body)
    expect(empty.preloads('fetch')).toEqual(SHELL_CALLS)
  })

  it('preloads nothing on the not-found page', async () => {
    const res = await page(t, '/no-such-page')
    expect(res.statusCode).toBe(404)
    const head = headOf(res.body)
    expect(head.preloads('fetch')).toEqual([])
    expect(head.modulePreloads()).toEqual([])
  })
})
