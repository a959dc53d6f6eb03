import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { contractRoute } from '../http/contract-route.ts'
import { SEARCH_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'
import { getTopStoresWithProducts } from './top-stores-query.ts'

/**
 * `GET /api/topStoresWithProducts`: the carousels of /topStore-Page. Cached like the listings (prices
 * and stock move), with a strong ETag.
 */
export function registerTopStoreRoutes(app: FastifyInstance, database: Database): void {
  contractRoute(app, 'topStoresWithProducts', 'listing', async ({ query, request, reply }) =>
    sendPublicAnswer(
      request,
      reply,
      'topStoresWithProducts',
      await getTopStoresWithProducts(database.db, query.sort, query.perStore),
      SEARCH_CACHE_CONTROL,
    ),
  )
}
