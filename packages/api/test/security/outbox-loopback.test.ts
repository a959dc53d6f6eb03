import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress } from '../../src/http/loopback.ts'
import { type IdentityApp, makeIdentityApp } from '../messages/identity-app.ts'

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })
  it.each(['203.0.113.7', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '', undefined, 'fe80::1'])(
    '%s is not',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false)
    },
  )
})

describe('the development outbox answers this machine only', () => {
  let harness: IdentityApp
  beforeAll(async () => {
    // A proxy is trusted here, so X-Forwarded-For does set request.ip: the outbox must not care.
    harness = await makeIdentityApp({ config: { trustProxy: 1 } })
    await harness.app.inject({
      method: 'POST',
      url: '/api/otp-send',
      payload: { number: '9000000001', code: '91' },
      remoteAddress: '127.0.0.1',
    })
  })
  afterAll(() => harness.close())

  it('shows the codes to a loopback caller', async () => {
    const answer = await harness.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().messages[0].body).toMatch(/Your Haat OTP is \d{6}/)
  })

  it('is not there for a caller on another machine, JSON or page', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=9000000001', '/dev/outbox']) {
      const answer = await harness.app.inject({ url, remoteAddress: '203.0.113.7' })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body).not.toMatch(/OTP/)
    }
  })

  it('cannot be reached by claiming loopback in X-Forwarded-For', async () => {
    const answer = await harness.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(answer.statusCode).toBe(404)
  })
})
