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

/** What a remembered key says: the call and request that used it, and the checkout they made. */
export interface RememberedKey {
  route: string
  requestHash: string
  parentOrderId: string
  createdAt: Date
}

/** Whether a key was made more than IDEMPOTENCY_KEY_TTL_HOURS before `now`: it then counts as unused. */
export function keyExpired(key: Pick<RememberedKey, 'createdAt'>, now: Date): boolean {
  return key.createdAt.getTime() < now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS
}

/** Deletes one shopper's key, so a new attempt may take it (an expired key found before the sweep). */
export async function forgetKey(tx: Tx, userId: string, key: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
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
