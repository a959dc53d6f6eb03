import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { enforceRateLimits, tooManyRequests } from '../http/rate-limit.ts'
import type { CodeHasher } from './codes.ts'
import { type EmailSendResult, EmailVerificationService } from './email-code.ts'
import { findUserById, userAnswerOf } from './users.ts'

export const NO_EMAIL_MESSAGE = 'Please add an email address to your profile first.'
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified.'
export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully!'
export const INCORRECT_EMAIL_OTP_MESSAGE = 'Incorrect OTP'
export const EMAIL_OTP_LOCKED_MESSAGE = 'Too many wrong attempts. Please request a new code.'

/**
 * On top of the 30-second gap and 5 tries per code: a signed-in user cannot turn the server into a
 * mail cannon (the address is whatever they put on their profile), nor guess codes at leisure.
 */
export const EMAIL_CODE_LIMITS = {
  sendPerUser: { limit: 5, windowMs: 3_600_000 },
  checkPerUser: { limit: 20, windowMs: 3_600_000 },
} as const

/** My Account's e-mail verification: a 6-digit code by e-mail, then the code typed back. */
export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  { hasher }: { hasher: CodeHasher },
): void {
  const codes = new EmailVerificationService({ db: app.db, clock: app.clock, hasher, messages: app.messages })

  contractRoute(app, 'sendVerificationEmail', 'identity', async ({ session, reply }) => {
    // Refusals first, so that they do not also use up the hourly budget.
    const ready = await codes.readiness(session.userId)
    if (ready.kind !== 'ready') return refuse(ready)
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `email-code-send:user:${session.userId}`, rule: EMAIL_CODE_LIMITS.sendPerUser },
    ])
    if (!allowed) return reply
    const sent = await codes.send(session.userId)
    if (sent.kind !== 'sent') return refuse(sent)
    return { message: `Verification code sent to ${sent.email}` }

    function refuse(refusal: Exclude<EmailSendResult, { kind: 'sent' }>) {
      if (refusal.kind === 'no-email') return reply.code(400).send({ message: NO_EMAIL_MESSAGE })
      if (refusal.kind === 'already-verified')
        return reply.code(400).send({ message: ALREADY_VERIFIED_MESSAGE })
      return tooManyRequests(reply, refusal.retryAfterSeconds)
    }
  })

  contractRoute(app, 'verifyOtp', 'identity', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `email-code-check:user:${session.userId}`, rule: EMAIL_CODE_LIMITS.checkPerUser },
    ])
    if (!allowed) return reply
    const result = await codes.check(session.userId, body.otp)
    if (result.kind === 'locked') return reply.code(400).send({ message: EMAIL_OTP_LOCKED_MESSAGE })
    if (result.kind === 'incorrect') return reply.code(400).send({ message: INCORRECT_EMAIL_OTP_MESSAGE })
    const user = await findUserById(app.db, session.userId)
    if (!user) return reply.code(404).send({ message: 'User not found' })
    return { message: EMAIL_VERIFIED_MESSAGE, user: await userAnswerOf(app.db, user) }
  })
}
