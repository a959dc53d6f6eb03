import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailVerifications, users } from '../../src/db/schema.ts'
import {
  databaseKinds,
  type IdentityApp,
  latestCode,
  makeIdentityApp,
  makeUser,
  outbox,
  post,
} from '../messages/identity-app.ts'

let nextUser = 1
const freshEmail = () => `shopper${nextUser++}@example.in`

describe.each(databaseKinds)('e-mail verification (%s)', (kind) => {
  let h: IdentityApp
  beforeAll(async () => {
    h = await makeIdentityApp({ kind })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  const sendCode = (token?: string) => post(h.app, '/api/send-verification-email', {}, token ? { token } : {})
  const verify = (otp: string, token?: string) =>
    post(h.app, '/api/verify-otp', { otp }, token ? { token } : {})
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('e-mails a hashed code and verifies the address with it', async () => {
    const email = freshEmail()
    const { user, token } = await makeUser(h, { email })
    const sent = await sendCode(token)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ message: `Verification code sent to ${email}` })

    const [mail] = await outbox(h.app, email)
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: 'Your Haat e-mail verification code' })
    const code = await latestCode(h.app, email)
    const [row] = await h.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id))
    expect(row?.codeHash).not.toContain(code)

    const wrongTry = await verify(wrong(code), token)
    expect(wrongTry.statusCode).toBe(400)
    expect(wrongTry.json()).toEqual({ message: 'Incorrect OTP' })

    const verified = await verify(code, token)
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({
      message: 'Email verified successfully!',
      user: { id: user.id, email, emailVerified: true },
    })
    const [stored] = await h.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stored?.emailVerified).toBe(true)

    // Used once; and a verified address gets no more codes.
    expect((await verify(code, token)).statusCode).toBe(400)
    const again = await sendCode(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Your email is already verified.' })
  })

  it('answers 400 for a user without an e-mail and 401 without a token', async () => {
    const { token } = await makeUser(h, { phone: '8000000001' })
    const noEmail = await sendCode(token)
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json()).toEqual({ message: 'Please add an email address to your profile first.' })
    expect((await sendCode()).statusCode).toBe(401)
    expect((await verify('123456')).statusCode).toBe(401)
  })

  it('answers "Incorrect OTP" when no code was sent', async () => {
    const { token } = await makeUser(h, { email: freshEmail() })
    const response = await verify('123456', token)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Incorrect OTP' })
  })

  it('locks a code after 5 wrong tries and expires it after 10 minutes', async () => {
    const email = freshEmail()
    const { token } = await makeUser(h, { email })
    expect((await sendCode(token)).statusCode).toBe(200)
    const code = await latestCode(h.app, email)
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await verify(wrong(code), token)).statusCode).toBe(400)
    const fifth = await verify(wrong(code), token)
    expect(fifth.json()).toEqual({ message: 'Too many wrong attempts. Please request a new code.' })
    expect((await verify(code, token)).statusCode).toBe(400)

    h.clock.advance(30_000)
    expect((await sendCode(token)).statusCode).toBe(200)
    const fresh = await latestCode(h.app, email)
    h.clock.advance(10 * 60_000)
    const late = await verify(fresh, token)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toEqual({ message: 'Incorrect OTP' })
  })

  it('refuses a resend within 30 seconds with 429 and Retry-After', async () => {
    const email = freshEmail()
    const { token } = await makeUser(h, { email })
    expect((await sendCode(token)).statusCode).toBe(200)
    h.clock.advance(5_000)
    const early = await sendCode(token)
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('25')
    expect(await outbox(h.app, email)).toHaveLength(1)
  })

  it('does not verify an address changed after the code was sent', async () => {
    const email = freshEmail()
    const { user, token } = await makeUser(h, { email })
    expect((await sendCode(token)).statusCode).toBe(200)
    const code = await latestCode(h.app, email)
    await h.database.db.update(users).set({ email: freshEmail() }).where(eq(users.id, user.id))
    expect((await verify(code, token)).statusCode).toBe(400)
    const [stored] = await h.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stored?.emailVerified).toBe(false)
  })

  it('sends at most 5 codes an hour to one user', async () => {
    const email = freshEmail()
    const { token } = await makeUser(h, { email })
    for (let sent = 1; sent <= 5; sent++) {
      expect((await sendCode(token)).statusCode).toBe(200)
      h.clock.advance(31_000)
    }
    const sixth = await sendCode(token)
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30 * 60)
    expect(await outbox(h.app, email)).toHaveLength(5)
  })
})
