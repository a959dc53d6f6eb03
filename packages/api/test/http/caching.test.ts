import { describe, expect, it, vi } from 'vitest'
import { FeedCache } from '../../src/http/feed-cache.ts'
import { etagMatches, strongEtag } from '../../src/http/http-cache.ts'

describe('FeedCache', () => {
  it('keeps an answer for the TTL, then loads again', async () => {
    let now = 1_000
    const cache = new FeedCache({ enabled: true, ttlMs: 60_000, now: () => now })
    const load = vi.fn(async () => ({ value: `v${load.mock.calls.length}` }))
    expect((await cache.get('k', load)).value).toBe('v1')
    now += 59_999
    expect((await cache.get('k', load)).value).toBe('v1')
    now += 1
    expect((await cache.get('k', load)).value).toBe('v2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('expires early when the answer says it changes sooner', async () => {
    let now = 0
    const cache = new FeedCache({ enabled: true, ttlMs: 60_000, now: () => now })
    const load = vi.fn(async () => ({ value: 'x', expiresAt: 5_000 }))
    await cache.get('k', load)
    now = 4_999
    await cache.get('k', load)
    now = 5_000
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between overlapping requests', async () => {
    const cache = new FeedCache({ enabled: true, ttlMs: 60_000 })
    let release: (value: { value: number }) => void = () => {}
    const load = vi.fn(() => new Promise<{ value: number }>((resolve) => (release = resolve)))
    const first = cache.get('k', load)
    const second = cache.get('k', load)
    release({ value: 7 })
    expect([(await first).value, (await second).value]).toEqual([7, 7])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new FeedCache({ enabled: true, ttlMs: 60_000 })
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect((await cache.get('k', async () => ({ value: 'ok' }))).value).toBe('ok')
  })

  it('loads every time when disabled', async () => {
    const cache = new FeedCache({ enabled: false, ttlMs: 60_000 })
    const load = vi.fn(async () => ({ value: 1 }))
    await cache.get('k', load)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('ETags', () => {
  it('is strong, quoted and depends on every byte', () => {
    expect(strongEtag('[1]')).toMatch(/^"[\w-]{27}"$/)
    expect(strongEtag('[1]')).toBe(strongEtag('[1]'))
    expect(strongEtag('[1]')).not.toBe(strongEtag('[2]'))
  })

  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = strongEtag('body')
    expect(etagMatches(etag, etag)).toBe(true)
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true)
    expect(etagMatches(`W/${etag}`, etag)).toBe(true)
    expect(etagMatches('*', etag)).toBe(true)
    expect(etagMatches('"other"', etag)).toBe(false)
    expect(etagMatches(undefined, etag)).toBe(false)
  })
})
