import { createHash, randomBytes } from 'node:crypto'
import { SESSION_EXPIRED_MESSAGE, SESSION_LIFETIME_MS, TOKEN_MISSING_MESSAGE } from '@haat/contract'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { sessions } from '../db/schema.ts'

/** The live session behind a request's bearer token. */
export interface AuthSession {
  sessionId: number
  userId: string
  expiresAt: Date
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (always) and optionalUser (when a live token came with the request). */
    session: AuthSession | null
  }
}

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256 digest: a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Starts a session for `userId`, valid one hour from now (see docs/product.md, Identity). */
export async function createSession(
  db: Db,
  userId: string,
  clock: Clock,
): Promise<{ token: string; expiresAt: number }> {
  const token = newOpaqueToken()
  const now = clock.now()
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt })
  return { token, expiresAt: expiresAt.getTime() }
}

export type SessionLookup = { kind: 'live'; session: AuthSession } | { kind: 'expired' } | { kind: 'unknown' }

/** What a token is worth now: live, expired (or revoked), or never issued. */
export async function findSession(db: Db, token: string, clock: Clock): Promise<SessionLookup> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  if (!row) return { kind: 'unknown' }
  if (row.revokedAt || row.expiresAt.getTime() <= clock.now().getTime()) return { kind: 'expired' }
  return { kind: 'live', session: { sessionId: row.id, userId: row.userId, expiresAt: row.expiresAt } }
}

export async function revokeSession(db: Db, sessionId: number, clock: Clock): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user (after a password change). */
export async function revokeAllSessions(db: Db, userId: string, clock: Clock): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user but the one making the request (after a phone or e-mail change). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: number,
  clock: Clock,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * preHandler of every `auth: 'bearer'` call: 401 without a token ("Authentication token missing")
 * and for an expired, revoked or unknown one ("Session expired"); otherwise sets request.session.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request)
  if (!token) {
    await reply.code(401).send({ message: TOKEN_MISSING_MESSAGE })
    return
  }
  const found = await findSession(request.server.db, token, request.server.clock)
  if (found.kind !== 'live') {
    await reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE })
    return
  }
  request.session = found.session
}

/** preHandler of `auth: 'optional'` calls: sets request.session when a live token came, else null. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request)
  if (!token) return
  const found = await findSession(request.server.db, token, request.server.clock)
  request.session = found.kind === 'live' ? found.session : null
}
