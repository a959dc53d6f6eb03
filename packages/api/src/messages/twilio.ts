import { callProvider, MessageProviderError, providerRefused, providerUrl } from './provider-http.ts'
import type { MessageTransport, OutgoingMessage } from './transport.ts'

export interface TwilioSettings {
  accountSid: string
  authToken: string
  /** A phone number ("+14155550100"), an alphanumeric sender id, or a Messaging Service SID ("MG..."). */
  from: string
  baseUrl: string
}

/** The Messages resource of the account. */
export function twilioMessagesPath(accountSid: string): string {
  return `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
}

/** Twilio's own error code (21211 is "invalid To number"): a number, so it cannot carry the message. */
function twilioErrorCode(json: unknown): string {
  const code = (json as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && Number.isInteger(code) ? `, Twilio error ${code}` : ''
}

/** SMS through Twilio's REST API (form-encoded, HTTP basic auth with the account SID and auth token). */
export class TwilioSmsTransport implements MessageTransport {
  readonly name = 'twilio'
  readonly isOutbox = false
  readonly #settings: TwilioSettings

  constructor(settings: TwilioSettings) {
    this.#settings = settings
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.#settings
    const form = new URLSearchParams({ To: message.to, Body: message.body })
    // A Messaging Service picks the sender itself and is named by its own parameter.
    if (/^MG[0-9a-fA-F]{32}$/.test(from)) form.set('MessagingServiceSid', from)
    else form.set('From', from)
    const answer = await callProvider('Twilio', providerUrl(baseUrl, twilioMessagesPath(accountSid)), {
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    })
    if (answer.status < 200 || answer.status > 299) {
      throw new MessageProviderError(providerRefused('Twilio', answer.status, twilioErrorCode(answer.json)))
    }
  }
}
