import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { ConfigError, loadConfig } from '../../src/config.ts'
import { createUser } from '../../src/identity/users.ts'
import { MessagesNotConfiguredError } from '../../src/messages/setup.ts'
import { type RunningServer, startServer } from '../../src/server.ts'
import { targetOf } from '../db/targets.ts'
import {
  type FakeHttpProvider,
  type FakeSmtpServer,
  startFakeHttpProvider,
  startFakeSmtpServer,
} from '../messages/fakes.ts'

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts')
const NO_STOREFRONT = '/nonexistent/haat-storefront-build'

/** A port nobody listens on right now (PORT must be a real port number). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Production settings without any SMS or e-mail provider, on a fresh data folder. */
async function bareProductionEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: dataDir,
    STATIC_DIR: NO_STOREFRONT,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
  }
}

describe('production without SMS and e-mail providers', () => {
  it('refuses to build the app, naming every variable to set', async () => {
    const target = targetOf('pglite')
    const database = await target.open()
    try {
      const refused = (env: NodeJS.ProcessEnv) =>
        buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env }), database })
      const error = await refused({}).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(MessagesNotConfiguredError)
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toMatch(
        /^Haat cannot start in production: set SMTP_URL, MAIL_FROM, SMS_PROVIDER\./,
      )
      expect((error as Error).message).toMatch(/SMS_PROVIDER is msg91 .* or twilio/)

      // With e-mail set and a provider chosen, only that provider's missing settings are named.
      await expect(
        refused({
          SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
          MAIL_FROM: 'no-reply@example.com',
          SMS_PROVIDER: 'twilio',
        }),
      ).rejects.toThrow(
        /^Haat cannot start in production: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM\./,
      )
      await expect(refused({ SMS_PROVIDER: 'msg91', MSG91_SENDER_ID: 'HAATIN' })).rejects.toThrow(
        /set SMTP_URL, MAIL_FROM, MSG91_AUTH_KEY, MSG91_TEMPLATE_ID\./,
      )
    } finally {
      await database.dispose()
    }
  })

  it('`node src/server.ts` prints only the message and exits 1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-prod-refused-'))
    try {
      // Only these variables: a developer's own SMTP_URL or SMS_PROVIDER must not leak into the child.
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...(await bareProductionEnv(dataDir)) }
      const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8')
      })
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain('Haat cannot start in production: set SMTP_URL, MAIL_FROM, SMS_PROVIDER.')
      // The message alone, not "Haat could not start:" and a stack trace.
      expect(stderr).not.toMatch(/could not start|\n\s+at /)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('production with SMS and e-mail providers', () => {
  let msg91: FakeHttpProvider
  let smtp: FakeSmtpServer
  let server: RunningServer
  let dataDir: string

  beforeAll(async () => {
    msg91 = await startFakeHttpProvider({ status: 200, body: '{"message":"3763646c","type":"success"}' })
    smtp = await startFakeSmtpServer()
    dataDir = await mkdtemp(path.join(tmpdir(), 'haat-prod-'))
    server = await startServer({
      ...(await bareProductionEnv(dataDir)),
      SMTP_URL: smtp.url('mailer@haat.test', 'smtp-secret'),
      MAIL_FROM: 'Haat <no-reply@haat.test>',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k3yOfTheMsg91Account',
      MSG91_SENDER_ID: 'HAATIN',
      MSG91_TEMPLATE_ID: '65e06f45d6fc05278c7d47e2',
      MSG91_BASE_URL: msg91.url,
      // Production takes real payments: the simulated gateway is refused there.
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_TestKeyId0001',
      RAZORPAY_KEY_SECRET: 'LiveSecretOfTheTest0001',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-of-the-test',
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await msg91?.close()
    await smtp?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const get = (url: string) => fetch(`http://127.0.0.1:${server.config.port}${url}`)
  const postOverSocket = (url: string, body: object) =>
    fetch(`http://127.0.0.1:${server.config.port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  // Posts go through inject: over a socket, Fastify 5.12 aborts request.signal as soon as a body has been
  // read, and the query gate then drops the request's queries with 503 (the failing test below shows it).
  const post = async (url: string, body: object) => {
    const answer = await server.app.inject({ method: 'POST', url, payload: body })
    return { status: answer.statusCode, body: answer.body }
  }

  it('starts, and has no outbox', async () => {
    expect((await get('/api/health')).status).toBe(200)
    expect((await get('/api/dev/outbox')).status).toBe(404)
    expect(await (await get('/dev/outbox')).text()).not.toContain('Development outbox')
  })

  it('sends an OTP through the SMS provider', async () => {
    const answer = await post('/api/otp-send', { number: '9876501234', code: '91' })
    expect(answer.status).toBe(200)
    expect(msg91.received).toHaveLength(1)
    const request = msg91.received[0]
    expect(request?.path).toBe('/api/v5/flow')
    expect(request?.headers.authkey).toBe('k3yOfTheMsg91Account')
    const [recipient] = JSON.parse(request?.body ?? '').recipients
    expect(recipient.mobiles).toBe('919876501234')
    expect(recipient.message).toMatch(/^Your Haat OTP is \d{6}\./)
    expect(recipient.otp).toBe(recipient.message.match(/\d{6}/)[0])
  })

  it('answers 500 with a plain message when the SMS provider refuses', async () => {
    msg91.answer = { status: 401, body: '{"message":"Authentication failure","type":"error"}' }
    try {
      const answer = await post('/api/otp-send', { number: '9876501236', code: '91' })
      expect(answer.status).toBe(500)
      expect(JSON.parse(answer.body)).toEqual({ message: 'Something went wrong' })
    } finally {
      msg91.answer = { status: 200, body: '{"message":"3763646c","type":"success"}' }
    }
  })

  it('sends a password reset through SMTP', async () => {
    await createUser(server.database.db, { name: 'Asha Rao', email: 'asha@example.in' })
    const answer = await post('/api/reset-password', { email: 'asha@example.in' })
    expect(answer.status).toBe(200)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]?.to).toEqual(['asha@example.in'])
    expect(smtp.mails[0]?.data).toMatch(/^Subject: Reset your Haat password$/m)
    expect(smtp.mails[0]?.data).toContain('/reset-password/')
  })

  // Fastify aborts a POST's request.signal once its body is read; the request deadline must not take
  // that for a client gone away, or every POST that queries the embedded database would answer 503.
  it('answers a POST over a real socket', async () => {
    const answer = await postOverSocket('/api/otp-send', { number: '9876501235', code: '91' })
    expect(answer.status).toBe(200)
  })
})
