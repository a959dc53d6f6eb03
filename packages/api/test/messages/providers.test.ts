import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/client.ts'
import { Msg91SmsTransport } from '../../src/messages/msg91.ts'
import { MessageProviderError } from '../../src/messages/provider-http.ts'
import { ChannelTransport } from '../../src/messages/routing.ts'
import { MessagesNotConfiguredError, resolveMessageTransport } from '../../src/messages/setup.ts'
import { SmtpEmailTransport, smtpOptions } from '../../src/messages/smtp.ts'
import type { MessageTransport, OutgoingMessage } from '../../src/messages/transport.ts'
import { TwilioSmsTransport } from '../../src/messages/twilio.ts'
import {
  type FakeHttpProvider,
  type FakeSmtpServer,
  startFakeHttpProvider,
  startFakeSmtpServer,
} from './fakes.ts'

const OTP_TEXT = 'Your Haat OTP is 482913. It is valid for 10 minutes. Do not share it with anyone.'
const MSG91_KEY = 'k3yOfTheMsg91Account'
const TWILIO_SID = `AC${'a1'.repeat(16)}`
const TWILIO_TOKEN = 'f00dfeedf00dfeedf00dfeedf00dfeed'
const SMTP_PASSWORD = 'pa:ss w/rd'

/** A provider error, or a test failure if the promise did not reject with one. */
async function providerError(sending: Promise<void>): Promise<MessageProviderError> {
  const error = await sending.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MessageProviderError)
  return error as MessageProviderError
}

/** A refusal names the provider and the status, and nothing of the message or the account. */
function expectNoSecrets(error: Error, ...secrets: string[]): void {
  for (const secret of ['482913', 'Your Haat OTP', ...secrets]) {
    expect(error.message).not.toContain(secret)
    expect(error.stack ?? '').not.toContain(secret)
  }
}

describe('SMTP e-mail', () => {
  let smtp: FakeSmtpServer
  beforeAll(async () => {
    smtp = await startFakeSmtpServer()
  })
  afterAll(() => smtp.close())
  beforeEach(() => {
    smtp.mails.length = 0
    smtp.refuseLogin = false
  })

  it('logs in and delivers the recipient, sender, subject and body', async () => {
    const transport = new SmtpEmailTransport({
      url: smtp.url('mailer@haat.test', SMTP_PASSWORD),
      from: 'Haat <no-reply@haat.test>',
    })
    await transport.send({
      channel: 'email',
      to: 'asha@example.in',
      subject: 'Your Haat code',
      body: OTP_TEXT,
    })

    expect(smtp.mails).toHaveLength(1)
    const [mail] = smtp.mails
    expect(mail?.user).toBe('mailer@haat.test')
    expect(mail?.pass).toBe(SMTP_PASSWORD)
    expect(mail?.from).toBe('no-reply@haat.test')
    expect(mail?.to).toEqual(['asha@example.in'])
    expect(mail?.data).toMatch(/^Subject: Your Haat code$/m)
    expect(mail?.data).toMatch(/^From: Haat <no-reply@haat\.test>$/m)
    expect(mail?.data).toMatch(/^To: asha@example\.in$/m)
    expect(mail?.data).toContain(OTP_TEXT)
  })

  it('reports a refused login by its codes, without the password or the mail', async () => {
    smtp.refuseLogin = true
    const transport = new SmtpEmailTransport({
      url: smtp.url('mailer', SMTP_PASSWORD),
      from: 'no-reply@haat.test',
    })
    const error = await providerError(
      transport.send({ channel: 'email', to: 'asha@example.in', body: OTP_TEXT }),
    )
    expect(error.message).toBe('SMTP did not send the message: EAUTH, reply 535')
    expectNoSecrets(error, SMTP_PASSWORD, 'Authentication credentials invalid')
    expect(smtp.mails).toHaveLength(0)
  })

  it('requires STARTTLS for smtp:// to another machine, and reads nothing else from the URL', () => {
    expect(smtpOptions('smtp://user:p%40ss@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'user', pass: 'p@ss' },
    })
    expect(smtpOptions('smtps://user:pass@mail.example.com')).toMatchObject({ port: 465, secure: true })
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ port: 2525, requireTLS: false })
    expect(smtpOptions('smtp://127.0.0.1:2525')).not.toHaveProperty('auth')
  })
})

