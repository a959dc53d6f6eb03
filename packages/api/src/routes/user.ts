import {
  CONTACT_CHANGE_NOT_FOUND_MESSAGE,
  CONTACT_CODE_INCORRECT_MESSAGE,
  CONTACT_CODE_LOCKED_MESSAGE,
  contactCodeSentMessage,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  ONE_CHANGE_AT_A_TIME_MESSAGE,
  PHONE_CHANGED_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { enforceRateLimits, tooManyRequests } from '../auth/rate-limit.ts'
import { findUserById, toUserAnswer, type UserRow } from '../auth/users.ts'
import { users } from '../db/schema.ts'
import type { CodeHasher } from '../otp/codes.ts'
import { ContactChangeService, type ContactChannel, maskPhone } from '../otp/contact-change.ts'
import { contractRoute } from './contract-route.ts'

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully.'

/** Codes to a new phone or address cost SMS and mail: a signed-in account cannot send them in bulk. */
export const CONTACT_CHANGE_LIMITS = {
  sendPerUser: { limit: 5, windowMs: 3_600_000 },
  confirmPerUser: { limit: 20, windowMs: 3_600_000 },
} as const

/**
 * The signed-in user's own record. Every call reads the session's user, never an id from the request.
 * The name changes at once; a new phone or e-mail only once the code sent to it comes back
 * (docs/product.md, Identity).
 */
export function registerUserRoutes(app: FastifyInstance, { hasher }: { hasher: CodeHasher }) {
  const { db, clock } = app
  const changes = new ContactChangeService({ db, clock, hasher, messages: app.messages })

  for (const name of ['userDetails', 'getUser'] as const) {
    contractRoute(app, name, 'identity', async ({ session, reply }) => {
      const user = await findUserById(db, session.userId)
      // A deleted account's session is as good as expired.
      if (!user) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
      return { user: toUserAnswer(user) }
    })
  }

  /** The contact change a body asks for: a different phone, an unproven current one, or another e-mail. */
  function requestedChange(current: UserRow, body: { phone?: string; newEmail?: string }) {
    const wanted: Array<{ channel: ContactChannel; value: string }> = []
    if (body.phone !== undefined && (body.phone !== current.phone || !current.phoneVerified)) {
      wanted.push({ channel: 'sms', value: body.phone })
    }
    if (body.newEmail !== undefined && body.newEmail.toLowerCase() !== current.email?.toLowerCase()) {
      wanted.push({ channel: 'email', value: body.newEmail })
    }
    return wanted
  }

  contractRoute(app, 'updateUser', 'identity', async ({ body, session, reply }) => {
    let current = await findUserById(db, session.userId)
    if (!current) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
    const wanted = requestedChange(current, body)
    if (wanted.length > 1) return reply.code(400).send({ message: ONE_CHANGE_AT_A_TIME_MESSAGE })

    const updates: Partial<typeof users.$inferInsert> = {}
    if (body.name !== undefined && body.name !== current.name) updates.name = body.name
    // A change of letter case only is the same address: it keeps its proof.
    if (body.newEmail !== undefined && wanted.length === 0 && body.newEmail !== current.email) {
      updates.email = body.newEmail
    }
    if (Object.keys(updates).length > 0) {
      const [updated] = await db
        .update(users)
        .set({ ...updates, updatedAt: clock.now() })
        .where(eq(users.id, current.id))
        .returning()
      if (!updated) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
      current = updated
    }

    const [change] = wanted
    if (!change) return { message: PROFILE_UPDATED_MESSAGE, user: toUserAnswer(current) }
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `contact-change-send:user:${current.id}`, rule: CONTACT_CHANGE_LIMITS.sendPerUser },
    ])
    if (!allowed) return reply
    const started = await changes.start(current, change.channel, change.value)
    if (started.kind === 'taken') {
      return reply
        .code(409)
        .send({ message: change.channel === 'sms' ? PHONE_TAKEN_MESSAGE : EMAIL_TAKEN_MESSAGE })
    }
    if (started.kind === 'too-soon') return tooManyRequests(reply, started.retryAfterSeconds)
    const shownTo = change.channel === 'sms' ? maskPhone(change.value) : change.value
    const verifyingCurrent = change.channel === 'sms' && change.value === current.phone
    return {
      message: contactCodeSentMessage(change.channel, shownTo, verifyingCurrent),
      user: toUserAnswer(current),
      pendingChange: { channel: change.channel, to: shownTo, changeId: started.changeId },
    }
  })

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
        return reply.code(400).send({ message: CONTACT_CODE_INCORRECT_MESSAGE })
      case 'locked':
        return reply.code(400).send({ message: CONTACT_CODE_LOCKED_MESSAGE })
      case 'taken':
        return reply.code(409).send({ message: PHONE_TAKEN_MESSAGE })
      case 'changed': {
        const message =
          result.channel === 'email'
            ? EMAIL_CHANGED_MESSAGE
            : result.verifiedCurrent
              ? PHONE_VERIFIED_MESSAGE
              : PHONE_CHANGED_MESSAGE
        return { message, user: toUserAnswer(result.user) }
      }
    }
  })
}
