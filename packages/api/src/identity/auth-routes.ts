import {
  EMAIL_EXISTS_MESSAGE,
  PHONE_EXISTS_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
} from '@haat/contract'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { passwordResets, users } from '../db/schema.ts'
import { contractRoute } from '../http/contract-route.ts'
import { enforceRateLimits, type RateLimitRule } from '../http/rate-limit.ts'
import type { OutgoingMessage } from '../messages/transport.ts'
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords.ts'
import { createSession, hashToken, newOpaqueToken, revokeAllSessions, revokeSession } from './session.ts'
import {
  createUser,
  findUserByEmail,
  findUserByVerifiedPhone,
  UserConflictError,
  type UserRow,
} from './users.ts'

const MINUTE = 60_000

/**
 * Sign-in: one address cannot sweep many accounts, nor hammer one. Nobody can lock an account for its
 * owner: the failures on an account from every address only slow its sign-ins down (signinSlowdownMs),
 * so the right password from another address still gets in.
 */
export const SIGNIN_LIMITS = {
  perIp: { limit: 30, windowMs: 15 * MINUTE },
  perAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Counts an account's failures from every address; it never refuses, it only sets the slow-down. */
  accountFailures: { limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * MINUTE },
  /** The owner hears of an attack once a window, however long it goes on. */
  attackNotice: { limit: 1, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

/** After this many failures on one account in the window, its owner is told (once a window). */
export const SIGNIN_NOTICE_AFTER = 10

/** The slow-down: free for the first failures, then a wait that doubles from one second up to five. */
export const SIGNIN_SLOWDOWN = { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 5000 } as const

/** How long a sign-in on an account waits, given that account's failures in the window so far. */
export function signinSlowdownMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGNIN_SLOWDOWN
  if (failures < freeFailures) return 0
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures))
}

/** Reset: a mailbox cannot be flooded with links, nor the server used to probe many addresses. */
export const RESET_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * MINUTE },
  perIp: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>

