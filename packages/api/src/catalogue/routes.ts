import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { contractRoute } from '../http/contract-route.ts'
import { type Feeds, registerFeeds } from '../http/public-answer.ts'
import { getCategories, getSiteSettings } from './query.ts'

/** The catalogue's feeds: the contract's call name and the query that answers it. */
const CATALOGUE_FEEDS = {
  siteSettings: getSiteSettings,
  categories: getCategories,
} satisfies Feeds

export const CATALOGUE_FEED_NAMES = Object.keys(CATALOGUE_FEEDS) as Array<keyof typeof CATALOGUE_FEEDS>

/**
 * The health check, then the site's settings and the category tree (cached like every feed). Health is
 * ready once the database answers a query: load balancers and `npm start` scripts poll it.
 */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  { databaseKind }: { databaseKind: Database['kind'] },
): void {
  contractRoute(app, 'health', 'system', async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    try {
      await app.db.execute(sql`select 1`)
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database did not answer')
      return reply.code(503).send({ message: 'The database is not answering' })
    }
    return { status: 'ok' as const, database: databaseKind }
  })

  registerFeeds(app, 'home', CATALOGUE_FEEDS)
}
