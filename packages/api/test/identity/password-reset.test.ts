import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
} from '@haat/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResets } from '../../src/db/schema.ts'
import { PASSWORD_CHANGED_MESSAGE } from '../../src/identity/auth-routes.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper, PUBLIC_URL } from './fixture.ts'

const NEW_PASSWORD = 'Fresh#Pass9'

describe.each(testTargets.map((target) => target.name))('password reset on %s', (kind) => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await makeAuthTestApp(kind)
  })
  afterAll(() => t?.close())

  async function registered() {
    const shopper = newShopper()
    expect((await t.call({ url: '/api/sign-up-with-email', body: shopper, ip: freshIp() })).statusCode).toBe(
      200,
    )
    return shopper
  }

  const requestReset = (email: string, ip = freshIp()) =>
    t.call({ url: '/api/reset-password', body: { email }, ip })
  const setPassword = (resetToken: string, password = NEW_PASSWORD, confirmPassword = password) =>
    t.call({ url: '/api/set-new-password', body: { resetToken, password, confirmPassword } })
  const checkToken = (token: string) =>
    t.call({ method: 'GET', url: `/api/check-reset-token?token=${encodeURIComponent(token)}` })
  const signIn = (email: string, password: string) =>
    t.call({ url: '/api/signin-check', body: { email, password }, ip: freshIp() })

  /** The token of the newest reset link e-mailed to `email`. */
  function mailedToken(email: string): string {
    const mail = t.messages.to(email).at(-1)
    expect(mail?.channel).toBe('email')
    const match = new RegExp(`${PUBLIC_URL}/reset-password/([\\w-]+)`).exec(mail?.body ?? '')
    expect(match, mail?.body).not.toBeNull()
    return match?.[1] as string
  }

  it('answers the same 200 for a known and an unknown e-mail, and mails a link only to the real account', async () => {
    const shopper = await registered()
    const sentBefore = t.messages.sent.length
    const known = await requestReset(shopper.email.toUpperCase())
    const unknown = await requestReset('nobody.here@example.in')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE })
    expect(unknown.json()).toEqual(known.json())
    expect(t.messages.sent.length).toBe(sentBefore + 1)
    expect(t.messages.to(shopper.email)).toHaveLength(1)
    expect(t.messages.to('nobody.here@example.in')).toHaveLength(0)
    // Only the hash is stored.
    const token = mailedToken(shopper.email)
    expect(token).toMatch(/^[\w-]{43}$/)
    const rows = await t.database.db.select().from(passwordResets)
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('answers 400 for a malformed e-mail and records nothing', async () => {
    const before = await t.count('password_resets')
    const res = await requestReset('not-an-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/valid email/)
    expect(await t.count('password_resets')).toBe(before)
  })

  it('sets a new password once; the link then says it was used, and every session ends', async () => {
    const shopper = await registered()
    const { token: sessionToken } = (await signIn(shopper.email, shopper.password)).json()
    await requestReset(shopper.email)
    const token = mailedToken(shopper.email)
    expect((await checkToken(token)).json()).toEqual({ valid: true })

    const res = await setPassword(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE })

    expect((await signIn(shopper.email, shopper.password)).json()).toEqual({ message: SIGNIN_FAILED_MESSAGE })
    expect((await signIn(shopper.email, NEW_PASSWORD)).statusCode).toBe(200)
    const old = await t.call({ method: 'GET', url: '/api/get-user', token: sessionToken })
    expect(old.statusCode).toBe(401)
    expect(old.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })

    const again = await setPassword(token, 'Another@Pass1')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE })
    expect((await checkToken(token)).json()).toEqual({ valid: false, reason: 'used' })
    expect((await signIn(shopper.email, 'Another@Pass1')).statusCode).toBe(401)
  })

  it('expires the link after 30 minutes', async () => {
    const shopper = await registered()
    await requestReset(shopper.email)
    const token = mailedToken(shopper.email)
    t.clock.advance(30 * 60_000 - 1)
    expect((await checkToken(token)).json()).toEqual({ valid: true })
    t.clock.advance(1)
    expect((await checkToken(token)).json()).toEqual({ valid: false, reason: 'expired' })
    const res = await setPassword(token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE })
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(200)
  })

  it('a newer link being used kills the older unused ones', async () => {
    const shopper = await registered()
    await requestReset(shopper.email)
    const older = mailedToken(shopper.email)
    await requestReset(shopper.email)
    const newer = mailedToken(shopper.email)
    expect(newer).not.toBe(older)
    expect((await setPassword(newer)).statusCode).toBe(200)
    expect((await setPassword(older, 'Other@Pass22')).statusCode).toBe(400)
  })

  it('checks the new password with the same rule, and a made-up token is refused', async () => {
    const shopper = await registered()
    await requestReset(shopper.email)
    const token = mailedToken(shopper.email)
    const weak = await setPassword(token, 'password')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toContain(PASSWORD_RULE_MESSAGE)
    const mismatch = await setPassword(token, NEW_PASSWORD, 'Fresh#Pass8')
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().message).toContain(PASSWORD_MISMATCH_MESSAGE)
    // Bad input did not use the link up.
    expect((await checkToken(token)).json()).toEqual({ valid: true })

    const madeUp = await setPassword('x'.repeat(43))
    expect(madeUp.statusCode).toBe(400)
    expect(madeUp.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE })
    expect((await checkToken('x'.repeat(43))).json()).toEqual({ valid: false, reason: 'unknown' })
    expect((await t.call({ method: 'GET', url: '/api/check-reset-token' })).statusCode).toBe(400)
  })

  it('limits reset requests per e-mail to 5 an hour (429 with Retry-After), for unknown e-mails too', async () => {
    for (const email of [(await registered()).email, 'ghost@example.in']) {
      for (let i = 0; i < 5; i++) expect((await requestReset(email)).statusCode).toBe(200)
      const limited = await requestReset(email)
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600)
    }
  })
})
