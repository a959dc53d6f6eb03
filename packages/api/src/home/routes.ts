import type { FastifyInstance } from 'fastify'
import { type Feeds, registerFeeds } from '../http/public-answer.ts'
import {
  getDiscountsForYou,
  getFeaturedBrands,
  getFeaturedProducts,
  getHomeBanners,
  getLimitedTimeDeals,
  getNewArrivals,
  getTopBrands,
  getTopDeals,
  getTopStores,
} from './query.ts'

/** Every home feed: the contract's call name and the query that answers it. */
const HOME_FEEDS = {
  homeBanners: getHomeBanners,
  topDeals: getTopDeals,
  limitedTimeDeals: getLimitedTimeDeals,
  featuredBrands: getFeaturedBrands,
  topStores: getTopStores,
  newArrivals: getNewArrivals,
  featuredProducts: getFeaturedProducts,
  topBrands: getTopBrands,
  discountsForYou: getDiscountsForYou,
} satisfies Feeds

export const HOME_FEED_NAMES = Object.keys(HOME_FEEDS) as Array<keyof typeof HOME_FEEDS>

/**
 * The home page's feeds, each at the path the contract gives it, with HTTP caching (Cache-Control, a
 * strong ETag of the body, 304 on If-None-Match) and the in-process feed cache in front of the database.
 *
 * Caching is safe for limited-time deals too: the answer lists running, upcoming and ended deals with
 * their start and end dates, and the client's countdown works from those dates, so the same bytes are
 * right before and after a deal starts or ends.
 */
export function registerHomeRoutes(app: FastifyInstance): void {
  registerFeeds(app, 'home', HOME_FEEDS)
}
