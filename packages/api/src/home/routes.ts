import type { Answer, RouteName } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import type { Database, Db } from '../db/client.ts'
import { contractRoute, serializeAnswer } from '../http/contract-route.ts'
import type { FeedCache } from '../http/feed-cache.ts'
import { FEED_CACHE_CONTROL, sendCacheable, strongEtag } from '../http/http-cache.ts'
import {
  getCategories,
  getDiscountsForYou,
  getFeaturedBrands,
  getFeaturedProducts,
  getHomeBanners,
  getLimitedTimeDeals,
  getNewArrivals,
  getSiteSettings,
  getTopBrands,
  getTopDeals,
  getTopStores,
} from './query.ts'

/** Every home feed: the contract's call name and the query that answers it. */
const FEEDS = {
  siteSettings: getSiteSettings,
  homeBanners: getHomeBanners,
  categories: getCategories,
  topDeals: getTopDeals,
  limitedTimeDeals: getLimitedTimeDeals,
  featuredBrands: getFeaturedBrands,
  topStores: getTopStores,
  newArrivals: getNewArrivals,
  featuredProducts: getFeaturedProducts,
  topBrands: getTopBrands,
  discountsForYou: getDiscountsForYou,
} satisfies { [N in RouteName]?: (db: Db) => Promise<Answer<N>> }

export type FeedName = keyof typeof FEEDS
export const FEED_NAMES = Object.keys(FEEDS) as FeedName[]

interface SerializedFeed {
  body: string
  etag: string
}

/**
 * The home feeds of document 1 section 7, each at /api/<name as the specification spells it>, with
 * HTTP caching (Cache-Control, a strong ETag of the body, 304 on If-None-Match) and the in-process
 * feed cache in front of the database.
 *
 * Caching is safe for limited-time deals too: the answer lists running, upcoming and ended deals with
 * their start and end dates, and the client's countdown works from those dates, so the same bytes are
 * right before and after a deal starts or ends.
 */
export function registerHomeRoutes(app: FastifyInstance, database: Database, cache: FeedCache): void {
  for (const name of FEED_NAMES) {
    const load = FEEDS[name] as (db: Db) => Promise<Answer<typeof name>>
    contractRoute(app, name, 'home', async ({ request, reply }) => {
      const { value } = await cache.get<SerializedFeed>(name, async () => {
        const answer = await load(database.db)
        const body = serializeAnswer(name, answer)
        return { value: { body, etag: strongEtag(body) } }
      })
      return sendCacheable(request, reply, {
        body: value.body,
        etag: value.etag,
        cacheControl: FEED_CACHE_CONTROL,
        contentType: 'application/json; charset=utf-8',
      })
    })
  }
}
