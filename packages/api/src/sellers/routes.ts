import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { CATALOGUE_CACHE_CONTROL, RATINGS_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'
import { enforceRateLimits, type RateLimitRule } from '../http/rate-limit.ts'
import {
  brandExists,
  getBrandPage,
  getBrands,
  getFeaturedBrandsWithProducts,
  getSeller,
  getSellerBrands,
  getSellerRatings,
  sellerExists,
} from './query.ts'
import { getTopStoresWithProducts } from './top-stores-query.ts'
import { storeBrandReport, storeSellerReport, upsertSellerRating } from './writes.ts'

export const BRAND_PAGE_NOT_FOUND = 'Brand page not found.'
export const BRAND_NOT_FOUND = 'Brand not found.'
export const SELLER_NOT_FOUND = 'Seller not found.'
export const REPORT_RECEIVED = 'Thank you. Your report has been received and will be reviewed.'
/** The answer to a rating without the shopper's id: the words the storefront shows when it has none. */
export const CUSTOMER_ID_MISSING = 'Customer ID is not available'
export const CUSTOMER_ID_MISMATCH = 'You can only rate a seller as yourself.'
export const RATING_ADDED = 'Thank you for rating this seller.'
export const RATING_UPDATED = 'Your rating of this seller has been updated.'

/** Ratings and reports a shopper may send: generous for people, tight for scripts. */
const WRITE_LIMITS: Record<'rating' | 'report', RateLimitRule> = {
  rating: { limit: 20, windowMs: 60 * 60_000 },
  report: { limit: 10, windowMs: 60 * 60_000 },
}

/**
 * Brands and sellers: the brand page and brand lists, featured brands with their products, a seller's
 * store, brands and ratings, the top stores with their products, rating a seller and reporting a brand
 * or a seller.
 */
export function registerSellerRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'brandPage', 'brands', async ({ params, request, reply }) => {
    const page = await getBrandPage(db, params.brandId)
    if (!page) return reply.code(404).send({ message: BRAND_PAGE_NOT_FOUND })
    return sendPublicAnswer(request, reply, 'brandPage', page, CATALOGUE_CACHE_CONTROL)
  })

  contractRoute(app, 'brands', 'brands', async ({ query, request, reply }) =>
    sendPublicAnswer(request, reply, 'brands', await getBrands(db, query.category), CATALOGUE_CACHE_CONTROL),
  )

  contractRoute(app, 'featuredBrandsWithProducts', 'brands', async ({ request, reply }) =>
    sendPublicAnswer(
      request,
      reply,
      'featuredBrandsWithProducts',
      await getFeaturedBrandsWithProducts(db),
      CATALOGUE_CACHE_CONTROL,
    ),
  )

  contractRoute(app, 'reportBrand', 'brands', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `report:user:${session.userId}`, rule: WRITE_LIMITS.report },
    ])
    if (!allowed) return reply
    if (!(await brandExists(db, body.brandId))) return reply.code(404).send({ message: BRAND_NOT_FOUND })
    await storeBrandReport(db, body.brandId, {
      userId: session.userId,
      issue: body.issue,
      comment: body.comment,
      at: app.clock.now(),
    })
    return { message: REPORT_RECEIVED }
  })

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
    // The form sends the shopper's id along with the rating; it must be the session's own.
    if (!body.customerId) return reply.code(403).send({ message: CUSTOMER_ID_MISSING })
    if (body.customerId !== session.userId) return reply.code(403).send({ message: CUSTOMER_ID_MISMATCH })
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `seller-rating:user:${session.userId}`, rule: WRITE_LIMITS.rating },
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
      { key: `report:user:${session.userId}`, rule: WRITE_LIMITS.report },
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

  // The carousels of /topStore-Page: cached like the listings (prices and stock move).
  contractRoute(app, 'topStoresWithProducts', 'listing', async ({ query, request, reply }) =>
    sendPublicAnswer(
      request,
      reply,
      'topStoresWithProducts',
      await getTopStoresWithProducts(db, query.sort, query.perStore),
      SEARCH_CACHE_CONTROL,
    ),
  )
}
