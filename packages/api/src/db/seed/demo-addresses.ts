import type { Db } from '../client.ts'
import { newDocumentId } from '../ids.ts'
import { addresses } from '../schema.ts'
import { DEMO_SHOPPER, demoShopperHasNone } from './demo-shopper.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo shopper's address book, the default first: a home in Bengaluru and an office in Mumbai, both
 * at pincodes India Post knows and we deliver to, so both checkouts have an address to preselect.
 */
export const DEMO_ADDRESSES = [
  {
    name: 'Aarav Sharma',
    phoneNumber: DEMO_SHOPPER.phone,
    alternativePhoneNumber: '9123456780',
    typeOfAddress: 'Home',
    primaryAddress: true,
    houseName: 'Flat 4B, Lakshmi Residency, 12 Cunningham Road',
    localArea: 'Vasanth Nagar',
    landMark: 'Near Cunningham Road bus stop',
    pincode: '560001',
    state: 'Karnataka',
    country: 'India',
    latitude: 12.9857,
    longitude: 77.5946,
  },
  {
    name: 'Aarav Sharma',
    phoneNumber: '9820012345',
    alternativePhoneNumber: null,
    typeOfAddress: 'Office',
    primaryAddress: false,
    houseName: '3rd Floor, Horniman House, 7 Veer Nariman Road',
    localArea: 'Fort',
    landMark: null,
    pincode: '400001',
    state: 'Maharashtra',
    country: 'India',
    latitude: null,
    longitude: null,
  },
] as const

/**
 * Gives the demo shopper the two addresses above. Called where the demo shopper is created, and only
 * while the shopper has no address at all, so addresses a shopper deleted do not come back.
 */
export async function ensureDemoShopperAddresses(
  tx: Tx | Db,
  now: Date = new Date(),
): Promise<{ added: boolean }> {
  if (!(await demoShopperHasNone(tx, [{ table: addresses, userId: addresses.userId }])))
    return { added: false }
  const userId = DEMO_SHOPPER.id
  await tx.insert(addresses).values(
    DEMO_ADDRESSES.map((address, index) => ({
      id: newDocumentId(),
      userId,
      ...address,
      // Oldest first: the home was saved a month before the office.
      createdAt: new Date(now.getTime() - (DEMO_ADDRESSES.length - index) * 30 * 86_400_000),
    })),
  )
  return { added: true }
}
