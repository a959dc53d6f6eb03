import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_LINE_MAX,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  type Address,
  type AddressesChangeAnswer,
  AddressInput,
  ALT_PHONE_EXACT_MESSAGE,
  atMostCharactersMessage,
  CONTROL_CHARACTERS_MESSAGE,
  lettersOnlyMessage,
  NOT_YOUR_ADDRESSES_MESSAGE,
  notServiceableMessage,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  pincodeStateMessage,
  requiredFieldMessage,
  routes,
  TOKEN_MISSING_MESSAGE,
  type UserAnswer,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { DEMO_ADDRESSES } from '../../src/db/seed/demo-addresses.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { servedPlace } from '../../src/delivery/routes.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

type Name = 'addresses' | 'addAddress' | 'updateAddress' | 'deleteAddress' | 'userDetails'

/** A complete address the form would send; each test changes what it is about. */
const address = (changes: Partial<Record<keyof AddressInput, unknown>> = {}) => ({
  name: 'Meera Iyer',
  phoneNumber: '9876501234',
  alternativePhoneNumber: '',
  typeOfAddress: 'Home',
  primaryAddress: false,
  houseName: '12, 2nd Cross, MG Road',
  localArea: 'Shivaji Nagar',
  landMark: '',
  pincode: '560001',
  state: 'Karnataka',
  country: 'India',
  location: null,
  ...changes,
})

