import { isEmbeddableVideo, VIDEO_EMBED_ORIGINS } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { DEMO_REVIEWER_NAMES, reviewerId } from '../../src/db/seed/browse.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { reviewerDisplayName } from '../../src/sellers/query.ts'
import {
  BRAND_PAGE_NOT_FOUND,
  CUSTOMER_ID_MISSING,
  RATING_ADDED,
  RATING_UPDATED,
} from '../../src/sellers/routes.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp } from '../identity/fixture.ts'

describe.each(testTargets)('brand, seller and rating calls on $name', ({ name }) => {
  let t: AuthTestApp
  let token: string
  let sellerId: string
  let brandId: string

  const get = (url: string) => t.call({ method: 'GET', url })
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
    token = (await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)).token
    const [seller] = await rows<{ id: string }>(
      sql`select s.id from sellers s where exists (select 1 from products p where p.seller_id = s.id)
          order by s.id limit 1`,
    )
    const [brand] = await rows<{ id: string }>(
      sql`select brand_id as id from brand_page_sections where kind = 'gallerySection' order by brand_id limit 1`,
    )
    sellerId = seller?.id ?? ''
    brandId = brand?.id ?? ''
    expect(sellerId).not.toBe('')
    expect(brandId).not.toBe('')
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it('getBrandPage answers the brand with banner, products and gallery, and 404 for an unknown brand', async () => {
    const res = await get(`/api/getBrandPage/${brandId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/max-age=60/)
    const page = res.json()
    expect(page.brandDetails.brandId).toBe(brandId)
    const names = page.sections.map((section: { name: string }) => section.name)
    expect(names.slice(0, 3)).toEqual(['bannerSection', 'productSection', 'gallerySection'])
    const products = page.sections[1].items
    expect(products.length).toBeGreaterThan(0)
    for (const item of products) {
      expect(item.productDetails.brandId).toBe(brandId)
      expect(item.rate).toBe(item.productDetails.offerPrice)
      expect(item.originalPrice).toBe(item.productDetails.price)
    }
    const gallery = page.sections[2].items
    expect(gallery.length).toBeGreaterThanOrEqual(3)
    expect(gallery[0]).toMatchObject({ Title: expect.any(String), Description: expect.any(String) })

    const again = await t.app.inject({
      url: `/api/getBrandPage/${brandId}`,
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)

    const missing = await get('/api/getBrandPage/NoSuchBrand')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: BRAND_PAGE_NOT_FOUND })
  })

  it("every brand page opens on the brand's own hero artwork, in its colour, without text", async () => {
    const heroes = await rows<{ brand_id: string; url: string; hero: string | null }>(
      sql`select s.brand_id, s.payload->0->>'url' as url, b.hero from brand_page_sections s
          join brands b on b.id = s.brand_id where s.kind = 'bannerSection' order by s.brand_id`,
    )
    const brandCount = await rows<{ n: number }>(sql`select count(*)::int as n from brands`)
    expect(heroes).toHaveLength(brandCount[0]?.n ?? -1)
    // One picture per brand, never a category banner shared between brands.
    expect(new Set(heroes.map((h) => h.url)).size).toBe(heroes.length)
    for (const h of heroes) {
      expect(h.url).toBe(h.hero)
      expect(h.url).toMatch(/^\/media\/h\/brand-[a-z0-9-]+\.svg$/)
    }
    const page = (await get(`/api/getBrandPage/${brandId}`)).json()
    const url = page.sections[0].items[0].url as string
    const art = await t.app.inject(url)
    expect(art.statusCode).toBe(200)
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(art.body).toContain('width="1600" height="400"')
    expect(art.body).not.toMatch(/<text[\s>]/)
  })

  it("a featured brand's page ends with its Featured Video, an embed address; other brands have none", async () => {
    const [featured] = await rows<{ id: string }>(
      sql`select brand_id as id from featured_brand_brands order by brand_id limit 1`,
    )
    const answer = await get(`/api/getBrandPage/${featured?.id}`)
    const page = answer.json()
    const video = page.sections.at(-1)
    expect(video.name).toBe('videoSection')
    expect(video.items).toHaveLength(1)
    expect(video.items[0].url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    // The page may frame it: the CSP lets exactly the contract's embed hosts in.
    expect(isEmbeddableVideo(video.items[0].url)).toBe(true)
    expect(String(answer.headers['content-security-policy'])).toContain(
      `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    )
    expect(video.items[0].Description).toMatch(/Blender Foundation \(CC BY 3\.0\)/)

    const [plain] = await rows<{ id: string }>(
      sql`select b.id from brands b where not exists (select 1 from featured_brand_brands f where f.brand_id = b.id)
          order by b.id limit 1`,
    )
    const plainPage = (await get(`/api/getBrandPage/${plain?.id}`)).json()
    expect(plainPage.sections.map((section: { name: string }) => section.name)).not.toContain('videoSection')
  })

  it('gallery captions are whole words: a long description is cut after a word, with an ellipsis', async () => {
    const galleries = await rows<{ payload: { Title: string; Description: string }[] }>(
      sql`select payload from brand_page_sections where kind = 'gallerySection'`,
    )
    const captions = galleries.flatMap((gallery) => gallery.payload)
    const cut = captions.filter((caption) => caption.Description.endsWith('…'))
    expect(cut.length).toBeGreaterThan(0)
    for (const caption of cut) {
      const kept = caption.Description.slice(0, -1)
      const [product] = await rows<{ description: string }>(
        sql`select description from products where name = ${caption.Title} and starts_with(description, ${kept}) limit 1`,
      )
      expect(kept.length).toBeLessThanOrEqual(160)
      // What follows the kept text is a space or a stop: no word was cut in two, and no stop comes before "…".
      expect(product?.description.charAt(kept.length)).toMatch(/[\s.,;:]/)
      expect(kept).not.toMatch(/[\s.,;:]$/)
    }
  })

  it('fetchBrands lists every brand, and with ?category= only brands with products in that subtree', async () => {
    const all = (await get('/api/fetchBrands')).json() as { brandId: string; brandName: string }[]
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from brands`)
    expect(all).toHaveLength(n)
    const [fashion] = await rows<{ id: string }>(sql`select id from categories where name = 'Fashion'`)
    const narrowed = (await get(`/api/fetchBrands?category=${fashion?.id}`)).json() as { brandId: string }[]
    const expected = await rows<{ brand_id: string }>(sql`
      select distinct p.brand_id from products p
      join categories leaf on leaf.id = p.category_id
      join categories branch on branch.id = leaf.parent_category
      where branch.parent_category = ${fashion?.id ?? ''}`)
    expect(narrowed.map((b) => b.brandId).sort()).toEqual(expected.map((r) => r.brand_id).sort())
    expect(narrowed.length).toBeLessThan(all.length)
    expect((await get('/api/fetchBrands?category=CAT0')).json()).toEqual([])
  })

  it('getSellersBrand lists the brands the seller sells; unknown sellers and a missing id are refused', async () => {
    const res = await get(`/api/getSellersBrand?sellerId=${sellerId}`)
    expect(res.statusCode).toBe(200)
    const expected = await rows<{ brand_id: string }>(
      sql`select distinct brand_id from products where seller_id = ${sellerId}`,
    )
    expect(
      res
        .json()
        .map((b: { brandId: string }) => b.brandId)
        .sort(),
    ).toEqual(expected.map((r) => r.brand_id).sort())
    expect((await get('/api/getSellersBrand?sellerId=nobody')).statusCode).toBe(404)
    expect((await get('/api/getSellersBrand')).statusCode).toBe(400)
  })

  it('getOneSeller answers the store with counts that match its rating rows; 404 for an unknown seller', async () => {
    const res = await get(`/api/getOneSeller?sellerId=${sellerId}`)
    expect(res.statusCode).toBe(200)
    const seller = res.json()
    expect(seller.sellerId).toBe(sellerId)
    expect(seller.storedetails).toHaveProperty('storename')
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from seller_ratings where seller_id = ${sellerId}`,
    )
    expect(seller.ratingSummary.count).toBe(counted?.n)
    expect(seller.ratingSummary.count).toBeGreaterThanOrEqual(5)
    expect(
      seller.oneRating + seller.twoRating + seller.threeRating + seller.fourRating + seller.fiveRating,
    ).toBe(counted?.n)
    const missing = await get('/api/getOneSeller?sellerId=nobody')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Seller not found.')
  })

  it('sellerRatingsPagenation pages newest first, and its bars match the rows and add up to 100', async () => {
    const first = await get(`/api/sellerRatingsPagenation?sellerId=${sellerId}`)
    expect(first.statusCode).toBe(200)
    const page = first.json()
    expect(page.page).toBe(1)
    expect(page.limit).toBe(10)
    expect(page.ratings.length).toBe(Math.min(10, page.total))
    const times = page.ratings.map((r: { createdAt: { _seconds: number } }) => r.createdAt._seconds)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // Reviewers appear by first name and initial, never by their full name or account id.
    expect(DEMO_REVIEWER_NAMES.map(reviewerDisplayName)).toContain(page.ratings[0].name)
    for (const rating of page.ratings) {
      expect(rating).not.toHaveProperty('customerId')
      expect(DEMO_REVIEWER_NAMES).not.toContain(rating.name)
    }

    const counts = await rows<{ rating: number; n: number }>(
      sql`select rating, count(*)::int as n from seller_ratings where seller_id = ${sellerId} group by rating`,
    )
    const byStars = new Map(counts.map((c) => [Number(c.rating), c.n]))
    const total = counts.reduce((sum, c) => sum + c.n, 0)
    expect(page.total).toBe(total)
    expect(page.summary.count).toBe(total)
    expect(page.summary.bars.map((b: { stars: number }) => b.stars)).toEqual([5, 4, 3, 2, 1])
    let tenths = 0
    for (const bar of page.summary.bars) {
      const n = byStars.get(bar.stars) ?? 0
      expect(bar.count).toBe(n)
      expect(Math.abs(bar.percent - (n * 100) / total)).toBeLessThanOrEqual(0.1)
      tenths += Math.round(bar.percent * 10)
    }
    expect(tenths).toBe(1000)
    const weighted = counts.reduce((sum, c) => sum + Number(c.rating) * c.n, 0) / total
    expect(page.summary.average).toBe(Math.round(weighted * 10) / 10)

    // Paging: every rating once across the pages; past the end is empty; bad bounds are refused.
    const seen = new Set<string>()
    for (let p = 1; p <= Math.ceil(total / 3); p++) {
      const res = (await get(`/api/sellerRatingsPagenation?sellerId=${sellerId}&page=${p}&limit=3`)).json()
      for (const r of res.ratings) seen.add(r.id)
    }
    expect(seen.size).toBe(total)
    const past = (await get(`/api/sellerRatingsPagenation?sellerId=${sellerId}&page=999&limit=50`)).json()
    expect(past.ratings).toEqual([])
    expect(past.total).toBe(total)
    for (const bad of ['limit=0', 'limit=51', 'page=0', 'page=x', 'limit=2.5']) {
      const res = await get(`/api/sellerRatingsPagenation?sellerId=${sellerId}&${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().message).toEqual(expect.any(String))
    }
    expect((await get('/api/sellerRatingsPagenation?sellerId=nobody')).statusCode).toBe(404)
  })

  const ratingCount = async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from seller_ratings`)
    return row?.n ?? 0
  }

  it('add-seller-rating refuses bad ratings, signed-out shoppers and someone else’s id, writing nothing', async () => {
    const before = await ratingCount()
    const body = { sellerId, customerId: DEMO_SHOPPER.id, rating: 4, review: 'Good seller', comment: '' }
    for (const rating of [0, 6, 2.5, '4']) {
      const res = await t.call({ url: '/api/add-seller-rating', body: { ...body, rating }, token })
      expect(res.statusCode, String(rating)).toBe(400)
      expect(res.json().message).toMatch(/rating/i)
    }
    expect(
      (await t.call({ url: '/api/add-seller-rating', body: { ...body, review: '' }, token })).statusCode,
    ).toBe(400)
    expect(
      (await t.call({ url: '/api/add-seller-rating', body: { ...body, review: 'x'.repeat(121) }, token }))
        .statusCode,
    ).toBe(400)
    const signedOut = await t.call({ url: '/api/add-seller-rating', body })
    expect(signedOut.statusCode).toBe(401)
    const noId = await t.call({
      url: '/api/add-seller-rating',
      body: { ...body, customerId: undefined },
      token,
    })
    expect(noId.statusCode).toBe(403)
    expect(noId.json().message).toBe(CUSTOMER_ID_MISSING)
    const someoneElse = await t.call({
      url: '/api/add-seller-rating',
      body: { ...body, customerId: reviewerId(0) },
      token,
    })
    expect(someoneElse.statusCode).toBe(403)
    const unknownSeller = await t.call({
      url: '/api/add-seller-rating',
      body: { ...body, sellerId: 'nobody' },
      token,
    })
    expect(unknownSeller.statusCode).toBe(404)
    expect(await ratingCount()).toBe(before)
  })

  it('add-seller-rating stores one rating per shopper: the second one updates it, and the bars follow', async () => {
    const before = await ratingCount()
    const body = {
      sellerId,
      customerId: DEMO_SHOPPER.id,
      rating: 1,
      review: 'Late delivery',
      comment: 'Slow.',
    }
    const first = await t.call({ url: '/api/add-seller-rating', body, token })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ message: RATING_ADDED })
    expect(await ratingCount()).toBe(before + 1)

    t.clock.advance(60_000)
    const second = await t.call({
      url: '/api/add-seller-rating',
      body: { ...body, rating: 5, review: 'Sorted out quickly' },
      token,
    })
    expect(second.json()).toEqual({ message: RATING_UPDATED })
    expect(await ratingCount()).toBe(before + 1)

    const page = (await get(`/api/sellerRatingsPagenation?sellerId=${sellerId}&limit=1`)).json()
    expect(page.ratings[0]).toMatchObject({ name: 'Aarav S.', rating: 5, review: 'Sorted out quickly' })
    expect(JSON.stringify(page)).not.toContain(DEMO_SHOPPER.id)
    const seller = (await get(`/api/getOneSeller?sellerId=${sellerId}`)).json()
    expect(seller.ratingSummary.count).toBe(page.total)
    const five = page.summary.bars.find((b: { stars: number }) => b.stars === 5)
    expect(seller.fiveRating).toBe(five.count)
  })

  it('report-seller and report-brand store the report; bad issues, unknown targets and visitors are refused', async () => {
    const ok = await t.call({
      url: '/api/report-seller',
      body: { sellerId, issue: 'Counterfeit Products', comment: 'Fake box' },
      token,
    })
    expect(ok.statusCode).toBe(200)
    const okBrand = await t.call({
      url: '/api/report-brand',
      body: { brandId, issue: 'Copyright & Trademarks violation', comment: '' },
      token,
    })
    expect(okBrand.statusCode).toBe(200)
    const sellerReports = await rows<{ user_id: string; issue: string; comment: string }>(
      sql`select user_id, issue, comment from seller_reports where seller_id = ${sellerId}`,
    )
    expect(sellerReports).toEqual([
      { user_id: DEMO_SHOPPER.id, issue: 'Counterfeit Products', comment: 'Fake box' },
    ])
    const brandReports = await rows<{ issue: string }>(
      sql`select issue from brand_reports where brand_id = ${brandId}`,
    )
    expect(brandReports).toEqual([{ issue: 'Copyright & Trademarks violation' }])

    expect(
      (await t.call({ url: '/api/report-seller', body: { sellerId, issue: 'Spam', comment: '' }, token }))
        .statusCode,
    ).toBe(400)
    expect(
      (
        await t.call({
          url: '/api/report-seller',
          body: { sellerId, issue: 'Others', comment: 'x'.repeat(1001) },
          token,
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (await t.call({ url: '/api/report-brand', body: { brandId: 'nobody', issue: 'Others' }, token }))
        .statusCode,
    ).toBe(404)
    expect((await t.call({ url: '/api/report-brand', body: { brandId, issue: 'Others' } })).statusCode).toBe(
      401,
    )
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select (select count(*) from seller_reports)::int + (select count(*) from brand_reports)::int as n`,
    )
    expect(n).toBe(2)
  })

  it('limits how many reports one shopper sends in an hour', async () => {
    const reviewerToken = (await createSession(t.database.db, reviewerId(1), t.clock)).token
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await t.call({
        url: '/api/report-brand',
        body: { brandId, issue: 'Others', comment: `report ${i}` },
        token: reviewerToken,
        ip: freshIp(),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('getFeaturedBrandsWithProducts answers the featured brands once each with their own products', async () => {
    const res = await get('/api/getFeaturedBrandsWithProducts')
    expect(res.statusCode).toBe(200)
    const brands = res.json() as { brandId: string; products: { brandId: string }[] }[]
    expect(brands.length).toBeGreaterThan(0)
    expect(new Set(brands.map((b) => b.brandId)).size).toBe(brands.length)
    for (const brand of brands) {
      expect(brand.products.length).toBeLessThanOrEqual(10)
      for (const product of brand.products) expect(product.brandId).toBe(brand.brandId)
    }
  })

  it('the OpenAPI document lists the entity calls, the writes with bearer auth', async () => {
    const doc = (await get('/api/docs/json')).json()
    expect(doc.paths['/api/getBrandPage/{brandId}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'brandId', in: 'path' })]),
    )
    for (const path of [
      '/api/fetchBrands',
      '/api/getSellersBrand',
      '/api/getOneSeller',
      '/api/sellerRatingsPagenation',
    ]) {
      expect(doc.paths[path].get, path).toBeDefined()
    }
    for (const path of ['/api/add-seller-rating', '/api/report-seller', '/api/report-brand']) {
      expect(doc.paths[path].post.security, path).toEqual([{ bearerAuth: [] }])
    }
  })

  it('the seed gives fashion products for one gender a gender, and nothing else', async () => {
    const genders = await rows<{ name: string; gender: string | null }>(
      sql`select name, gender from products where gender is not null`,
    )
    expect(genders.length).toBeGreaterThan(0)
    for (const { name, gender } of genders) {
      if (/\bWomen('s)?\b/.test(name)) expect(gender, name).toBe('Female')
      else if (/\bMen('s)?\b/.test(name)) expect(gender, name).toBe('Male')
    }
    const [outside] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p join categories leaf on leaf.id = p.category_id
      join categories branch on branch.id = leaf.parent_category
      join categories top on top.id = branch.parent_category
      where p.gender is not null and top.name <> 'Fashion'`)
    expect(outside?.n).toBe(0)
  })
})

describe('reviewerDisplayName', () => {
  it.each([
    ['Priya Nair', 'Priya N.'],
    ['  Karthik   Subramanian ', 'Karthik S.'],
    ['Anil Kumar Sharma', 'Anil S.'],
    ['asha rao', 'asha R.'],
    ['Madhavan', 'Madhavan'],
    ['', ''],
    ['साक्षी शर्मा', 'साक्षी श.'],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown)
  })
})
