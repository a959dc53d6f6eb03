import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { Config } from '../../src/config.ts'
import { selectRows } from '../../src/db/client.ts'
import { type IdentityApp, makeIdentityApp } from '../messages/identity-app.ts'

/**
 * Behind a load balancer the client's address comes from X-Forwarded-For, and every per-address limit
 * (sign-in, sign-up, reset, OTP and its SMS bill) counts by it. Only the hops the proxies themselves wrote
 * may be believed; anything further left was written by the client.
 */
describe('which X-Forwarded-For hops are believed', () => {
  let harness: IdentityApp | undefined
  afterEach(async () => {
    await harness?.close()
    harness = undefined
  })

  async function appWith(trustProxy: Config['trustProxy']) {
    harness = await makeIdentityApp({ config: { trustProxy } })
    return harness.app
  }

  /** The client address the server settled on: the reset call counts its limit under it. */
  async function seenAddress(remoteAddress: string, forwardedFor: string): Promise<string> {
    if (!harness) throw new Error('no app')
    const { app, database } = harness
    await database.db.execute(sql`delete from rate_limit_hits`)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com' },
    })
    expect(answer.statusCode).toBe(200)
    const rows = await selectRows<{ key: string }>(
      database.db,
      sql`select key from rate_limit_hits where key like 'reset:ip:%'`,
    )
    return rows[0]?.key.slice('reset:ip:'.length) ?? ''
  }

  it('one proxy: the address the proxy saw, not what the client wrote before it', async () => {
    await appWith(1)
    expect(await seenAddress('10.0.0.5', '1.1.1.1, 198.51.100.20')).toBe('198.51.100.20')
  })

  it('a list of proxy addresses: a forwarded header from anyone else is ignored', async () => {
    await appWith(['10.0.0.0/8'])
    expect(await seenAddress('10.1.2.3', '198.51.100.20')).toBe('198.51.100.20')
    expect(await seenAddress('203.0.113.9', '198.51.100.20')).toBe('203.0.113.9')
    // Through two trusted proxies, the first untrusted hop from the right is the client.
    expect(await seenAddress('10.1.2.3', '1.1.1.1, 198.51.100.20, 10.9.9.9')).toBe('198.51.100.20')
  })

  it('no proxy trusted: the header is ignored', async () => {
    await appWith(false)
    expect(await seenAddress('203.0.113.9', '198.51.100.20')).toBe('203.0.113.9')
  })

  it('rotating the first X-Forwarded-For entry does not escape a per-address limit', async () => {
    const app = await appWith(1)
    // The reset limit is 20 an hour per address; the client forges a new first hop every time.
    const resets: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.20` },
        payload: { email: `someone${attempt}@example.com` },
      })
      resets.push(answer.statusCode)
    }
    expect(resets.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(resets[20]).toBe(429)
  })
})
