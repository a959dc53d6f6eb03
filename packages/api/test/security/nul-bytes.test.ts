import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  requestHasControlCharacter,
} from '@haat/contract'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandler, UNSTORABLE_TEXT_MESSAGE } from '../../src/plugins/errors.ts'
import { type IdentityApp, makeIdentityApp } from '../messages/identity-app.ts'

describe('requestHasControlCharacter', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
    ['a non-character', '\uffff'],
  ])('finds %s', (_what, text) => {
    expect(requestHasControlCharacter(text)).toBe(true)
    expect(requestHasControlCharacter({ nested: [{ deeper: text }] })).toBe(true)
    expect(requestHasControlCharacter({ [text]: 'in a key' })).toBe(true)
  })

  it.each([
    ['plain text', 'Basmati rice 5 kg'],
    ['Hindi and emoji', 'साड़ी 👗 ₹1,299'],
    ['the lines and tabs of a review', 'Good.\r\n\tWould buy again.'],
  ])('lets %s through', (_what, text) => {
    expect(requestHasControlCharacter({ text, list: [text] })).toBe(false)
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

  it('an oversized e-mail gets a length message, not "Please enter your email"', async () => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/signin-check',
      payload: { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'x' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toContain(EMAIL_TOO_LONG_MESSAGE)
  })
})

describe('the error handler', () => {
  it('answers 400 when the database refuses a value of the request', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/refused', async () => {
      // As Drizzle wraps what PostgreSQL throws for a character outside the encoding.
      throw new Error('Failed query', { cause: Object.assign(new Error('invalid byte'), { code: '22021' }) })
    })
    const answer = await app.inject({ url: '/refused' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE })
    await app.close()
  })
})
