import {
  DELIVERABLE_MESSAGE,
  notServiceableMessage,
  PINCODE_MESSAGE,
  routePath,
  routes,
} from '@haat/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DELIVERY_AREAS } from '../../src/db/seed/delivery.ts'
import { databaseKinds, makeTestApp, type TestApp } from '../http/fixture.ts'

const url = (pincode: string) => `/api${routePath(routes.checkPincode.path, { pincode })}`

describe.each(databaseKinds)('check-pincode on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({ kind })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it('answers a pincode of a district we serve with the message and its delivery days', async () => {
    const mumbai = DEMO_DELIVERY_AREAS.find((area) => area.region === 'Mumbai')
    const response = await t.app.inject({ method: 'GET', url: url('400053') })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: DELIVERABLE_MESSAGE, deliveryDays: mumbai?.deliveryDays })
    expect(response.headers['cache-control']).toMatch(/^public/)
  })

  it('answers 404 naming a pincode outside every district we serve', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('999999') })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: notServiceableMessage('999999') })
  })

  it.each(['12345', '1234567', '40005a', '４０００５３', '%20400053'])(
    'refuses %s with the pincode rule and touches nothing',
    async (pincode) => {
      const response = await t.app.inject({ method: 'GET', url: url(pincode) })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(PINCODE_MESSAGE)
    },
  )
})
