import {
  PRODUCT_REVIEWS_MAX_LIMIT,
  RATING_ADDED_MESSAGE,
  RATING_NOT_PURCHASED_MESSAGE,
  RATING_UPDATED_MESSAGE,
  REVIEW_MEDIA_NOT_OURS_MESSAGE,
  REVIEW_PHOTO_PATTERN,
  REVIEW_PHOTO_WIDTHS,
  REVIEW_PRODUCT_NOT_FOUND_MESSAGE,
  reviewPhotoUrl,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_FILES_MESSAGE,
  UPLOAD_UNEXPECTED_FIELD_MESSAGE,
  uploadNotAPictureMessage,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { DEMO_SHOPPER, DEMO_SHOPPER_NOT_BOUGHT, demoShopperPurchases } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { hasPurchased } from '../../src/orders/purchases.ts'
import { REVIEW_WRITE_LIMITS } from '../../src/reviews/routes.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

interface FilePart {
  field?: string
  name: string
  type: string
  body: Uint8Array
}

/** A multipart/form-data body, built by hand so the test controls every byte the server reads. */
function multipart(parts: Array<FilePart | { field: string; value: string }>) {
  const boundary = `----haat${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      )
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'images'}"; filename="${part.name}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        Buffer.from(part.body),
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A small JPEG that carries a camera make, a GPS position and an orientation of 90 degrees. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'HaatCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 7/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 50/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88])

type Counts = [number, number, number, number, number]

describe.each(testTargets)('ratings, reviews and review photos on $name', ({ name }) => {
  let t: AuthTestApp
  let token: string
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)

  const counts = async (productId: string): Promise<Counts> => {
    const [row] = await rows<{ c: number[] }>(
      sql`select array[one_rating, two_rating, three_rating, four_rating, five_rating] as c
          from products where id = ${productId}`,
    )
    return (row?.c ?? []).map(Number) as Counts
  }
  const reviewPhotoCount = async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from media where key like 'r/%'`)
    return Number(row?.n)
  }
  const rate = (body: Record<string, unknown>, withToken: string | null = token) =>
    t.call({ url: '/api/add-rating', body, token: withToken ?? undefined })
  const upload = (parts: Parameters<typeof multipart>[0], withToken: string | null = token) => {
    const { payload, contentType } = multipart(parts)
    return t.app.inject({
      method: 'POST',
      url: '/api/upload-images',
      payload,
      headers: {
        'content-type': contentType,
        ...(withToken ? { authorization: `Bearer ${withToken}` } : {}),
      },
    })
  }

  /** A shopper of their own who has received `productIds` (a delivered order), with a live session. */
  async function buyer(id: string, productIds: string[]): Promise<string> {
    const db = t.database.db
    await db.execute(
      sql`insert into users (id, name, referral_code) values (${id}, 'Test Buyer', ${`REF${id}`})`,
    )
    await db.execute(
      sql`insert into parent_orders (id, user_id, payment_mode, items_total_paise, ship_to)
          values (${`P${id}`}, ${id}, 'COD', 100, '{}'::jsonb)`,
    )
    const [seller] = await rows<{ seller_id: string }>(
      sql`select seller_id from products where id = ${productIds[0] ?? ''}`,
    )
    await db.execute(
      sql`insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise, expected_delivery_date)
          values (${`O${id}`}, ${`P${id}`}, ${id}, ${seller?.seller_id ?? ''}, 3, 100, now())`,
    )
    for (const [i, productId] of productIds.entries()) {
      await db.execute(
        sql`insert into order_items (id, order_id, product_id, product_name, product_image, unit_price_paise,
              mrp_paise, quantity, status)
            values (${`I${id}${i}`}, ${`O${id}`}, ${productId}, 'x', '', 100, 100, 1, 3)`,
      )
    }
    return (await createSession(db, id, t.clock)).token
  }

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
    token = (await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)).token
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  describe('the seed', () => {
    it('gives the demo shopper delivered orders of demoShopperPurchases.delivered and one processing', async () => {
      for (const id of demoShopperPurchases.delivered) {
        expect(await hasPurchased(t.database.db, DEMO_SHOPPER.id, id)).toBe(true)
      }
      for (const id of [...demoShopperPurchases.processing, DEMO_SHOPPER_NOT_BOUGHT]) {
        expect(await hasPurchased(t.database.db, DEMO_SHOPPER.id, id)).toBe(false)
      }
      const statuses = await rows<{ status: number; n: number }>(
        sql`select status, count(*)::int as n from orders where user_id = ${DEMO_SHOPPER.id} group by status`,
      )
      expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toMatchObject({ 0: 1 })
      expect(statuses.find((s) => s.status === 3)?.n).toBeGreaterThanOrEqual(3)
    })

    it('writes reviews that never outnumber a product star count, with names, titles and some photos', async () => {
      const over = await rows<{ id: string }>(
        sql`select p.id from products p join product_reviews r on r.product_id = p.id
            group by p.id, p.one_rating, p.two_rating, p.three_rating, p.four_rating, p.five_rating
            having count(*) filter (where r.rating = 1) > p.one_rating
                or count(*) filter (where r.rating = 2) > p.two_rating
                or count(*) filter (where r.rating = 3) > p.three_rating
                or count(*) filter (where r.rating = 4) > p.four_rating
                or count(*) filter (where r.rating = 5) > p.five_rating`,
      )
      expect(over).toEqual([])
      const [summary] = await rows<{ n: number; photos: number; products: number; titles: number }>(
        sql`select count(*)::int as n, count(*) filter (where jsonb_array_length(media) > 0)::int as photos,
              count(distinct product_id)::int as products, count(distinct review)::int as titles
            from product_reviews`,
      )
      expect(summary?.n).toBeGreaterThan(100)
      expect(summary?.photos).toBeGreaterThan(5)
      expect(summary?.products).toBeGreaterThan(50)
      expect(summary?.titles).toBeGreaterThan(15)
    })
  })

  describe('GET /api/get-product-reviews', () => {
    let productId: string
    let total: number

    beforeAll(async () => {
      const [top] = await rows<{ product_id: string; n: number }>(
        sql`select product_id, count(*)::int as n from product_reviews group by product_id
            order by count(*) desc, product_id limit 1`,
      )
      productId = top?.product_id ?? ''
      total = Number(top?.n)
      expect(total).toBeGreaterThanOrEqual(6)
    })

    it('answers the reviews newest first, paged without overlap, each with its reviewer and date', async () => {
      const first = await t.call({
        method: 'GET',
        url: `/api/get-product-reviews?productId=${productId}&limit=3`,
      })
      expect(first.statusCode).toBe(200)
      const page1 = first.json()
      expect(page1).toMatchObject({ total, page: 1, limit: 3 })
      expect(page1.reviews).toHaveLength(3)
      const page2 = (
        await t.call({ method: 'GET', url: `/api/get-product-reviews?productId=${productId}&limit=3&page=2` })
      ).json()
      const all = [...page1.reviews, ...page2.reviews]
      expect(new Set(all.map((review: { id: string }) => review.id)).size).toBe(all.length)
      const seconds = all.map((review: { date: { _seconds: number } }) => review.date._seconds)
      expect(seconds).toEqual([...seconds].sort((a, b) => b - a))
      for (const review of all) {
        expect(review.productId).toBe(productId)
        expect(review.userDetails.name).toMatch(/^\S+ \S\.$/)
        expect(review.review.length).toBeGreaterThan(0)
        expect(Array.isArray(review.mediaUrl)).toBe(true)
      }
      // The whole list in one page, up to the maximum.
      const everything = (
        await t.call({
          method: 'GET',
          url: `/api/get-product-reviews?productId=${productId}&limit=${PRODUCT_REVIEWS_MAX_LIMIT}`,
        })
      ).json()
      expect(everything.reviews).toHaveLength(Math.min(total, PRODUCT_REVIEWS_MAX_LIMIT))
    })

    it('filters by stars, refuses a page over the maximum and answers 404 for an unknown product', async () => {
      const [star] = await rows<{ rating: number; n: number }>(
        sql`select rating, count(*)::int as n from product_reviews where product_id = ${productId}
            group by rating order by count(*) desc, rating limit 1`,
      )
      const filtered = (
        await t.call({
          method: 'GET',
          url: `/api/get-product-reviews?productId=${productId}&rating=${star?.rating}`,
        })
      ).json()
      expect(filtered.total).toBe(star?.n)
      expect(filtered.reviews.every((review: { rating: number }) => review.rating === star?.rating)).toBe(
        true,
      )

      for (const query of [`limit=${PRODUCT_REVIEWS_MAX_LIMIT + 1}`, 'rating=6', 'rating=0', 'page=0']) {
        const bad = await t.call({
          method: 'GET',
          url: `/api/get-product-reviews?productId=${productId}&${query}`,
        })
        expect(bad.statusCode, query).toBe(400)
      }
      const missing = await t.call({ method: 'GET', url: '/api/get-product-reviews?productId=NoSuchProduct' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ message: REVIEW_PRODUCT_NOT_FOUND_MESSAGE })
    })
  })

  describe('POST /api/add-rating', () => {
    const [bought, second] = demoShopperPurchases.delivered

    it('needs a session (401)', async () => {
      const res = await rate({ productId: bought, rating: 5, review: 'Great' }, null)
      expect(res.statusCode).toBe(401)
    })

    it('refuses a product the shopper has not received (403), also one still on its way', async () => {
      const before = await counts(DEMO_SHOPPER_NOT_BOUGHT)
      for (const productId of [DEMO_SHOPPER_NOT_BOUGHT, ...demoShopperPurchases.processing]) {
        const res = await rate({ productId, rating: 4, review: 'Nice' })
        expect(res.statusCode, productId).toBe(403)
        expect(res.json()).toEqual({ message: RATING_NOT_PURCHASED_MESSAGE })
      }
      expect(await counts(DEMO_SHOPPER_NOT_BOUGHT)).toEqual(before)
      const missing = await rate({ productId: 'NoSuchProduct', rating: 4, review: 'Nice' })
      expect(missing.statusCode).toBe(404)
    })

    it('stores a rating, and a second one replaces it, moving one count from the old stars to the new', async () => {
      const start = await counts(bought as string)
      const first = await rate({
        productId: bought,
        rating: 2,
        review: 'Heats up',
        comment: 'Gets warm while charging.\nOtherwise fine.',
        // Accepted and ignored: who rates comes from the session, the product's facts from the database.
        customerId: 'SomeoneElse00000001',
        sellerId: 'x',
        brandId: 'y',
        category: 'z',
        reference: 'product-page',
      })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({ message: RATING_ADDED_MESSAGE, updated: false })
      const afterFirst = await counts(bought as string)
      expect(afterFirst).toEqual(start.map((n, i) => (i === 1 ? n + 1 : n)))

      const again = await rate({ productId: bought, rating: 5, review: 'Better after an update' })
      expect(again.json()).toEqual({ message: RATING_UPDATED_MESSAGE, updated: true })
      expect(await counts(bought as string)).toEqual(start.map((n, i) => (i === 4 ? n + 1 : n)))

      const mine = await rows<{ user_id: string; rating: number; review: string; comment: string }>(
        sql`select user_id, rating, review, comment from product_reviews where product_id = ${bought}
            and user_id in (${DEMO_SHOPPER.id}, 'SomeoneElse00000001')`,
      )
      expect(mine).toEqual([
        { user_id: DEMO_SHOPPER.id, rating: 5, review: 'Better after an update', comment: '' },
      ])
      const listed = (
        await t.call({ method: 'GET', url: `/api/get-product-reviews?productId=${bought}` })
      ).json()
      expect(listed.reviews[0]).toMatchObject({
        rating: 5,
        review: 'Better after an update',
        userDetails: { name: 'Aarav S.' },
      })
    })

    it('counts every rating exactly once when several arrive at the same time', async () => {
      const productId = second as string
      const start = await counts(productId)
      const tokens = await Promise.all(
        ['ConcurrentBuyer00001', 'ConcurrentBuyer00002', 'ConcurrentBuyer00003'].map((id) =>
          buyer(id, [productId]),
        ),
      )
      // Three shoppers at once, and one of them twice more at the same moment.
      const answers = await Promise.all([
        rate({ productId, rating: 1, review: 'One' }, tokens[0]),
        rate({ productId, rating: 3, review: 'Three' }, tokens[1]),
        rate({ productId, rating: 4, review: 'Four' }, tokens[2]),
        rate({ productId, rating: 5, review: 'Five' }, tokens[2]),
        rate({ productId, rating: 2, review: 'Two' }, tokens[2]),
      ])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
      const end = await counts(productId)
      const [third] = await rows<{ rating: number }>(
        sql`select rating from product_reviews where product_id = ${productId} and user_id = 'ConcurrentBuyer00003'`,
      )
      const expected = [...start] as Counts
      for (const stars of [1, 3, Number(third?.rating)]) expected[stars - 1] = (expected[stars - 1] ?? 0) + 1
      expect(end).toEqual(expected)
      expect(end.reduce((a, b) => a + b, 0)).toBe(start.reduce((a, b) => a + b, 0) + 3)
    })

    it('accepts only photos we stored from an upload', async () => {
      const [, , third] = demoShopperPurchases.delivered
      for (const url of [
        '/media/p/laptop-3.svg',
        'https://elsewhere.example/photo.webp',
        '/media/r/AAAAAAAAAAAAAAAAAAAAAAAA-1600.webp',
        '/media/r/../p/laptop-3.svg',
      ]) {
        const res = await rate({ productId: third, rating: 4, review: 'Photos', mediaUrl: [url] })
        expect(res.statusCode, url).toBe(400)
        expect(res.json(), url).toEqual({ message: REVIEW_MEDIA_NOT_OURS_MESSAGE })
      }
      const uploaded = await upload([{ name: 'ok.jpg', type: 'image/jpeg', body: await jpegWithGps() }])
      const [url] = uploaded.json().imageUrls
      const ok = await rate({
        productId: third,
        rating: 4,
        review: 'Photos',
        mediaUrl: [url, { type: 'image', url }],
      })
      expect(ok.statusCode).toBe(200)
      const listed = (
        await t.call({ method: 'GET', url: `/api/get-product-reviews?productId=${third}` })
      ).json()
      expect(listed.reviews[0].mediaUrl).toEqual([{ type: 'image', url }])
    })
  })

  describe('POST /api/upload-images', () => {
    it('needs a session (401) and keeps nothing', async () => {
      const before = await reviewPhotoCount()
      const res = await upload([{ name: 'a.jpg', type: 'image/jpeg', body: await jpegWithGps() }], null)
      expect(res.statusCode).toBe(401)
      expect(await reviewPhotoCount()).toBe(before)
    })

    it('stores every width as WebP, upright, without the EXIF and GPS data the camera wrote', async () => {
      const original = await jpegWithGps()
      const meta = await sharp(original).metadata()
      expect(meta.exif?.includes(GPS_IFD_POINTER)).toBe(true)
      expect(meta.orientation).toBe(6)

      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer()
      const res = await upload([
        { name: 'holiday.jpg', type: 'image/jpeg', body: original },
        { name: 'wide.png', type: 'image/png', body: png },
      ])
      expect(res.statusCode).toBe(200)
      const { imageUrls } = res.json() as { imageUrls: string[] }
      expect(imageUrls).toHaveLength(2)
      for (const url of imageUrls) expect(url).toMatch(REVIEW_PHOTO_PATTERN)

      const fetched = await t.app.inject({ url: imageUrls[0] as string })
      expect(fetched.statusCode).toBe(200)
      expect(fetched.headers['content-type']).toBe('image/webp')
      expect(fetched.headers['cache-control']).toMatch(/max-age=31536000/)
      const stored = await sharp(fetched.rawPayload).metadata()
      expect(stored.format).toBe('webp')
      expect(stored.exif).toBeUndefined()
      expect(stored.xmp).toBeUndefined()
      expect(fetched.rawPayload.includes(Buffer.from('HaatCam'))).toBe(false)
      // Turned by its orientation: 64 x 48 stored as 48 x 64.
      expect([stored.width, stored.height]).toEqual([48, 64])

      // Every width of the wide picture, each at most that width, the largest capped at 1600.
      for (const width of REVIEW_PHOTO_WIDTHS) {
        const one = await t.app.inject({ url: reviewPhotoUrl(imageUrls[1] as string, width) })
        expect(one.statusCode).toBe(200)
        expect((await sharp(one.rawPayload).metadata()).width).toBe(width)
      }
    })

    it('refuses a text file named .jpg (by its bytes) and keeps nothing of the request', async () => {
      const before = await reviewPhotoCount()
      const res = await upload([
        { name: 'good.jpg', type: 'image/jpeg', body: await jpegWithGps() },
        { name: 'notes.jpg', type: 'image/jpeg', body: Buffer.from('These are my notes, not a picture.\n') },
      ])
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: uploadNotAPictureMessage(2) })
      expect(await reviewPhotoCount()).toBe(before)
    })

    it('refuses too many files, a file over 5 MB and any other field, keeping nothing', async () => {
      const before = await reviewPhotoCount()
      const jpeg = await jpegWithGps()
      const six = await upload(
        Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg', body: jpeg })),
      )
      expect(six.statusCode).toBe(413)
      expect(six.json()).toEqual({ message: UPLOAD_TOO_MANY_FILES_MESSAGE })

      const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)])
      const large = await upload([
        { name: 'ok.jpg', type: 'image/jpeg', body: jpeg },
        { name: 'big.jpg', type: 'image/jpeg', body: big },
      ])
      expect(large.statusCode).toBe(413)
      expect(large.json()).toEqual({ message: UPLOAD_TOO_LARGE_MESSAGE })

      const field = await upload([
        { name: 'ok.jpg', type: 'image/jpeg', body: jpeg },
        { field: 'note', value: 'hi' },
      ])
      expect(field.statusCode).toBe(400)
      expect(field.json()).toEqual({ message: UPLOAD_UNEXPECTED_FIELD_MESSAGE })
      const otherFile = await upload([{ field: 'photo', name: 'ok.jpg', type: 'image/jpeg', body: jpeg }])
      expect(otherFile.statusCode).toBe(400)

      expect(await reviewPhotoCount()).toBe(before)
    })

    it('counts uploads per shopper and answers 429 past the hourly limit', async () => {
      const own = await buyer('UploadLimitBuyer0001', [DEMO_SHOPPER_NOT_BOUGHT])
      const notes = [{ name: 'notes.jpg', type: 'image/jpeg', body: Buffer.from('not a picture') }]
      for (let i = 0; i < REVIEW_WRITE_LIMITS.upload.limit; i++) {
        expect((await upload(notes, own)).statusCode).toBe(400)
      }
      const over = await upload(notes, own)
      expect(over.statusCode).toBe(429)
      expect(over.headers['retry-after']).toBeDefined()
      // Another shopper is not held back.
      expect((await upload(notes)).statusCode).toBe(400)
    })

    it('is the only route that reads multipart bodies', async () => {
      const { payload, contentType } = multipart([{ field: 'productId', value: 'x' }])
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/add-rating',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(415)
    })
  })
})
