import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { contractRoute, serializeAnswer } from '../http/contract-route.ts'
import { SEARCH_CACHE_CONTROL, sendCacheable, strongEtag } from '../http/http-cache.ts'
import { searchProducts, searchSuggestions } from './search-query.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Control characters (NUL above all, which PostgreSQL refuses in text) can only come from a hostile or
 * broken client; they are blanked so such input finds nothing instead of failing.
 */
export function cleanSearchText(q: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
}

/** GET /api/getSearchProd?q= (results) and /api/getSearch-suggestions?q= (the header's box). */
export function registerSearchRoutes(app: FastifyInstance, database: Database): void {
  contractRoute(app, 'searchProducts', 'search', async ({ query, request, reply }) => {
    const q = cleanSearchText(query.q)
    const body = serializeAnswer('searchProducts', q === '' ? [] : await searchProducts(database.db, q))
    return sendCacheable(request, reply, {
      body,
      etag: strongEtag(body),
      cacheControl: SEARCH_CACHE_CONTROL,
      contentType: JSON_TYPE,
    })
  })

  contractRoute(app, 'searchSuggestions', 'search', async ({ query, request, reply }) => {
    const q = cleanSearchText(query.q)
    const body = serializeAnswer('searchSuggestions', q === '' ? [] : await searchSuggestions(database.db, q))
    return sendCacheable(request, reply, {
      body,
      etag: strongEtag(body),
      cacheControl: SEARCH_CACHE_CONTROL,
      contentType: JSON_TYPE,
    })
  })
}
