import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { sendPublicAnswer } from '../entities/http.ts'
import { SEARCH_CACHE_CONTROL } from '../plugins/http-cache.ts'
import { getTopStoresWithProducts } from '../topStores/query.ts'
import { contractRoute } from './contract-route.ts'

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
