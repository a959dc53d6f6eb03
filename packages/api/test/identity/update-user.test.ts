import {
  CONTACT_CHANGE_NOT_FOUND_MESSAGE,
  CONTACT_CODE_LOCKED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INCORRECT_OTP_MESSAGE,
  NAME_MESSAGE,
  ONE_CHANGE_AT_A_TIME_MESSAGE,
  PHONE_CHANGED_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  PROFILE_EMAIL_MESSAGE,
  PROFILE_PHONE_MESSAGE,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { PROFILE_UPDATED_MESSAGE } from '../../src/identity/user-routes.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, freshIp, makeAuthTestApp, newShopper } from './fixture.ts'

describe.each(testTargets.map((target) => target.name))('updateUser on %s', (kind) => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await makeAuthTestApp(kind)
  })
  afterAll(() => t?.close())

  /** A registered shopper with a live session; the e-mail is marked verified to see it reset. */
  async function signedIn() {
    const shopper = newShopper()
    expect((await t.call({ url: '/api/sign-up-with-email', body: shopper, ip: freshIp() })).statusCode).toBe(
      200,
    )
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, shopper.email))
    const res = await t.call({
      url: '/api/signin-check',
      body: { email: shopper.email, password: shopper.password },
      ip: freshIp(),
    })
    return { ...shopper, token: res.json().token as string }
  }

  const update = (token: string | undefined, body: unknown) => t.call({ url: '/api/updateUser', body, token })
  const confirm = (token: string, changeId: string, otp: string) =>
    t.call({ url: '/api/confirm-contact-change', body: { changeId, otp }, token })
  /** The code of the newest message to `to`, and its count of messages so far. */
  const codeSentTo = (to: string) => {
    const body = t.messages.to(to).at(-1)?.body ?? ''
    return /\b(\d{6})\b/.exec(body)?.[1] ?? ''
  }
  const rowOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]
  /** Past the 30-second gap between two codes of one account. */
  const laterOn = () => t.clock.advance(31_000)

  it('changes the name at once', async () => {
    const me = await signedIn()
    const res = await update(me.token, { name: 'Priya Menon' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(PROFILE_UPDATED_MESSAGE)
    expect(res.json().pendingChange).toBeUndefined()
    expect(res.json().user).toMatchObject({ name: 'Priya Menon', email: me.email, emailVerified: true })
    const fetched = (await t.call({ method: 'GET', url: '/api/get-user', token: me.token })).json().user
    expect(fetched).toEqual(res.json().user)
  })

  it('a new phone changes only when the code sent to it comes back; the old number is told', async () => {
    const me = await signedIn()
    const second = (
      await t.call({
        url: '/api/signin-check',
        body: { email: me.email, password: me.password },
        ip: freshIp(),
      })
    ).json().token as string
    const started = await update(me.token, { phone: '9000000001', name: 'Priya Menon' })
    expect(started.statusCode).toBe(200)
    expect(started.json().pendingChange).toMatchObject({ channel: 'sms', to: '9000000001' })
    expect(started.json().message).toBe('We sent a code to 90xxxxxx01. Enter it to change your phone number.')
    // Nothing but the name has changed yet.
    expect(await rowOf(me.email)).toMatchObject({
      name: 'Priya Menon',
      phone: me.phone,
      phoneVerified: false,
    })

    const code = codeSentTo('+919000000001')
    expect(code).toMatch(/^\d{6}$/)
    const done = await confirm(me.token, started.json().pendingChange.changeId, code)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      message: PHONE_CHANGED_MESSAGE,
      user: { phone: '9000000001', phoneVerified: true },
    })
    expect(t.messages.to(`+91${me.phone}`).at(-1)?.body).toMatch(/phone number of your account was changed/)
    // The other browser is signed out; this one goes on.
    expect((await t.call({ method: 'GET', url: '/api/get-user', token: second })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url: '/api/get-user', token: me.token })).statusCode).toBe(200)
    // A code works once.
    expect((await confirm(me.token, started.json().pendingChange.changeId, code)).statusCode).toBe(404)
  })

  it('an unproven phone on file can be proven with the same flow, with no notice', async () => {
    const me = await signedIn()
    const started = await update(me.token, { phone: me.phone })
    expect(started.json().message).toMatch(/Enter it to verify your phone number/)
    const before = t.messages.sent.length
    const done = await confirm(me.token, started.json().pendingChange.changeId, codeSentTo(`+91${me.phone}`))
    expect(done.json()).toMatchObject({
      message: PHONE_VERIFIED_MESSAGE,
      user: { phone: me.phone, phoneVerified: true },
    })
    expect(t.messages.sent.length).toBe(before)
  })

  it('a new e-mail changes only when its code comes back, proven; the old address is told', async () => {
    const me = await signedIn()
    const other = `new.${me.email}`
    const started = await update(me.token, { newEmail: other })
    expect(started.json().pendingChange).toMatchObject({ channel: 'email', to: other })
    expect(await rowOf(me.email)).toBeDefined()
    const done = await confirm(me.token, started.json().pendingChange.changeId, codeSentTo(other))
    expect(done.json()).toMatchObject({
      message: EMAIL_CHANGED_MESSAGE,
      user: { email: other, emailVerified: true },
    })
    expect(t.messages.to(me.email).at(-1)?.subject).toBe('Your Haat e-mail address was changed')
  })

  it('a change of letter case only is the same address: saved at once, still proven', async () => {
    const me = await signedIn()
    const res = await update(me.token, { newEmail: me.email.toUpperCase() })
    expect(res.json().pendingChange).toBeUndefined()
    expect(res.json().user).toMatchObject({ email: me.email.toUpperCase(), emailVerified: true })
  })

  it('a wrong code counts, five lock the change, and another account cannot use it', async () => {
    const me = await signedIn()
    const someoneElse = await signedIn()
    const started = await update(me.token, { phone: '9000000002' })
    const { changeId } = started.json().pendingChange
    expect((await confirm(someoneElse.token, changeId, codeSentTo('+919000000002'))).json()).toEqual({
      message: CONTACT_CHANGE_NOT_FOUND_MESSAGE,
    })
    const right = codeSentTo('+919000000002')
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await confirm(me.token, changeId, wrong)).json()).toEqual({
        message: INCORRECT_OTP_MESSAGE,
      })
    }
    expect((await confirm(me.token, changeId, wrong)).json()).toEqual({
      message: CONTACT_CODE_LOCKED_MESSAGE,
    })
    expect((await confirm(me.token, changeId, right)).statusCode).toBe(400)
    expect(await rowOf(me.email)).toMatchObject({ phone: me.phone })
  })

  it('answers 409 for a phone another account proved, or an e-mail another account has, changing nothing', async () => {
    const me = await signedIn()
    const other = await signedIn()
    const proving = await update(other.token, { phone: other.phone })
    await confirm(other.token, proving.json().pendingChange.changeId, codeSentTo(`+91${other.phone}`))
    const email = await update(me.token, { newEmail: other.email.toUpperCase(), name: 'Changed Name' })
    expect(email.statusCode).toBe(409)
    expect(email.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
    laterOn()
    const phone = await update(me.token, { phone: other.phone })
    expect(phone.statusCode).toBe(409)
    expect(phone.json()).toEqual({ message: PHONE_TAKEN_MESSAGE })
    expect(await rowOf(me.email)).toMatchObject({ name: me.name, phone: me.phone, emailVerified: true })
    expect(t.messages.to(other.email)).toHaveLength(0)
  })

  it('a value another account proves while the code is on its way: 409, and nothing changes', async () => {
    const me = await signedIn()
    const rival = await signedIn()
    const phone = '9000000004'
    const mine = await update(me.token, { phone })
    const myCode = codeSentTo(`+91${phone}`)
    const theirs = await update(rival.token, { phone })
    expect(theirs.statusCode).toBe(200)
    // The rival's code comes back first: the number is theirs now.
    const rivalCode = codeSentTo(`+91${phone}`)
    expect((await confirm(rival.token, theirs.json().pendingChange.changeId, rivalCode)).statusCode).toBe(200)
    const late = await confirm(me.token, mine.json().pendingChange.changeId, myCode)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: PHONE_TAKEN_MESSAGE })
    expect(await rowOf(me.email)).toMatchObject({ phone: me.phone, phoneVerified: false })

    laterOn()
    const email = `shared.${me.email}`
    const myEmail = await update(me.token, { newEmail: email })
    const emailCode = codeSentTo(email)
    // Meanwhile another account takes the address.
    await t.database.db.update(users).set({ email }).where(eq(users.email, rival.email))
    const taken = await confirm(me.token, myEmail.json().pendingChange.changeId, emailCode)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
    expect(await rowOf(me.email)).toBeDefined()
  })

  it("proving a number through a change drops other accounts' unproven claims to it", async () => {
    const me = await signedIn()
    const claimer = await signedIn()
    const started = await update(me.token, { phone: claimer.phone })
    expect(started.statusCode).toBe(200)
    const done = await confirm(
      me.token,
      started.json().pendingChange.changeId,
      codeSentTo(`+91${claimer.phone}`),
    )
    expect(done.json().user).toMatchObject({ phone: claimer.phone, phoneVerified: true })
    expect((await rowOf(claimer.email))?.phone).toBeNull()
  })

  it('a number gets at most five codes an hour, whichever accounts ask', async () => {
    const phone = '9000000005'
    const answers: number[] = []
    for (let n = 0; n < 6; n++) {
      const someone = await signedIn()
      answers.push((await update(someone.token, { phone })).statusCode)
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    expect(t.messages.to(`+91${phone}`)).toHaveLength(5)
  })

  it('a new code no sooner than 30 seconds after the last', async () => {
    const me = await signedIn()
    expect((await update(me.token, { phone: '9000000006' })).statusCode).toBe(200)
    const again = await update(me.token, { phone: '9000000006' })
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    laterOn()
    expect((await update(me.token, { phone: '9000000006' })).statusCode).toBe(200)
  })

  it('one change at a time', async () => {
    const me = await signedIn()
    const res = await update(me.token, { phone: '9000000003', newEmail: `x.${me.email}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: ONE_CHANGE_AT_A_TIME_MESSAGE })
  })

  it.each([
    [{ newEmail: 'priya@example' }, PROFILE_EMAIL_MESSAGE],
    [{ newEmail: 'priya example.in' }, PROFILE_EMAIL_MESSAGE],
    [{ phone: '12345' }, PROFILE_PHONE_MESSAGE],
    [{ phone: '98765432100' }, PROFILE_PHONE_MESSAGE],
    [{ name: 'R2-D2' }, NAME_MESSAGE],
  ])('answers 400 for %j with the contract message, changing nothing', async (body, message) => {
    const me = await signedIn()
    const res = await update(me.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, me.email))
    expect(row).toMatchObject({ name: me.name, phone: me.phone, email: me.email })
    if ('phone' in body) expect(t.messages.to(`+91${body.phone}`)).toHaveLength(0)
  })

  it('needs a live session: 401 without a token, and a token only ever changes its own user', async () => {
    expect((await update(undefined, { name: 'Nobody' })).statusCode).toBe(401)
    const me = await signedIn()
    const other = await signedIn()
    // Fields naming another user are not part of the call; the session decides whose record changes.
    const res = await update(me.token, { name: 'Only Me', id: 'someone-else', email: other.email })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(me.email)
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.email, other.email))
    expect(otherRow?.name).toBe(other.name)
  })
})
