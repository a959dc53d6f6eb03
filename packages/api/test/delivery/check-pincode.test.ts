import {
  DELIVERABLE_MESSAGE,
  DELIVERY_DAYS,
  notServiceableMessage,
  PINCODE_MESSAGE,
  routePath,
  routes,
} from '@haat/contract'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseUnserviceablePincodes } from '../../src/config.ts'
import { pincodes, sellers } from '../../src/db/schema.ts'
import { DEMO_SELLER_PINCODES } from '../../src/db/seed/pincodes.ts'
import { distanceKm } from '../../src/delivery/routes.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

const url = (pincode: string, sellerId?: string) =>
  `/api${routePath(routes.checkPincode.path, { pincode })}${sellerId ? `?sellerId=${encodeURIComponent(sellerId)}` : ''}`

describe.each(databaseKinds)('check-pincode on %s', (kind) => {
  let t: TestApp
  const seller = { bengaluru: '', mumbai: '' }
  beforeAll(async () => {
    // The configuration rules out one Kolkata pincode and the Kochi area (682).
    t = await makeTestApp({ kind, config: { unserviceablePincodes: ['682', '700001'] } })
    const [first, second] = await t.database.db.select({ id: sellers.id }).from(sellers).limit(2)
    if (!first || !second) throw new Error('the seed has fewer than two sellers')
    await t.database.db.update(sellers).set({ pincode: '560001' }).where(eq(sellers.id, first.id))
    await t.database.db.update(sellers).set({ pincode: '400053' }).where(eq(sellers.id, second.id))
    seller.bengaluru = first.id
    seller.mumbai = second.id
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it('answers a real pincode with the message, the estimate and its place', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('110001') })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: DELIVERABLE_MESSAGE,
      deliveryDays: DELIVERY_DAYS.anywhere,
      district: 'Central Delhi',
      state: 'Delhi',
      fromSeller: false,
    })
    expect(response.headers['cache-control']).toMatch(/^public/)
    const bengaluru = await t.app.inject({ method: 'GET', url: url('560001') })
    expect(bengaluru.json()).toMatchObject({ district: 'Bangalore', state: 'Karnataka' })
  })

  it('counts the days from the seller: same district, same state, near, far', async () => {
    const days = async (pincode: string, sellerId: string) => {
      const response = await t.app.inject({ method: 'GET', url: url(pincode, sellerId) })
      expect(response.statusCode, pincode).toBe(200)
      expect(response.json().fromSeller).toBe(true)
      return response.json().deliveryDays as number
    }
    // 560100 is Electronic City, Bengaluru; 570001 Mysuru (Karnataka); 600001 Chennai, about 290 km away.
    expect(await days('560100', seller.bengaluru)).toBe(DELIVERY_DAYS.sameDistrict)
    expect(await days('570001', seller.bengaluru)).toBe(DELIVERY_DAYS.sameState)
    expect(await days('600001', seller.bengaluru)).toBe(DELIVERY_DAYS.near)
    expect(await days('110001', seller.bengaluru)).toBe(DELIVERY_DAYS.anywhere)
    // The nearer seller is sooner: Pune is Mumbai's state, and far from Bengaluru.
    expect(await days('411001', seller.mumbai)).toBeLessThan(await days('411001', seller.bengaluru))
  })

  it('gives the general estimate for a seller it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('560100', 'NOSUCHSELLER') })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ deliveryDays: DELIVERY_DAYS.anywhere, fromSeller: false })
  })

  it.each([
    ['a six-digit code India Post does not have', '999999'],
    ['a pincode the configuration rules out', '700001'],
    ['a pincode of an area the configuration rules out', '682001'],
  ])('answers 404 naming %s', async (_, pincode) => {
    const response = await t.app.inject({ method: 'GET', url: url(pincode) })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: notServiceableMessage(pincode) })
  })

  it('still delivers next to a ruled-out pincode', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('700002') })).statusCode).toBe(200)
  })

  it.each(['12345', '1234567', '40005a', '４０００５３', '%20400053'])(
    'refuses %s with the pincode rule',
    async (pincode) => {
      const response = await t.app.inject({ method: 'GET', url: url(pincode) })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(PINCODE_MESSAGE)
    },
  )

  it('refuses an over-long seller id', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('110001', 'x'.repeat(65)) })
    expect(response.statusCode).toBe(400)
  })

  it('gives every seeded seller a pincode India Post knows', async () => {
    const rows = await t.database.db.select({ pincode: sellers.pincode }).from(sellers)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.pincode).toMatch(/^\d{6}$/)
    const known = await t.database.db
      .select({ pincode: pincodes.pincode })
      .from(pincodes)
      .where(inArray(pincodes.pincode, [...DEMO_SELLER_PINCODES]))
    expect(known).toHaveLength(DEMO_SELLER_PINCODES.length)
  })
})

describe('delivery rules', () => {
  it('measures New Delhi to Bengaluru at about 1,740 km', () => {
    const km = distanceKm({ lat: 28.6327, lng: 77.2196 }, { lat: 12.9766, lng: 77.5993 })
    expect(km).toBeGreaterThan(1700)
    expect(km).toBeLessThan(1780)
  })

  it('reads UNSERVICEABLE_PINCODES as pincodes and 3-digit areas, refusing anything else', () => {
    expect(parseUnserviceablePincodes(undefined)).toEqual([])
    expect(parseUnserviceablePincodes(' 744101, 194 ,,744101')).toEqual(['744101', '194'])
    expect(parseUnserviceablePincodes('74410')).toHaveProperty('error')
    expect(parseUnserviceablePincodes('012345')).toHaveProperty('error')
  })
})
