import type { PlaceOrderAnswer } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { ManualClock } from '../../src/clock.ts'
import { type Database, selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { createSession } from '../../src/identity/session.ts'
import type { MessageTransport, OutgoingMessage } from '../../src/messages/transport.ts'
import { formatRupees } from '../../src/orders/confirmation.ts'
import { placeCache } from '../../src/orders/place-routes.ts'
import { targetOf, testTargets } from '../db/targets.ts'
import { testConfig } from '../http/fixture.ts'
import { newIdempotencyKey, place, placeBody } from './fixture.ts'

/*
 * What placing does to answer fast stays correct: the answer does not wait for the confirmation, the
 * confirmation still goes out after it, the pincode memory is bounded, and the one rupee formatter writes
 * what the per-call one wrote.
 */

const place_ = (pincode: string) => ({
  pincode,
  district: `D${pincode}`,
  state: 'Kerala',
  lat: null,
  lng: null,
})

describe('the served-pincode memory', () => {
  it('asks the database once per pincode it serves', async () => {
    const lookup = vi.fn(async (pincode: string) => place_(pincode))
    const placeOf = placeCache(lookup, 10)
    expect(await placeOf('682001')).toEqual(place_('682001'))
    expect(await placeOf('682001')).toEqual(place_('682001'))
    expect(lookup).toHaveBeenCalledTimes(1)
  })

  it('never remembers a pincode it does not serve', async () => {
    const lookup = vi.fn(async (_pincode: string) => undefined)
    const placeOf = placeCache(lookup, 10)
    expect(await placeOf('999999')).toBeUndefined()
    expect(await placeOf('999999')).toBeUndefined()
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('keeps at most its size, forgetting the least recently used first', async () => {
    const lookup = vi.fn(async (pincode: string) => place_(pincode))
    const placeOf = placeCache(lookup, 2)
    await placeOf('110001')
    await placeOf('110002')
    await placeOf('110001') // used again: 110002 is now the oldest
    await placeOf('110003') // over the size: 110002 goes
    expect(lookup).toHaveBeenCalledTimes(3)
    await placeOf('110001')
    await placeOf('110003')
    expect(lookup).toHaveBeenCalledTimes(3)
    await placeOf('110002')
    expect(lookup).toHaveBeenCalledTimes(4)
  })
})

describe('the rupee formatter', () => {
  it('writes Indian grouping with paise, as toLocaleString did', () => {
    for (const paise of [0, 1, 99, 100, 12_345_650, 1_000_000_000, 5_05]) {
      const rupees = paise / 100
      expect(formatRupees(paise)).toBe(
        `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      )
    }
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50')
  })
})

/** A provider that holds every message until `release` is called, recording what it was given. */
class HeldTransport implements MessageTransport {
  readonly name = 'held'
  readonly isOutbox = false
  readonly sent: OutgoingMessage[] = []
  readonly #waiting: Array<() => void> = []

  send(message: OutgoingMessage): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(() => {
        this.sent.push(message)
        resolve()
      })
    })
  }

  get held(): number {
    return this.#waiting.length
  }

  release(): void {
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) next()
  }
}

describe.each(testTargets)('answering before confirming on $name', ({ name }) => {
  let database: Database & { dispose(): Promise<void> }
  let app: Awaited<ReturnType<typeof buildApp>>
  const messages = new HeldTransport()
  const clock = new ManualClock(new Date())

  beforeAll(async () => {
    const target = targetOf(name)
    database = await target.openSeeded()
    app = await buildApp({
      config: testConfig({ rateLimitMax: 1_000_000_000 }),
      database,
      clock,
      messages,
    })
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    messages.release()
    await app?.close()
    await database?.dispose()
  })

  it('answers a cash-on-delivery order while the provider still holds its messages, which go out after', async () => {
    const id = `perf${name}${process.pid}`
    await database.db.insert(users).values({
      id,
      name: 'Meera Iyer',
      referralCode: id,
      email: `${id}@example.in`,
      emailVerified: true,
      phone: '8123456789',
      phoneVerified: true,
    })
    const { token } = await createSession(database.db, id, clock)
    const [product] = await selectRows<{ id: string }>(
      database.db,
      sql`select id from products where cash_on_delivery and stock > 5 order by id limit 1`,
    )
    if (!product) throw new Error('the test catalogue has no product to buy on delivery')

    const response = await place(
      app,
      token,
      placeBody(product.id),
      newIdempotencyKey(),
      'singleProductPlaceOrder',
    )
    expect(response.statusCode).toBe(200)
    const answer = response.json<PlaceOrderAnswer>()
    expect(answer.state).toBe('placed')
    // Answered while the e-mail is still with the provider.
    await vi.waitFor(() => expect(messages.held).toBe(1))
    expect(messages.sent).toEqual([])

    messages.release()
    // The SMS follows the e-mail once the provider let the e-mail go.
    await vi.waitFor(() => {
      messages.release()
      expect(messages.sent.map((message) => message.channel)).toEqual(['email', 'sms'])
    })
    expect(messages.sent[0]?.subject).toContain(answer.orderId)
    expect(messages.sent[1]?.to).toBe('+918123456789')
  })
})
