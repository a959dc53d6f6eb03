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
import { SIGNIN_LIMITS, SIGNIN_NOTICE_AFTER, SIGNIN_NOTICE_SUBJECT } from '../../src/routes/auth.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper, PUBLIC_URL } from '../auth/fixture.ts'

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
    const attackerIp = freshIp()
    const statuses: number[] = []
    const pausesBefore = t.clock.pauses.length
    for (let attempt = 0; attempt < SIGNIN_LIMITS.perAccountAndIp.limit + 2; attempt++) {
      const res = await t.call({
        url: '/api/signin-check',
        body: { email: owner.email, password: 'Wrong@1234' },
        ip: attackerIp,
      })
      statuses.push(res.statusCode)
    }
    // The attacker's address is cut off for this account; every answer before that was the one message.
    expect(statuses.slice(0, SIGNIN_LIMITS.perAccountAndIp.limit)).toEqual(
      Array(SIGNIN_LIMITS.perAccountAndIp.limit).fill(401),
    )
    expect(statuses.slice(-2)).toEqual([429, 429])
    // Wrong answers were slowed down, more and more.
    const pauses = t.clock.pauses.slice(pausesBefore)
    expect(pauses.slice(0, 5).every((ms) => ms === 0)).toBe(true)
    expect(pauses.at(-1)).toBeGreaterThan(pauses[5] ?? 0)
    // The owner, from home, gets in at once.
    const owners = await t.call({
      url: '/api/signin-check',
      body: { email: owner.email, password: owner.password },
      ip: freshIp(),
    })
    expect(owners.statusCode).toBe(200)
    expect(owners.json().token).toEqual(expect.any(String))
    // And was told once, with the ways in.
    const notices = t.messages.to(owner.email).filter((m) => m.subject === SIGNIN_NOTICE_SUBJECT)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.body).toContain(`${SIGNIN_NOTICE_AFTER} times`)
    expect(notices[0]?.body).toMatch(/one-time code/)
  })

  it('the same message for an unknown e-mail, slowed the same way', async () => {
    const res = await t.call({
      url: '/api/signin-check',
      body: { email: 'nobody.here@example.in', password: 'Wrong@1234' },
      ip: freshIp(),
    })
    expect(res.json()).toEqual({ message: SIGNIN_FAILED_MESSAGE })
  })

  it('registered numbers cannot be listed: sign-up probes use up the same budget as codes', async () => {
    const ip = freshIp()
    const probe = (number: string) =>
      t.call({ url: '/api/otp-send', body: { number, code: '91', purpose: 'signup' }, ip })
    // The demo shopper's proven number, probed again and again from one address.
    const first = await probe(DEMO_SHOPPER.phone)
    expect(first.json()).toEqual({ message: USER_EXISTS_MESSAGE })
    const answers: number[] = [first.statusCode]
    for (let attempt = 1; attempt < 6; attempt++) answers.push((await probe(DEMO_SHOPPER.phone)).statusCode)
    expect(answers.slice(0, 5)).toEqual([409, 409, 409, 409, 409])
    expect(answers[5]).toBe(429)
    expect((await probe(DEMO_SHOPPER.phone)).headers['retry-after']).toBeDefined()

    // A sweep of many numbers from one address stops at the address's budget.
    const sweepIp = freshIp()
    const sweep: number[] = []
    for (let n = 0; n < 21; n++) {
      t.clock.advance(31_000)
      const res = await t.call({
        url: '/api/otp-send',
        body: { number: String(9700000000 + n), code: '91', purpose: 'signup' },
        ip: sweepIp,
      })
      sweep.push(res.statusCode)
    }
    expect(sweep[20]).toBe(429)
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
