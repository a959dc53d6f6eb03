import type { MessageTransport, OutgoingMessage } from './transport.ts'

/**
 * Sends each message through the transport of its channel: SMS to the SMS provider, e-mail to SMTP. Counts
 * as the outbox when either channel still goes there (in development with one provider set), so the outbox
 * pages stay for the messages that land in it.
 */
export class ChannelTransport implements MessageTransport {
  readonly name: string
  readonly isOutbox: boolean
  readonly #sms: MessageTransport
  readonly #email: MessageTransport

  constructor({ sms, email }: { sms: MessageTransport; email: MessageTransport }) {
    this.#sms = sms
    this.#email = email
    this.name = `${sms.name} (SMS), ${email.name} (e-mail)`
    this.isOutbox = sms.isOutbox || email.isOutbox
  }

  send(message: OutgoingMessage): Promise<void> {
    return message.channel === 'sms' ? this.#sms.send(message) : this.#email.send(message)
  }
}
