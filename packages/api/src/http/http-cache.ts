import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Feeds change when the catalogue is edited; a minute of freshness keeps them cheap and current. */
export const FEED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
/** Search answers follow the catalogue too, but a typed query is looked at for seconds, not minutes. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60'
/** Catalogue-shaped answers (brand pages, brand lists): a minute of freshness, like the feeds. */
export const CATALOGUE_CACHE_CONTROL = FEED_CACHE_CONTROL
/**
 * Answers that change when a shopper rates (the seller and its ratings): always revalidated, so a new
 * rating shows at once, while an unchanged answer still costs only a 304.
 */
export const RATINGS_CACHE_CONTROL = 'public, no-cache'
/** Media and hashed assets never change under the same name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** A strong ETag: a hash of the exact bytes sent. */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * If-None-Match compares tags weakly (a `W/` prefix is ignored on either side): `W/"x"` matches `"x"`,
 * `*` matches anything, and the header may list several tags.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

export interface CacheableBody {
  body: string | Uint8Array
  etag: string
  cacheControl: string
  contentType: string
}

/** Sends a body with its validators, or 304 without it when the client's copy is current. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheableBody,
): FastifyReply {
  reply.header('cache-control', answer.cacheControl).header('etag', answer.etag)
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send()
  }
  return reply.header('content-type', answer.contentType).send(answer.body)
}
