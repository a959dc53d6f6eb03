import {
  type Answer,
  CONTROL_CHARACTERS_MESSAGE,
  PRODUCT_ID_INVALID_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_REPORT_ISSUE_MESSAGE,
  PRODUCT_REPORT_RECEIVED_MESSAGE,
  QUESTION_ADDED_MESSAGE,
  QUESTION_MAX,
  QUESTION_TOO_LONG_MESSAGE,
  QUESTION_TOO_SHORT_MESSAGE,
  RECENT_VISITS_TOO_MANY_MESSAGE,
  RECENTLY_VIEWED_MAX,
  routes,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { DEMO_SHOPPER, demoShopperPurchases, seedIfEmpty } from '../../src/db/seed/index.ts'
import { DEMO_SHOPPER_NOT_BOUGHT } from '../../src/db/seed/orders.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { AUTH_TEST_PRODUCTS, type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

const url = (name: keyof typeof routes) => `/api${routes[name].path}`
const detailsUrl = (pId: string) => `${url('productDetails')}?pId=${encodeURIComponent(pId)}`
const questionsUrl = (productId: string) =>
  `${url('productQuestions')}?productId=${encodeURIComponent(productId)}`

describe.each(testTargets)('product page calls on $name', ({ name }) => {
  let t: AuthTestApp
  let productIds: string[]
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)
  let shoppers = 0
  /** A new shopper with a live session and nothing visited. */
  async function newShopper(): Promise<{ id: string; token: string }> {
    shoppers += 1
    const id = `ProductShopper${name}${shoppers}`
    await t.database.db
      .insert(users)
      .values({ id, name: 'Kavya Ramesh Menon', referralCode: `PROD${name}${shoppers}` })
    return { id, token: (await createSession(t.database.db, id, t.clock)).token }
  }
  const get = (path: string, token?: string) => t.call({ method: 'GET', url: path, token })
  const visitsOf = async (token: string) => {
    const response = await get(url('recentVisits'), token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<Answer<'recentVisits'>>().map((product) => product.productId)
  }

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
    productIds = (await rows<{ id: string }>(sql`select id from products order by id limit 14`)).map(
      (row) => row.id,
    )
    expect(productIds).toHaveLength(14)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  describe('getProductInnerDetails', () => {
    it("answers every field of the product in rupees, with its brand, seller, category path and the server's average", async () => {
      const [product] = await rows<{ id: string; category_id: string }>(
        sql`select id, category_id from products where tier_prices <> '[]'::jsonb order by id limit 1`,
      )
      if (!product) throw new Error('the seed has no product with tier prices')
      // Counts whose average needs rounding: (1*1 + 2*0 + 3*2 + 4*0 + 5*4) / 7 = 27 / 7 = 3.857...
      await t.database.db.execute(
        sql`update products set one_rating = 1, two_rating = 0, three_rating = 2, four_rating = 0, five_rating = 4,
              price_paise = 129900, offer_price_paise = 99950, selling_price_paise = 99950,
              tier_prices = '[{"range":"10-49","discountPricePaise":94950}]'::jsonb
            where id = ${product.id}`,
      )
      const response = await get(detailsUrl(product.id))
      expect(response.statusCode).toBe(200)
      const { productDetails: d, purchased } = response.json<Answer<'productDetails'>>()
      expect(purchased).toBe(false)
      expect(d.productId).toBe(product.id)
      expect([d.price, d.offerPrice, d.sellingPrice]).toEqual([1299, 999.5, 999.5])
      expect(d.discountPercentage).toBe(23)
      expect(d.tirePrice).toEqual([{ range: '10-49', discountPrice: 949.5 }])
      expect(d.averageRating).toBe(3.9)
      expect(d.ratingCount).toBe(7)
      expect([d.oneRating, d.threeRating, d.fiveRating]).toEqual([1, 2, 4])

      const [db] = await rows<Record<string, unknown>>(
        sql`select p.*, b.name as brand_name, s.name as seller_name, s.store_name
            from products p join brands b on b.id = p.brand_id join sellers s on s.id = p.seller_id
            where p.id = ${product.id}`,
      )
      if (!db) throw new Error('product vanished')
      expect(d).toMatchObject({
        name: db.name,
        description: db.description,
        imageUrls: db.image_urls,
        stock: db.stock,
        keyFeatures: db.key_features,
        features: db.features,
        tcin: db.tcin,
        origin: db.origin,
        weight: db.weight,
        brandId: db.brand_id,
        sellerId: db.seller_id,
        category: db.category_id,
        b2cMaxQty: db.b2c_max_qty,
        b2bMaxQty: db.b2b_max_qty,
        bestSeller: db.is_best_seller,
        sponsored: db.sponsored,
        purchaseLimit: db.purchase_limit,
        branded: db.branded,
        cashOnDelivery: db.cash_on_delivery,
        minimumQuantity: db.minimum_quantity,
        oneYearWarrenty: db.one_year_warrenty,
        noWarrenty: db.no_warrenty,
        sevenDaysReplacement: db.seven_days_replacement,
        nonReturnableItem: db.non_returnable_item,
        sevenDaysReturnable: db.seven_days_returnable,
      })
      expect(d.brandDetails).toMatchObject({ brandId: db.brand_id, brandName: db.brand_name })
      expect(d.sellerDetails).toMatchObject({
        sellerId: db.seller_id,
        name: db.seller_name,
        storedetails: { storename: db.store_name },
      })
      // The breadcrumbs: top level first, ending at the product's own category.
      expect(d.categoryPath.length).toBeGreaterThanOrEqual(1)
      expect(d.categoryPath.at(-1)?.id).toBe(product.category_id)
      const [top] = d.categoryPath
      const [topRow] = await rows<{ parent_category: string }>(
        sql`select parent_category from categories where id = ${top?.id ?? ''}`,
      )
      expect(topRow?.parent_category).toBe(top?.id)
    })

    it('answers an average of 0 for a product nobody rated', async () => {
      const id = productIds[13] as string
      await t.database.db.execute(
        sql`update products set one_rating = 0, two_rating = 0, three_rating = 0, four_rating = 0, five_rating = 0
            where id = ${id}`,
      )
      const d = (await get(detailsUrl(id))).json<Answer<'productDetails'>>().productDetails
      expect([d.averageRating, d.ratingCount]).toEqual([0, 0])
    })

    it("a visitor's answer may be cached (revalidated, with an ETag); a shopper's never is", async () => {
      const id = productIds[0] as string
      const visitor = await get(detailsUrl(id))
      expect(visitor.headers['cache-control']).toBe('public, no-cache')
      expect(visitor.headers.vary).toMatch(/authorization/i)
      const etag = visitor.headers.etag as string
      expect(etag).toBeTruthy()
      const again = await t.app.inject({
        method: 'GET',
        url: detailsUrl(id),
        headers: { 'if-none-match': etag },
      })
      expect(again.statusCode).toBe(304)

      const shopper = await newShopper()
      const signedIn = await get(detailsUrl(id), shopper.token)
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.headers['cache-control']).toBe('private, no-store')
      expect(signedIn.headers.vary).toMatch(/authorization/i)
      expect(signedIn.headers.etag).toBeUndefined()
    })

    it('says purchased only for a signed-in shopper who received the product', async () => {
      const bought = demoShopperPurchases.delivered[0]
      const { token } = await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)
      const mine = await get(detailsUrl(bought), token)
      expect(mine.json<Answer<'productDetails'>>().purchased).toBe(true)
      // Ordered but not delivered yet, and never ordered: not purchased.
      const processing = await get(detailsUrl(demoShopperPurchases.processing[0]), token)
      expect(processing.json<Answer<'productDetails'>>().purchased).toBe(false)
      const other = await get(detailsUrl(DEMO_SHOPPER_NOT_BOUGHT), token)
      expect(other.json<Answer<'productDetails'>>().purchased).toBe(false)
      // The same product for a visitor and for another shopper.
      expect((await get(detailsUrl(bought))).json<Answer<'productDetails'>>().purchased).toBe(false)
      const stranger = await newShopper()
      expect((await get(detailsUrl(bought), stranger.token)).json<Answer<'productDetails'>>().purchased).toBe(
        false,
      )
      // The specification's customerId is ignored: naming the demo shopper does not borrow their purchase.
      const borrowed = await get(`${detailsUrl(bought)}&customerId=${DEMO_SHOPPER.id}`, stranger.token)
      expect(borrowed.json<Answer<'productDetails'>>().purchased).toBe(false)
    })

    it('answers a dead or unknown token as a visitor would be answered (no visit recorded)', async () => {
      const response = await get(detailsUrl(productIds[1] as string), 'not-a-live-token')
      expect(response.statusCode).toBe(200)
      expect(response.json<Answer<'productDetails'>>().purchased).toBe(false)
      expect(response.headers['cache-control']).toBe('public, no-cache')
    })

    it('answers 404 with a message for an unknown product, and 400 for a malformed id', async () => {
      const unknown = await get(detailsUrl('NoSuchProduct000000'))
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
      for (const bad of ['../etc', 'x'.repeat(65), "1' or '1'='1", 'a b']) {
        const response = await get(detailsUrl(bad))
        expect(response.statusCode, bad).toBe(400)
        expect(response.json().message, bad).toContain(PRODUCT_ID_INVALID_MESSAGE)
      }
      const missing = await get(url('productDetails'))
      expect(missing.statusCode).toBe(400)
      const nul = await get(detailsUrl('abc\u0000'))
      expect(nul.statusCode).toBe(400)
      expect(nul.json()).toEqual({ message: CONTROL_CHARACTERS_MESSAGE })
    })
  })

  describe('recent visits', () => {
    it('records a signed-in visit, newest first, once per product, and keeps only the newest ten', async () => {
      const shopper = await newShopper()
      for (const id of productIds.slice(0, 12)) {
        t.clock.advance(1000)
        expect((await get(detailsUrl(id), shopper.token)).statusCode).toBe(200)
      }
      const expected = productIds.slice(2, 12).reverse()
      expect(await visitsOf(shopper.token)).toEqual(expected)
      const [stored] = await rows<{ n: number }>(
        sql`select count(*)::int as n from recent_visits where user_id = ${shopper.id}`,
      )
      expect(stored?.n).toBe(RECENTLY_VIEWED_MAX)
      // A repeat visit moves the product to the head without a second row.
      t.clock.advance(1000)
      await get(detailsUrl(productIds[5] as string), shopper.token)
      const after = await visitsOf(shopper.token)
      expect(after[0]).toBe(productIds[5])
      expect(after).toHaveLength(RECENTLY_VIEWED_MAX)
      expect(new Set(after).size).toBe(RECENTLY_VIEWED_MAX)
    })

    it('records nothing, and trims nothing, for a product the catalogue lacks (404)', async () => {
      const shopper = await newShopper()
      for (const id of productIds.slice(0, RECENTLY_VIEWED_MAX)) {
        t.clock.advance(1000)
        await get(detailsUrl(id), shopper.token)
      }
      t.clock.advance(1000)
      const unknown = await get(detailsUrl('NoSuchProduct000000'), shopper.token)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
      expect(await visitsOf(shopper.token)).toEqual(productIds.slice(0, RECENTLY_VIEWED_MAX).reverse())
    })

    it("does not wait for a visit row another of the shopper's pages holds (two pages at once never deadlock)", async () => {
      // Only a server runs two statements at once; PGlite runs one at a time.
      if (name !== 'postgres') return
      const shopper = await newShopper()
      for (const id of productIds.slice(0, RECENTLY_VIEWED_MAX)) {
        t.clock.advance(1000)
        await get(detailsUrl(id), shopper.token)
      }
      const oldest = productIds[0] as string
      t.clock.advance(1000)
      // Another page of the same shopper, mid-way, holds the oldest row (the one this visit would trim).
      await t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from recent_visits where user_id = ${shopper.id} and product_id = ${oldest} for update`,
        )
        const answer = await Promise.race([
          get(detailsUrl(productIds[RECENTLY_VIEWED_MAX] as string), shopper.token),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
        ])
        expect(answer === 'waited' ? answer : answer.statusCode).toBe(200)
      })
      // The next visit trims what was skipped.
      t.clock.advance(1000)
      await get(detailsUrl(productIds[RECENTLY_VIEWED_MAX + 1] as string), shopper.token)
      const [stored] = await rows<{ n: number }>(
        sql`select count(*)::int as n from recent_visits where user_id = ${shopper.id}`,
      )
      expect(stored?.n).toBe(RECENTLY_VIEWED_MAX)
    })

    it("are the session's own: another shopper and a visitor leave no trace in them", async () => {
      const first = await newShopper()
      const second = await newShopper()
      await get(detailsUrl(productIds[0] as string), first.token)
      await get(detailsUrl(productIds[1] as string))
      expect(await visitsOf(first.token)).toEqual([productIds[0]])
      expect(await visitsOf(second.token)).toEqual([])
      const [visitorRows] = await rows<{ n: number }>(
        sql`select count(*)::int as n from recent_visits where product_id = ${productIds[1] as string}
              and user_id like ${`ProductShopper${name}%`} and user_id in (${first.id}, ${second.id})`,
      )
      expect(visitorRows?.n).toBe(0)
    })

    it('merges a device list at the head in its order, skips unknown ids, and keeps ten', async () => {
      const shopper = await newShopper()
      for (const id of productIds.slice(0, 8)) {
        t.clock.advance(1000)
        await get(detailsUrl(id), shopper.token)
      }
      t.clock.advance(1000)
      const device = [productIds[12], productIds[11], 'NoSuchProduct000000', productIds[3], productIds[10]]
      const response = await t.call({
        url: url('addRecentVisits'),
        body: { productIds: device },
        token: shopper.token,
      })
      expect(response.statusCode).toBe(200)
      const merged = response.json<Answer<'addRecentVisits'>>().map((p) => p.productId)
      const head = [productIds[12], productIds[11], productIds[3], productIds[10]]
      const rest = productIds
        .slice(0, 8)
        .reverse()
        .filter((id) => !head.includes(id))
      expect(merged).toEqual([...head, ...rest].slice(0, RECENTLY_VIEWED_MAX))
      expect(await visitsOf(shopper.token)).toEqual(merged)
    })

    it('refuses more than ten ids, malformed ids and a missing token', async () => {
      const shopper = await newShopper()
      const tooMany = await t.call({
        url: url('addRecentVisits'),
        body: { productIds: productIds.slice(0, 11) },
        token: shopper.token,
      })
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json().message).toContain(RECENT_VISITS_TOO_MANY_MESSAGE)
      const bad = await t.call({
        url: url('addRecentVisits'),
        body: { productIds: ['a b'] },
        token: shopper.token,
      })
      expect(bad.statusCode).toBe(400)
      expect(await visitsOf(shopper.token)).toEqual([])
      expect((await t.call({ url: url('addRecentVisits'), body: { productIds: [] } })).statusCode).toBe(401)
      expect((await get(url('recentVisits'))).statusCode).toBe(401)
      expect((await get(url('recentVisits'), 'not-a-live-token')).statusCode).toBe(401)
    })
  })

  describe('questions and answers', () => {
    it('answers the seeded questions newest first, sellers named by their store, shoppers by first name and initial', async () => {
      const [busy] = await rows<{ product_id: string; n: number }>(
        sql`select q.product_id, count(*)::int as n from product_questions q
            where q.product_id in (select q2.product_id from product_questions q2
              join product_answers a on a.question_id = q2.id where a.seller_id is not null)
            group by q.product_id order by count(*) desc, q.product_id limit 1`,
      )
      if (!busy) throw new Error('the seed has no question answered by a seller')
      const response = await get(questionsUrl(busy.product_id))
      expect(response.statusCode).toBe(200)
      const { questions, total } = response.json<Answer<'productQuestions'>>()
      expect(total).toBe(busy.n)
      expect(questions).toHaveLength(busy.n)
      const times = questions.map((q) => q.date._seconds)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      const sellerAnswers = questions.flatMap((q) => q.answers).filter((a) => a.seller)
      expect(sellerAnswers.length).toBeGreaterThan(0)
      const [store] = await rows<{ name: string }>(
        sql`select coalesce(s.store_name, s.name) as name from products p join sellers s on s.id = p.seller_id
            where p.id = ${busy.product_id}`,
      )
      for (const answer of sellerAnswers) expect(answer.by).toBe(store?.name)
      for (const q of questions) expect(q.customerDetails.name).toMatch(/^\S+ \S\.$/)
    })

    it('answers an empty list for a product without questions, 404 for an unknown one, 400 for a malformed id', async () => {
      const [quiet] = await rows<{ id: string }>(
        sql`select p.id from products p where not exists (select 1 from product_questions q where q.product_id = p.id)
            order by p.id limit 1`,
      )
      if (!quiet) throw new Error('every product has questions')
      expect((await get(questionsUrl(quiet.id))).json()).toEqual({ questions: [], total: 0 })
      const unknown = await get(questionsUrl('NoSuchProduct000000'))
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
      expect((await get(questionsUrl('a b'))).statusCode).toBe(400)
    })

    it('stores a signed-in question and shows it first, named by first name and initial', async () => {
      const shopper = await newShopper()
      const productId = productIds[4] as string
      const response = await t.call({
        url: url('addQuestion'),
        body: { productId, question: '  Does it come with a carry case?  ' },
        token: shopper.token,
      })
      expect(response.statusCode).toBe(200)
      const answer = response.json<Answer<'addQuestion'>>()
      expect(answer.message).toBe(QUESTION_ADDED_MESSAGE)
      expect(answer.question).toMatchObject({
        question: 'Does it come with a carry case?',
        answers: [],
        customerDetails: { name: 'Kavya M.' },
      })
      t.clock.advance(1000)
      const [newest] = (await get(questionsUrl(productId))).json<Answer<'productQuestions'>>().questions
      expect(newest?.id).toBe(answer.question.id)
      const [stored] = await rows<{ user_id: string }>(
        sql`select user_id from product_questions where id = ${answer.question.id}`,
      )
      expect(stored?.user_id).toBe(shopper.id)
    })

    it('refuses a question too short, too long, for an unknown product, or without a token', async () => {
      const shopper = await newShopper()
      const ask = (body: unknown, token: string | null = shopper.token) =>
        t.call({ url: url('addQuestion'), body, token: token ?? undefined })
      const productId = productIds[4] as string
      const short = await ask({ productId, question: '  Why?     ' })
      expect(short.statusCode).toBe(400)
      expect(short.json().message).toContain(QUESTION_TOO_SHORT_MESSAGE)
      const long = await ask({ productId, question: 'a'.repeat(QUESTION_MAX + 1) })
      expect(long.statusCode).toBe(400)
      expect(long.json().message).toContain(QUESTION_TOO_LONG_MESSAGE)
      expect((await ask({ productId, question: 'a'.repeat(QUESTION_MAX) })).statusCode).toBe(200)
      const unknown = await ask({ productId: 'NoSuchProduct000000', question: 'Is this available in blue?' })
      expect(unknown.statusCode).toBe(404)
      expect((await ask({ productId, question: 'Is this available in blue?' }, null)).statusCode).toBe(401)
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from product_questions where user_id = ${shopper.id}`,
      )
      expect(count?.n).toBe(1)
    })
  })

  describe('report-product', () => {
    it("stores a report with the shopper from the session, in the reports' stored spelling", async () => {
      const shopper = await newShopper()
      const productId = productIds[6] as string
      const response = await t.call({
        url: url('reportProduct'),
        body: { productId, issue: 'Incorrect Information', comments: 'The weight is wrong.\nIt says 2 kg.' },
        token: shopper.token,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: PRODUCT_REPORT_RECEIVED_MESSAGE })
      const other = await t.call({
        url: url('reportProduct'),
        body: { productId, issue: 'Copyright & Trademarks Violation' },
        token: shopper.token,
      })
      expect(other.statusCode).toBe(200)
      const stored = await rows<{ user_id: string; issue: string; comment: string }>(
        sql`select user_id, issue, comment from product_reports where product_id = ${productId} order by id`,
      )
      expect(stored).toEqual([
        {
          user_id: shopper.id,
          issue: 'Incorrect Informations',
          comment: 'The weight is wrong.\nIt says 2 kg.',
        },
        { user_id: shopper.id, issue: 'Copyright & Trademarks violation', comment: '' },
      ])
    })

    it('refuses an issue outside the four, an unknown product and a missing token', async () => {
      const shopper = await newShopper()
      const report = (body: unknown, token: string | null = shopper.token) =>
        t.call({ url: url('reportProduct'), body, token: token ?? undefined })
      const productId = productIds[7] as string
      const wrong = await report({ productId, issue: 'Incorrect Informations' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toContain(PRODUCT_REPORT_ISSUE_MESSAGE)
      expect((await report({ productId, issue: 'Others', comments: 'x'.repeat(1001) })).statusCode).toBe(400)
      expect((await report({ productId: 'NoSuchProduct000000', issue: 'Others' })).statusCode).toBe(404)
      expect((await report({ productId, issue: 'Others' }, null)).statusCode).toBe(401)
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from product_reports where product_id = ${productId}`,
      )
      expect(count?.n).toBe(0)
    })
  })

  describe('the demo questions', () => {
    it('are added once to a data folder that has none, the same ones every time', async () => {
      const ids = async () =>
        (await rows<{ id: string }>(sql`select id from product_questions order by id`)).map((row) => row.id)
      expect((await ids()).length).toBeGreaterThan(0)
      await t.database.db.execute(sql`delete from product_questions`)
      expect(await ids()).toEqual([])
      // A data folder seeded before questions existed: the catalogue stays, the questions are added.
      expect((await seedIfEmpty(t.database.db, { products: AUTH_TEST_PRODUCTS })).seeded).toBe(false)
      const upgraded = await ids()
      expect(upgraded.length).toBeGreaterThan(0)
      // Seeding again adds nothing; a folder that loses them again gets the very same ones back.
      await seedIfEmpty(t.database.db, { products: AUTH_TEST_PRODUCTS })
      expect(await ids()).toEqual(upgraded)
      await t.database.db.execute(sql`delete from product_questions`)
      await seedIfEmpty(t.database.db, { products: AUTH_TEST_PRODUCTS })
      expect(await ids()).toEqual(upgraded)
      const [answers] = await rows<{ seller: number; shopper: number }>(
        sql`select count(*) filter (where seller_id is not null)::int as seller,
              count(*) filter (where user_id is not null)::int as shopper from product_answers`,
      )
      expect(answers?.seller).toBeGreaterThan(0)
      expect(answers?.shopper).toBeGreaterThan(0)
    })
  })
})
