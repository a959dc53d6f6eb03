import { NAME_MESSAGE, PROFILE_EMAIL_MESSAGE, PROFILE_PHONE_MESSAGE } from '@haat/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE, PROFILE_UPDATED_MESSAGE } from '../../src/routes/user.ts'
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

  it('changes the name and phone of the token owner, leaving the e-mail verified', async () => {
    const me = await signedIn()
    const res = await update(me.token, { name: 'Priya Menon', phone: '9000000001' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(PROFILE_UPDATED_MESSAGE)
    expect(res.json().user).toMatchObject({
      name: 'Priya Menon',
      phone: '9000000001',
      email: me.email,
      emailVerified: true,
    })
    const fetched = (await t.call({ method: 'GET', url: '/api/get-user', token: me.token })).json().user
    expect(fetched).toEqual(res.json().user)
  })

  it('a changed e-mail becomes unverified; a change of letter case only keeps it verified', async () => {
    const me = await signedIn()
    const sameAddress = await update(me.token, { newEmail: me.email.toUpperCase() })
    expect(sameAddress.json().user).toMatchObject({ email: me.email.toUpperCase(), emailVerified: true })
    const other = `new.${me.email}`
    const changed = await update(me.token, { newEmail: other })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().user).toMatchObject({ email: other, emailVerified: false })
  })

  it('answers 409 when the e-mail (any case) or phone belongs to another account, and changes nothing', async () => {
    const me = await signedIn()
    const other = await signedIn()
    const email = await update(me.token, { newEmail: other.email.toUpperCase(), name: 'Changed Name' })
    expect(email.statusCode).toBe(409)
    expect(email.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
    const phone = await update(me.token, { phone: other.phone })
    expect(phone.statusCode).toBe(409)
    expect(phone.json()).toEqual({ message: PHONE_TAKEN_MESSAGE })
    const [row] = await t.database.db.select().from(users).where(eq(users.email, me.email))
    expect(row).toMatchObject({ name: me.name, phone: me.phone, emailVerified: true })
  })

  it.each([
    [{ newEmail: 'priya@example' }, PROFILE_EMAIL_MESSAGE],
    [{ newEmail: 'priya example.in' }, PROFILE_EMAIL_MESSAGE],
    [{ phone: '12345' }, PROFILE_PHONE_MESSAGE],
    [{ phone: '98765432100' }, PROFILE_PHONE_MESSAGE],
    [{ name: 'R2-D2' }, NAME_MESSAGE],
  ])('answers 400 for %j with the specification text, changing nothing', async (body, message) => {
    const me = await signedIn()
    const res = await update(me.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, me.email))
    expect(row).toMatchObject({ name: me.name, phone: me.phone, email: me.email })
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
