import { DevOutboxQuery } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { onlyFromThisMachine } from '../http/loopback.ts'
import { renderOutboxPage } from '../messages/outbox-page.ts'
import { readOutbox } from '../messages/transport.ts'

/** How many messages the outbox shows at most (newest first). */
export const OUTBOX_PAGE_SIZE = 100

/**
 * The development outbox: GET /api/dev/outbox?to= (JSON) and the /dev/outbox page. Registered only
 * outside production and only while messages go to the outbox: anywhere else it would not exist. It holds
 * every one-time code, so it answers only callers on this machine; anyone else is told it does not exist.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, { nodeEnv }: { nodeEnv: string }): void {
  if (nodeEnv === 'production' || !app.messages.isOutbox) return
  app.register(async (outbox) => {
    outbox.addHook('onRequest', onlyFromThisMachine)
    registerOutboxRoutes(outbox)
  })
}

function registerOutboxRoutes(app: FastifyInstance): void {
  contractRoute(app, 'devOutbox', 'development', async ({ query }) => {
    const messages = await readOutbox(app.db, { to: query.to, limit: OUTBOX_PAGE_SIZE })
    return {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    }
  })

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const parsed = DevOutboxQuery.safeParse(request.query)
    const to = parsed.success && parsed.data.to ? parsed.data.to : undefined
    const messages = await readOutbox(app.db, { to, limit: OUTBOX_PAGE_SIZE })
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage({ messages, to }))
  })
}
