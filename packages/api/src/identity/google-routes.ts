import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import {
  type GoogleKeySource,
  GoogleKeysUnavailableError,
  GoogleTokenError,
  remoteGoogleKeys,
  verifyGoogleIdToken,
} from './google-id-token.ts'
import { userForGoogleIdentity } from './google-sign-in.ts'
import { createSession } from './session.ts'
import { UserConflictError } from './users.ts'

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured.'
export const GOOGLE_FAILED_MESSAGE = 'Failed to sign in with Google'
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Google sign-in is unavailable right now. Please try again later.'

/**
 * POST /sign-up-with-google: the browser hands over Google's ID token; the server checks it against
 * Google's keys (or `keys`, for tests) and answers a session of its own.
 */
export function registerGoogleRoutes(
  app: FastifyInstance,
  { clientId, keys }: { clientId: string | undefined; keys?: GoogleKeySource | undefined },
): void {
  const keySource = clientId ? (keys ?? remoteGoogleKeys()) : undefined

  contractRoute(app, 'signUpWithGoogle', 'identity', async ({ body, request, reply }) => {
    if (!clientId || !keySource) return reply.code(404).send({ message: GOOGLE_NOT_CONFIGURED_MESSAGE })
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `google:ip:${request.ip}`, rule: { limit: 30, windowMs: 10 * 60_000 } },
    ])
    if (!allowed) return reply

    let identity: Awaited<ReturnType<typeof verifyGoogleIdToken>>
    try {
      identity = await verifyGoogleIdToken(body.token, { clientId, keys: keySource, now: app.clock.now() })
    } catch (error) {
      if (error instanceof GoogleTokenError) {
        request.log.info({ reason: error.message }, 'Google ID token refused')
        return reply.code(401).send({ message: GOOGLE_FAILED_MESSAGE })
      }
      if (error instanceof GoogleKeysUnavailableError) {
        request.log.error({ err: error }, 'Google signing keys unavailable')
        return reply.code(503).send({ message: GOOGLE_UNAVAILABLE_MESSAGE })
      }
      throw error
    }

    try {
      const user = await userForGoogleIdentity(app.db, app.clock, identity)
      return await createSession(app.db, user.id, app.clock)
    } catch (error) {
      if (error instanceof UserConflictError) return reply.code(409).send({ message: GOOGLE_FAILED_MESSAGE })
      throw error
    }
  })
}
