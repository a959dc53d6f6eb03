import { DELIVERABLE_MESSAGE, DELIVERY_DAYS, NEAR_SELLER_KM, notServiceableMessage } from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { pincodes, sellers } from '../db/schema.ts'
import { contractRoute } from '../http/contract-route.ts'
import { CATALOGUE_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'

interface Place {
  pincode: string
  district: string
  state: string
  lat: number | null
  lng: number | null
}

async function placeOf(db: Db, pincode: string): Promise<Place | undefined> {
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1)
  return place
}

/** Where a seller ships from, when the seller exists and has a pincode India Post knows. */
async function sellerPlace(db: Db, sellerId: string): Promise<Place | undefined> {
  const [seller] = await db
    .select({ pincode: sellers.pincode })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1)
  return seller?.pincode ? placeOf(db, seller.pincode) : undefined
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Working days from a seller's place to a shopper's (docs/product.md, "Delivery"): same district, same
 * state, within NEAR_SELLER_KM, or anywhere. Without the seller's place, the estimate for anywhere.
 */
export function deliveryDaysBetween(to: Place, from: Place | undefined): number {
  if (!from) return DELIVERY_DAYS.anywhere
  if (from.state === to.state && from.district === to.district) return DELIVERY_DAYS.sameDistrict
  if (from.state === to.state) return DELIVERY_DAYS.sameState
  if (from.lat !== null && from.lng !== null && to.lat !== null && to.lng !== null) {
    const km = distanceKm({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng })
    if (km <= NEAR_SELLER_KM) return DELIVERY_DAYS.near
  }
  return DELIVERY_DAYS.anywhere
}

/** Whether the configuration rules a pincode out, by itself or by its 3-digit area. */
export function isUnserviceable(pincode: string, unserviceable: readonly string[]): boolean {
  return unserviceable.includes(pincode) || unserviceable.includes(pincode.slice(0, 3))
}

/**
 * Where a pincode we deliver to is: India Post knows it and the configuration does not rule it out.
 * The delivery check and the address book both ask it, so they never disagree on a pincode.
 */
export async function servedPlace(
  db: Db,
  pincode: string,
  unserviceable: readonly string[],
): Promise<Place | undefined> {
  return isUnserviceable(pincode, unserviceable) ? undefined : placeOf(db, pincode)
}

/**
 * The delivery check answers 200 for a pincode India Post knows and the configuration does not rule out,
 * with the days (counted from the seller's pincode when `sellerId` names a seller) and the place; 404
 * naming the pincode otherwise (docs/product.md, "Delivery"). Both are public and cacheable.
 */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'unserviceablePincodes'>,
): void {
  const { db } = app

  contractRoute(app, 'checkPincode', 'delivery', async ({ params, query, request, reply }) => {
    const place = await servedPlace(db, params.pincode, config.unserviceablePincodes)
    if (!place) {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL)
      return reply.code(404).send({ message: notServiceableMessage(params.pincode) })
    }
    const from = query.sellerId ? await sellerPlace(db, query.sellerId) : undefined
    const answer = {
      message: DELIVERABLE_MESSAGE,
      deliveryDays: deliveryDaysBetween(place, from),
      district: place.district,
      state: place.state,
      fromSeller: from !== undefined,
    }
    return sendPublicAnswer(request, reply, 'checkPincode', answer, CATALOGUE_CACHE_CONTROL)
  })
}
