import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { contractRoute } from '../http/contract-route.ts'

/** Ready once the database answers a query; load balancers and `npm start` scripts poll this. */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  contractRoute(app, 'health', 'system', async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    try {
      await database.db.execute(sql`select 1`)
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database did not answer')
      return reply.code(503).send({ message: 'The database is not answering' })
    }
    return { status: 'ok' as const, database: database.kind }
  })
}
