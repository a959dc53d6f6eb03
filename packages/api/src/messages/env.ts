import { z } from 'zod'
import { isLoopbackAddress } from '../http/loopback.ts'

/*
 * Checks of the SMS and e-mail settings (SMTP_URL, MAIL_FROM, SMS_PROVIDER, MSG91_*, TWILIO_*), used by
 * config.ts. A refusal never repeats the value: several of them are passwords or keys.
 */

/** The providers' real addresses, used unless MSG91_BASE_URL or TWILIO_BASE_URL says otherwise. */
export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com'
export const TWILIO_DEFAULT_BASE_URL = 'https://api.twilio.com'

export const SMS_PROVIDERS = ['msg91', 'twilio'] as const
export type SmsProvider = (typeof SMS_PROVIDERS)[number]

/** Whether a URL's host name is this machine (the only place plain http:// or unencrypted SMTP may go). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return host === 'localhost' || isLoopbackAddress(host)
}

/** Unset or blank: undefined; anything else, trimmed, must have `shape`. */
export const optionalSetting = (shape: RegExp, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || shape.test(value), { message })

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'smtp:' || url.protocol === 'smtps:') &&
      url.hostname !== '' &&
      (url.pathname === '' || url.pathname === '/') &&
      url.search === '' &&
      url.hash === ''
    )
  } catch {
    return false
  }
}

export const SMTP_URL_MESSAGE =
  'must be smtps://user:password@host:465 or smtp://user:password@host:587 (special characters of the ' +
  'password percent-encoded); the value is not shown because it holds a password'

export const smtpUrlSetting = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
  .refine((value) => value === undefined || isSmtpUrl(value), { message: SMTP_URL_MESSAGE })

/** "Haat <no-reply@example.com>" or a bare address; no control characters (they would split a header). */
export const mailFromSetting = optionalSetting(
  /^(?:[^<>\p{Cc}]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/u,
  'must be an address, optionally with a name: "Haat <no-reply@example.com>"',
)

export const smsProviderSetting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.enum(SMS_PROVIDERS, { error: `must be one of ${SMS_PROVIDERS.join(', ')}` }).optional(),
)

/**
 * A provider's base URL (tests point it at a fake): https://, or http:// to this machine only, so the
 * credentials never cross the network in clear. Unset: `fallback`, the provider's real address.
 */
export const providerBaseUrlSetting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim().replace(/\/+$/, '') : fallback))
    .refine(
      (value) => {
        try {
          const url = new URL(value)
          if (url.search !== '' || url.hash !== '' || url.username !== '') return false
          return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname))
        } catch {
          return false
        }
      },
      { message: 'must be an https:// URL (http:// only to localhost), without a query' },
    )

/** The SMS and e-mail settings as loadConfig hands them over; messages/setup.ts decides what is missing. */
export interface MessagingConfig {
  smtpUrl: string | undefined
  mailFrom: string | undefined
  smsProvider: SmsProvider | undefined
  msg91: {
    authKey: string | undefined
    senderId: string | undefined
    templateId: string | undefined
    baseUrl: string
  }
  twilio: {
    accountSid: string | undefined
    authToken: string | undefined
    from: string | undefined
    baseUrl: string
  }
}
