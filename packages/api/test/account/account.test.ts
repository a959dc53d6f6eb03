import {
  CONTROL_CHARACTERS_MESSAGE,
  MY_QUESTIONS_PAGE_SIZE,
  MY_REVIEW_NOT_FOUND_MESSAGE,
  MY_REVIEWS_PAGE_SIZE,
  type MyQuestionsAnswer,
  type MyReviewsAnswer,
  RATING_RANGE_MESSAGE,
  REFERRAL_REWARD_COINS,
  REVIEW_DELETED_MESSAGE,
  REVIEW_TITLE_REQUIRED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
  type ReferralsAnswer,
  TOKEN_MISSING_MESSAGE,
  type UpdateMyReviewAnswer,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referralSharePath } from '../../src/account/referrals.ts'
import { addCoinEntry } from '../../src/coins/ledger.ts'
import { selectRows } from '../../src/db/client.ts'
import { DEMO_FRIENDS } from '../../src/db/seed/demo-account.ts'
import { DEMO_SHOPPER, demoShopperPurchases, seedIfEmpty } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

type Counts = [number, number, number, number, number]

describe.each(testTargets)("My Account's reviews, questions and referrals on $name", ({ name }) => {
  let t: AuthTestApp
  let demoToken: string
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)

  const request = (method: InjectOptions['method'], url: string, token?: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    })
  const reviewsOk = async (token: string, page = 1) => {
    const response = await request('GET', `/api/get-my-reviews?page=${page}`, token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<MyReviewsAnswer>()
  }
  const update = (token: string, reviewId: string, body: unknown) =>
    request('PATCH', `/api/update-my-review/${encodeURIComponent(reviewId)}`, token, body)
  const remove = (token: string, reviewId: string) =>
    request('DELETE', `/api/delete-my-review/${encodeURIComponent(reviewId)}`, token)
  const counts = async (productId: string): Promise<Counts> => {
    const [row] = await rows<{ c: number[] }>(
      sql`select array[one_rating, two_rating, three_rating, four_rating, five_rating] as c
          from products where id = ${productId}`,
    )
    return (row?.c ?? []).map(Number) as Counts
  }
  const reviewRow = async (id: string) =>
    (
      await rows<{ rating: number; review: string; comment: string }>(
        sql`select rating, review, comment from product_reviews where id = ${id}`,
      )
    )[0]

  let serial = 0
  /** A shopper of their own with a live session; `referredBy` is the code they signed up with. */
  async function shopper(
    referredBy: string | null = null,
  ): Promise<{ id: string; code: string; token: string }> {
    serial += 1
    const id = `AccountTest${String(serial).padStart(9, '0')}`
    const code = `ACCT${serial}X`
    await t.database.db.execute(
      sql`insert into users (id, name, referral_code, referred_by)
          values (${id}, ${`Friend Number${serial}`}, ${code}, ${referredBy})`,
    )
    return { id, code, token: (await createSession(t.database.db, id, t.clock)).token }
  }

  /** A review by `userId` of `productId`, counted on the product as a rating is. */
  async function reviewBy(userId: string, productId: string, rating: number): Promise<string> {
    serial += 1
    const id = `AcctReview${String(serial).padStart(10, '0')}`
    await t.database.db.execute(
      sql`insert into product_reviews (id, product_id, user_id, rating, review, comment)
          values (${id}, ${productId}, ${userId}, ${rating}, 'Title', '')`,
    )
    const column = ['one_rating', 'two_rating', 'three_rating', 'four_rating', 'five_rating'][rating - 1]
    await t.database.db.execute(
      sql`update products set ${sql.raw(`${column} = ${column} + 1`)} where id = ${productId}`,
    )
    return id
  }

  /** An order of `userId` in `status` (3 is delivered). */
  async function orderOf(userId: string, status: number): Promise<void> {
    serial += 1
    const [product] = await rows<{ id: string; seller_id: string }>(
      sql`select id, seller_id from products limit 1`,
    )
    await t.database.db.execute(
      sql`insert into parent_orders (id, user_id, payment_mode, items_total_paise, ship_to)
          values (${`AP${serial}`}, ${userId}, 'COD', 100, '{}'::jsonb)`,
    )
    await t.database.db.execute(
      sql`insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise, expected_delivery_date)
          values (${`AO${serial}`}, ${`AP${serial}`}, ${userId}, ${product?.seller_id ?? ''}, ${status}, 100, now())`,
    )
  }

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
    demoToken = (await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)).token
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it('needs a session for every call (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/get-my-reviews'],
      ['PATCH', '/api/update-my-review/x'],
      ['DELETE', '/api/delete-my-review/x'],
      ['GET', '/api/get-my-questions'],
      ['GET', '/api/get-referrals'],
    ] as const) {
      const response = await request(
        method,
        url,
        undefined,
        method === 'PATCH' ? { rating: 4, review: 'x' } : undefined,
      )
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
  })

  describe('My Ratings & Reviews', () => {
    it("lists the demo shopper's seeded reviews, newest first, with each product's name and picture", async () => {
      const answer = await reviewsOk(demoToken)
      expect(answer.total).toBe(3)
      expect(answer.pageCount).toBe(1)
      expect(answer.reviews.map((review) => review.productId)).toEqual([
        demoShopperPurchases.delivered[2],
        demoShopperPurchases.delivered[3],
        demoShopperPurchases.delivered[4],
      ])
      const [names] = await rows<{ name: string; image: string }>(
        sql`select name, image_urls[1] as image from products where id = ${demoShopperPurchases.delivered[2]}`,
      )
      expect(answer.reviews[0]).toMatchObject({
        productName: names?.name,
        productImage: names?.image,
        rating: 4,
        review: 'Comfortable fit',
      })
      const seconds = answer.reviews.map((review) => review.date._seconds)
      expect([...seconds].sort((a, b) => b - a)).toEqual(seconds)
    })

    it('pages a long list without overlap and answers an empty list to a shopper who wrote none', async () => {
      const someone = await shopper()
      const products = await rows<{ id: string }>(
        sql`select id from products order by id limit ${MY_REVIEWS_PAGE_SIZE + 2}`,
      )
      for (const product of products) await reviewBy(someone.id, product.id, 4)
      const first = await reviewsOk(someone.token, 1)
      const second = await reviewsOk(someone.token, 2)
      expect(first.total).toBe(MY_REVIEWS_PAGE_SIZE + 2)
      expect(first.pageCount).toBe(2)
      expect(first.reviews).toHaveLength(MY_REVIEWS_PAGE_SIZE)
      expect(second.reviews).toHaveLength(2)
      const ids = [...first.reviews, ...second.reviews].map((review) => review.id)
      expect(new Set(ids).size).toBe(ids.length)
      const nobody = await shopper()
      expect(await reviewsOk(nobody.token)).toEqual({ reviews: [], page: 1, pageCount: 0, total: 0 })
      const bad = await request('GET', '/api/get-my-reviews?page=0', nobody.token)
      expect(bad.statusCode).toBe(400)
    })

    it('edits a review and moves one count from the old stars to the new, in the answer and the list', async () => {
      const someone = await shopper()
      const [product] = await rows<{ id: string }>(sql`select id from products order by id desc limit 1`)
      const productId = product?.id as string
      const reviewId = await reviewBy(someone.id, productId, 2)
      const before = await counts(productId)
      const response = await update(someone.token, reviewId, {
        rating: 5,
        review: '  Better after a week  ',
        comment: 'Line one\nLine two',
      })
      expect(response.statusCode, response.body).toBe(200)
      const answer = response.json<UpdateMyReviewAnswer>()
      expect(answer.message).toBe(REVIEW_UPDATED_MESSAGE)
      expect(answer.review).toMatchObject({ id: reviewId, rating: 5, review: 'Better after a week' })
      expect(await counts(productId)).toEqual(before.map((n, i) => (i === 1 ? n - 1 : i === 4 ? n + 1 : n)))
      expect((await reviewsOk(someone.token)).reviews[0]).toMatchObject({ id: reviewId, rating: 5 })
      // The same stars again: the counts stay.
      const again = await update(someone.token, reviewId, { rating: 5, review: 'Same stars' })
      expect(again.statusCode).toBe(200)
      expect((await reviewRow(reviewId))?.comment).toBe('')
      expect(await counts(productId)).toEqual(before.map((n, i) => (i === 1 ? n - 1 : i === 4 ? n + 1 : n)))
    })

    it('refuses bad input with 400 and its message, changing nothing', async () => {
      const [demo] = (await reviewsOk(demoToken)).reviews
      const id = demo?.id as string
      const productId = demo?.productId as string
      const before = { row: await reviewRow(id), counts: await counts(productId) }
      const cases: Array<[unknown, string]> = [
        [{ rating: 6, review: 'Too many' }, RATING_RANGE_MESSAGE],
        [{ rating: 0, review: 'Too few' }, RATING_RANGE_MESSAGE],
        [{ rating: 3.5, review: 'Half' }, RATING_RANGE_MESSAGE],
        [{ rating: 3, review: '   ' }, REVIEW_TITLE_REQUIRED_MESSAGE],
        [{ rating: 3, review: 'Bad\u0000byte' }, CONTROL_CHARACTERS_MESSAGE],
      ]
      for (const [body, message] of cases) {
        const response = await update(demoToken, id, body)
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(response.json<{ message: string }>().message).toContain(message)
      }
      const long = await update(demoToken, id, { rating: 3, review: 'x'.repeat(121) })
      expect(long.statusCode).toBe(400)
      expect({ row: await reviewRow(id), counts: await counts(productId) }).toEqual(before)
    })

    it("answers another shopper's review exactly as an unknown one (404) and leaves it untouched", async () => {
      const [demo] = (await reviewsOk(demoToken)).reviews
      const id = demo?.id as string
      const productId = demo?.productId as string
      const before = { row: await reviewRow(id), counts: await counts(productId) }
      const stranger = await shopper()
      const edits = await update(stranger.token, id, { rating: 1, review: 'Mine now' })
      const deletes = await remove(stranger.token, id)
      const unknownEdit = await update(stranger.token, 'NoSuchReview', { rating: 1, review: 'x' })
      const unknownDelete = await remove(stranger.token, 'NoSuchReview')
      for (const response of [edits, deletes, unknownEdit, unknownDelete]) {
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ message: MY_REVIEW_NOT_FOUND_MESSAGE })
      }
      expect({ row: await reviewRow(id), counts: await counts(productId) }).toEqual(before)
      expect((await reviewsOk(stranger.token)).total).toBe(0)
    })

    it("deletes a review, takes its stars off the product's counts, and a second delete finds nothing", async () => {
      const someone = await shopper()
      const [product] = await rows<{ id: string }>(
        sql`select id from products order by id desc limit 1 offset 1`,
      )
      const productId = product?.id as string
      const reviewId = await reviewBy(someone.id, productId, 3)
      const before = await counts(productId)
      const response = await remove(someone.token, reviewId)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ message: REVIEW_DELETED_MESSAGE, reviewId })
      expect(await counts(productId)).toEqual(before.map((n, i) => (i === 2 ? n - 1 : n)))
      expect(await reviewRow(reviewId)).toBeUndefined()
      const second = await remove(someone.token, reviewId)
      expect(second.statusCode).toBe(404)
      expect(await counts(productId)).toEqual(before.map((n, i) => (i === 2 ? n - 1 : n)))
    })

    it('takes a review off the counts once when it is deleted twice at the same moment, or edited meanwhile', async () => {
      const someone = await shopper()
      const [product] = await rows<{ id: string }>(
        sql`select id from products order by id desc limit 1 offset 2`,
      )
      const productId = product?.id as string
      const reviewId = await reviewBy(someone.id, productId, 4)
      const before = await counts(productId)
      const answers = await Promise.all([
        remove(someone.token, reviewId),
        remove(someone.token, reviewId),
        update(someone.token, reviewId, { rating: 1, review: 'Changed' }),
      ])
      const deleted = answers.slice(0, 2).filter((response) => response.statusCode === 200)
      expect(deleted).toHaveLength(1)
      expect(await reviewRow(reviewId)).toBeUndefined()
      // Whatever order they ran in, the review is gone and its stars (4, or 1 after the edit) with it.
      expect(await counts(productId)).toEqual(before.map((n, i) => (i === 3 ? n - 1 : n)))
    })
  })

  describe('My Question & Answers', () => {
    it('lists the questions the shopper asked, newest first, with the product and the answers oldest first', async () => {
      const response = await request('GET', '/api/get-my-questions', demoToken)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<MyQuestionsAnswer>()
      expect(answer.total).toBe(3)
      expect(answer.questions.map((question) => question.question)).toEqual([
        'Does the strap fit a small wrist?',
        'Is this atta stone-ground?',
        'Can it charge a laptop over USB-C?',
      ])
      const [waiting, atta, laptop] = answer.questions
      expect(waiting?.answers).toEqual([])
      expect(atta?.productId).toBe(demoShopperPurchases.delivered[5])
      expect(atta?.answers.map((a) => a.seller)).toEqual([true, false])
      expect(atta?.answers[1]?.by).toMatch(/^\S+ \S\.$/)
      expect(laptop?.answers).toHaveLength(1)
      expect(laptop?.productName.length).toBeGreaterThan(0)
    })

    it("never shows another shopper's questions", async () => {
      const someone = await shopper()
      const [product] = await rows<{ id: string }>(sql`select id from products limit 1`)
      for (let i = 0; i < MY_QUESTIONS_PAGE_SIZE + 1; i++) {
        await t.database.db.execute(
          sql`insert into product_questions (id, product_id, user_id, question)
              values (${`AcctQ${serial}-${i}`}, ${product?.id}, ${someone.id}, ${`Question ${i}?`})`,
        )
      }
      const mine = (
        await request('GET', '/api/get-my-questions?page=2', someone.token)
      ).json<MyQuestionsAnswer>()
      expect(mine).toMatchObject({ page: 2, pageCount: 2, total: MY_QUESTIONS_PAGE_SIZE + 1 })
      expect(mine.questions).toHaveLength(1)
      const demo = (await request('GET', '/api/get-my-questions', demoToken)).json<MyQuestionsAnswer>()
      expect(demo.total).toBe(3)
    })
  })

  describe('Refer & Earn and the Affiliate Dashboard', () => {
    it("gives the demo shopper's code, its sign-up link, the rule, and the two demo friends", async () => {
      const response = await request('GET', '/api/get-referrals', demoToken)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<ReferralsAnswer>()
      expect(answer).toMatchObject({
        code: DEMO_SHOPPER.referralCode,
        shareUrl: `/sign-up-with-email?ref=${DEMO_SHOPPER.referralCode}`,
        rewardCoins: REFERRAL_REWARD_COINS,
        friendsJoined: DEMO_FRIENDS.length,
        friendsWithDelivery: 0,
        coinsEarned: 0,
      })
      expect(answer.friends.map((friend) => friend.name)).toEqual(['Rohan D.', 'Meera I.'])
    })

    it('counts friends by the code in any case, those with a delivered order, and the referral coins', async () => {
      const referrer = await shopper()
      const first = await shopper(referrer.code.toLowerCase())
      const second = await shopper(referrer.code)
      await shopper(`${referrer.code}Z`) // another code that only starts the same
      await orderOf(first.id, 3)
      await orderOf(second.id, 1)
      await t.database.db.transaction(async (tx) => {
        await addCoinEntry(tx, {
          userId: referrer.id,
          delta: REFERRAL_REWARD_COINS,
          reason: 'referral',
          referredUserId: first.id,
        })
      })
      const answer = (await request('GET', '/api/get-referrals', referrer.token)).json<ReferralsAnswer>()
      expect(answer).toMatchObject({
        code: referrer.code,
        shareUrl: referralSharePath(referrer.code),
        friendsJoined: 2,
        friendsWithDelivery: 1,
        coinsEarned: REFERRAL_REWARD_COINS,
      })
      const byDelivery = Object.fromEntries(answer.friends.map((f) => [String(f.delivered), f.coins]))
      expect(byDelivery).toEqual({ true: REFERRAL_REWARD_COINS, false: 0 })
      // The friend sees their own (empty) referrals, never the referrer's.
      const friendView = (await request('GET', '/api/get-referrals', first.token)).json<ReferralsAnswer>()
      expect(friendView).toMatchObject({ code: first.code, friendsJoined: 0, coinsEarned: 0 })
    })
  })

  // Last: it changes the demo shopper's reviews for good.
  it("does not bring back the demo shopper's reviews they deleted when the server starts again", async () => {
    for (const review of (await reviewsOk(demoToken)).reviews) {
      expect((await remove(demoToken, review.id)).statusCode).toBe(200)
    }
    expect(await seedIfEmpty(t.database.db)).toEqual({ seeded: false })
    expect((await reviewsOk(demoToken)).total).toBe(0)
    const [friends] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where referred_by = ${DEMO_SHOPPER.referralCode}`,
    )
    expect(friends?.n).toBe(DEMO_FRIENDS.length)
  }, 120_000)
})
