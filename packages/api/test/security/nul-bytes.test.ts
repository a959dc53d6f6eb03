import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  multilineText,
  requestHasControlCharacter,
  routes,
  text,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { selectRows } from '../../src/db/client.ts'
import { registerErrorHandler, UNSTORABLE_TEXT_MESSAGE } from '../../src/http/errors.ts'
import { type IdentityApp, makeIdentityApp, makeUser } from '../messages/identity-app.ts'

const FORBIDDEN = [
  ['a NUL byte', 'a\u0000b'],
  ['an escape', '\u001b[31m'],
  ['DEL', 'x\u007f'],
  ['a C1 control', '\u0085'],
  ['a lone high surrogate', 'a\ud800'],
  ['a lone low surrogate', '\udc00b'],
  ['a non-character', '\uffff'],
]
const ALLOWED = [
  ['plain text', 'Basmati rice 5 kg'],
  ['Hindi and emoji', 'साड़ी 👗 ₹1,299'],
]

describe('requestHasControlCharacter', () => {
  it.each(FORBIDDEN)('finds %s', (_what, value) => {
    expect(requestHasControlCharacter(value)).toBe(true)
    expect(requestHasControlCharacter({ nested: [{ deeper: value }] })).toBe(true)
    expect(requestHasControlCharacter({ [value]: 'in a key' })).toBe(true)
  })

  it.each([...ALLOWED, ['the lines and tabs of a review', 'Good.\r\n\tWould buy again.']])(
    'lets %s through',
    (_what, value) => {
      expect(requestHasControlCharacter({ value, list: [value] })).toBe(false)
    },
  )
})

describe('the contract’s text fields', () => {
  it.each(FORBIDDEN)('text() and multilineText() refuse %s with the one message', (_what, value) => {
    for (const schema of [text().trim().min(1).max(5), multilineText().regex(/^\w+$/)]) {
      const issues = schema.safeParse(value).error?.issues ?? []
      expect(issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE])
    }
  })

  it('a single-line field refuses line breaks and tabs, a multi-line one keeps them', () => {
    for (const value of ['a\nb', 'a\tb', 'a\rb']) {
      expect(text().safeParse(value).success, JSON.stringify(value)).toBe(false)
      expect(multilineText().safeParse(value).success, JSON.stringify(value)).toBe(true)
    }
    for (const [, value] of ALLOWED) {
      expect(text().safeParse(value).success).toBe(true)
      expect(multilineText().safeParse(value).success).toBe(true)
    }
  })

  /** The fields that hold several lines on purpose: a rating's comment (new or edited) and a report's. */
  const MULTI_LINE = new Set([
    'addSellerRating.body.comment',
    'reportSeller.body.comment',
    'reportBrand.body.comment',
    'reportProduct.body.comments',
    'addRating.body.comment',
    'updateMyReview.body.comment',
  ])

  it('every string field of every request refuses control characters; only multi-line ones keep tabs', () => {
    const unchecked: string[] = []
    for (const [name, route] of Object.entries(routes)) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = (route as Record<string, unknown>)[part]
        if (schema === undefined) continue
        expect(schema, `${name}.${part}`).toBeInstanceOf(z.ZodObject)
        const object = schema as z.ZodObject
        const issuesAt = (key: string, value: string) =>
          (object.safeParse({ [key]: value }).error?.issues ?? []).filter((issue) => issue.path[0] === key)
        for (const key of Object.keys(object.shape)) {
          const field = `${name}.${part}.${key}`
          // A field that refuses plain text (a number, a choice, a six-digit code) cannot carry a control character.
          if (issuesAt(key, 'ab').length > 0) continue
          if (!issuesAt(key, 'a\u0000b').some((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE)) {
            unchecked.push(`${field} takes a NUL byte`)
          }
          const tabRefused = issuesAt(key, 'a\tb').some(
            (issue) => issue.message === CONTROL_CHARACTERS_MESSAGE,
          )
          if (tabRefused === MULTI_LINE.has(field)) {
            unchecked.push(`${field} ${tabRefused ? 'refuses' : 'takes'} a tab`)
          }
        }
      }
    }
    expect(unchecked).toEqual([])
  })
})

