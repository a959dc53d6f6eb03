import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { registerAccountRoutes } from './account/routes.ts'
import { registerAddressRoutes } from './addresses/routes.ts'
import { registerCancellationRoutes } from './cancellation/routes.ts'
import { registerCartRoutes } from './cart/routes.ts'
import { registerCatalogueRoutes } from './catalogue/routes.ts'
import { type Clock, systemClock } from './clock.ts'
import { registerCoinRoutes } from './coins/routes.ts'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { registerDeliveryRoutes } from './delivery/routes.ts'
import { registerHomeRoutes } from './home/routes.ts'
import { registerDocs } from './http/docs.ts'
import { registerErrorHandler } from './http/errors.ts'
import { FeedCache } from './http/feed-cache.ts'
import { registerLoadShedding } from './http/load-shedding.ts'
import { echoRequestId, genReqId, loggerOptions } from './http/logging.ts'
import { createRateLimiter, type RateLimiter } from './http/rate-limit.ts'
import { registerRequestDeadline } from './http/request-deadline.ts'
import { registerSecurity } from './http/security.ts'
import { registerSpa } from './http/spa.ts'
import { registerAuthRoutes } from './identity/auth-routes.ts'
import { createCodeHasher } from './identity/codes.ts'
import { registerDevOutboxRoutes } from './identity/dev-outbox-routes.ts'
import { registerEmailVerificationRoutes } from './identity/email-verification-routes.ts'
import type { GoogleKeySource } from './identity/google-id-token.ts'
import { registerGoogleRoutes } from './identity/google-routes.ts'
import { registerOtpRoutes } from './identity/otp-routes.ts'
import { registerUserRoutes } from './identity/user-routes.ts'
import { registerInvoiceRoutes } from './invoices/routes.ts'
import { registerListingRoutes } from './listing/routes.ts'
import { registerListRoutes } from './lists/routes.ts'
import { registerMediaRoutes } from './media/routes.ts'
import { resolveMessageTransport } from './messages/setup.ts'
import type { MessageTransport } from './messages/transport.ts'
import { registerOrderListRoutes } from './orders/list-routes.ts'
import { registerPlaceOrderRoutes } from './orders/place-routes.ts'
import { registerOrderSummaryRoutes } from './orders/summary-routes.ts'
import { registerPaymentRoutes } from './payments/routes.ts'
import { registerProductRoutes } from './product/routes.ts'
import { registerReviewRoutes } from './reviews/routes.ts'
import { registerSellerAreaRoutes } from './seller-area/routes.ts'
import { registerSellerRoutes } from './sellers/routes.ts'
import { registerWalletRoutes } from './wallet/routes.ts'

/**
 * What every route and hook reads from the app (`app.db`, `app.clock`...; a hook that only sees the
 * request reaches them through `request.server`). Routes never take the database as a parameter.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The database every query runs on. */
    db: Db
    /** Where the server reads the time; tests move it. */
    clock: Clock
    /** Where SMS and e-mail go: the outbox in development and tests, a real provider in production. */
    messages: MessageTransport
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

  // Every feature's routes, and nowhere else: no route file registers another's.
  registerCatalogueRoutes(app, { databaseKind: database.kind })
  registerHomeRoutes(app)
  registerListingRoutes(app)
  registerSellerRoutes(app)
  registerProductRoutes(app)
  registerDeliveryRoutes(app, config)
  registerReviewRoutes(app)
  registerCartRoutes(app)
  registerListRoutes(app)
  registerAddressRoutes(app, config)
  registerCoinRoutes(app)
  registerOrderSummaryRoutes(app)
  registerPlaceOrderRoutes(app, config)
  registerPaymentRoutes(app, config)
  registerOrderListRoutes(app)
  registerCancellationRoutes(app, config)
  registerWalletRoutes(app)
  registerInvoiceRoutes(app)
  registerAccountRoutes(app)
  registerSellerAreaRoutes(app)
  const codeHasher = createCodeHasher({ nodeEnv: config.nodeEnv, warn: (message) => app.log.warn(message) })
  registerAuthRoutes(app, config)
  registerUserRoutes(app, { hasher: codeHasher })
  registerOtpRoutes(app, { hasher: codeHasher })
  registerEmailVerificationRoutes(app, { hasher: codeHasher })
  registerGoogleRoutes(app, { clientId: config.googleClientId, keys: googleKeys })
  registerDevOutboxRoutes(app, config)
  registerMediaRoutes(app)
  await registerSpa(app, { staticDir: config.staticDir, publicUrl: config.publicUrl })

  return app
}
