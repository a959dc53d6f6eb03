import { SESSION_EXPIRED_MESSAGE } from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { findUserById, rethrowUserConflict, toUserAnswer, UserConflictError } from '../auth/users.ts'
import { users } from '../db/schema.ts'
import { contractRoute } from './contract-route.ts'

export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another account.'
export const PHONE_TAKEN_MESSAGE = 'This phone number is already used by another account.'
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully.'

/** The signed-in user's own record. Every call reads the session's user, never an id from the request. */
export function registerUserRoutes(app: FastifyInstance) {
  const { db, clock } = app

  for (const name of ['userDetails', 'getUser'] as const) {
    contractRoute(app, name, 'identity', async ({ session, reply }) => {
      const user = await findUserById(db, session.userId)
      // A deleted account's session is as good as expired.
      if (!user) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
      return { user: toUserAnswer(user) }
    })
  }

  contractRoute(app, 'updateUser', 'identity', async ({ body, session, reply }) => {
    const current = await findUserById(db, session.userId)
    if (!current) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
    const changes: Partial<typeof users.$inferInsert> = {}
    if (body.name !== undefined) changes.name = body.name
    if (body.phone !== undefined && body.phone !== current.phone) changes.phone = body.phone
    if (body.newEmail !== undefined && body.newEmail !== current.email) {
      changes.email = body.newEmail
      // A different address has to be verified again; only a change of letter case keeps the flag.
      const sameAddress = current.email?.toLowerCase() === body.newEmail.toLowerCase()
      if (!sameAddress) changes.emailVerified = false
    }
    if (Object.keys(changes).length === 0)
      return { message: PROFILE_UPDATED_MESSAGE, user: toUserAnswer(current) }
    try {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, current.id))
        .returning()
        .catch(rethrowUserConflict)
      if (!updated) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
      return { message: PROFILE_UPDATED_MESSAGE, user: toUserAnswer(updated) }
    } catch (error) {
      if (error instanceof UserConflictError) {
        const message = error.field === 'phone' ? PHONE_TAKEN_MESSAGE : EMAIL_TAKEN_MESSAGE
        return reply.code(409).send({ message })
      }
      throw error
    }
  })
}
