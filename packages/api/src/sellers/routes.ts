import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import {
  CATALOGUE_CACHE_CONTROL,
  ENTITY_WRITE_LIMITS,
  RATINGS_CACHE_CONTROL,
  sendPublicAnswer,
} from '../http/public-answer.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { REPORT_RECEIVED } from './brand-routes.ts'
import { getSeller, getSellerBrands, getSellerRatings, sellerExists } from './query.ts'
import { storeSellerReport, upsertSellerRating } from './writes.ts'

export const SELLER_NOT_FOUND = 'Seller not found.'
/** The specification's text when a rating comes without the shopper's id. */
export const CUSTOMER_ID_MISSING = 'Customer ID is not available'
export const CUSTOMER_ID_MISMATCH = 'You can only rate a seller as yourself.'
export const RATING_ADDED = 'Thank you for rating this seller.'
export const RATING_UPDATED = 'Your rating of this seller has been updated.'

/** Seller store, its brands and ratings, rating a seller and reporting one. */
export function registerSellerRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'seller', 'sellers', async ({ query, request, reply }) => {
    const seller = await getSeller(db, query.sellerId)
    if (!seller) return reply.code(404).send({ message: SELLER_NOT_FOUND })
    return sendPublicAnswer(request, reply, 'seller', seller, RATINGS_CACHE_CONTROL)
  })

  contractRoute(app, 'sellerBrands', 'sellers', async ({ query, request, reply }) => {
    const brands = await getSellerBrands(db, query.sellerId)
    if (!brands) return reply.code(404).send({ message: SELLER_NOT_FOUND })
    return sendPublicAnswer(request, reply, 'sellerBrands', brands, CATALOGUE_CACHE_CONTROL)
  })

  contractRoute(app, 'sellerRatings', 'sellers', async ({ query, request, reply }) => {
    const page = await getSellerRatings(db, query.sellerId, query.page, query.limit)
    if (!page) return reply.code(404).send({ message: SELLER_NOT_FOUND })
    return sendPublicAnswer(request, reply, 'sellerRatings', page, RATINGS_CACHE_CONTROL)
  })

  contractRoute(app, 'addSellerRating', 'sellers', async ({ body, session, reply }) => {
    // The client sends the shopper's id as the specification's form does; it must be the session's own.
    if (!body.customerId) return reply.code(403).send({ message: CUSTOMER_ID_MISSING })
    if (body.customerId !== session.userId) return reply.code(403).send({ message: CUSTOMER_ID_MISMATCH })
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `seller-rating:user:${session.userId}`, rule: ENTITY_WRITE_LIMITS.rating },
    ])
    if (!allowed) return reply
    if (!(await sellerExists(db, body.sellerId))) return reply.code(404).send({ message: SELLER_NOT_FOUND })
    const { updated } = await upsertSellerRating(db, {
      sellerId: body.sellerId,
      userId: session.userId,
      rating: body.rating,
      review: body.review,
      comment: body.comment,
      at: app.clock.now(),
    })
    return { message: updated ? RATING_UPDATED : RATING_ADDED }
  })

  contractRoute(app, 'reportSeller', 'sellers', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `report:user:${session.userId}`, rule: ENTITY_WRITE_LIMITS.report },
    ])
    if (!allowed) return reply
    if (!(await sellerExists(db, body.sellerId))) return reply.code(404).send({ message: SELLER_NOT_FOUND })
    await storeSellerReport(db, body.sellerId, {
      userId: session.userId,
      issue: body.issue,
      comment: body.comment,
      at: app.clock.now(),
    })
    return { message: REPORT_RECEIVED }
  })
}
