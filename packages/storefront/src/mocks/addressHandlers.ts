import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_COUNTRY,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  type Address,
  type Answer,
  type Body,
  DEFAULT_ADDRESS_TYPE,
  NOT_YOUR_ADDRESSES_MESSAGE,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, type HttpResponseResolver, http } from 'msw'
import { shopper } from './authFixtures.ts'
import { bodyOf, fail, signedIn, url } from './mockSupport.ts'

/** The seed's two addresses of the demo shopper: the default at home in Bengaluru, the office in Mumbai. */
export const demoAddresses: readonly Address[] = [
  {
    name: 'Aarav Sharma',
    phoneNumber: '9876543210',
    alternativePhoneNumber: '9123456780',
    typeOfAddress: 'Home',
    primaryAddress: true,
    houseName: '12, Lakeview Apartments',
    localArea: 'MG Road',
    landMark: 'Opposite Trinity Metro',
    pincode: '560001',
    state: 'Karnataka',
    country: 'India',
    location: null,
  },
  {
    name: 'Aarav Sharma',
    phoneNumber: '9876543210',
    alternativePhoneNumber: null,
    typeOfAddress: 'Office',
    primaryAddress: false,
    houseName: 'Floor 5, Maker Chambers IV',
    localArea: 'Nariman Point',
    landMark: null,
    pincode: '400001',
    state: 'Maharashtra',
    country: 'India',
    location: null,
  },
]

export interface AddressMockOptions {
  /** The addresses the shopper starts with (the demo's two by default). */
  addresses?: readonly Address[]
  /** The session's own user id: a path naming another answers 403, as the server does. */
  ownerId?: string
}

const param = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === 'string' ? params[name] : ''

/**
 * The address book in memory, answering as the server does: the list default first, one default (the first
 * address is it; making another the default takes it over), the default not deletable while others remain,
 * an index past the list 404, another shopper's id in the path 403, and 401 without a token. Each call of
 * `addressHandlers()` starts afresh, so one story's changes never leak into another.
 */
export function addressHandlers({
  addresses = demoAddresses,
  ownerId = shopper.id,
}: AddressMockOptions = {}) {
  let book: Address[] = structuredClone([...addresses])
  // The default first, the others in the order they were added (a stable sort keeps that order).
  const ordered = () => {
    book = [...book].sort((a, b) => Number(b.primaryAddress) - Number(a.primaryAddress))
    return book
  }
  const changed = (message: string) =>
    HttpResponse.json({ message, address: ordered() } satisfies Answer<'addAddress'>)
  const bearer =
    (answer: HttpResponseResolver): HttpResponseResolver =>
    (info) =>
      signedIn(info.request) ? answer(info) : fail(401, TOKEN_MISSING_MESSAGE)
  const owner =
    (answer: HttpResponseResolver): HttpResponseResolver =>
    (info) =>
      param(info.params, 'userId') === ownerId ? answer(info) : fail(403, NOT_YOUR_ADDRESSES_MESSAGE)

  return [
    http.get(
      url('addresses'),
      bearer(() => HttpResponse.json(ordered() satisfies Answer<'addresses'>)),
    ),
    http.post(
      url('addAddress'),
      bearer(async ({ request }) => {
        const [input] = (await bodyOf(request, 'addAddress')).address
        if (!input) return fail(400, 'Send exactly one address.')
        if (book.length >= ADDRESSES_MAX) return fail(409, ADDRESSES_FULL_MESSAGE)
        const isDefault = book.length === 0 || input.primaryAddress === true
        if (isDefault) book = book.map((address) => ({ ...address, primaryAddress: false }))
        book.push(addressOf(input, isDefault))
        return changed(ADDRESS_ADDED_MESSAGE)
      }),
    ),
    http.put(
      url('updateAddress'),
      bearer(
        owner(async ({ request }) => {
          const { addressIndex, ...input } = await bodyOf(request, 'updateAddress')
          const target = ordered()[addressIndex]
          if (!target) return fail(404, ADDRESS_NOT_FOUND_MESSAGE)
          // Unticking the default never takes it away: another address becomes the default only by being made it.
          const isDefault = target.primaryAddress || input.primaryAddress === true
          if (isDefault) book = book.map((address) => ({ ...address, primaryAddress: false }))
          book[addressIndex] = addressOf(input, isDefault)
          return changed(ADDRESS_UPDATED_MESSAGE)
        }),
      ),
    ),
    http.delete(
      url('deleteAddress'),
      bearer(
        owner(async ({ request }) => {
          const { addressIndex } = await bodyOf(request, 'deleteAddress')
          const target = ordered()[addressIndex]
          if (!target) return fail(404, ADDRESS_NOT_FOUND_MESSAGE)
          if (target.primaryAddress && book.length > 1) return fail(409, PRIMARY_ADDRESS_UNDELETABLE_MESSAGE)
          book.splice(addressIndex, 1)
          return changed(ADDRESS_DELETED_MESSAGE)
        }),
      ),
    ),
  ]
}

/** An address as the server stores a request's one (blank optional fields as null, India by default). */
function addressOf(input: AddressBodyInput, primaryAddress: boolean): Address {
  return {
    name: input.name,
    phoneNumber: input.phoneNumber,
    alternativePhoneNumber: input.alternativePhoneNumber || null,
    typeOfAddress: input.typeOfAddress ?? DEFAULT_ADDRESS_TYPE,
    primaryAddress,
    houseName: input.houseName,
    localArea: input.localArea,
    landMark: input.landMark || null,
    pincode: input.pincode,
    state: input.state,
    country: input.country ?? ADDRESS_COUNTRY,
    location: input.location ?? null,
  }
}
type AddressBodyInput = Body<'addAddress'>['address'][number]
