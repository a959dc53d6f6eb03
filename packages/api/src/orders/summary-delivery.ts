import { ORDER_CUTOFF_HOUR, STANDARD_DELIVERY_DAYS } from '@haat/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { addresses, pincodes, sellers } from '../db/schema.ts'
import { deliveryDaysBetween, servedPlace } from '../delivery/routes.ts'

/** The shop's clock is India's: the cut-off hour is read there, whatever the server's own zone. */
const indiaHour = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  hourCycle: 'h23',
})

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When an order placed at `now` arrives: `days` later, one day more once it is past the cut-off hour in
 * India. The same arithmetic as the product page's estimate, so the checkout never promises another day
 * than the page the shopper came from (docs/product.md, "Delivery").
 */
export function deliveryDateFrom(now: Date, days: number): Date {
  const late = Number(indiaHour.format(now)) >= ORDER_CUTOFF_HOUR
  return new Date(now.getTime() + (days + (late ? 1 : 0)) * DAY_MS)
}

/**
 * The expected delivery date of each seller's part of a checkout, for the shopper's default address:
 * counted from where the seller ships from to that address's pincode as the delivery check counts it,
 * or STANDARD_DELIVERY_DAYS when the shopper has no default address or either place is unknown.
 */
export async function expectedDeliveryDates(
  db: Db,
  userId: string,
  sellerIds: readonly string[],
  now: Date,
): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>()
  if (sellerIds.length === 0) return dates
  const [home] = await db
    .select({ pincode: addresses.pincode })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.primaryAddress, true)))
    .limit(1)
  // The place is only looked up here; whether we deliver there is settled when the order is placed.
  const to = home ? await servedPlace(db, home.pincode, []) : undefined
  if (!to) {
    for (const sellerId of sellerIds) dates.set(sellerId, deliveryDateFrom(now, STANDARD_DELIVERY_DAYS))
    return dates
  }
  const from = await db
    .select({
      sellerId: sellers.id,
      pincode: pincodes.pincode,
      district: pincodes.district,
      state: pincodes.state,
      lat: pincodes.lat,
      lng: pincodes.lng,
    })
    .from(sellers)
    .leftJoin(pincodes, eq(pincodes.pincode, sellers.pincode))
    .where(inArray(sellers.id, [...sellerIds]))
  const fromBySeller = new Map(from.map((row) => [row.sellerId, row]))
  for (const sellerId of sellerIds) {
    const row = fromBySeller.get(sellerId)
    const place =
      row?.pincode && row.district !== null && row.state !== null
        ? { pincode: row.pincode, district: row.district, state: row.state, lat: row.lat, lng: row.lng }
        : undefined
    dates.set(sellerId, deliveryDateFrom(now, deliveryDaysBetween(to, place)))
  }
  return dates
}
