import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { type Clock, systemClock } from './auth/clock.ts'
import { createRateLimiter, type RateLimiter } from './auth/rate-limit.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { GoogleKeySource } from './google/id-token.ts'
import { resolveMessageTransport } from './messages/setup.ts'
import type { MessageTransport } from './messages/transport.ts'
import { createCodeHasher } from './otp/codes.ts'
import { registerDocs } from './plugins/docs.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { FeedCache } from './plugins/feed-cache.ts'
import { registerLoadShedding } from './plugins/load-shedding.ts'
import { echoRequestId, genReqId, loggerOptions } from './plugins/logging.ts'
import { registerRequestDeadline } from './plugins/request-deadline.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerSpa } from './plugins/spa.ts'
import { registerAuthRoutes } from './routes/auth.ts'
import { registerBrandRoutes } from './routes/brand.ts'
import { registerDevOutboxRoutes } from './routes/dev-outbox.ts'
import { registerEmailVerificationRoutes } from './routes/email-verification.ts'
import { registerGoogleRoutes } from './routes/google.ts'
import { registerHealthRoute } from './routes/health.ts'
import { registerHomeRoutes } from './routes/home.ts'
import { registerListingRoutes } from './routes/listing.ts'
import { registerMediaRoute } from './routes/media.ts'
import { registerOtpRoutes } from './routes/otp.ts'
import { registerSearchRoutes } from './routes/search.ts'
import { registerSellerRoutes } from './routes/seller.ts'
import { registerUserRoutes } from './routes/user.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process cache of feed answers (cleared after catalogue edits and between tests). */
    feedCache: FeedCache
    /** Request counters for sign-in, OTP and reset limits, shared by every server copy. */
    rateLimiter: RateLimiter
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Where the server reads the time (default: the system clock); tests pass one they can move. */
  clock?: Clock
  /** Where SMS and e-mail go (tests); default: the providers of the configuration, else the development outbox. */
  messages?: MessageTransport
  /** The keys Google ID tokens are checked against (default: Google's published key set). */
  googleKeys?: GoogleKeySource
}

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes "believe the N nearest hops": Fastify itself now treats
 * a bare number as trusting nothing, because a count cannot tell the load balancer from a client that
 * reached the server directly; that is why docs/security.md says to prefer the proxies' addresses and to
 * let only the proxies reach the server when a count is used.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy
  return trustProxy
}

/** How long a feed answer is kept in the process (the same minute the HTTP max-age allows). */
export const FEED_CACHE_TTL_MS = 60_000

/**
 * The whole HTTP server, ready for `listen` or `inject`: security headers, compression, rate limits,
 * OpenAPI docs, the API routes registered from @haat/contract, media, and the storefront SPA.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  messages,
  googleKeys,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Before Fastify starts: production without SMS and e-mail providers refuses to start.
  const transport = resolveMessageTransport(config, database.db, messages)
  const app = Fastify({
    logger: await loggerOptions(config),
    genReqId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('feedCache', new FeedCache({ enabled: config.feedCache, ttlMs: FEED_CACHE_TTL_MS }))
  app.decorate('db', database.db)
  app.decorate('clock', clock)
  app.decorate('messages', transport)
  const rateLimits = createRateLimiter(config.redisUrl, database.db, clock)
  app.decorate('rateLimiter', rateLimits.limiter)
  app.addHook('onClose', rateLimits.close)
  app.decorateRequest('session', null)

  echoRequestId(app)
  // First: while the embedded database refuses newcomers, API calls are refused before any other work.
  registerLoadShedding(app, database)
  // Past the deadline a request is answered 503 and its queries that have not started never run.
  registerRequestDeadline(app, { timeoutMs: config.requestTimeoutMs })
  registerErrorHandler(app)
  await registerSecurity(app, config)
  await app.register(compress, { global: true })
  await registerDocs(app, config)

  registerHealthRoute(app, database)
  registerHomeRoutes(app, database, app.feedCache)
  registerSearchRoutes(app, database)
  registerListingRoutes(app, database)
  registerAuthRoutes(app, config)
  const codeHasher = createCodeHasher({ nodeEnv: config.nodeEnv, warn: (message) => app.log.warn(message) })
  registerUserRoutes(app, { hasher: codeHasher })
  registerBrandRoutes(app)
  registerSellerRoutes(app)
  registerOtpRoutes(app, { hasher: codeHasher })
  registerEmailVerificationRoutes(app, { hasher: codeHasher })
  registerGoogleRoutes(app, { clientId: config.googleClientId, keys: googleKeys })
  registerDevOutboxRoutes(app, config)
  registerMediaRoute(app, database)
  await registerSpa(app, config.staticDir)

  return app
}
