import {
  EMAIL_EXISTS_MESSAGE,
  PHONE_EXISTS_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
  USER_EXISTS_MESSAGE,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/demo-shopper.ts'
import {
  SIGNIN_NOTICE_AFTER,
  SIGNIN_NOTICE_SMS,
  SIGNIN_NOTICE_SUBJECT,
  SIGNIN_SLOWDOWN,
} from '../../src/identity/auth-routes.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper, PUBLIC_URL } from '../identity/fixture.ts'

/**
 * The account-takeover paths a probe found: a phone typed by someone else signing the real owner into
 * their account, an account kept after the owner's reset, a password lock-out anyone can cause, and a
 * sign-up screen that lists registered numbers.
 */
describe('identity cannot be taken over', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await makeAuthTestApp('pglite')
  })
  afterAll(() => t?.close())

  const rowByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]

  /** Signs in by OTP as the owner of `phone` would: a code by SMS, typed back. */
  async function otpSignIn(phone: string) {
    const ip = freshIp()
    t.clock.advance(31_000)
    const sent = await t.call({ url: '/api/otp-send', body: { number: phone, code: '91' }, ip })
    expect(sent.statusCode).toBe(200)
    const code = /\b(\d{6})\b/.exec(t.messages.to(`+91${phone}`).at(-1)?.body ?? '')?.[1]
    const { otpSession } = sent.json()
    const checked = await t.call({
      url: '/api/otp-check',
      body: { number: phone, otpSession, otp: code },
      ip,
    })
    return { checked, otpSession, ip }
  }

  it("a phone typed into someone else's sign-up never signs its owner into that account", async () => {
    const victimPhone = '9811100001'
    const attacker = newShopper({ phone: victimPhone, officialPhoneNumber: victimPhone })
    expect((await t.call({ url: '/api/sign-up-with-email', body: attacker, ip: freshIp() })).statusCode).toBe(
      200,
    )
    expect(await rowByEmail(attacker.email)).toMatchObject({ phone: victimPhone, phoneVerified: false })

    // The real owner signs in by OTP: a new account, not the attacker's (no token for it).
    const { checked, otpSession, ip } = await otpSignIn(victimPhone)
    expect(checked.statusCode).toBe(200)
    expect(checked.json()).toEqual({ isNewUser: true })
    const details = await t.call({
      url: '/api/sign-up-with-personal-details',
      body: { name: 'Real Owner', email: 'real.owner@example.in', phone: victimPhone, otpSession },
      ip,
    })
    expect(details.statusCode).toBe(200)
    expect(await rowByEmail('real.owner@example.in')).toMatchObject({
      phone: victimPhone,
      phoneVerified: true,
    })
    // Proving the number took it off the attacker's account.
    expect((await rowByEmail(attacker.email))?.phone).toBeNull()
    // And now the number is taken for e-mail sign-ups.
    const again = newShopper({ phone: victimPhone, officialPhoneNumber: victimPhone })
    const refused = await t.call({ url: '/api/sign-up-with-email', body: again, ip: freshIp() })
    expect(refused.json()).toEqual({ message: PHONE_EXISTS_MESSAGE })
  })

  it('an unproven claim never keeps the owner out of an e-mail sign-up with their own number', async () => {
    const phone = '9811100002'
    const first = newShopper({ phone, officialPhoneNumber: phone })
    const second = newShopper({ phone, officialPhoneNumber: phone })
    expect((await t.call({ url: '/api/sign-up-with-email', body: first, ip: freshIp() })).statusCode).toBe(
      200,
    )
    expect((await t.call({ url: '/api/sign-up-with-email', body: second, ip: freshIp() })).statusCode).toBe(
      200,
    )
  })

  it("the owner's password reset drops an unproven phone and every session of whoever made the account", async () => {
    // Someone registers the victim's e-mail with their own phone and keeps a session.
    const squatter = newShopper({ email: 'victim.mailbox@example.in' })
    await t.call({ url: '/api/sign-up-with-email', body: squatter, ip: freshIp() })
    const squatterToken = (
      await t.call({
        url: '/api/signin-check',
        body: { email: squatter.email, password: squatter.password },
        ip: freshIp(),
      })
    ).json().token as string

    // The mailbox's owner resets the password from the link e-mailed to them.
    await t.call({ url: '/api/reset-password', body: { email: squatter.email }, ip: freshIp() })
    const link = t.messages.to(squatter.email).at(-1)?.body ?? ''
    const token = new RegExp(`${PUBLIC_URL}/reset-password/([\\w-]+)`).exec(link)?.[1]
    const reset = await t.call({
      url: '/api/set-new-password',
      body: { resetToken: token, password: 'Owner@2026', confirmPassword: 'Owner@2026' },
    })
    expect(reset.statusCode).toBe(200)
    expect(await rowByEmail(squatter.email)).toMatchObject({ emailVerified: true, phone: null })
    expect((await t.call({ method: 'GET', url: '/api/get-user', token: squatterToken })).statusCode).toBe(401)
  })

  it('wrong passwords from one address never lock the owner out: the right one from elsewhere signs in', async () => {
    const owner = newShopper()
    await t.call({ url: '/api/sign-up-with-email', body: owner, ip: freshIp() })
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner.email))
    const signIn = (password: string, ip: string) =>
      t.call({ url: '/api/signin-check', body: { email: owner.email, password }, ip })
    const attackerIp = freshIp()
    const pausesBefore = t.clock.pauses.length
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await signIn('Wrong@1234', attackerIp)).statusCode)
    expect(statuses).toEqual(Array(10).fill(401))
    // The attacking address has used up its budget for this account: 429 there, even with the password.
    const cutOff = await signIn(owner.password, attackerIp)
    expect(cutOff.statusCode).toBe(429)
    expect(Number(cutOff.headers['retry-after'])).toBeGreaterThan(0)
    // The first five failures cost nothing; then every attempt on the account waited longer, up to 5 s.
    expect(t.clock.pauses.slice(pausesBefore)).toEqual([1000, 2000, 4000, 5000, 5000])

    // The owner, from another address, gets in (after the same bounded wait).
    const owners = await signIn(owner.password, freshIp())
    expect(owners.statusCode).toBe(200)
    expect(owners.json().token).toEqual(expect.any(String))
    expect(t.clock.pauses.at(-1)).toBe(SIGNIN_SLOWDOWN.maxDelayMs)
    // Signing in wiped the account's failures: the next try waits for nothing.
    const pausesAfter = t.clock.pauses.length
    expect((await signIn('Wrong@1234', freshIp())).statusCode).toBe(401)
    expect(t.clock.pauses.length).toBe(pausesAfter)

    // The owner was told once, with the ways in, though the attack goes on from another address.
    const elsewhere = freshIp()
    for (let attempt = 0; attempt < 10; attempt++) await signIn('Wrong@1234', elsewhere)
    const notices = t.messages.to(owner.email).filter((m) => m.subject === SIGNIN_NOTICE_SUBJECT)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.body).toContain(`${SIGNIN_NOTICE_AFTER} times`)
    expect(notices[0]?.body).toMatch(/one-time code/)
    expect(notices[0]?.body).toContain(`${PUBLIC_URL}/forget-password`)
  })

  it('an owner whose only proven contact is the phone is told by SMS; an unproven contact is never told', async () => {
    const phoneOwner = newShopper()
    await t.call({ url: '/api/sign-up-with-email', body: phoneOwner, ip: freshIp() })
    await t.database.db.update(users).set({ phoneVerified: true }).where(eq(users.email, phoneOwner.email))
    const unproven = newShopper()
    await t.call({ url: '/api/sign-up-with-email', body: unproven, ip: freshIp() })
    for (const shopper of [phoneOwner, unproven]) {
      const ip = freshIp()
      for (let attempt = 0; attempt < SIGNIN_NOTICE_AFTER; attempt++) {
        await t.call({ url: '/api/signin-check', body: { email: shopper.email, password: 'Wrong@1234' }, ip })
      }
    }
    expect(t.messages.to(`+91${phoneOwner.phone}`).map((m) => m.body)).toEqual([SIGNIN_NOTICE_SMS])
    expect(t.messages.to(unproven.email)).toHaveLength(0)
    expect(t.messages.to(`+91${unproven.phone}`)).toHaveLength(0)
  })

  it('the same message for an unknown e-mail, slowed the same way', async () => {
    const ip = freshIp()
    const pausesBefore = t.clock.pauses.length
    for (let attempt = 0; attempt < 6; attempt++) {
      const res = await t.call({
        url: '/api/signin-check',
        body: { email: 'nobody.here@example.in', password: 'Wrong@1234' },
        ip,
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: SIGNIN_FAILED_MESSAGE })
    }
    expect(t.clock.pauses.slice(pausesBefore)).toEqual([1000])
  })

  it('registered numbers cannot be listed: 21 sign-up probes from one address, the 21st is 429', async () => {
    // Twenty-one accounts with proven numbers, probed once each from one address.
    const numbers = Array.from({ length: 21 }, (_, n) => String(9_650_000_000 + n))
    for (const phone of numbers) {
      await t.database.db.insert(users).values({
        id: `ProbeTarget${phone}`,
        name: 'Probe Target',
        phone,
        phoneVerified: true,
        referralCode: `P${phone}`,
      })
    }
    const ip = freshIp()
    const answers: number[] = []
    for (const number of numbers) {
      const res = await t.call({ url: '/api/otp-send', body: { number, code: '91', purpose: 'signup' }, ip })
      if (answers.length === 0) expect(res.json()).toEqual({ message: USER_EXISTS_MESSAGE })
      answers.push(res.statusCode)
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(409))
    expect(answers[20]).toBe(429)
  })

  it('one registered number probed again and again is cut off at its own budget', async () => {
    const probe = () =>
      t.call({
        url: '/api/otp-send',
        body: { number: DEMO_SHOPPER.phone, code: '91', purpose: 'signup' },
        ip: freshIp(),
      })
    const answers: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) answers.push((await probe()).statusCode)
    expect(answers).toEqual([409, 409, 409, 409, 409, 429])
  })

  it('only a proven number counts as registered', async () => {
    const claimed = newShopper()
    await t.call({ url: '/api/sign-up-with-email', body: claimed, ip: freshIp() })
    t.clock.advance(31_000)
    const res = await t.call({
      url: '/api/otp-send',
      body: { number: claimed.phone, code: '91', purpose: 'signup' },
      ip: freshIp(),
    })
    expect(res.statusCode).toBe(200)
  })

  it('an e-mail already used keeps personal details from making a second account', async () => {
    const { otpSession, ip } = await otpSignIn('9811100003')
    const res = await t.call({
      url: '/api/sign-up-with-personal-details',
      body: { name: 'Someone', email: DEMO_SHOPPER.email, phone: '9811100003', otpSession },
      ip,
    })
    expect(res.json()).toEqual({ message: EMAIL_EXISTS_MESSAGE })
  })
})
