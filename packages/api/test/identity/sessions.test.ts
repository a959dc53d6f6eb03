import {
  SESSION_EXPIRED_MESSAGE,
  SESSION_LIFETIME_MS,
  SIGNIN_FAILED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  User,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../src/db/schema.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { LOGGED_OUT_MESSAGE } from '../../src/identity/auth-routes.ts'
import { hashToken } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper } from './fixture.ts'

describe.each(testTargets.map((target) => target.name))('sign-in, sessions and logout on %s', (kind) => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await makeAuthTestApp(kind)
  })
  afterAll(() => t?.close())

  async function registered() {
    const shopper = newShopper()
    const res = await t.call({ url: '/api/sign-up-with-email', body: shopper, ip: freshIp() })
    expect(res.statusCode).toBe(200)
    return shopper
  }

  const signIn = (email: string, password: string, ip = freshIp()) =>
    t.call({ url: '/api/signin-check', body: { email, password }, ip })

  it('signs in with e-mail in any letter case; the token lasts exactly one hour', async () => {
    const shopper = await registered()
    const res = await signIn(shopper.email.toUpperCase(), shopper.password)
    expect(res.statusCode).toBe(200)
    const { token, expiresAt } = res.json()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(expiresAt).toBe(t.clock.now().getTime() + SESSION_LIFETIME_MS)
    // Only the hash is stored.
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('answers the one 401 "Incorrect email or password" for a wrong password and an unknown e-mail', async () => {
    const shopper = await registered()
    const before = await t.count('sessions')
    for (const [email, password] of [
      [shopper.email, 'Wrong@1234'],
      ['nobody@example.in', shopper.password],
      ['not an email', 'x'],
    ] as const) {
      const res = await signIn(email, password)
      expect(res.statusCode, email).toBe(401)
      expect(res.json()).toEqual({ message: SIGNIN_FAILED_MESSAGE })
    }
    expect(await t.count('sessions')).toBe(before)
  })

  it('answers 400 naming the field when e-mail or password is missing', async () => {
    const res = await t.call({ url: '/api/signin-check', body: { email: 'a@b.co' }, ip: freshIp() })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/password/i)
  })

  it('user-details and get-user answer the signed-in user (and only that user)', async () => {
    const alice = await registered()
    const bob = await registered()
    const aliceToken = (await signIn(alice.email, alice.password)).json().token
    const bobToken = (await signIn(bob.email, bob.password)).json().token
    for (const url of ['/api/user-details', '/api/get-user']) {
      const res = await t.call({ method: 'GET', url, token: aliceToken })
      expect(res.statusCode).toBe(200)
      const { user } = res.json()
      expect(User.parse(user)).toEqual(user)
      expect(user).toMatchObject({
        name: alice.name,
        email: alice.email,
        phone: alice.phone,
        emailVerified: false,
        coin: 0,
        address: [],
        profileUrl: null,
      })
      expect(user.customDocId).toBe(user.id)
      const other = await t.call({ method: 'GET', url, token: bobToken })
      expect(other.json().user.email).toBe(bob.email)
      expect(other.json().user.id).not.toBe(user.id)
    }
  })

  it('answers 401 "Authentication token missing" without a token and "Session expired" for a bad one', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/user-details' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    const malformed = await t.app.inject({
      url: '/api/get-user',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    })
    expect(malformed.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    const unknown = await t.call({ method: 'GET', url: '/api/get-user', token: 'made-up-token' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })

  it('expires a session after one hour (401) and not a millisecond before', async () => {
    const shopper = await registered()
    const { token } = (await signIn(shopper.email, shopper.password)).json()
    t.clock.advance(SESSION_LIFETIME_MS - 1)
    expect((await t.call({ method: 'GET', url: '/api/user-details', token })).statusCode).toBe(200)
    t.clock.advance(1)
    const expired = await t.call({ method: 'GET', url: '/api/user-details', token })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })

  it('logout revokes the session it is called with, and only that one', async () => {
    const shopper = await registered()
    const first = (await signIn(shopper.email, shopper.password)).json().token
    const second = (await signIn(shopper.email, shopper.password)).json().token
    const res = await t.call({ url: '/api/logout', token: first })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: LOGGED_OUT_MESSAGE })
    const after = await t.call({ method: 'GET', url: '/api/get-user', token: first })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
    expect((await t.call({ method: 'GET', url: '/api/get-user', token: second })).statusCode).toBe(200)
    // Logging out again with the dead token is a 401, not a second success.
    expect((await t.call({ url: '/api/logout', token: first })).statusCode).toBe(401)
    expect((await t.call({ url: '/api/logout' })).json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
  })

  it('lets the seeded demo shopper sign in', async () => {
    const res = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    expect(res.statusCode).toBe(200)
    const { user } = (await t.call({ method: 'GET', url: '/api/get-user', token: res.json().token })).json()
    expect(user).toMatchObject({
      name: 'Aarav Sharma',
      email: 'demo@haat.example',
      phone: '9876543210',
      emailVerified: true,
      coin: 250,
    })
  })

  it('limits sign-in per e-mail and address: the 11th try in 15 minutes is 429 with Retry-After there', async () => {
    const shopper = await registered()
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await signIn(shopper.email, i === 9 ? shopper.password : 'Wrong@1234', ip)
      expect(res.statusCode, `try ${i + 1}`).toBe(i === 9 ? 200 : 401)
    }
    const limited = await signIn(shopper.email.toUpperCase(), shopper.password, ip)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(limited.json().message).toMatch(/try again/i)
    // Another address is not locked out of the account.
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(200)
    // The window ends: the address may try again.
    t.clock.advance(15 * 60_000)
    expect((await signIn(shopper.email, shopper.password, ip)).statusCode).toBe(200)
  })

  it('limits sign-in per address: the 31st try from one address in 15 minutes is 429', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`probe${i}@example.in`, 'Wrong@1234', ip)).statusCode).toBe(401)
    }
    const limited = await signIn('probe-last@example.in', 'Wrong@1234', ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    // Another address is not affected.
    expect((await signIn('probe-last@example.in', 'Wrong@1234')).statusCode).toBe(401)
  })

  it('get-auth-config answers googleClientId null when Google sign-in is not configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/get-auth-config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ googleClientId: null })
  })

  it('documents bearer auth in OpenAPI', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.paths['/api/user-details'].get.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/api/signin-check'].post.security).toBeUndefined()
    expect(doc.paths['/api/signin-check'].post.requestBody).toBeDefined()
  })
})
