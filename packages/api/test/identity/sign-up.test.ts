import {
  EMAIL_EXISTS_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_EXISTS_MESSAGE,
  PHONE_MESSAGE,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { SIGNUP_DONE_MESSAGE } from '../../src/identity/auth-routes.ts'
import { verifyPassword } from '../../src/identity/passwords.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper } from './fixture.ts'

describe.each(testTargets.map((target) => target.name))('sign-up-with-email on %s', (kind) => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await makeAuthTestApp(kind)
  })
  afterAll(() => t?.close())

  const signUp = (body: unknown, ip = freshIp()) => t.call({ url: '/api/sign-up-with-email', body, ip })

  it('creates the account with an argon2id hash, unverified e-mail and no coins', async () => {
    const shopper = newShopper({ referralCode: 'FRIEND42' })
    const res = await signUp(shopper)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: SIGNUP_DONE_MESSAGE })
    const [row] = await t.database.db.select().from(users).where(eq(users.email, shopper.email))
    expect(row).toMatchObject({
      name: 'Priya Nair',
      phone: shopper.phone,
      emailVerified: false,
      coin: 0,
      referredBy: 'FRIEND42',
    })
    expect(row?.id).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row?.passwordHash ?? '', shopper.password)).toBe(true)
  })

  it('answers 400 "Email Already Exist" for a used e-mail in any letter case, and writes nothing', async () => {
    const first = newShopper()
    expect((await signUp(first)).statusCode).toBe(200)
    const before = await t.count('users')
    const res = await signUp(newShopper({ email: first.email.toUpperCase() }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: EMAIL_EXISTS_MESSAGE })
    expect(await t.count('users')).toBe(before)
  })

  it('answers 400 with a clear message for a phone another account proved', async () => {
    const first = newShopper()
    expect((await signUp(first)).statusCode).toBe(200)
    await t.database.db.update(users).set({ phoneVerified: true }).where(eq(users.email, first.email))
    const before = await t.count('users')
    const res = await signUp(newShopper({ phone: first.phone, officialPhoneNumber: first.phone }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: PHONE_EXISTS_MESSAGE })
    expect(await t.count('users')).toBe(before)
  })

  it('settles two simultaneous sign-ups with one e-mail: one account, one 400', async () => {
    const shopper = newShopper()
    const twin = newShopper({ email: shopper.email.toUpperCase() })
    const answers = await Promise.all([signUp(shopper), signUp(twin)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400])
    const rows = await t.database.db.select().from(users)
    expect(rows.filter((row) => row.email?.toLowerCase() === shopper.email.toLowerCase())).toHaveLength(1)
  })

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    [
      'a password without a special character',
      { password: 'Secret123', confirmPassword: 'Secret123' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password without an uppercase letter',
      { password: 'secret@123', confirmPassword: 'secret@123' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password without a lowercase letter',
      { password: 'SECRET@123', confirmPassword: 'SECRET@123' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password without a digit',
      { password: 'Secret@abc', confirmPassword: 'Secret@abc' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password of 7 characters',
      { password: 'Sec@12a', confirmPassword: 'Sec@12a' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password with a special outside @#$%^&+=',
      { password: 'Secret@12!', confirmPassword: 'Secret@12!' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a password with a space',
      { password: 'Secret@1 2', confirmPassword: 'Secret@1 2' },
      PASSWORD_RULE_MESSAGE,
    ],
    ['different passwords', { confirmPassword: 'Secret@124' }, PASSWORD_MISMATCH_MESSAGE],
    ['a 9-digit phone', { phone: '987654321' }, PHONE_MESSAGE],
    ['a phone with letters', { phone: '98765abcde' }, PHONE_MESSAGE],
    ['an e-mail without a dot after the @', { email: 'priya@example' }, EMAIL_MESSAGE],
    ['an e-mail without an @', { email: 'priya.example.in' }, EMAIL_MESSAGE],
    ['a name with digits', { name: 'Priya 2' }, NAME_MESSAGE],
  ]

  it.each(invalid)(
    'answers 400 for %s, naming the rule, and writes nothing',
    async (_what, change, message) => {
      const before = await t.count('users')
      const res = await signUp(newShopper(change))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
      expect(await t.count('users')).toBe(before)
    },
  )

  it('accepts every special character of the rule', async () => {
    for (const special of '@#$%^&+=') {
      const password = `Secret1${special}`
      const res = await signUp(newShopper({ password, confirmPassword: password }))
      expect(res.statusCode, password).toBe(200)
    }
  })

  it('answers 400 (never 500) for a missing field, a wrong type or no body; 415 for plain text', async () => {
    const before = await t.count('users')
    const { email: _email, ...withoutEmail } = newShopper()
    for (const body of [withoutEmail, { ...newShopper(), phone: 9876543210 }, undefined]) {
      const res = await signUp(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
    const text = await signUp('name=Priya')
    expect(text.statusCode).toBe(415)
    expect(typeof text.json().message).toBe('string')
    expect(await t.count('users')).toBe(before)
  })

  it('limits sign-ups per address (probing which e-mails exist): the 21st in an hour is 429', async () => {
    const ip = freshIp()
    const taken = newShopper()
    expect((await signUp(taken, ip)).statusCode).toBe(200)
    for (let i = 1; i < 20; i++) {
      const res = await signUp(newShopper({ email: taken.email }), ip)
      expect(res.json()).toEqual({ message: EMAIL_EXISTS_MESSAGE })
    }
    const before = await t.count('users')
    const limited = await signUp(newShopper(), ip)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await t.count('users')).toBe(before)
  })
})