describe('MSG91 SMS', () => {
  let msg91: FakeHttpProvider
  const ok = { status: 200, body: '{"message":"3763646c3058373530393831","type":"success"}' }
  const settings = () => ({
    authKey: MSG91_KEY,
    senderId: 'HAATIN',
    templateId: '65e06f45d6fc05278c7d47e2',
    baseUrl: msg91.url,
  })
  beforeAll(async () => {
    msg91 = await startFakeHttpProvider(ok)
  })
  afterAll(() => msg91.close())
  beforeEach(() => {
    msg91.received.length = 0
    msg91.answer = ok
  })

  it('posts the DLT template, the sender, the number and the text and code as variables', async () => {
    await new Msg91SmsTransport(settings()).send({ channel: 'sms', to: '+919876501234', body: OTP_TEXT })

    expect(msg91.received).toHaveLength(1)
    const [request] = msg91.received
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/api/v5/flow')
    expect(request?.headers.authkey).toBe(MSG91_KEY)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: '65e06f45d6fc05278c7d47e2',
      sender: 'HAATIN',
      short_url: '0',
      recipients: [{ mobiles: '919876501234', message: OTP_TEXT, otp: '482913' }],
    })
  })

  it('sends a text without a code with the message variable only', async () => {
    const body = 'Haat: the phone number of your account was changed from this number.'
    await new Msg91SmsTransport(settings()).send({ channel: 'sms', to: '+919876501234', body })
    expect(JSON.parse(msg91.received[0]?.body ?? '').recipients).toEqual([
      { mobiles: '919876501234', message: body },
    ])
  })

  it.each([
    [401, '{"message":"Authentication failure","type":"error"}', 'MSG91 did not send the message: HTTP 401'],
    [500, 'upstream exploded', 'MSG91 did not send the message: HTTP 500'],
    // MSG91 reports some refusals with 200 and an error body that may quote the request.
    [
      200,
      `{"message":"Template variable mismatch for ${OTP_TEXT}","type":"error"}`,
      'MSG91 did not send the message: HTTP 200 with an error answer',
    ],
  ])('throws on HTTP %i without the OTP or the key', async (status, body, message) => {
    msg91.answer = { status, body }
    const error = await providerError(
      new Msg91SmsTransport(settings()).send({ channel: 'sms', to: '+919876501234', body: OTP_TEXT }),
    )
    expect(error.message).toBe(message)
    expectNoSecrets(error, MSG91_KEY, 'Authentication failure', 'mismatch')
  })

  it('refuses a recipient that is not a number with its country code, before calling MSG91', async () => {
    const error = await providerError(
      new Msg91SmsTransport(settings()).send({ channel: 'sms', to: 'asha@example.in', body: OTP_TEXT }),
    )
    expectNoSecrets(error, 'asha@example.in')
    expect(msg91.received).toHaveLength(0)
  })

  it('names the failure when MSG91 cannot be reached', async () => {
    const gone = await startFakeHttpProvider(ok)
    await gone.close()
    const error = await providerError(
      new Msg91SmsTransport({ ...settings(), baseUrl: gone.url }).send({
        channel: 'sms',
        to: '+919876501234',
        body: OTP_TEXT,
      }),
    )
    expect(error.message).toBe('MSG91 could not be reached: ECONNREFUSED')
  })
})

describe('Twilio SMS', () => {
  let twilio: FakeHttpProvider
  const ok = { status: 201, body: '{"sid":"SM0123","status":"queued"}' }
  const settings = (from = '+14155550100') => ({
    accountSid: TWILIO_SID,
    authToken: TWILIO_TOKEN,
    from,
    baseUrl: twilio.url,
  })
  beforeAll(async () => {
    twilio = await startFakeHttpProvider(ok)
  })
  afterAll(() => twilio.close())
  beforeEach(() => {
    twilio.received.length = 0
    twilio.answer = ok
  })

  it('posts To, From and Body form-encoded to the account, with basic auth', async () => {
    await new TwilioSmsTransport(settings()).send({ channel: 'sms', to: '+919876501234', body: OTP_TEXT })

    expect(twilio.received).toHaveLength(1)
    const [request] = twilio.received
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`)
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`,
    )
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(request?.body)
    expect(Object.fromEntries(form)).toEqual({ To: '+919876501234', From: '+14155550100', Body: OTP_TEXT })
  })

  it('names a Messaging Service as MessagingServiceSid instead of From', async () => {
    const service = `MG${'0f'.repeat(16)}`
    await new TwilioSmsTransport(settings(service)).send({
      channel: 'sms',
      to: '+919876501234',
      body: OTP_TEXT,
    })
    const form = new URLSearchParams(twilio.received[0]?.body)
    expect(form.get('MessagingServiceSid')).toBe(service)
    expect(form.has('From')).toBe(false)
  })

  it.each([
    [
      400,
      `{"code":21211,"message":"The 'To' number is not valid: ${OTP_TEXT}","status":400}`,
      'Twilio did not send the message: HTTP 400, Twilio error 21211',
    ],
    [
      401,
      '{"code":20003,"message":"Authenticate","status":401}',
      'Twilio did not send the message: HTTP 401, Twilio error 20003',
    ],
    [503, 'Service Unavailable', 'Twilio did not send the message: HTTP 503'],
  ])('throws on HTTP %i without the OTP or the credentials', async (status, body, message) => {
    twilio.answer = { status, body }
    const error = await providerError(
      new TwilioSmsTransport(settings()).send({ channel: 'sms', to: '+919876501234', body: OTP_TEXT }),
    )
    expect(error.message).toBe(message)
    expectNoSecrets(error, TWILIO_TOKEN, TWILIO_SID, 'not valid')
  })
})

/** Keeps what it is given. */
class Recording implements MessageTransport {
  readonly sent: OutgoingMessage[] = []
  readonly name: string
  readonly isOutbox: boolean
  constructor(name: string, isOutbox = false) {
    this.name = name
    this.isOutbox = isOutbox
  }
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message)
  }
}

