import {
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  type Address,
  type AddressInput,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
} from '@haat/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { addresses } from '../db/schema.ts'
import { lockShopper } from '../identity/users.ts'
import { type AddressRow, addressRowsOf, toAddress } from './query.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A refusal the shopper is told about: the HTTP status and the contract's message. */
export class AddressRefusal extends Error {
  readonly status: 404 | 409

  constructor(status: 404 | 409, message: string) {
    super(message)
    this.status = status
  }
}

/** The columns an address's fields fill (the default flag is decided by the caller). */
function columnsOf(input: AddressInput) {
  return {
    name: input.name,
    phoneNumber: input.phoneNumber,
    alternativePhoneNumber: input.alternativePhoneNumber,
    typeOfAddress: input.typeOfAddress,
    houseName: input.houseName,
    localArea: input.localArea,
    landMark: input.landMark,
    pincode: input.pincode,
    state: input.state,
    country: input.country,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
  }
}

/**
 * The shopper has no default any more. Runs before another address is made the default: the table allows
 * one default per shopper, and checks that after every statement.
 */
async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ primaryAddress: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.primaryAddress, true)))
}

/**
 * When a new address was made: now, or just after the newest one when the clock has not moved past it
 * (two adds in one millisecond, or a clock held still by a test), so the oldest-first order is always
 * the order the shopper added them in.
 */
function creationTime(rows: readonly AddressRow[], at: Date): Date {
  const newest = Math.max(...rows.map((row) => row.createdAt.getTime()))
  return newest >= at.getTime() ? new Date(newest + 1) : at
}

const listOf = async (tx: Tx, userId: string): Promise<Address[]> =>
  (await addressRowsOf(tx, userId)).map(toAddress)

/**
 * Adds an address in one transaction under the shopper's row lock (see docs/product.md, "Addresses").
 * The shopper's first address is the default whatever the form says; a later one becomes the default
 * when asked, and the old default stops being one. Refuses past ADDRESSES_MAX (409). Answers the list.
 */
export async function addAddress(db: Db, userId: string, input: AddressInput, at: Date): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const rows = await addressRowsOf(tx, userId)
    if (rows.length >= ADDRESSES_MAX) throw new AddressRefusal(409, ADDRESSES_FULL_MESSAGE)
    const isDefault = rows.length === 0 || input.primaryAddress
    if (isDefault && rows.length > 0) await clearDefault(tx, userId)
    await tx.insert(addresses).values({
      id: newDocumentId(),
      userId,
      ...columnsOf(input),
      primaryAddress: isDefault,
      createdAt: creationTime(rows, at),
    })
    return listOf(tx, userId)
  })
}

/**
 * Replaces the fields of the address at `addressIndex` (in the list's order) in one transaction.
 * `primaryAddress: true` makes it the default; `false` never takes the default away, since a shopper with
 * addresses always has one (another address becomes the default only by being made it). An index past
 * the list is refused (404). Answers the list.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  addressIndex: number,
  input: AddressInput,
): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const rows = await addressRowsOf(tx, userId)
    const target = rows[addressIndex]
    if (!target) throw new AddressRefusal(404, ADDRESS_NOT_FOUND_MESSAGE)
    const becomesDefault = input.primaryAddress && !target.primaryAddress
    if (becomesDefault) await clearDefault(tx, userId)
    await tx
      .update(addresses)
      .set({ ...columnsOf(input), primaryAddress: target.primaryAddress || becomesDefault })
      .where(eq(addresses.id, target.id))
    return listOf(tx, userId)
  })
}

/**
 * Deletes the address at `addressIndex` in one transaction. The default cannot go while the shopper has
 * other addresses (409: another must be made the default first); the only address may. An index past
 * the list is refused (404). Answers the list.
 */
export async function deleteAddress(db: Db, userId: string, addressIndex: number): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const rows = await addressRowsOf(tx, userId)
    const target = rows[addressIndex]
    if (!target) throw new AddressRefusal(404, ADDRESS_NOT_FOUND_MESSAGE)
    if (target.primaryAddress && rows.length > 1) {
      throw new AddressRefusal(409, PRIMARY_ADDRESS_UNDELETABLE_MESSAGE)
    }
    await tx.delete(addresses).where(eq(addresses.id, target.id))
    return listOf(tx, userId)
  })
}
