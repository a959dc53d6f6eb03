import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { MessagesNotConfiguredError } from '../../src/messages/setup.ts'
import { type MessageTransport, OutboxTransport, type OutgoingMessage } from '../../src/messages/transport.ts'
import { targetOf } from '../db/targets.ts'
import { databaseKinds, type IdentityApp, identityConfig, makeIdentityApp, outbox } from './identity-app.ts'

/** A stand-in for a real provider: it keeps what it was given, and is not the outbox. */
class RecordingTransport implements MessageTransport {
  readonly name = 'recording'
  readonly isOutbox = false
  readonly sent: OutgoingMessage[] = []
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message)
  }
}

describe.each(databaseKinds)('development outbox (%s)', (kind) => {
  let h: IdentityApp
  beforeAll(async () => {
    h = await makeIdentityApp({ kind })
    const transport = new OutboxTransport(h.database.db)
    await transport.send({ channel: 'sms', to: '+919812345678', body: 'Your Haat OTP is 111111.' })
    await transport.send({ channel: 'email', to: 'asha@example.in', subject: 'Hello', body: 'First mail' })
    await transport.send({
      channel: 'email',
      to: 'asha@example.in',
      subject: 'Tags <b>bold</b>',
      body: '<script>alert("x")</script> & more',
    })
  }, 120_000)
  afterAll(async () => {
    await h?.close()
  })

  it('answers every message newest first as JSON', async () => {
    const messages = await outbox(h.app)
    expect(messages.map((message) => message.body)).toEqual([
      '<script>alert("x")</script> & more',
      'First mail',
      'Your Haat OTP is 111111.',
    ])
    expect(messages[2]).toMatchObject({ channel: 'sms', to: '+919812345678', subject: null })
    expect(typeof messages[0]?.id).toBe('string')
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false)
  })

  it('filters by recipient, and a 10-digit number finds the SMS sent to +91 and that number', async () => {
    expect((await outbox(h.app, 'asha@example.in')).map((message) => message.body)).toEqual([
      '<script>alert("x")</script> & more',
      'First mail',
    ])
    expect((await outbox(h.app, '9812345678')).map((message) => message.to)).toEqual(['+919812345678'])
    expect(await outbox(h.app, 'nobody@example.in')).toEqual([])
  })

  it('shows a page with escaped messages, a labelled recipient filter and a 5-second refresh', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { to: 'asha@example.in' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = response.body
    expect(html).toContain('<meta http-equiv="refresh" content="5">')
    expect(html).toContain('<label for="to">')
    expect(html).toContain('<input id="to" name="to" type="search" value="asha@example.in"')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(html).toContain('Tags &lt;b&gt;bold&lt;/b&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('Your Haat OTP is 111111.')
  })

  it('escapes the filter it echoes back', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: '"><img src=x>' } })
    expect(response.body).toContain('value="&quot;&gt;&lt;img src=x&gt;"')
    expect(response.body).not.toContain('<img src=x>')
  })
})

describe('outbox outside development', () => {
  it('refuses to start in production without a real transport', async () => {
    const target = targetOf('pglite')
    const database = await target.open()
    try {
      await expect(buildApp({ config: identityConfig({ nodeEnv: 'production' }), database })).rejects.toThrow(
        MessagesNotConfiguredError,
      )
      await expect(buildApp({ config: identityConfig({ nodeEnv: 'production' }), database })).rejects.toThrow(
        /SMS and e-mail providers are not configured/,
      )
      // Handing it the outbox explicitly does not get around the rule.
      await expect(
        buildApp({
          config: identityConfig({ nodeEnv: 'production' }),
          database,
          messages: new OutboxTransport(database.db),
        }),
      ).rejects.toThrow(MessagesNotConfiguredError)
    } finally {
      await database.dispose()
    }
  })

  it('has no outbox routes in production with a real transport, and sends the OTP through it', async () => {
    const transport = new RecordingTransport()
    const h = await makeIdentityApp({ config: { nodeEnv: 'production' }, messages: transport })
    try {
      expect((await h.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404)
      const page = await h.app.inject({ method: 'GET', url: '/dev/outbox' })
      expect(page.body).not.toContain('Development outbox')

      const sent = await h.app.inject({
        method: 'POST',
        url: '/api/otp-send',
        payload: { number: '9876501234', code: '91' },
      })
      expect(sent.statusCode).toBe(200)
      expect(transport.sent).toHaveLength(1)
      expect(transport.sent[0]).toMatchObject({ channel: 'sms', to: '+919876501234' })
      expect(transport.sent[0]?.body).toMatch(/^Your Haat OTP is \d{6}\. It is valid for 10 minutes\./)
    } finally {
      await h.close()
    }
  }, 120_000)

  it('answers 404 for the outbox in development when messages go to a real transport', async () => {
    const h = await makeIdentityApp({ messages: new RecordingTransport() })
    try {
      expect((await h.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404)
    } finally {
      await h.close()
    }
  }, 120_000)
})
