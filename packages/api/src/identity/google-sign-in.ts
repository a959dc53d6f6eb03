import { eq } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { GoogleIdentity } from './google-id-token.ts'
import { revokeAllSessions } from './session.ts'
import { createUser, findUserByEmail, UserConflictError, type UserRow } from './users.ts'

/** The name a Google account gets when its token carries none (names allow letters and spaces only). */
function nameFor(identity: GoogleIdentity): string {
  const cleaned = (identity.name ?? '')
    .replace(/[^A-Za-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (cleaned) return cleaned.slice(0, 100)
  const local = (identity.email.split('@')[0] ?? '').replace(/[^A-Za-z]+/g, ' ').trim()
  return local ? local.slice(0, 100) : 'Haat Shopper'
}

/**
 * The account a verified Google identity signs in to: the one linked to its subject, else the one
 * with its e-mail (linked now), else a new one. Linking to an account whose e-mail was never verified
 * drops that account's password, unproven phone and sessions: whoever created it may not own the address, and Google
 * has just proved who does (the "pre-hijacking" defence).
 */
export async function userForGoogleIdentity(
  db: Db,
  clock: Clock,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1)
  if (linked) return linked

  const byEmail = await findUserByEmail(db, identity.email)
  if (byEmail) {
    if (byEmail.googleSubject && byEmail.googleSubject !== identity.subject) {
      // The address moved to another Google account; the old link stays the owner.
      throw new UserConflictError('googleSubject')
    }
    const now = clock.now()
    const [updated] = await db
      .update(users)
      .set({
        googleSubject: identity.subject,
        emailVerified: true,
        updatedAt: now,
        // An unproven phone on such an account may be its maker's, not the address owner's: it goes too.
        ...(byEmail.emailVerified
          ? {}
          : { passwordHash: null, phone: byEmail.phoneVerified ? byEmail.phone : null }),
        ...(byEmail.profileUrl || !identity.picture ? {} : { profileUrl: identity.picture }),
      })
      .where(eq(users.id, byEmail.id))
      .returning()
    if (!byEmail.emailVerified) await revokeAllSessions(db, byEmail.id, clock)
    if (!updated) throw new Error('the user disappeared while linking Google')
    return updated
  }

  try {
    return await createUser(db, {
      name: nameFor(identity),
      email: identity.email,
      emailVerified: true,
      googleSubject: identity.subject,
      profileUrl: identity.picture,
    })
  } catch (error) {
    // The same Google account signing in twice at once: the other request created it.
    if (error instanceof UserConflictError) {
      const [raced] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1)
      if (raced) return raced
    }
    throw error
  }
}
