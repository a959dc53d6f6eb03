import type { Answer, RouteName } from '@haat/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { contractRoute, serializeAnswer } from './contract-route.ts'
import { FEED_CACHE_CONTROL, sendCacheable, strongEtag } from './http-cache.ts'

/**
 * Public answers: GET calls anybody may make, whose JSON is the same for every caller. Each goes out
 * serialised through the contract with a Cache-Control policy and a strong ETag of the exact bytes, so a
 * client (or CDN) holding the current copy gets a 304 without a body. Feeds, which change only when the
 * catalogue is edited, are also kept serialised in the in-process feed cache.
 */

const JSON_TYPE = 'application/json; charset=utf-8'

interface SerializedAnswer {
  body: string
  etag: string
}

function serialize<N extends RouteName>(name: N, answer: Answer<N>): SerializedAnswer {
  const body = serializeAnswer(name, answer)
  return { body, etag: strongEtag(body) }
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  cacheControl: string,
): FastifyReply {
  return sendCacheable(request, reply, { ...answer, cacheControl, contentType: JSON_TYPE })
}

/** Sends a public answer with `cacheControl` and a strong ETag (304 when the client's copy is current). */
export function sendPublicAnswer<N extends RouteName>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: N,
  answer: Answer<N>,
  cacheControl: string,
): FastifyReply {
  return send(request, reply, serialize(name, answer), cacheControl)
}

/**
 * A feed's answer as its call sends it, from the feed cache (loaded once per cache period). The page head
 * reads the home banners from here too, so a page and its first call agree on what they show.
 */
export async function cachedFeed<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  load: (db: Db) => Promise<Answer<N>>,
): Promise<SerializedAnswer> {
  const { value } = await app.feedCache.get(name, async () => ({
    value: serialize(name, await load(app.db)),
  }))
  return value
}

/** Feeds by the contract's call name, each with the query that answers it. */
export type Feeds = { [N in RouteName]?: (db: Db) => Promise<Answer<N>> }

/**
 * Registers each of `feeds`: a public call without parameters whose answer changes only when the
 * catalogue is edited. Its serialised answer and ETag are kept in the feed cache (one database query per
 * server and TTL, however many visitors) and sent with FEED_CACHE_CONTROL.
 */
export function registerFeeds(app: FastifyInstance, tag: string, feeds: Feeds): void {
  for (const name of Object.keys(feeds) as RouteName[]) {
    const load = feeds[name] as (db: Db) => Promise<Answer<typeof name>>
    contractRoute(app, name, tag, async ({ request, reply }) =>
      send(request, reply, await cachedFeed(app, name, load), FEED_CACHE_CONTROL),
    )
  }
}
