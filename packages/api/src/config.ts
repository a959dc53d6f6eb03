import path from 'node:path'
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@haat/contract'
import { z } from 'zod'
import {
  type MessagingConfig,
  MSG91_DEFAULT_BASE_URL,
  mailFromSetting,
  optionalSetting,
  providerBaseUrlSetting,
  smsProviderSetting,
  smtpUrlSetting,
  TWILIO_DEFAULT_BASE_URL,
} from './messages/env.ts'

/** The repository root, so relative folders mean the same thing whatever the working directory is. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..')

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** "true"/"false" style switches; anything else is a mistake worth reporting. */
const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)))

const positiveInt = (fallback: number, what: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      const parsed = Number(value)
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < 1) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}, got "${value}"` })
        return z.NEVER
      }
      return parsed
    })

const folder = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => path.resolve(repoRoot, value === undefined || value === '' ? fallback : value))

const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/

/**
 * TRUST_PROXY: unset or false trusts no proxy; a whole number trusts that many hops nearest the server; a
 * comma-separated list of addresses or CIDR ranges trusts hops from those proxies only. `true` is refused:
 * it would believe every X-Forwarded-For entry, and the first one is whatever the client wrote. Answers the
 * setting, or the reason it is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const text = value?.trim() ?? ''
  if (text === '' || ['false', '0', 'no'].includes(text)) return false
  if (['true', 'yes'].includes(text)) {
    return (
      'true would trust every X-Forwarded-For hop, so clients could choose their own address. ' +
      'Give the number of proxies in front of the server (for example 1) or their addresses ' +
      '(for example 10.0.0.0/8,172.16.0.0/12)'
    )
  }
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !ADDRESS_OR_RANGE.test(entry))
  if (bad.length > 0) {
    return `must be a number of proxy hops or a comma-separated list of addresses or CIDR ranges, not "${bad.join(', ')}"`
  }
  return entries
}

/**
 * UNSERVICEABLE_PINCODES: comma-separated pincodes (six digits) or areas (a pincode's first three digits)
 * we do not deliver to; unset or empty: none. Answers the entries, or the reason they are refused.
 */
export function parseUnserviceablePincodes(value: string | undefined): string[] | { error: string } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const bad = entries.filter((entry) => !/^[1-9]\d{2}(?:\d{3})?$/.test(entry))
  if (bad.length > 0) {
    return {
      error: `must be comma-separated pincodes (6 digits) or their first 3 digits, not "${bad.join(', ')}"`,
    }
  }
  return [...new Set(entries)]
}

/** Environment variables the server understands, with their defaults. */
const EnvSchema = z.object({
  PORT: positiveInt(3000, 'a port number from 1 to 65535').refine((port) => port <= 65_535, {
    message: 'must be a port number from 1 to 65535',
  }),
  /** Unset: 127.0.0.1 outside production (the outbox stays on this machine), 0.0.0.0 in production. */
  HOST: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  DATA_DIR: folder('.data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be a postgres:// or postgresql:// connection string',
    }),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  STATIC_DIR: folder('packages/storefront/dist'),
  SEED: booleanFlag(true),
  /** The in-process cache of feed answers; the benchmark turns it off to measure the database path. */
  FEED_CACHE: booleanFlag(true),
  RATE_LIMIT_MAX: positiveInt(300, 'a whole number of requests per minute'),
  /** A request still unanswered after this long gets 503, and its queries that have not started are dropped. */
  REQUEST_TIMEOUT_MS: positiveInt(10_000, 'a whole number of milliseconds'),
  /** Embedded database only: queries of requests that may wait for it before more are refused with 503. */
  DB_QUEUE_MAX: positiveInt(64, 'a whole number of waiting queries'),
  /** Which X-Forwarded-For hops to believe: a number of proxies, or the proxies' addresses (see trustProxy). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    }),
  /** The address shoppers use (links in e-mails, pages' canonical links); default http://localhost:<PORT>. */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value?.replace(/\/+$/, '')))
    .refine((value) => value === undefined || /^https?:\/\/[^/]+/.test(value), {
      message: 'must be an http:// or https:// URL',
    }),
  /** The OAuth client id of Google sign-in; unset hides the Google buttons. */
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  /** SMS and e-mail (messages/setup.ts): all unset outside production keeps them in the development outbox. */
  SMTP_URL: smtpUrlSetting,
  MAIL_FROM: mailFromSetting,
  SMS_PROVIDER: smsProviderSetting,
  MSG91_AUTH_KEY: optionalSetting(
    /^[A-Za-z0-9]+$/,
    'must be the auth key from the MSG91 panel (letters and digits)',
  ),
  MSG91_SENDER_ID: optionalSetting(/^[A-Za-z]{6}$/, 'must be the six-letter sender id registered with DLT'),
  MSG91_TEMPLATE_ID: optionalSetting(/^[A-Za-z0-9]+$/, 'must be the MSG91 id of the DLT template'),
  MSG91_BASE_URL: providerBaseUrlSetting(MSG91_DEFAULT_BASE_URL),
  TWILIO_ACCOUNT_SID: optionalSetting(
    /^AC[0-9a-fA-F]{32}$/,
    'must be the account SID (AC and 32 hex digits)',
  ),
  TWILIO_AUTH_TOKEN: optionalSetting(/^[A-Za-z0-9]+$/, 'must be the auth token of the account'),
  TWILIO_FROM: optionalSetting(
    /^(?:\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
    'must be a phone number with its country code (+14155550100), a sender id or a Messaging Service SID',
  ),
  TWILIO_BASE_URL: providerBaseUrlSetting(TWILIO_DEFAULT_BASE_URL),
  REDIS_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
      message: 'must be a redis:// or rediss:// URL',
    }),
  /** Pincodes and 3-digit areas we do not deliver to (see parseUnserviceablePincodes). */
  UNSERVICEABLE_PINCODES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseUnserviceablePincodes(value)
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed
    }),
  /** Online payments (payments/*): the simulated test-mode gateway, or Razorpay with its three secrets. */
  PAYMENT_PROVIDER: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
    )
    .transform((value): PaymentProvider => value ?? 'simulated'),
  RAZORPAY_KEY_ID: optionalSetting(
    /^rzp_(?:test|live)_[A-Za-z0-9]+$/,
    'must be the key id from the Razorpay dashboard (rzp_test_... or rzp_live_...)',
  ),
  RAZORPAY_KEY_SECRET: optionalSetting(
    /^[A-Za-z0-9]+$/,
    'must be the key secret from the Razorpay dashboard',
  ),
  RAZORPAY_WEBHOOK_SECRET: optionalSetting(
    /^\S{8,}$/,
    'must be the webhook secret (8 or more characters, no spaces)',
  ),
  /** Production refuses the simulated gateway (anyone could "pay") unless this says it is meant. */
  ALLOW_SIMULATED_PAYMENTS: booleanFlag(false),
  /** The sweep that releases unpaid checkouts; unset: on, except in tests (they run it by hand). */
  PAYMENT_SWEEP: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional(),
  /** The API's docs page and OpenAPI document at /api/docs; unset: served, except in production. */
  API_DOCS: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).optional(),
})

export interface Config {
  port: number
  host: string
  /** Absolute path of the PGlite data folder (unused when databaseUrl is set). */
  dataDir: string
  databaseUrl: string | undefined
  nodeEnv: 'development' | 'production' | 'test'
  logLevel: (typeof LOG_LEVELS)[number]
  /** Absolute path of the built storefront. */
  staticDir: string
  seed: boolean
  feedCache: boolean
  /** Requests per minute and client address, across the whole server. */
  rateLimitMax: number
  /** How long a request may take before it is answered 503 (its waiting queries are dropped). */
  requestTimeoutMs: number
  /** PGlite only: how many request queries may wait for the database. */
  dbQueueMax: number
  /**
   * Fastify's trustProxy: false (believe no X-Forwarded-For), a number of proxy hops, or the addresses and
   * CIDR ranges of the proxies. Never `true`: that believes every hop, so a client could choose its address.
   */
  trustProxy: false | number | string[]
  redisUrl: string | undefined
  /** Origin of links sent by e-mail (reset password) and of pages' canonical links, without a trailing slash. */
  publicUrl: string
  /** Google sign-in's OAuth client id, or undefined when Google sign-in is off. */
  googleClientId: string | undefined
  /** SMS and e-mail providers; messages/setup.ts turns them into the transport, or refuses to start. */
  messaging: MessagingConfig
  /** Whether /api/docs serves the docs page and the OpenAPI document (a map of every call for a prober). */
  apiDocs: boolean
  /** Pincodes (6 digits) and areas (3 digits) we do not deliver to, even though India Post knows them. */
  unserviceablePincodes: readonly string[]
  /** Online payments: which gateway, its keys, and the release sweep (docs/product.md, "Payments"). */
  payments: PaymentsConfig
}

/**
 * The payment gateway's settings. With the simulated provider the keys are fixed development values
 * (SIMULATED_RAZORPAY_KEYS) unless set: the simulated gateway signs with them exactly as Razorpay signs
 * with the real ones, so verification runs the same code either way.
 */
export interface PaymentsConfig {
  provider: PaymentProvider
  /** The public key id the payment dialog is opened with. */
  keyId: string
  /** Signs "order_id|payment_id" for verify-payment. */
  keySecret: string
  /** Signs the webhook's raw body. */
  webhookSecret: string
  /**
   * Whether the simulated provider may run in production. Decided when the environment is read:
   * ALLOW_SIMULATED_PAYMENTS=true, or any NODE_ENV but production. buildApp refuses production with the
   * simulated provider when this is false (see payments/routes.ts).
   */
  simulatedAllowed: boolean
  /** Whether the server releases expired pending checkouts on a timer (tests call the sweep themselves). */
  releaseSweep: boolean
  /** How long after a simulated payment its signed webhook reaches the server; null: never sent. */
  simulatedWebhookDelayMs: number | null
}

/** The simulated gateway's keys: public test values, useless against Razorpay and refused in production. */
export const SIMULATED_RAZORPAY_KEYS = {
  keyId: 'rzp_test_haatSimulatedGateway',
  keySecret: 'haatSimulatedKeySecretForDevelopmentOnly',
  webhookSecret: 'haat-simulated-webhook-secret-for-development-only',
} as const

/** How long the simulated gateway waits before sending its webhook, as Razorpay's arrives a moment after. */
export const SIMULATED_WEBHOOK_DELAY_MS = 2_000

/** Razorpay needs all three of its settings; answers the names of the missing ones. */
function missingRazorpaySettings(e: {
  RAZORPAY_KEY_ID?: string | undefined
  RAZORPAY_KEY_SECRET?: string | undefined
  RAZORPAY_WEBHOOK_SECRET?: string | undefined
}): string[] {
  return [
    ...(e.RAZORPAY_KEY_ID ? [] : ['RAZORPAY_KEY_ID']),
    ...(e.RAZORPAY_KEY_SECRET ? [] : ['RAZORPAY_KEY_SECRET']),
    ...(e.RAZORPAY_WEBHOOK_SECRET ? [] : ['RAZORPAY_WEBHOOK_SECRET']),
  ]
}

/** A configuration mistake; the message names every variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and checks the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment')
      return `  ${variable}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.data
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    const missing = missingRazorpaySettings(e)
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  PAYMENT_PROVIDER: razorpay needs ${missing.join(', ')} as well ` +
          '(the key id and secret and the webhook secret from the Razorpay dashboard)',
      )
    }
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    seed: e.SEED,
    feedCache: e.FEED_CACHE,
    rateLimitMax: e.RATE_LIMIT_MAX,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    dbQueueMax: e.DB_QUEUE_MAX,
    trustProxy: e.TRUST_PROXY as false | number | string[],
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    googleClientId: e.GOOGLE_CLIENT_ID,
    messaging: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      smsProvider: e.SMS_PROVIDER,
      msg91: {
        authKey: e.MSG91_AUTH_KEY,
        senderId: e.MSG91_SENDER_ID,
        templateId: e.MSG91_TEMPLATE_ID,
        baseUrl: e.MSG91_BASE_URL,
      },
      twilio: {
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
        baseUrl: e.TWILIO_BASE_URL,
      },
    },
    apiDocs:
      e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : ['true', '1', 'yes'].includes(e.API_DOCS),
    unserviceablePincodes: e.UNSERVICEABLE_PINCODES,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID ?? SIMULATED_RAZORPAY_KEYS.keyId,
      keySecret: e.RAZORPAY_KEY_SECRET ?? SIMULATED_RAZORPAY_KEYS.keySecret,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? SIMULATED_RAZORPAY_KEYS.webhookSecret,
      simulatedAllowed: e.ALLOW_SIMULATED_PAYMENTS || e.NODE_ENV !== 'production',
      releaseSweep:
        e.PAYMENT_SWEEP === undefined
          ? e.NODE_ENV !== 'test'
          : ['true', '1', 'yes'].includes(e.PAYMENT_SWEEP),
      simulatedWebhookDelayMs: SIMULATED_WEBHOOK_DELAY_MS,
    },
  }
}
