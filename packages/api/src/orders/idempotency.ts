import { createHash } from 'node:crypto'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '@haat/contract'
import { and, eq, lt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const HOUR_MS = 60 * 60 * 1000

/**
 * The request's Idempotency-Key when it is one we accept, else undefined. A header sent twice arrives as
 * a list: that is not one attempt's key, so it is refused like a malformed one.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER]
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined
}

/** JSON with every object's keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The hex sha256 of a parsed request, keys in a fixed order. */
export function requestHash(parsed: unknown): string {
  return createHash('sha256').update(canonicalJson(parsed)).digest('hex')
}

export interface RememberedKey {
  route: string
  requestHash: string
  parentOrderId: string
}

/**
 * The checkout an Idempotency-Key already made, read inside the placing transaction after the shopper's
 * row is locked: a twin request of the same shopper waits on that lock and then finds the first one's
 * committed key here. A key past IDEMPOTENCY_KEY_TTL_HOURS counts as unused; it is deleted so the new
 * attempt can take it (the sweep deletes the rest).
 */
export async function findRememberedKey(
  tx: Tx,
  userId: string,
  key: string,
  now: Date,
): Promise<RememberedKey | undefined> {
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
  const [row] = await tx
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      parentOrderId: idempotencyKeys.parentOrderId,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(where)
  if (!row) return undefined
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS) {
    await tx.delete(idempotencyKeys).where(where)
    return undefined
  }
  return { route: row.route, requestHash: row.requestHash, parentOrderId: row.parentOrderId }
}

/** Keeps the key with the checkout it made, in the same transaction as the checkout. */
export async function rememberKey(
  tx: Tx,
  entry: { userId: string; key: string; route: string; requestHash: string; parentOrderId: string; at: Date },
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    userId: entry.userId,
    key: entry.key,
    route: entry.route,
    requestHash: entry.requestHash,
    parentOrderId: entry.parentOrderId,
    createdAt: entry.at,
  })
}

/** Deletes the keys older than IDEMPOTENCY_KEY_TTL_HOURS (for the sweep); answers how many went. */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS)
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key })
  return deleted.length
}
