import {
  CONTACT_CHANGE_NOT_FOUND_MESSAGE,
  CONTACT_CODE_LOCKED_MESSAGE,
  contactCodeSentMessage,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INCORRECT_OTP_MESSAGE,
  ONE_CHANGE_AT_A_TIME_MESSAGE,
  PHONE_CHANGED_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../db/schema.ts'
import { contractRoute } from '../http/contract-route.ts'
import { enforceRateLimits, tooManyRequests } from '../http/rate-limit.ts'
import type { CodeHasher } from './codes.ts'
import { ContactChangeService, type ContactChannel, maskPhone } from './contact-change.ts'
import { OTP_LIMITS } from './otp-routes.ts'
import { findUserById, type UserRow, userAnswerOf } from './users.ts'

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully.'

/**
 * Codes to a new phone or address cost SMS and mail: a signed-in account cannot send them in bulk, and a
 * number shares its hourly budget with the sign-in codes sent to it, so many accounts cannot flood it.
 */
export const CONTACT_CHANGE_LIMITS = {
  sendPerUser: { limit: 5, windowMs: 3_600_000 },
  sendPerAddress: { limit: 5, windowMs: 3_600_000 },
  confirmPerUser: { limit: 20, windowMs: 3_600_000 },
} as const

const takenMessage = (channel: ContactChannel) =>
  channel === 'sms' ? PHONE_TAKEN_MESSAGE : EMAIL_TAKEN_MESSAGE

/**
 * The signed-in user's own record. Every call reads the session's user, never an id from the request.
 * The name changes at once; a new phone or e-mail only once the code sent to it comes back
 * (docs/product.md, Identity).
 */
export function registerUserRoutes(app: FastifyInstance, { hasher }: { hasher: CodeHasher }) {
  const { db, clock } = app
  const changes = new ContactChangeService({ db, clock, hasher, messages: app.messages, log: app.log })

  for (const name of ['userDetails', 'getUser'] as const) {
    contractRoute(app, name, 'identity', async ({ session, reply }) => {
      const user = await findUserById(db, session.userId)
      // A deleted account's session is as good as expired.
      if (!user) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
      return { user: await userAnswerOf(db, user) }
    })
  }

  /** The contact changes a body asks for: a different phone, an unproven current one, another e-mail. */
  function requestedChanges(current: UserRow, body: { phone?: string; newEmail?: string }) {
    const wanted: Array<{ channel: ContactChannel; value: string }> = []
    if (body.phone !== undefined && (body.phone !== current.phone || !current.phoneVerified)) {
      wanted.push({ channel: 'sms', value: body.phone })
    }
    // A change of letter case only is the same address: it is saved at once and keeps its proof.
    if (body.newEmail !== undefined && body.newEmail.toLowerCase() !== current.email?.toLowerCase()) {
      wanted.push({ channel: 'email', value: body.newEmail })
    }
    return wanted
  }

  /** Budgets of a code to a new contact: the account's, and the phone's or address's own. */
  function sendLimits(userId: string, channel: ContactChannel, value: string) {
    return [
      { key: `contact-change-send:user:${userId}`, rule: CONTACT_CHANGE_LIMITS.sendPerUser },
      channel === 'sms'
        ? { key: `otp-send:phone:${value}`, rule: OTP_LIMITS.sendPerNumber }
        : {
            key: `contact-change-send:email:${value.toLowerCase()}`,
            rule: CONTACT_CHANGE_LIMITS.sendPerAddress,
          },
    ]
  }

  contractRoute(app, 'updateUser', 'identity', async ({ body, session, reply }) => {
    const current = await findUserById(db, session.userId)
    if (!current) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
    const wanted = requestedChanges(current, body)
    if (wanted.length > 1) return reply.code(400).send({ message: ONE_CHANGE_AT_A_TIME_MESSAGE })
    const [change] = wanted

    // Refusals of the change come first, so that a refused call changes nothing at all.
    let changeId: string | undefined
    if (change) {
      const ready = await changes.readiness(current.id, change.channel, change.value)
      if (ready.kind === 'taken') return reply.code(409).send({ message: takenMessage(change.channel) })
      if (ready.kind === 'too-soon') return tooManyRequests(reply, ready.retryAfterSeconds)
      const allowed = await enforceRateLimits(
        app.rateLimiter,
        reply,
        sendLimits(current.id, change.channel, change.value),
      )
      if (!allowed) return reply
      const started = await changes.start(current, change.channel, change.value)
      if (started.kind === 'taken') return reply.code(409).send({ message: takenMessage(change.channel) })
      if (started.kind === 'too-soon') return tooManyRequests(reply, started.retryAfterSeconds)
      changeId = started.changeId
    }

    const updated = await updateNameAndEmailCase(current, body)
    if (!updated) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
    if (!change || !changeId)
      return { message: PROFILE_UPDATED_MESSAGE, user: await userAnswerOf(db, updated) }
    const verifyingCurrent = change.channel === 'sms' && change.value === current.phone
    const shownTo = change.channel === 'sms' ? maskPhone(change.value) : change.value
    return {
      message: contactCodeSentMessage(change.channel, shownTo, verifyingCurrent),
      user: await userAnswerOf(db, updated),
      pendingChange: { channel: change.channel, to: change.value, changeId },
    }
  })

  /** What a session alone may change: the name, and the letter case of the e-mail. */
  async function updateNameAndEmailCase(
    current: UserRow,
    body: { name?: string; newEmail?: string },
  ): Promise<UserRow | undefined> {
    const updates: Partial<typeof users.$inferInsert> = {}
    if (body.name !== undefined && body.name !== current.name) updates.name = body.name
    const sameAddress = body.newEmail?.toLowerCase() === current.email?.toLowerCase()
    if (body.newEmail !== undefined && sameAddress && body.newEmail !== current.email) {
      updates.email = body.newEmail
    }
    if (Object.keys(updates).length === 0) return current
    const [updated] = await db
      .update(users)
      .set({ ...updates, updatedAt: clock.now() })
      .where(eq(users.id, current.id))
      .returning()
    return updated
  }

  contractRoute(app, 'confirmContactChange', 'identity', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `contact-change-confirm:user:${session.userId}`, rule: CONTACT_CHANGE_LIMITS.confirmPerUser },
    ])
    if (!allowed) return reply
    const result = await changes.confirm(session.userId, body.changeId, body.otp, session.sessionId)
    switch (result.kind) {
      case 'unknown':
        return reply.code(404).send({ message: CONTACT_CHANGE_NOT_FOUND_MESSAGE })
      case 'incorrect':
        return reply.code(400).send({ message: INCORRECT_OTP_MESSAGE })
      case 'locked':
        return reply.code(400).send({ message: CONTACT_CODE_LOCKED_MESSAGE })
      case 'taken':
        return reply.code(409).send({ message: takenMessage(result.channel) })
      case 'changed': {
        const message =
          result.channel === 'email'
            ? EMAIL_CHANGED_MESSAGE
            : result.verifiedCurrent
              ? PHONE_VERIFIED_MESSAGE
              : PHONE_CHANGED_MESSAGE
        return { message, user: await userAnswerOf(db, result.user) }
      }
    }
  })
}
