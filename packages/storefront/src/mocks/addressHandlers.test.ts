import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  type Address,
  type Answer,
  NOT_YOUR_ADDRESSES_MESSAGE,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  routePath,
  routes,
} from '@haat/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { addressHandlers, demoAddresses } from './addressHandlers.ts'
import { shopper } from './authFixtures.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

const server = listeningMockServer()
// Each test starts from the demo shopper's two addresses.
beforeEach(() => server.resetHandlers(...addressHandlers()))

type AddressCall = 'addresses' | 'addAddress' | 'updateAddress' | 'deleteAddress'
const call = async (
  name: AddressCall,
  { userId, body, token = true }: { userId?: string; body?: unknown; token?: boolean } = {},
) => {
  const response = await fetch(
    `${MOCK_ORIGIN}/api${routePath(routes[name].path, userId ? { userId } : undefined)}`,
    {
      method: routes[name].method,
      headers: {
        ...(token ? { Authorization: 'Bearer story-token' } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
  )
  return { status: response.status, body: (await response.json()) as never }
}
const book = async () => (await call('addresses')).body as Answer<'addresses'>
const [home, office] = demoAddresses as [Address, Address]
const own = shopper.id

describe('address mocks', () => {
  it('answer 401 without a token', async () => {
    expect((await call('addresses', { token: false })).status).toBe(401)
    expect(
      (await call('deleteAddress', { userId: own, body: { addressIndex: 1 }, token: false })).status,
    ).toBe(401)
  })

  it('add an address, and a new default takes over and sorts first', async () => {
    const added = await call('addAddress', {
      body: { address: [{ ...office, houseName: 'Plot 9', primaryAddress: true }] },
    })
    expect(added.status).toBe(200)
    const answer = added.body as Answer<'addAddress'>
    expect(answer.message).toBe(ADDRESS_ADDED_MESSAGE)
    expect(answer.address.map((address) => [address.houseName, address.primaryAddress])).toEqual([
      ['Plot 9', true],
      [home.houseName, false],
      [office.houseName, false],
    ])
    expect(await book()).toEqual(answer.address)
  })

  it("refuse another shopper's id with 403 and change nothing", async () => {
    const refused = await call('updateAddress', {
      userId: 'SomeoneElse',
      body: { ...office, houseName: 'Taken over', addressIndex: 1 },
    })
    expect(refused).toEqual({ status: 403, body: { message: NOT_YOUR_ADDRESSES_MESSAGE } })
    expect((await call('deleteAddress', { userId: 'SomeoneElse', body: { addressIndex: 1 } })).status).toBe(
      403,
    )
    expect(await book()).toEqual(demoAddresses)
  })

  it('update by index; unticking the default keeps it the default', async () => {
    const updated = await call('updateAddress', {
      userId: own,
      body: { ...home, localArea: 'Indiranagar', primaryAddress: false, addressIndex: 0 },
    })
    expect(updated.status).toBe(200)
    const [first] = await book()
    expect(first).toMatchObject({ localArea: 'Indiranagar', primaryAddress: true })
    expect((await call('updateAddress', { userId: own, body: { ...home, addressIndex: 7 } })).body).toEqual({
      message: ADDRESS_NOT_FOUND_MESSAGE,
    })
  })

  it('refuse deleting the default while others remain, and delete another by index', async () => {
    expect(await call('deleteAddress', { userId: own, body: { addressIndex: 0 } })).toEqual({
      status: 409,
      body: { message: PRIMARY_ADDRESS_UNDELETABLE_MESSAGE },
    })
    const deleted = await call('deleteAddress', { userId: own, body: { addressIndex: 1 } })
    expect((deleted.body as Answer<'deleteAddress'>).message).toBe(ADDRESS_DELETED_MESSAGE)
    expect(await book()).toEqual([home])
    // The last address may go, default or not.
    expect((await call('deleteAddress', { userId: own, body: { addressIndex: 0 } })).status).toBe(200)
    expect(await book()).toEqual([])
  })
})
