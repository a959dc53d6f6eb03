import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { VIDEO_EMBED_ORIGINS } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * What Razorpay Checkout loads: its script from checkout.razorpay.com, which opens its payment form in a
 * frame served from api.razorpay.com (and checkout.razorpay.com) and talks to api.razorpay.com.
 */
export const RAZORPAY_CSP = {
  scripts: ['https://checkout.razorpay.com'],
  frames: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
  connects: ['https://api.razorpay.com'],
} as const

/**
 * Security headers and a per-address request budget.
 *
 * CSP: the SPA loads only its own scripts; emotion (MUI) injects <style> tags, so inline styles are
 * allowed; images come from the server's /media and data: URLs. The one thing loaded from elsewhere is a
 * brand film, in a frame, from the embed hosts the contract lists (VIDEO_EMBED_ORIGINS). With the razorpay
 * payment provider, Razorpay Checkout too: its script and frames and its API (RAZORPAY_CSP); the simulated
 * provider needs none of them, so they stay out of the policy then.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = config.payments.provider === 'razorpay'
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_CSP.scripts : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY_CSP.connects : [])],
        manifestSrc: ["'self'"],
        frameSrc: [...VIDEO_EMBED_ORIGINS, ...(razorpay ? RAZORPAY_CSP.frames : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
  })

  if (config.redisUrl) {
    // Shared limits across servers need a Redis client (ioredis), which this build does not ship yet;
    // each server counts on its own until it does. Said out loud so nobody believes otherwise.
    app.log.warn('REDIS_URL is set, but rate limits are still counted per server process')
  }

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    // Media and hashed assets are immutable and cached by browsers; one page shows dozens of them, so
    // they would eat a visitor's budget without protecting anything.
    allowList: (request) => request.url.startsWith('/media/') || request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  })
}
