import { EMAIL_EXISTS_MESSAGE, PHONE_EXISTS_MESSAGE, USER_EXISTS_MESSAGE } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { contractRoute } from '../http/contract-route.ts'
import { enforceRateLimits, tooManyRequests } from '../http/rate-limit.ts'
import type { CodeHasher } from './codes.ts'
import { PhoneOtpService } from './phone-otp.ts'
import { createSession } from './session.ts'
import {
  createUser,
  dropOtherClaimsToPhone,
  findUserByEmail,
  findUserByVerifiedPhone,
  UserConflictError,
} from './users.ts'

export const INCORRECT_OTP_MESSAGE = 'Incorrect OTP'
export const OTP_LOCKED_MESSAGE = 'Too many wrong attempts. Please request a new OTP.'
export const PHONE_NOT_VERIFIED_MESSAGE = 'Your phone number is not verified. Please request a new OTP.'
/** otp-check's 409: the number has an account and the answer's token signs it in. */
export const EXISTING_ACCOUNT_MESSAGE = 'User Already Exist'

const HOUR_MS = 3_600_000

/** Limits on top of the per-session 5 tries and the 30-second resend gap. */
export const OTP_LIMITS = {
  sendPerNumber: { limit: 5, windowMs: HOUR_MS },
  sendPerAddress: { limit: 20, windowMs: HOUR_MS },
  checkPerAddress: { limit: 30, windowMs: 10 * 60_000 },
  checkPerNumber: { limit: 15, windowMs: 10 * 60_000 },
} as const

/**
 * Sign-in and sign-up by phone: otp-send sends a 6-digit code, otp-check checks it (signing an existing
 * account in), and sign-up-with-personal-details turns a checked code into a new account (see
 * docs/product.md, Identity). The code travels by SMS through app.messages.
 */
export function registerOtpRoutes(app: FastifyInstance, { hasher }: { hasher: CodeHasher }): void {
  const db: Db = app.db
  const otp = new PhoneOtpService({ db, clock: app.clock, hasher, messages: app.messages })

  contractRoute(app, 'otpSend', 'identity', async ({ body, request, reply }) => {
    const phone = body.number
    const sendLimits = [
      { key: `otp-send:phone:${phone}`, rule: OTP_LIMITS.sendPerNumber },
      { key: `otp-send:ip:${request.ip}`, rule: OTP_LIMITS.sendPerAddress },
    ]
    // Only the sign-up screen says "signup"; the sign-in screen lets existing accounts in by OTP. The
    // 409 tells whether a number has an account, so it costs the same budget as a sent code: a sweep
    // of numbers is cut off by the limits like a flood of SMS would be.
    if (body.purpose === 'signup' && (await findUserByVerifiedPhone(db, phone))) {
      if (!(await enforceRateLimits(app.rateLimiter, reply, sendLimits))) return reply
      return reply.code(409).send({ message: USER_EXISTS_MESSAGE })
    }
    // The 30-second gap first: a too-early resend should not also use up the hourly budget.
    const wait = await otp.secondsUntilResend(phone)
    if (wait > 0) return tooManyRequests(reply, wait)
    if (!(await enforceRateLimits(app.rateLimiter, reply, sendLimits))) return reply
    const sent = await otp.send(phone)
    if (sent.kind === 'too-soon') return tooManyRequests(reply, sent.retryAfterSeconds)
    return { otpSession: sent.otpSession }
  })

  contractRoute(app, 'otpCheck', 'identity', async ({ body, request, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `otp-check:ip:${request.ip}`, rule: OTP_LIMITS.checkPerAddress },
      { key: `otp-check:phone:${body.number}`, rule: OTP_LIMITS.checkPerNumber },
    ])
    if (!allowed) return reply
    const result = await otp.check(body.number, body.otpSession, body.otp)
    if (result.kind === 'locked') return reply.code(400).send({ message: OTP_LOCKED_MESSAGE })
    if (result.kind === 'incorrect') return reply.code(400).send({ message: INCORRECT_OTP_MESSAGE })

    // Only an account that proved this number signs in with it; an unproven claim (an e-mail sign-up
    // that typed the number) never does, so the code starts a new account instead.
    const existing = await findUserByVerifiedPhone(db, body.number)
    if (!existing) return { isNewUser: true }
    // An existing account: the code signs it in, and the session cannot be used for a sign-up.
    await otp.consume(body.otpSession)
    const session = await createSession(db, existing.id, app.clock)
    return reply.code(409).send({ message: EXISTING_ACCOUNT_MESSAGE, ...session })
  })

  contractRoute(app, 'signUpWithPersonalDetails', 'identity', async ({ body, reply }) => {
    try {
      // One transaction: the OTP session is used up only if the user and its session are created.
      return await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        if (!(await otp.consumeVerified(txDb, body.phone, body.otpSession))) throw new Refusal('not-verified')
        if (await findUserByEmail(txDb, body.email)) throw new Refusal('email-taken')
        let userId: string
        try {
          const user = await createUser(txDb, {
            name: body.name,
            email: body.email,
            phone: body.phone,
            phoneVerified: true,
            referredBy: body.referralCode ?? null,
          })
          userId = user.id
          await dropOtherClaimsToPhone(txDb, body.phone, userId)
        } catch (error) {
          if (error instanceof UserConflictError) {
            throw new Refusal(error.field === 'email' ? 'email-taken' : 'phone-taken')
          }
          throw error
        }
        return createSession(txDb, userId, app.clock)
      })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      if (error.kind === 'not-verified') return reply.code(400).send({ message: PHONE_NOT_VERIFIED_MESSAGE })
      if (error.kind === 'email-taken') return reply.code(400).send({ message: EMAIL_EXISTS_MESSAGE })
      return reply.code(409).send({ message: PHONE_EXISTS_MESSAGE })
    }
  })
}

/** Thrown inside the sign-up transaction to roll it back and answer 4xx. */
class Refusal extends Error {
  readonly kind: 'not-verified' | 'email-taken' | 'phone-taken'

  constructor(kind: 'not-verified' | 'email-taken' | 'phone-taken') {
    super(kind)
    this.kind = kind
  }
}
