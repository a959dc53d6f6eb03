import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerDocs } from './plugins/docs.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { FeedCache } from './plugins/feed-cache.ts'
import { echoRequestId, genReqId, loggerOptions } from './plugins/logging.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerSpa } from './plugins/spa.ts'
import { registerHealthRoute } from './routes/health.ts'
import { registerHomeRoutes } from './routes/home.ts'
import { registerMediaRoute } from './routes/media.ts'
import { registerSearchRoutes } from './routes/search.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process cache of feed answers (cleared after catalogue edits and between tests). */
    feedCache: FeedCache
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
}

/** How long a feed answer is kept in the process (the same minute the HTTP max-age allows). */
export const FEED_CACHE_TTL_MS = 60_000

/**
 * The whole HTTP server, ready for `listen` or `inject`: security headers, compression, rate limits,
 * OpenAPI docs, the API routes registered from @haat/contract, media, and the storefront SPA.
 */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: await loggerOptions(config),
    genReqId,
    trustProxy: config.trustProxy,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('feedCache', new FeedCache({ enabled: config.feedCache, ttlMs: FEED_CACHE_TTL_MS }))

  echoRequestId(app)
  registerErrorHandler(app)
  await registerSecurity(app, config)
  await app.register(compress, { global: true })
  await registerDocs(app)

  registerHealthRoute(app, database)
  registerHomeRoutes(app, database, app.feedCache)
  registerSearchRoutes(app, database)
  registerMediaRoute(app, database)
  await registerSpa(app, config.staticDir)

  return app
}
