import { sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { Redis } from 'ioredis'
import type { Clock } from '../clock.ts'
import { type Db, selectRows } from '../db/client.ts'

export interface RateLimitRule {
  /** Requests allowed in one window. */
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Requests counted in the window so far, this one included. */
  hits: number
  /** Seconds until the window ends (at least 1); meaningful when not allowed. */
  retryAfterSeconds: number
}

/**
 * Counts requests per key in fixed windows that start at the key's first request. The counters live
 * outside the process (PostgreSQL or Redis), so every server copy shares them.
 */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /** Requests counted under `key` in its current window, without counting one more (0 once it ended). */
  count(key: string): Promise<number>
  /** Forgets `key`'s window, so the next hit starts a new one. */
  reset(key: string): Promise<void>
}

const retryAfter = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000))

const PRUNE_PROBABILITY = 0.002

/** PostgreSQL: one upsert per hit, so concurrent requests on any copy count exactly. */
export class PostgresRateLimiter implements RateLimiter {
  readonly #db: Db
  readonly #clock: Clock

  constructor(db: Db, clock: Clock) {
    this.#db = db
    this.#clock = clock
  }

  async hit(key: string, { limit, windowMs }: RateLimitRule): Promise<RateLimitResult> {
    const now = this.#clock.now()
    const nowText = now.toISOString()
    const endText = new Date(now.getTime() + windowMs).toISOString()
    // A row whose window has ended starts a new one; otherwise the count goes up by one.
    const [row] = await selectRows<{ hits: number; expires_at: Date | string }>(
      this.#db,
      sql`insert into rate_limit_hits as r (key, window_start, hits, expires_at)
          values (${key}, ${nowText}::timestamptz, 1, ${endText}::timestamptz)
          on conflict (key) do update set
            hits = case when r.expires_at > ${nowText}::timestamptz then r.hits + 1 else 1 end,
            window_start = case when r.expires_at > ${nowText}::timestamptz
              then r.window_start else excluded.window_start end,
            expires_at = case when r.expires_at > ${nowText}::timestamptz
              then r.expires_at else excluded.expires_at end
          returning hits, expires_at`,
    )
    if (!row) throw new Error('rate limit upsert returned no row')
    // Rows of ended windows are dead weight; sweep them now and then rather than on a timer.
    if (Math.random() < PRUNE_PROBABILITY) this.prune().catch(() => {})
    return {
      hits: Number(row.hits),
      allowed: Number(row.hits) <= limit,
      retryAfterSeconds: retryAfter(new Date(row.expires_at).getTime(), now.getTime()),
    }
  }

  async count(key: string): Promise<number> {
    const [row] = await selectRows<{ hits: number }>(
      this.#db,
      sql`select hits from rate_limit_hits
          where key = ${key} and expires_at > ${this.#clock.now().toISOString()}::timestamptz`,
    )
    return row ? Number(row.hits) : 0
  }

  async reset(key: string): Promise<void> {
    await this.#db.execute(sql`delete from rate_limit_hits where key = ${key}`)
  }

  /** Deletes counters whose window has ended; safe to run at any time. */
  async prune(): Promise<void> {
    await this.#db.execute(
      sql`delete from rate_limit_hits where expires_at <= ${this.#clock.now().toISOString()}::timestamptz`,
    )
  }
}

/** INCR plus an expiry set on the first hit, atomically; answers the count and the time left. */
const REDIS_HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`

/** Redis (when REDIS_URL is set): the window's time comes from Redis's own key expiry. */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis
  readonly #prefix: string

  constructor(redis: Redis, prefix = 'haat:rl:') {
    this.#redis = redis
    this.#prefix = prefix
  }

  async hit(key: string, { limit, windowMs }: RateLimitRule): Promise<RateLimitResult> {
    const [hits, ttlMs] = (await this.#redis.eval(REDIS_HIT_SCRIPT, 1, this.#prefix + key, windowMs)) as [
      number,
      number,
    ]
    return { hits, allowed: hits <= limit, retryAfterSeconds: retryAfter(ttlMs, 0) }
  }

  async count(key: string): Promise<number> {
    // An ended window is a key Redis has already expired.
    return Number((await this.#redis.get(this.#prefix + key)) ?? 0)
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key)
  }
}

/** 429 with Retry-After (seconds) and a message saying when to try again. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: `Too many attempts. Please try again in ${wait}.` })
}

/**
 * Checks every rule (all of them count the request) and answers 429 for the first that is over its
 * limit. Returns true when the request may go on.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  reply: FastifyReply,
  checks: Array<{ key: string; rule: RateLimitRule }>,
): Promise<boolean> {
  let worst: number | null = null
  for (const { key, rule } of checks) {
    const result = await limiter.hit(key, rule)
    if (!result.allowed) worst = Math.max(worst ?? 0, result.retryAfterSeconds)
  }
  if (worst === null) return true
  tooManyRequests(reply, worst)
  return false
}

/**
 * The limiter the server uses: Redis when REDIS_URL is set (shared by every copy, no database writes),
 * otherwise the PostgreSQL table. `close` ends the Redis connection.
 */
export function createRateLimiter(
  redisUrl: string | undefined,
  db: Db,
  clock: Clock,
): { limiter: RateLimiter; close(): Promise<void> } {
  if (!redisUrl) return { limiter: new PostgresRateLimiter(db, clock), close: async () => {} }
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 })
  return {
    limiter: new RedisRateLimiter(redis),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