describe('the combined transport', () => {
  it('sends SMS to the SMS provider and e-mail to SMTP', async () => {
    const sms = new Recording('msg91')
    const email = new Recording('smtp')
    const transport = new ChannelTransport({ sms, email })
    await transport.send({ channel: 'sms', to: '+919876501234', body: 'one' })
    await transport.send({ channel: 'email', to: 'asha@example.in', subject: 'Hi', body: 'two' })
    expect(sms.sent.map((m) => m.body)).toEqual(['one'])
    expect(email.sent.map((m) => m.body)).toEqual(['two'])
    expect(transport.isOutbox).toBe(false)
    expect(new ChannelTransport({ sms, email: new Recording('outbox', true) }).isOutbox).toBe(true)
  })
})

describe('messaging configuration', () => {
  const db = {} as Db
  const msg91Env = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: MSG91_KEY,
    MSG91_SENDER_ID: 'HAATIN',
    MSG91_TEMPLATE_ID: '65e06f45d6fc05278c7d47e2',
  }

  it('reads every setting, with the real provider addresses by default', () => {
    const { messaging } = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
      MAIL_FROM: 'Haat <no-reply@example.com>',
      ...msg91Env,
    })
    expect(messaging).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com',
      mailFrom: 'Haat <no-reply@example.com>',
      smsProvider: 'msg91',
      msg91: {
        authKey: MSG91_KEY,
        senderId: 'HAATIN',
        templateId: '65e06f45d6fc05278c7d47e2',
        baseUrl: 'https://control.msg91.com',
      },
      twilio: {
        accountSid: undefined,
        authToken: undefined,
        from: undefined,
        baseUrl: 'https://api.twilio.com',
      },
    })
  })

  it.each([
    ['SMS_PROVIDER', 'textlocal', /SMS_PROVIDER: must be one of msg91, twilio/],
    ['SMTP_URL', 'https://mailer:hunter2@smtp.example.com', /SMTP_URL: must be smtps:\/\//],
    ['SMTP_URL', 'smtp://mailer:hunter2@smtp.example.com/?tls.rejectUnauthorized=false', /SMTP_URL: must be/],
    ['MAIL_FROM', 'Haat <no-reply>', /MAIL_FROM: must be an address/],
    ['MAIL_FROM', 'no-reply@example.com\r\nBcc: all@example.com', /MAIL_FROM: must be an address/],
    ['MSG91_SENDER_ID', 'HAAT', /MSG91_SENDER_ID: must be the six-letter sender id/],
    ['MSG91_BASE_URL', 'http://msg91.example.com', /MSG91_BASE_URL: must be an https:\/\/ URL/],
    ['TWILIO_BASE_URL', 'ftp://api.twilio.com', /TWILIO_BASE_URL: must be an https:\/\/ URL/],
    ['TWILIO_ACCOUNT_SID', 'hunter2', /TWILIO_ACCOUNT_SID: must be the account SID/],
    ['TWILIO_FROM', '98765', /TWILIO_FROM: must be a phone number/],
  ])('refuses %s=%j, without repeating the value', (variable, value, message) => {
    const load = () => loadConfig({ [variable]: value })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(message)
    expect(load).not.toThrow(/hunter2/)
  })

  it('lets a provider address be plain http only on this machine', () => {
    expect(loadConfig({ MSG91_BASE_URL: 'http://127.0.0.1:4010/' }).messaging.msg91.baseUrl).toBe(
      'http://127.0.0.1:4010',
    )
    expect(loadConfig({ TWILIO_BASE_URL: 'http://localhost:4011' }).messaging.twilio.baseUrl).toBe(
      'http://localhost:4011',
    )
  })

  it('keeps everything in the outbox in development with nothing set', () => {
    const transport = resolveMessageTransport(loadConfig({ NODE_ENV: 'development' }), db, undefined)
    expect(transport.name).toBe('outbox')
    expect(transport.isOutbox).toBe(true)
  })

  it('uses the real providers in development when they are set', () => {
    const transport = resolveMessageTransport(
      loadConfig({
        NODE_ENV: 'development',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'no-reply@haat.test',
        ...msg91Env,
      }),
      db,
      undefined,
    )
    expect(transport.name).toBe('msg91 (SMS), smtp (e-mail)')
    expect(transport.isOutbox).toBe(false)
  })

  it('keeps the unset channel in the outbox in development', () => {
    const transport = resolveMessageTransport(
      loadConfig({ NODE_ENV: 'development', ...msg91Env }),
      db,
      undefined,
    )
    expect(transport.name).toBe('msg91 (SMS), outbox (e-mail)')
    expect(transport.isOutbox).toBe(true)
  })

  it('stops for a provider set only in part, naming what is missing', () => {
    const resolve = (env: NodeJS.ProcessEnv) => () => resolveMessageTransport(loadConfig(env), db, undefined)
    expect(resolve({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(MessagesNotConfiguredError)
    expect(resolve({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/set MAIL_FROM as well/)
    expect(resolve({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+14155550100' })).toThrow(
      /set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN as well/,
    )
  })
})
