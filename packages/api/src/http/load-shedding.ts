import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { BUSY_MESSAGE } from './errors.ts'

/** How long a client refused for load should wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 1

/**
 * While the embedded database refuses newcomers (see query-gate.ts), API calls are answered 503 as soon
 * as they arrive, before validation, limits and the handler: the query they would reach is refused
 * anyway, and every millisecond spent on a refusal is taken, on the same thread, from the requests
 * already let in. Clients that retry at once would otherwise keep the server busy saying no.
 * Other paths (the storefront's files) are still served.
 */
export function registerLoadShedding(app: FastifyInstance, { refusing }: Pick<Database, 'refusing'>): void {
  if (!refusing) return
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || !refusing()) return done()
    reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ message: BUSY_MESSAGE })
  })
}
