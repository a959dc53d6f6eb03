import { NAME_MESSAGE, PHONE_MESSAGE } from '@haat/contract/core'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpSessions, sessions, users } from '../../src/db/schema.ts'
import {
  databaseKinds,
  type IdentityApp,
  latestCode,
  makeIdentityApp,
  makeUser,
  outbox,
  post,
} from '../messages/identity-app.ts'

/** Each test uses its own number, so the 30-second gap and the hourly limits never collide. */
let nextNumber = 9_000_000_000
const freshNumber = () => String(nextNumber++)
/** Each number's requests come from an address of their own, so the per-address limits stay out of the way. */
const ipOf = (number: string) => {
  const n = Number(number) % 60_000
  return `10.${Math.floor(n / 250) % 250}.${n % 250}.7`
}

describe.each(databaseKinds)('phone OTP (%s)', (kind) => {
  let h: IdentityApp
  beforeAll(async () => {
    h = await makeIdentityApp({ kind })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  const send = (number: string, extra: object = {}, ip = ipOf(number)) =>
    post(h.app, '/api/otp-send', { number, code: '91', ...extra }, { ip })
  const check = (number: string, otpSession: string, otp: string) =>
    post(h.app, '/api/otp-check', { number, otpSession, otp }, { ip: ipOf(number) })
  const startOtp = async (number: string) => {
    const response = await send(number)
    expect(response.statusCode).toBe(200)
    const { otpSession } = response.json() as { otpSession: string }
    return { otpSession, code: await latestCode(h.app, number) }
  }
  const countUsers = async () => (await h.database.db.select({ n: count() }).from(users))[0]?.n ?? 0
  /** Any code but the right one. */
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('signs up a new number: SMS in the outbox, check, personal details, then the token works', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)

    const [sms] = await outbox(h.app, number)
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${number}`, subject: null })
    expect(sms?.body).toBe(
      `Your Haat OTP is ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
    )

    // The code is kept only as a keyed hash.
    const [row] = await h.database.db.select().from(otpSessions).where(eq(otpSessions.id, otpSession))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.codeHash).not.toContain(code)

    const checked = await check(number, otpSession, code)
    expect(checked.statusCode).toBe(200)
    expect(checked.json()).toEqual({ isNewUser: true })

    const details = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'Meera Nair',
      email: `meera.${number}@example.in`,
      referralCode: 'FRIEND22',
      phone: number,
      otpSession,
    })
    expect(details.statusCode).toBe(200)
    const { token, expiresAt } = details.json() as { token: string; expiresAt: number }
    expect(expiresAt).toBe(h.clock.now().getTime() + 3_600_000)

    const me = await h.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({
      name: 'Meera Nair',
      email: `meera.${number}@example.in`,
      phone: number,
    })

    // The verified session was used up: it cannot make a second account.
    const again = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'Meera Nair',
      email: `other.${number}@example.in`,
      phone: number,
      otpSession,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Your phone number is not verified. Please request a new OTP.' })
  })

  it('answers 400 "Incorrect OTP" for a wrong code, an unknown session and another number', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    for (const response of [
      await check(number, otpSession, wrong(code)),
      await check(number, 'no-such-session', code),
      await check(freshNumber(), otpSession, code),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Incorrect OTP' })
    }
    // One wrong try does not spoil the session.
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
  })

  it('locks the session on the fifth wrong try, even for the right code afterwards', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await check(number, otpSession, wrong(code))
      expect(response.json()).toEqual({ message: 'Incorrect OTP' })
    }
    const fifth = await check(number, otpSession, wrong(code))
    expect(fifth.statusCode).toBe(400)
    expect(fifth.json()).toEqual({ message: 'Too many wrong attempts. Please request a new OTP.' })
    const right = await check(number, otpSession, code)
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ message: 'Too many wrong attempts. Please request a new OTP.' })
  })

  it('expires a code after 10 minutes', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    h.clock.advance(10 * 60_000)
    const late = await check(number, otpSession, code)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toEqual({ message: 'Incorrect OTP' })
  })

  it('accepts a code just before the 10 minutes are up', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    h.clock.advance(10 * 60_000 - 1_000)
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
  })

  it('refuses a resend within 30 seconds with 429 and Retry-After, and the new code replaces the old', async () => {
    const number = freshNumber()
    const first = await startOtp(number)
    h.clock.advance(20_000)
    const early = await send(number)
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('10')
    expect(early.json().message).toMatch(/try again in 10 seconds/)
    expect(await outbox(h.app, number)).toHaveLength(1)

    h.clock.advance(10_000)
    const second = await startOtp(number)
    expect(second.otpSession).not.toBe(first.otpSession)
    expect((await check(number, first.otpSession, first.code)).json()).toEqual({ message: 'Incorrect OTP' })
    expect((await check(number, second.otpSession, second.code)).statusCode).toBe(200)
  })

  it('uses a code once', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
    const replay = await check(number, otpSession, code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ message: 'Incorrect OTP' })
  })

  it('never signs in to an account whose phone was not proven: the code starts a new account', async () => {
    const number = freshNumber()
    await makeUser(h, { phone: number })
    const { otpSession, code } = await startOtp(number)
    const response = await check(number, otpSession, code)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isNewUser: true })
  })

  it('signs in an existing phone with 409 and a token that works on /user-details', async () => {
    const number = freshNumber()
    const { user } = await makeUser(h, { phone: number, phoneVerified: true })
    const { otpSession, code } = await startOtp(number)
    const response = await check(number, otpSession, code)
    expect(response.statusCode).toBe(409)
    const body = response.json() as { message: string; token: string; expiresAt: number }
    expect(body.message).toBe('User Already Exist')
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(user.id)
    // The session was consumed by the sign-in.
    expect((await check(number, otpSession, code)).statusCode).toBe(400)
  })

  it('answers 409 "User Already Exist You Can Login" only for a sign-up request of a proven phone', async () => {
    const number = freshNumber()
    await makeUser(h, { phone: number, phoneVerified: true })
    const signup = await send(number, { purpose: 'signup' })
    expect(signup.statusCode).toBe(409)
    expect(signup.json()).toEqual({ message: 'User Already Exist You Can Login' })
    expect(await outbox(h.app, number)).toHaveLength(0)
    expect((await send(number)).statusCode).toBe(200)
  })

  it('rejects a number that is not 10 digits, and sends nothing', async () => {
    for (const number of ['12345', '98765432101', '98765abcde']) {
      const response = await send(number)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: PHONE_MESSAGE })
      expect(await outbox(h.app, number)).toHaveLength(0)
    }
  })

  it('answers a short phone with the contract message alone, no field name in front', async () => {
    const response = await send('12345')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: PHONE_MESSAGE })
    expect(response.json().message).not.toMatch(/^number:/)
  })

  it('words the issues zod describes generically by the field, never by its key path', async () => {
    const noSession = await post(h.app, '/api/otp-check', { number: freshNumber(), otp: '123456' })
    expect(noSession.statusCode).toBe(400)
    expect(noSession.json()).toEqual({ message: 'The verification session is required.' })
    const notObject = await post(h.app, '/api/otp-check', ['not', 'an', 'object'])
    expect(notObject.statusCode).toBe(400)
    expect(notObject.json()).toEqual({ message: 'The request is not valid.' })
  })

  it('refuses personal details without a verified session and writes nothing', async () => {
    const number = freshNumber()
    const { otpSession } = await startOtp(number) // sent but never checked
    const usersBefore = await countUsers()
    const sessionsBefore = (await h.database.db.select({ n: count() }).from(sessions))[0]?.n
    for (const session of [otpSession, 'made-up-session']) {
      const response = await post(h.app, '/api/sign-up-with-personal-details', {
        name: 'Ravi Kumar',
        email: `ravi.${number}@example.in`,
        phone: number,
        otpSession: session,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'Your phone number is not verified. Please request a new OTP.',
      })
    }
    expect(await countUsers()).toBe(usersBefore)
    expect((await h.database.db.select({ n: count() }).from(sessions))[0]?.n).toBe(sessionsBefore)
    const [row] = await h.database.db.select().from(otpSessions).where(eq(otpSessions.id, otpSession))
    expect(row?.consumedAt).toBeNull()
  })

  it('refuses a verified session after its 15 minutes for personal details', async () => {
    const number = freshNumber()
    const { otpSession, code } = await startOtp(number)
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
    h.clock.advance(15 * 60_000)
    const response = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'Late Comer',
      email: `late.${number}@example.in`,
      phone: number,
      otpSession,
    })
    expect(response.statusCode).toBe(400)
  })

  it('answers "Email Already Exist" for a taken e-mail and keeps the verified session usable', async () => {
    const number = freshNumber()
    await makeUser(h, { email: `taken.${number}@example.in` })
    const { otpSession, code } = await startOtp(number)
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
    const usersBefore = await countUsers()
    const taken = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'Kiran Das',
      email: `TAKEN.${number}@example.in`,
      phone: number,
      otpSession,
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json()).toEqual({ message: 'Email Already Exist' })
    expect(await countUsers()).toBe(usersBefore)

    const fixed = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'Kiran Das',
      email: `kiran.${number}@example.in`,
      phone: number,
      otpSession,
    })
    expect(fixed.statusCode).toBe(200)
  })

  it('validates the personal details with the contract messages', async () => {
    const response = await post(h.app, '/api/sign-up-with-personal-details', {
      name: 'R2D2',
      email: 'someone@example.in',
      phone: freshNumber(),
      otpSession: 'whatever',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: NAME_MESSAGE })
  })

  it('allows 5 codes per number an hour, then answers 429 with Retry-After', async () => {
    const number = freshNumber()
    for (let sent = 1; sent <= 5; sent++) {
      expect((await send(number)).statusCode).toBe(200)
      h.clock.advance(31_000)
    }
    const sixth = await send(number)
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30 * 60)
    expect(await outbox(h.app, number)).toHaveLength(5)
    h.clock.advance(3_600_000)
    expect((await send(number)).statusCode).toBe(200)
  })

  it('allows 20 codes an hour from one address, then answers 429', async () => {
    const ip = '192.0.2.45'
    for (let sent = 1; sent <= 20; sent++) expect((await send(freshNumber(), {}, ip)).statusCode).toBe(200)
    const over = await send(freshNumber(), {}, ip)
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeDefined()
  })

  it('allows 15 code checks per number in 10 minutes, across sessions, then answers 429', async () => {
    const number = freshNumber()
    for (let round = 1; round <= 3; round++) {
      const { otpSession, code } = await startOtp(number)
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await check(number, otpSession, wrong(code))).statusCode).toBe(400)
      }
      h.clock.advance(31_000)
    }
    const { otpSession, code } = await startOtp(number)
    const blocked = await check(number, otpSession, code)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    // The window opened with the first check; once it has passed, the (still valid) code goes through.
    h.clock.advance(10 * 60_000 - 93_000)
    expect((await check(number, otpSession, code)).statusCode).toBe(200)
  })
})
