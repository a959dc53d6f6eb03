import { type Config, ConfigError } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { MessagingConfig } from './env.ts'
import { Msg91SmsTransport } from './msg91.ts'
import { ChannelTransport } from './routing.ts'
import { SmtpEmailTransport } from './smtp.ts'
import { type MessageTransport, OutboxTransport } from './transport.ts'
import { TwilioSmsTransport } from './twilio.ts'

/**
 * Raised at start-up when the server has nowhere to send OTPs and verification codes, or a provider is
 * half set up. A ConfigError, so `npm start` prints the message alone and exits 1.
 */
export class MessagesNotConfiguredError extends ConfigError {
  override name = 'MessagesNotConfiguredError'
}

const OUTBOX_OFF =
  'SMS and e-mail providers are not configured, and the development outbox is off in production ' +
  '(it would keep one-time passwords in the database instead of sending them).'
const SMS_PROVIDER_CHOICES =
  'SMS_PROVIDER is msg91 (with MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_TEMPLATE_ID) or twilio ' +
  '(with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).'
const SEE_README = 'README.md, "Running in production", has the whole command.'

/** Production without providers: names every variable still to set. */
export function messagesNotConfigured(missing: readonly string[]): string {
  return [
    `Haat cannot start in production: set ${missing.join(', ')}.`,
    OUTBOX_OFF,
    ...(missing.includes('SMS_PROVIDER') ? [SMS_PROVIDER_CHOICES] : []),
    SEE_README,
  ].join(' ')
}

/** Code handed production the outbox itself (buildApp's `messages`). */
export const OUTBOX_IN_PRODUCTION = `Haat cannot start in production: the development outbox was given as the message transport. ${OUTBOX_OFF}`

/** Outside production, a provider with some of its settings: names the rest. */
export function messagesPartlyConfigured(missing: readonly string[]): string {
  return (
    `Haat cannot start: set ${missing.join(', ')} as well, or unset the provider's other variables to keep ` +
    'those messages in the development outbox.'
  )
}

/** E-mail needs both SMTP_URL and MAIL_FROM. */
function missingEmailSettings(messaging: MessagingConfig): string[] {
  return [...(messaging.smtpUrl ? [] : ['SMTP_URL']), ...(messaging.mailFrom ? [] : ['MAIL_FROM'])]
}

/** SMS needs SMS_PROVIDER and every setting of that provider. */
function missingSmsSettings(messaging: MessagingConfig): string[] {
  const { msg91, twilio } = messaging
  switch (messaging.smsProvider) {
    case undefined:
      return ['SMS_PROVIDER']
    case 'msg91':
      return [
        ...(msg91.authKey ? [] : ['MSG91_AUTH_KEY']),
        ...(msg91.senderId ? [] : ['MSG91_SENDER_ID']),
        ...(msg91.templateId ? [] : ['MSG91_TEMPLATE_ID']),
      ]
    case 'twilio':
      return [
        ...(twilio.accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
        ...(twilio.authToken ? [] : ['TWILIO_AUTH_TOKEN']),
        ...(twilio.from ? [] : ['TWILIO_FROM']),
      ]
  }
}

/** The SMS provider of a complete configuration (missingSmsSettings found nothing missing). */
function smsTransport(messaging: MessagingConfig): MessageTransport {
  const { msg91, twilio } = messaging
  if (messaging.smsProvider === 'msg91') {
    return new Msg91SmsTransport({
      authKey: msg91.authKey ?? '',
      senderId: msg91.senderId ?? '',
      templateId: msg91.templateId ?? '',
      baseUrl: msg91.baseUrl,
    })
  }
  return new TwilioSmsTransport({
    accountSid: twilio.accountSid ?? '',
    authToken: twilio.authToken ?? '',
    from: twilio.from ?? '',
    baseUrl: twilio.baseUrl,
  })
}

function emailTransport(messaging: MessagingConfig): MessageTransport {
  return new SmtpEmailTransport({ url: messaging.smtpUrl ?? '', from: messaging.mailFrom ?? '' })
}

/**
 * Production: both providers, or a refusal naming every variable still to set, so no OTP is ever dropped
 * or kept in the database.
 */
function productionTransport(messaging: MessagingConfig): MessageTransport {
  const missing = [...missingEmailSettings(messaging), ...missingSmsSettings(messaging)]
  if (missing.length > 0) throw new MessagesNotConfiguredError(messagesNotConfigured(missing))
  return new ChannelTransport({ sms: smsTransport(messaging), email: emailTransport(messaging) })
}

/**
 * Development and tests: each channel goes to its provider when one is set (so a developer can try it), to
 * the outbox otherwise. A provider set only in part is a mistake worth stopping for.
 */
function developmentTransport(messaging: MessagingConfig, db: Db): MessageTransport {
  const emailSet = messaging.smtpUrl !== undefined || messaging.mailFrom !== undefined
  const smsSet = messaging.smsProvider !== undefined
  const missing = [
    ...(emailSet ? missingEmailSettings(messaging) : []),
    ...(smsSet ? missingSmsSettings(messaging) : []),
  ]
  if (missing.length > 0) throw new MessagesNotConfiguredError(messagesPartlyConfigured(missing))
  if (!emailSet && !smsSet) return new OutboxTransport(db)
  return new ChannelTransport({
    sms: smsSet ? smsTransport(messaging) : new OutboxTransport(db),
    email: emailSet ? emailTransport(messaging) : new OutboxTransport(db),
  })
}

/**
 * The transport the server uses: the one given to buildApp (tests), else the providers of the
 * configuration, else the outbox outside production. Production without real providers refuses to start
 * rather than silently dropping every OTP.
 */
export function resolveMessageTransport(
  config: Pick<Config, 'nodeEnv' | 'messaging'>,
  db: Db,
  given: MessageTransport | undefined,
): MessageTransport {
  if (config.nodeEnv === 'production') {
    if (given?.isOutbox) throw new MessagesNotConfiguredError(OUTBOX_IN_PRODUCTION)
    return given ?? productionTransport(config.messaging)
  }
  return given ?? developmentTransport(config.messaging, db)
}