/** Sign-up: "Email Already Exist" tells whether an address has an account, so probing it is slowed. */
export const SIGNUP_LIMITS = {
  perIp: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>

/** A reset link works once, for 30 minutes. */
export const RESET_LINK_LIFETIME_MS = 30 * MINUTE

export const SIGNUP_DONE_MESSAGE = 'Account created successfully. Please sign in.'
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please sign in with the new password.'
export const LOGGED_OUT_MESSAGE = 'Logged out successfully.'
export const SIGNIN_NOTICE_SUBJECT = 'Someone is trying to sign in to your Haat account'
export const SIGNIN_NOTICE_SMS =
  'Haat: someone keeps trying wrong passwords on your account. It is not locked: sign in with a one-time code or reset your password.'

/** The e-mail that tells an owner their password is under attack, and the ways in that still work. */
export function signinNoticeText(name: string, publicUrl: string): string {
  return (
    `Hello ${name},\n\nSomeone has tried to sign in to your Haat account with a wrong password ` +
    `${SIGNIN_NOTICE_AFTER} times in the last few minutes. Your account is not locked: you can still sign ` +
    'in with your password, with a one-time code sent to your phone, or by resetting your password at ' +
    `${publicUrl}/forget-password.\n\nIf this was you, there is nothing to do. If it was not, nobody ` +
    'has got in: choosing a new password makes sure nobody will.'
  )
}

/** E-mail and password accounts, password reset, logout and the public sign-in configuration. */
export function registerAuthRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'googleClientId'>,
) {
  const { db, clock } = app
  void prepareDummyHash()

  contractRoute(app, 'signUpWithEmail', 'identity', async ({ body, request, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `signup:ip:${request.ip}`, rule: SIGNUP_LIMITS.perIp },
    ])
    if (!allowed) return reply
    // Friendly answers first; the unique indexes still settle a race between two sign-ups below.
    if (await findUserByEmail(db, body.email)) return reply.code(400).send({ message: EMAIL_EXISTS_MESSAGE })
    // Only a proven number is taken; this one stays unproven until its owner types a code sent to it.
    if (await findUserByVerifiedPhone(db, body.phone)) {
      return reply.code(400).send({ message: PHONE_EXISTS_MESSAGE })
    }
    const passwordHash = await hashPassword(body.password)
    try {
      await createUser(db, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        referredBy: body.referralCode ?? null,
      })
    } catch (error) {
      if (error instanceof UserConflictError) {
        const message = error.field === 'phone' ? PHONE_EXISTS_MESSAGE : EMAIL_EXISTS_MESSAGE
        return reply.code(400).send({ message })
      }
      throw error
    }
    return { message: SIGNUP_DONE_MESSAGE }
  })

  contractRoute(app, 'signinCheck', 'identity', async ({ body, request, reply }) => {
    const email = body.email.toLowerCase()
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `signin:ip:${request.ip}`, rule: SIGNIN_LIMITS.perIp },
      { key: `signin:email-ip:${email}:${request.ip}`, rule: SIGNIN_LIMITS.perAccountAndIp },
    ])
    if (!allowed) return reply
    // Every attempt on an attacked account waits, the right one too: an answer that came back at once
    // would tell a guesser they had found the password without waiting for it.
    const failuresKey = `signin:failures:${email}`
    const wait = signinSlowdownMs(await app.rateLimiter.count(failuresKey))
    if (wait > 0) await clock.pause(wait)
    const user = await findUserByEmail(db, email)
    // An unknown e-mail still costs one argon2 verification, so timing does not tell accounts apart.
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password)
    if (user && valid) {
      await app.rateLimiter.reset(failuresKey)
      return createSession(db, user.id, clock)
    }
    // Unknown e-mails are counted too, so the slow-down does not tell accounts apart either.
    const { hits: failures } = await app.rateLimiter.hit(failuresKey, SIGNIN_LIMITS.accountFailures)
    if (user && failures >= SIGNIN_NOTICE_AFTER) await noticeSigninAttack(user, request)
    return reply.code(401).send({ message: SIGNIN_FAILED_MESSAGE })
  })

  /**
   * Tells the owner, once a window, that someone keeps trying their password and how to get in anyway:
   * by e-mail to a proven address, else by SMS to a proven phone (an unproven one may be anybody's).
   */
  async function noticeSigninAttack(user: UserRow, request: FastifyRequest): Promise<void> {
    const notice: OutgoingMessage | undefined =
      user.email && user.emailVerified
        ? {
            channel: 'email',
            to: user.email,
            subject: SIGNIN_NOTICE_SUBJECT,
            body: signinNoticeText(user.name, config.publicUrl),
          }
        : user.phone && user.phoneVerified
          ? { channel: 'sms', to: `+91${user.phone}`, body: SIGNIN_NOTICE_SMS }
          : undefined
    if (!notice) return
    const { allowed } = await app.rateLimiter.hit(`signin:notice:${user.id}`, SIGNIN_LIMITS.attackNotice)
    if (!allowed) return
    try {
      await app.messages.send(notice)
    } catch (error) {
      // The 401 must not differ for accounts whose owner could not be told.
      request.log.error({ err: error }, 'sending the sign-in attack notice failed')
    }
  }

  contractRoute(app, 'resetPassword', 'identity', async ({ body, request, reply }) => {
    const email = body.email.toLowerCase()
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `reset:ip:${request.ip}`, rule: RESET_LIMITS.perIp },
      { key: `reset:email:${email}`, rule: RESET_LIMITS.perEmail },
    ])
    if (!allowed) return reply
    const user = await findUserByEmail(db, email)
    if (user?.email) {
      const token = newOpaqueToken()
      const now = clock.now()
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      })
      const link = `${config.publicUrl}/reset-password/${token}`
      try {
        await app.messages.send({
          channel: 'email',
          to: user.email,
          subject: 'Reset your Haat password',
          body:
            `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Haat account.\n` +
            `Open this link within 30 minutes to choose a new password (it works once):\n\n${link}\n\n` +
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        })
      } catch (error) {
        // The answer must not differ for real accounts, so a failed send is only logged.
        request.log.error({ err: error }, 'sending the password reset e-mail failed')
      }
    }
    return { message: RESET_REQUESTED_MESSAGE }
  })

  contractRoute(app, 'checkResetToken', 'identity', async ({ query }) => {
    const [row] = await db
      .select({ expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(query.token)))
      .limit(1)
    if (!row) return { valid: false, reason: 'unknown' as const }
    if (row.usedAt) return { valid: false, reason: 'used' as const }
    if (row.expiresAt.getTime() <= clock.now().getTime()) return { valid: false, reason: 'expired' as const }
    return { valid: true }
  })

  contractRoute(app, 'setNewPassword', 'identity', async ({ body, reply }) => {
    const passwordHash = await hashPassword(body.password)
    const changed = await db.transaction(async (tx) => {
      const now = clock.now()
      // Using the link is one conditional update: two clicks at once cannot both succeed.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(body.resetToken)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId })
      if (!reset) return false
      // The link was opened from the mailbox: the e-mail is proven. A phone nobody proved may have been
      // typed by whoever made the account, so it goes (docs/product.md, Identity).
      await tx
        .update(users)
        .set({
          passwordHash,
          emailVerified: true,
          phone: sql`case when ${users.phoneVerified} then ${users.phone} else null end`,
          updatedAt: now,
        })
        .where(eq(users.id, reset.userId))
      // Other links sent earlier die with this one; every signed-in browser must sign in again.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
      await revokeAllSessions(tx, reset.userId, clock)
      return true
    })
    if (!changed) return reply.code(400).send({ message: RESET_LINK_INVALID_MESSAGE })
    return { message: PASSWORD_CHANGED_MESSAGE }
  })

  contractRoute(app, 'logout', 'identity', async ({ session }) => {
    await revokeSession(db, session.sessionId, clock)
    return { message: LOGGED_OUT_MESSAGE }
  })

  contractRoute(app, 'authConfig', 'identity', async () => ({
    googleClientId: config.googleClientId ?? null,
  }))
}
