import nodemailer, { type SMTPTransportOptions, type Transporter } from 'nodemailer'
import { isLocalHost } from './env.ts'
import { MessageProviderError, PROVIDER_TIMEOUT_MS, providerFailed } from './provider-http.ts'
import type { MessageTransport, OutgoingMessage } from './transport.ts'

export interface SmtpSettings {
  /** smtps://user:password@host:465 or smtp://user:password@host:587. */
  url: string
  /** The From header: "Haat <no-reply@example.com>". */
  from: string
}

/**
 * Nodemailer's options from SMTP_URL, read here rather than by nodemailer so that nothing in the URL (a
 * query such as tls.rejectUnauthorized=false) can loosen them. smtp:// must upgrade with STARTTLS unless
 * the server is this machine: the password and the codes in the mail never cross the network in clear.
 */
export function smtpOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !isLocalHost(url.hostname),
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  }
}

/**
 * Nodemailer's failure in words that hold neither the mail nor the login: its code (EAUTH, ECONNECTION,
 * ETIMEDOUT...) and the server's reply code, never the server's reply text, which may quote what was sent.
 */
function smtpFailure(error: unknown): string {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  const parts = [
    typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'error',
    ...(typeof responseCode === 'number' ? [`reply ${responseCode}`] : []),
  ]
  return parts.join(', ')
}

/** E-mail through an SMTP server (nodemailer), one connection per message. */
export class SmtpEmailTransport implements MessageTransport {
  readonly name = 'smtp'
  readonly isOutbox = false
  readonly #from: string
  readonly #mailer: Transporter

  constructor(settings: SmtpSettings) {
    this.#from = settings.from
    this.#mailer = nodemailer.createTransport(smtpOptions(settings.url))
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.#mailer.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject ?? 'Haat',
        text: message.body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
    } catch (error) {
      throw new MessageProviderError(providerFailed('SMTP', smtpFailure(error)))
    }
  }
}
