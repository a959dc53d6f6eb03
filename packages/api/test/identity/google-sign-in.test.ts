import { eq } from 'drizzle-orm'
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { databaseKinds, type IdentityApp, makeIdentityApp, makeUser, post } from '../messages/identity-app.ts'

const CLIENT_ID = '1234567890-haat.apps.googleusercontent.com'
const KID = 'test-key-1'

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>

describe.each(databaseKinds)('Google sign-in (%s)', (kind) => {
  let h: IdentityApp
  let keys: KeyPair
  let otherKeys: KeyPair
  let subjects = 100

  beforeAll(async () => {
    keys = await generateKeyPair('RS256')
    otherKeys = await generateKeyPair('RS256')
    const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
    h = await makeIdentityApp({
      kind,
      config: { googleClientId: CLIENT_ID },
      googleKeys: createLocalJWKSet({ keys: [publicJwk] }),
    })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  /** An ID token as Google would sign it, `now` being the app's clock. */
  async function idToken(
    claims: Record<string, unknown> = {},
    { key = keys.privateKey, audience = CLIENT_ID, issuedAt = h.clock.now(), lifetimeSeconds = 3600 } = {},
  ) {
    const iat = Math.floor(issuedAt.getTime() / 1000)
    return new SignJWT({
      email: `g${subjects}@gmail.com`,
      email_verified: true,
      name: 'Priya Shah',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(String(claims.sub ?? `google-${subjects++}`))
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetimeSeconds)
      .sign(key)
  }
  const signIn = (token: string) => post(h.app, '/api/sign-up-with-google', { token })
  const me = (token: string) =>
    h.app.inject({ method: 'GET', url: '/api/user-details', headers: { authorization: `Bearer ${token}` } })

  it('creates a verified account for a valid token and signs the same account in next time', async () => {
    const sub = `google-new-${subjects}`
    const email = `priya.${subjects}@gmail.com`
    const first = await signIn(await idToken({ sub, email }))
    expect(first.statusCode).toBe(200)
    const session = first.json() as { token: string; expiresAt: number }
    expect(session.expiresAt).toBe(h.clock.now().getTime() + 3_600_000)
    const user = (await me(session.token)).json().user
    expect(user).toMatchObject({ name: 'Priya Shah', email, emailVerified: true, phone: null })

    const second = await signIn(await idToken({ sub, email }))
    expect(second.statusCode).toBe(200)
    expect((await me(second.json().token)).json().user.id).toBe(user.id)
  })

  it('accepts the issuer without https as well', async () => {
    const iat = Math.floor(h.clock.now().getTime() / 1000)
    const token = await new SignJWT({ email: `bare.${subjects}@gmail.com`, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer('accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject(`google-bare-${subjects++}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(keys.privateKey)
    expect((await signIn(token)).statusCode).toBe(200)
  })

  it('links to an existing account with a verified e-mail', async () => {
    const email = `linked.${subjects}@example.in`
    const { user } = await makeUser(h, { email, emailVerified: true, passwordHash: 'kept' })
    const response = await signIn(await idToken({ email }))
    expect(response.statusCode).toBe(200)
    expect((await me(response.json().token)).json().user.id).toBe(user.id)
    const [stored] = await h.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stored?.googleSubject).toMatch(/^google-/)
    expect(stored?.passwordHash).toBe('kept')
  })

  it('takes over an unverified account with the same e-mail only after dropping its password and sessions', async () => {
    const email = `squatted.${subjects}@example.in`
    const { user, token: squatterToken } = await makeUser(h, { email, passwordHash: 'set-by-someone' })
    const response = await signIn(await idToken({ email }))
    expect(response.statusCode).toBe(200)
    const [stored] = await h.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stored).toMatchObject({ emailVerified: true, passwordHash: null })
    expect((await me(squatterToken)).statusCode).toBe(401)
  })

  it.each([
    ['a wrong audience', () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => idToken({}, { issuedAt: new Date(h.clock.now().getTime() - 2 * 3_600_000) })],
    ['a signature by another key', () => idToken({}, { key: otherKeys.privateKey })],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['a token that is not a JWT', async () => 'not.a.token'],
  ])('answers 401 for %s and creates nobody', async (_case, makeToken) => {
    const before = await h.database.db.$count(users)
    const response = await signIn(await makeToken())
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Failed to sign in with Google' })
    expect(await h.database.db.$count(users)).toBe(before)
  })

  it('answers 401 for a token signed with HS256 (no algorithm confusion)', async () => {
    const iat = Math.floor(h.clock.now().getTime() / 1000)
    const forged = await new SignJWT({ email: 'forged@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('forged')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode('a-shared-secret-an-attacker-picked-000'))
    expect((await signIn(forged)).statusCode).toBe(401)
  })
})

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let h: IdentityApp
  beforeAll(async () => {
    h = await makeIdentityApp({ config: { googleClientId: undefined } })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  it('answers 404 "Google sign-in is not configured."', async () => {
    const response = await post(h.app, '/api/sign-up-with-google', { token: 'anything' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Google sign-in is not configured.' })
  })
})

describe("Google sign-in when Google's keys cannot be fetched", () => {
  let h: IdentityApp
  beforeAll(async () => {
    h = await makeIdentityApp({
      config: { googleClientId: CLIENT_ID },
      googleKeys: async () => {
        throw new TypeError('fetch failed')
      },
    })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  it("answers 503 (our outage), not 401 (the shopper's fault)", async () => {
    const keys = await generateKeyPair('RS256')
    const iat = Math.floor(h.clock.now().getTime() / 1000)
    const token = await new SignJWT({ email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('someone')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(keys.privateKey)
    const response = await post(h.app, '/api/sign-up-with-google', { token })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      message: 'Google sign-in is unavailable right now. Please try again later.',
    })
  })
})
