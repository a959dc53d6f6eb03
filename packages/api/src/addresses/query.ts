import type { Address } from '@haat/contract'
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { addresses } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type AddressRow = typeof addresses.$inferSelect

/**
 * The shopper's addresses in the one order every answer uses and `addressIndex` counts in: the default
 * first, then the oldest first (ties by id, so the order never changes between two reads).
 */
export async function addressRowsOf(db: Db | Tx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.primaryAddress), asc(addresses.createdAt), asc(addresses.id))
}

/** An address as the API shows it. */
export function toAddress(row: AddressRow): Address {
  return {
    name: row.name,
    phoneNumber: row.phoneNumber,
    alternativePhoneNumber: row.alternativePhoneNumber,
    typeOfAddress: row.typeOfAddress === 'Office' ? 'Office' : 'Home',
    primaryAddress: row.primaryAddress,
    houseName: row.houseName,
    localArea: row.localArea,
    landMark: row.landMark,
    pincode: row.pincode,
    state: row.state,
    country: row.country,
    location:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
  }
}

/** The shopper's address book as the API shows it, the default first. */
export async function getAddresses(db: Db | Tx, userId: string): Promise<Address[]> {
  return (await addressRowsOf(db, userId)).map(toAddress)
}