describe.each(testTargets)('the address book on $name', ({ name }) => {
  let t: AuthTestApp
  let shoppers = 0

  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)
  async function newShopper(): Promise<{ id: string; token: string }> {
    shoppers += 1
    const id = `AddressShopper${name}${shoppers}`
    await t.database.db
      .insert(users)
      .values({ id, name: 'Meera Iyer', referralCode: `ADDR${name}${shoppers}` })
    return { id, token: (await createSession(t.database.db, id, t.clock)).token }
  }
  const call = (
    route: Name,
    token: string | undefined,
    body?: unknown,
    userId = '',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: routes[route].method,
      url: `/api${routes[route].path.replace(':userId', encodeURIComponent(userId))}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    })
  const listOf = async (token: string): Promise<Address[]> => {
    const response = await call('addresses', token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<Address[]>()
  }
  const add = (token: string | undefined, one: object) => call('addAddress', token, { address: [one] })
  const addOk = async (token: string, one: object): Promise<Address[]> => {
    const response = await add(token, one)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const answer = response.json<AddressesChangeAnswer>()
    expect(answer.message).toBe(ADDRESS_ADDED_MESSAGE)
    return answer.address
  }
  const update = (token: string | undefined, userId: string, addressIndex: number, one: object) =>
    call('updateAddress', token, { ...one, addressIndex }, userId)
  const remove = (token: string | undefined, userId: string, addressIndex: number) =>
    call('deleteAddress', token, { addressIndex }, userId)
  /** The stored rows of a shopper, every column: what "nothing changed" compares. */
  const stored = (userId: string) =>
    rows(sql`select *, created_at::text as at from addresses where user_id = ${userId} order by id`)
  /** A shopper with three addresses: Home (the default), Office, then Parents'. */
  async function shopperWithThree() {
    const shopper = await newShopper()
    await addOk(shopper.token, address({ houseName: 'Home house' }))
    await addOk(
      shopper.token,
      address({
        houseName: 'Office house',
        typeOfAddress: 'Office',
        pincode: '400001',
        state: 'Maharashtra',
      }),
    )
    await addOk(shopper.token, address({ houseName: 'Parents house' }))
    return shopper
  }

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it('refuses every call without a session (401) and stores nothing', async () => {
    const shopper = await newShopper()
    for (const response of [
      await call('addresses', undefined),
      await add(undefined, address()),
      await update(undefined, shopper.id, 0, address()),
      await remove(undefined, shopper.id, 0),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
    expect(await stored(shopper.id)).toEqual([])
  })

  describe('add', () => {
    it("makes the shopper's first address the default whatever the form says, and answers the list", async () => {
      const shopper = await newShopper()
      expect(await listOf(shopper.token)).toEqual([])
      const list = await addOk(
        shopper.token,
        address({
          alternativePhoneNumber: '9123456780',
          landMark: 'Near the temple',
          location: { latitude: 12.97, longitude: 77.59 },
        }),
      )
      expect(list).toEqual([
        {
          name: 'Meera Iyer',
          phoneNumber: '9876501234',
          alternativePhoneNumber: '9123456780',
          typeOfAddress: 'Home',
          primaryAddress: true,
          houseName: '12, 2nd Cross, MG Road',
          localArea: 'Shivaji Nagar',
          landMark: 'Near the temple',
          pincode: '560001',
          state: 'Karnataka',
          country: 'India',
          location: { latitude: 12.97, longitude: 77.59 },
        },
      ])
      expect(await listOf(shopper.token)).toEqual(list)
    })

    it('reads the default first, then the oldest first, even when the clock stands still', async () => {
      const shopper = await shopperWithThree()
      const list = await listOf(shopper.token)
      expect(list.map((a) => [a.houseName, a.primaryAddress])).toEqual([
        ['Home house', true],
        ['Office house', false],
        ['Parents house', false],
      ])
      // Empty optional fields are stored as none.
      expect(list[0]?.alternativePhoneNumber).toBeNull()
      expect(list[0]?.landMark).toBeNull()
    })

    it('makes a new address the default when asked, and the old default stops being one', async () => {
      const shopper = await shopperWithThree()
      const list = await addOk(shopper.token, address({ houseName: 'New flat', primaryAddress: true }))
      expect(list.map((a) => [a.houseName, a.primaryAddress])).toEqual([
        ['New flat', true],
        ['Home house', false],
        ['Office house', false],
        ['Parents house', false],
      ])
      const defaults = await rows<{ n: number }>(
        sql`select count(*)::int as n from addresses where user_id = ${shopper.id} and primary_address`,
      )
      expect(defaults).toEqual([{ n: 1 }])
    })

    it(`keeps at most ${ADDRESSES_MAX} addresses (409 past it, nothing stored)`, async () => {
      const shopper = await newShopper()
      for (let i = 0; i < ADDRESSES_MAX; i++) await addOk(shopper.token, address({ houseName: `House ${i}` }))
      const before = await stored(shopper.id)
      const response = await add(shopper.token, address({ houseName: 'One too many', primaryAddress: true }))
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: ADDRESSES_FULL_MESSAGE })
      expect(await stored(shopper.id)).toEqual(before)
      expect(before).toHaveLength(ADDRESSES_MAX)
    })

    it.each([
      ['a 9-digit phone', { phoneNumber: '987650123' }, PHONE_EXACT_MESSAGE],
      ['a phone with a letter', { phoneNumber: '98765o1234' }, PHONE_EXACT_MESSAGE],
      ['a 9-digit alternative phone', { alternativePhoneNumber: '912345678' }, ALT_PHONE_EXACT_MESSAGE],
      ['a 5-digit pincode', { pincode: '56000' }, PINCODE_EXACT_MESSAGE],
      ['a name with digits', { name: 'Meera 2' }, lettersOnlyMessage('Name')],
      ['a local area with digits', { localArea: 'Sector 5' }, lettersOnlyMessage('Local area')],
      ['no house name', { houseName: undefined }, requiredFieldMessage('House name')],
      ['a blank house name', { houseName: '   ' }, requiredFieldMessage('House name')],
      ['a NUL byte', { houseName: 'Flat\u00002' }, CONTROL_CHARACTERS_MESSAGE],
      ['a line break', { landMark: 'Near\nthe temple' }, CONTROL_CHARACTERS_MESSAGE],
      [
        `a ${ADDRESS_LINE_MAX + 1}-character line`,
        { houseName: 'x'.repeat(ADDRESS_LINE_MAX + 1) },
        atMostCharactersMessage(ADDRESS_LINE_MAX),
      ],
      ['an unknown pincode', { pincode: '999999' }, 'Invalid pincode: 999999 is not serviceable'],
    ])('refuses %s with 400 and its message', async (_what, changes, message) => {
      const shopper = await newShopper()
      const response = await add(shopper.token, address(changes))
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(message)
      expect(await stored(shopper.id)).toEqual([])
    })

    it('names the pincode with the delivery check’s message', async () => {
      const shopper = await newShopper()
      const response = await add(shopper.token, address({ pincode: '999999' }))
      expect(response.json()).toEqual({ message: notServiceableMessage('999999') })
    })

    it('refuses a state other than the pincode’s (400, naming the pincode’s) and stores nothing', async () => {
      const shopper = await newShopper()
      const response = await add(shopper.token, address({ pincode: '560001', state: 'Kerala' }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: pincodeStateMessage('560001', 'Karnataka') })
      expect(await stored(shopper.id)).toEqual([])
    })

    it('accepts the pincode’s state however it is spelt', async () => {
      const shopper = await newShopper()
      const list = await addOk(shopper.token, address({ pincode: '560001', state: 'KARNATAKA' }))
      expect(list.map((one) => one.state)).toEqual(['KARNATAKA'])
    })

    it(`accepts a line of exactly ${ADDRESS_LINE_MAX} characters and names in any script`, async () => {
      const shopper = await newShopper()
      const list = await addOk(
        shopper.token,
        address({ houseName: 'x'.repeat(ADDRESS_LINE_MAX), name: 'मीरा अय्यर' }),
      )
      expect(list[0]?.name).toBe('मीरा अय्यर')
    })

    it('refuses a body of two addresses', async () => {
      const shopper = await newShopper()
      const response = await call('addAddress', shopper.token, { address: [address(), address()] })
      expect(response.statusCode).toBe(400)
      expect(await stored(shopper.id)).toEqual([])
    })
  })

  describe('update', () => {
    it('replaces the fields of the address at the index and answers the list', async () => {
      const shopper = await shopperWithThree()
      const changed = address({
        name: 'Kavya Rao',
        phoneNumber: '9000000001',
        typeOfAddress: 'Office',
        houseName: 'Tower B, 9th floor',
        localArea: 'Bandra West',
        pincode: '400050',
        state: 'Maharashtra',
      })
      const response = await update(shopper.token, shopper.id, 2, changed)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<AddressesChangeAnswer>()
      expect(answer.message).toBe(ADDRESS_UPDATED_MESSAGE)
      expect(answer.address[2]).toMatchObject({
        name: 'Kavya Rao',
        phoneNumber: '9000000001',
        typeOfAddress: 'Office',
        houseName: 'Tower B, 9th floor',
        localArea: 'Bandra West',
        pincode: '400050',
        state: 'Maharashtra',
        primaryAddress: false,
      })
      expect(answer.address.map((a) => a.houseName)).toEqual([
        'Home house',
        'Office house',
        'Tower B, 9th floor',
      ])
      expect(await listOf(shopper.token)).toEqual(answer.address)
    })

    it('makes the address the default when asked, and the old one stops being it', async () => {
      const shopper = await shopperWithThree()
      const response = await update(
        shopper.token,
        shopper.id,
        1,
        address({
          houseName: 'Office house',
          typeOfAddress: 'Office',
          pincode: '400001',
          state: 'Maharashtra',
          primaryAddress: true,
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(
        response.json<AddressesChangeAnswer>().address.map((a) => [a.houseName, a.primaryAddress]),
      ).toEqual([
        ['Office house', true],
        ['Home house', false],
        ['Parents house', false],
      ])
    })

    it('ignores primaryAddress false on the default: the shopper keeps a default', async () => {
      const shopper = await shopperWithThree()
      const response = await update(
        shopper.token,
        shopper.id,
        0,
        address({ houseName: 'Home renamed', primaryAddress: false }),
      )
      expect(response.statusCode).toBe(200)
      expect(
        response.json<AddressesChangeAnswer>().address.map((a) => [a.houseName, a.primaryAddress]),
      ).toEqual([
        ['Home renamed', true],
        ['Office house', false],
        ['Parents house', false],
      ])
    })

    it('answers 404 for an index past the list and changes nothing', async () => {
      const shopper = await shopperWithThree()
      const before = await stored(shopper.id)
      const response = await update(shopper.token, shopper.id, 3, address({ houseName: 'Nowhere' }))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: ADDRESS_NOT_FOUND_MESSAGE })
      expect(await stored(shopper.id)).toEqual(before)
    })

    it('refuses a pincode we do not deliver to (400) and changes nothing', async () => {
      const shopper = await shopperWithThree()
      const before = await stored(shopper.id)
      const response = await update(shopper.token, shopper.id, 1, address({ pincode: '999999' }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: notServiceableMessage('999999') })
      expect(await stored(shopper.id)).toEqual(before)
    })

    it('refuses a state other than the pincode’s (400) and changes nothing', async () => {
      const shopper = await shopperWithThree()
      const before = await stored(shopper.id)
      const response = await update(
        shopper.token,
        shopper.id,
        1,
        address({ pincode: '400001', state: 'Goa' }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: pincodeStateMessage('400001', 'Maharashtra') })
      expect(await stored(shopper.id)).toEqual(before)
    })
  })

  describe('delete', () => {
    it('deletes the address at the index and answers the list', async () => {
      const shopper = await shopperWithThree()
      const response = await remove(shopper.token, shopper.id, 1)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<AddressesChangeAnswer>()
      expect(answer.message).toBe(ADDRESS_DELETED_MESSAGE)
      expect(answer.address.map((a) => a.houseName)).toEqual(['Home house', 'Parents house'])
      expect(await stored(shopper.id)).toHaveLength(2)
    })

    it('refuses the default while other addresses exist (409), and lets the only address go', async () => {
      const shopper = await shopperWithThree()
      const before = await stored(shopper.id)
      const refused = await remove(shopper.token, shopper.id, 0)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ message: PRIMARY_ADDRESS_UNDELETABLE_MESSAGE })
      expect(await stored(shopper.id)).toEqual(before)

      expect((await remove(shopper.token, shopper.id, 2)).statusCode).toBe(200)
      expect((await remove(shopper.token, shopper.id, 1)).statusCode).toBe(200)
      const last = await remove(shopper.token, shopper.id, 0)
      expect(last.statusCode).toBe(200)
      expect(last.json<AddressesChangeAnswer>().address).toEqual([])
      expect(await stored(shopper.id)).toEqual([])
      // The next address is the default again.
      expect((await addOk(shopper.token, address()))[0]?.primaryAddress).toBe(true)
    })

    it('answers 404 for an index past the list and deletes nothing', async () => {
      const shopper = await shopperWithThree()
      const before = await stored(shopper.id)
      const response = await remove(shopper.token, shopper.id, 3)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: ADDRESS_NOT_FOUND_MESSAGE })
      expect(await stored(shopper.id)).toEqual(before)
    })
  })

  describe("another shopper's addresses", () => {
    it("refuses update and delete with someone else's user id (403) and changes nothing", async () => {
      const owner = await shopperWithThree()
      const other = await shopperWithThree()
      const ownerBefore = await stored(owner.id)
      const otherBefore = await stored(other.id)
      for (const response of [
        await update(other.token, owner.id, 1, address({ houseName: 'Taken over', primaryAddress: true })),
        await remove(other.token, owner.id, 1),
        await update(other.token, 'NoSuchShopper', 1, address()),
        await remove(other.token, 'NoSuchShopper', 1),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ message: NOT_YOUR_ADDRESSES_MESSAGE })
      }
      expect(await stored(owner.id)).toEqual(ownerBefore)
      expect(await stored(other.id)).toEqual(otherBefore)
    })

    it("checks the user id before the index, so a bad index tells nothing about another's list", async () => {
      const owner = await shopperWithThree()
      const other = await newShopper()
      expect((await remove(other.token, owner.id, 15)).statusCode).toBe(403)
    })
  })

  it("the user's details carry the address book, the default first", async () => {
    const shopper = await shopperWithThree()
    await update(shopper.token, shopper.id, 2, address({ houseName: 'Parents house', primaryAddress: true }))
    const response = await call('userDetails', shopper.token)
    expect(response.statusCode).toBe(200)
    const { user } = response.json<UserAnswer>()
    expect(user.address.map((a) => [a.houseName, a.primaryAddress])).toEqual([
      ['Parents house', true],
      ['Home house', false],
      ['Office house', false],
    ])
    expect(user.address).toEqual(await listOf(shopper.token))
  })

  describe('the seed', () => {
    it('gives the demo shopper a default home in Bengaluru and an office in Mumbai', async () => {
      const { token } = await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)
      const list = await listOf(token)
      expect(list.map((a) => [a.typeOfAddress, a.primaryAddress, a.pincode, a.state])).toEqual([
        ['Home', true, '560001', 'Karnataka'],
        ['Office', false, '400001', 'Maharashtra'],
      ])
      for (const seeded of list) expect(seeded.phoneNumber).toMatch(/^\d{10}$/)
    })

    it('seeds addresses the form itself accepts, at pincodes we deliver to in their states', async () => {
      for (const seeded of DEMO_ADDRESSES) {
        const { latitude, longitude, ...fields } = seeded
        const location = latitude !== null && longitude !== null ? { latitude, longitude } : null
        expect(AddressInput.safeParse({ ...fields, location }).success).toBe(true)
        const place = await servedPlace(t.database.db, seeded.pincode, [])
        expect(place?.state.toLowerCase()).toBe(seeded.state.toLowerCase())
      }
    })

    it('seeds nothing more on a later start', async () => {
      const { seedIfEmpty } = await import('../../src/db/seed/index.ts')
      const before = await stored(DEMO_SHOPPER.id)
      await seedIfEmpty(t.database.db)
      expect(await stored(DEMO_SHOPPER.id)).toEqual(before)
    })
  })
})