describe('a NUL byte or another control character in any call', () => {
  let harness: IdentityApp
  beforeAll(async () => {
    harness = await makeIdentityApp()
  })
  afterAll(() => harness.close())

  it.each([
    ['GET', '/api/getOneSeller?sellerId=%00', undefined],
    ['GET', '/api/getSearchProd?q=phone%00', undefined],
    ['GET', '/api/getBrandPage/%00', undefined],
    ['GET', '/api/getCategoryProducts/CAT1001?size=%1b', undefined],
    ['POST', '/api/signin-check', { email: 'demo@haat.example\u0000', password: 'x' }],
    ['POST', '/api/otp-send', { number: '98765\u000043210', code: '91' }],
    ['POST', '/api/reset-password', { email: '\u001b@example.com' }],
    ['POST', '/api/sign-up-with-email', { name: 'A\u0000', email: 'a@b.co', phone: '9000000000' }],
  ])('%s %s answers 400 with a message, not 500', async (method, url, payload) => {
    const answer = await harness.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(payload ? { payload } : {}),
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toContain(CONTROL_CHARACTERS_MESSAGE)
  })

  it('a tab in a one-line field is refused by its schema with the control-character message alone', async () => {
    const answer = await harness.app.inject({ url: '/api/getOneSeller?sellerId=a%09b' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ message: CONTROL_CHARACTERS_MESSAGE })
  })

  it('a NUL byte in a JSON key is refused as well', async () => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/signin-check',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","\\u0000":1}',
    })
    expect(answer.statusCode).toBe(400)
  })

  it('a bearer call refuses it too, before it looks at the data', async () => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/add-seller-rating',
      headers: { authorization: 'Bearer nothing' },
      payload: { sellerId: 'x', rating: 5, review: 'ok\u0000', comment: 'fine' },
    })
    expect(answer.statusCode).toBe(400)
  })

  it('a review’s comment keeps its line breaks and tabs', async () => {
    const { user, token } = await makeUser(harness)
    const [seller] = await selectRows<{ id: string }>(
      harness.database.db,
      sql`select id from sellers order by id limit 1`,
    )
    const comment = 'Packed well.\r\n\tArrived a day early.'
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/add-seller-rating',
      headers: { authorization: `Bearer ${token}` },
      payload: { sellerId: seller?.id, customerId: user.id, rating: 5, review: 'Good seller', comment },
    })
    expect(answer.statusCode).toBe(200)
    const [stored] = await selectRows<{ comment: string }>(
      harness.database.db,
      sql`select comment from seller_ratings where user_id = ${user.id}`,
    )
    expect(stored?.comment).toBe(comment)
  })

  it('an oversized e-mail gets a length message, not "Please enter your email"', async () => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/signin-check',
      payload: { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'x' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(EMAIL_TOO_LONG_MESSAGE)
  })

  it('oversized ids and texts name their limit', async () => {
    for (const url of [
      `/api/getOneSeller?sellerId=${'s'.repeat(65)}`,
      `/api/getAllProducts?category=${'c'.repeat(201)}`,
      `/api/search-products?q=${'q'.repeat(501)}`,
    ]) {
      const answer = await harness.app.inject({ url })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json().message, url).toMatch(/at most \d+ characters\.$/)
    }
  })

  describe('the error handler, when the database itself refuses a value', () => {
    it.each([
      ['a NUL byte (22021)', sql`select ${'a\u0000b'}::text`],
      ['text that is not a number (22P02)', sql`select ${'abc'}::int`],
      ['a number out of range (22003)', sql`select ${'99999999999'}::int`],
    ])('answers 400 for %s', async (_what, query) => {
      // The contract refuses these first; a route without it shows the net under it, on the real database.
      const app = Fastify({ logger: false })
      registerErrorHandler(app)
      app.get('/refused', async () => {
        await harness.database.db.execute(query)
        return {}
      })
      const answer = await app.inject({ url: '/refused' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE })
      await app.close()
    })
  })
})
