import type { RouteName, Routes } from '@haat/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { serializeAnswer } from './contract-route.ts'
import { FEED_CACHE_CONTROL, sendCacheable, strongEtag } from './http-cache.ts'
import type { RateLimitRule } from './rate-limit.ts'

/** Catalogue-shaped answers (brand pages, brand lists): a minute of freshness, like the home feeds. */
export const CATALOGUE_CACHE_CONTROL = FEED_CACHE_CONTROL
/**
 * Answers that change when a shopper rates (the seller and its ratings): always revalidated, so a new
 * rating shows at once, while an unchanged answer still costs only a 304.
 */
export const RATINGS_CACHE_CONTROL = 'public, no-cache'

/** Sends a public GET answer with a strong ETag (304 when the client's copy is current). */
export function sendPublicAnswer<N extends RouteName>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: N,
  answer: z.output<Routes[N]['response']>,
  cacheControl: string,
): FastifyReply {
  const body = serializeAnswer(name, answer)
  return sendCacheable(request, reply, {
    body,
    etag: strongEtag(body),
    cacheControl,
    contentType: 'application/json; charset=utf-8',
  })
}

/** Ratings and reports a shopper may send: generous for people, tight for scripts. */
export const ENTITY_WRITE_LIMITS: Record<'rating' | 'report', RateLimitRule> = {
  rating: { limit: 20, windowMs: 60 * 60_000 },
  report: { limit: 10, windowMs: 60 * 60_000 },
}
