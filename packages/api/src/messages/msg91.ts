import {
  callProvider,
  MessageProviderError,
  providerFailed,
  providerRefused,
  providerUrl,
} from './provider-http.ts'
import type { MessageTransport, OutgoingMessage } from './transport.ts'

/** MSG91's Flow API: one approved (DLT) template, its variables filled per recipient. */
export const MSG91_FLOW_PATH = '/api/v5/flow'

/**
 * The variable names the DLT template registered with MSG91 must use: `##message##` receives the whole text
 * of the SMS; `##otp##` receives the six-digit code alone when the text carries one (for templates that
 * spell out the fixed words themselves).
 */
export const MSG91_MESSAGE_VARIABLE = 'message'
export const MSG91_OTP_VARIABLE = 'otp'

export interface Msg91Settings {
  authKey: string
  /** The six-letter sender id (header) registered with DLT. */
  senderId: string
  /** The MSG91 id of the approved DLT template. */
  templateId: string
  baseUrl: string
}

/** "+919876543210" as MSG91 wants it: country code and number, digits only. */
export function msg91Mobile(to: string): string {
  if (!/^\+\d{8,15}$/.test(to)) {
    throw new MessageProviderError(
      providerFailed('MSG91', 'the recipient is not a phone number with its country code'),
    )
  }
  return to.slice(1)
}

/**
 * SMS through MSG91 (an Indian provider that sends only DLT-registered templates). MSG91 answers
 * `{ "type": "success" }`, or `{ "type": "error" }` with a description that may quote the request, so only
 * the status is reported.
 */
export class Msg91SmsTransport implements MessageTransport {
  readonly name = 'msg91'
  readonly isOutbox = false
  readonly #settings: Msg91Settings

  constructor(settings: Msg91Settings) {
    this.#settings = settings
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { authKey, senderId, templateId, baseUrl } = this.#settings
    const code = message.body.match(/\b(\d{6})\b/)?.[1]
    const recipient: Record<string, string> = {
      mobiles: msg91Mobile(message.to),
      [MSG91_MESSAGE_VARIABLE]: message.body,
      ...(code ? { [MSG91_OTP_VARIABLE]: code } : {}),
    }
    const answer = await callProvider('MSG91', providerUrl(baseUrl, MSG91_FLOW_PATH), {
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        sender: senderId,
        short_url: '0',
        recipients: [recipient],
      }),
    })
    if (answer.status < 200 || answer.status > 299)
      throw new MessageProviderError(providerRefused('MSG91', answer.status))
    if ((answer.json as { type?: unknown } | undefined)?.type !== 'success') {
      throw new MessageProviderError(providerRefused('MSG91', answer.status, ' with an error answer'))
    }
  }
}
