import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/clock.ts'
import { PostgresRateLimiter, type RateLimiter, RedisRateLimiter } from '../../src/http/rate-limit.ts'
import { testTargets } from '../db/targets.ts'

const RULE = { limit: 3, windowMs: 60_000 }

describe.each(testTargets)('PostgreSQL rate limiter on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>
  let clock: ManualClock
  let limiter: PostgresRateLimiter
  beforeAll(async () => {
    database = await target.open()
    clock = new ManualClock()
    limiter = new PostgresRateLimiter(database.db, clock)
  })
  afterAll(() => database?.dispose())

  it('allows `limit` hits per window, then refuses with the seconds left until the window ends', async () => {
    const results = []
    for (let i = 0; i < 4; i++) {
      results.push(await limiter.hit('k1', RULE))
      clock.advance(10_000)
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    // The window began at the first hit; 30 s have passed when the 4th arrives.
    expect(results[3]?.retryAfterSeconds).toBe(30)
    clock.advance(20_000)
    expect(await limiter.hit('k1', RULE)).toEqual({ hits: 1, allowed: true, retryAfterSeconds: 60 })
  })

  it('counts keys apart', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit('k2', RULE)
    expect((await limiter.hit('k2', RULE)).allowed).toBe(false)
    expect((await limiter.hit('k3', RULE)).allowed).toBe(true)
  })

  it('counts concurrent hits exactly (one upsert each)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('k4', RULE)))
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
  })

  it('reads a count without adding to it, and forgets a key on reset', async () => {
    expect(await limiter.count('k6')).toBe(0)
    await limiter.hit('k6', RULE)
    await limiter.hit('k6', RULE)
    expect(await limiter.count('k6')).toBe(2)
    expect(await limiter.count('k6')).toBe(2)
    await limiter.reset('k6')
    expect(await limiter.count('k6')).toBe(0)
    expect((await limiter.hit('k6', RULE)).hits).toBe(1)
    // An ended window counts nothing.
    clock.advance(RULE.windowMs)
    expect(await limiter.count('k6')).toBe(0)
  })

  it('prunes ended windows', async () => {
    await limiter.hit('k5', RULE)
    clock.advance(RULE.windowMs)
    await limiter.prune()
    const rows = await database.db.query.rateLimitHits.findMany()
    expect(rows.map((row) => row.key)).not.toContain('k5')
  })
})

// Redis is used when REDIS_URL is set; these run when TEST_REDIS_URL names a server to test against.
describe.skipIf(!process.env.TEST_REDIS_URL)('Redis rate limiter', () => {
  let redis: Redis
  let limiter: RateLimiter
  const prefix = `haat:test:${process.pid}:${Date.now()}:`
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL as string)
    limiter = new RedisRateLimiter(redis, prefix)
  })
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('allows `limit` hits per window and then refuses with Retry-After seconds', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => limiter.hit('r1', RULE)))
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
    const refused = results.find((r) => !r.allowed)
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.hit('r2', RULE)).allowed).toBe(true)
  })

  it('reads a count without adding to it, and forgets a key on reset', async () => {
    await limiter.hit('r4', RULE)
    await limiter.hit('r4', RULE)
    expect(await limiter.count('r4')).toBe(2)
    await limiter.reset('r4')
    expect(await limiter.count('r4')).toBe(0)
  })

  it('starts a new window when the key expires', async () => {
    const short = { limit: 1, windowMs: 200 }
    expect((await limiter.hit('r3', short)).allowed).toBe(true)
    expect((await limiter.hit('r3', short)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect((await limiter.hit('r3', short)).allowed).toBe(true)
  })
})
