import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { type MessageTransport, OutboxTransport } from './transport.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where SMS and e-mail go: the outbox in development and tests, a real provider in production. */
    messages: MessageTransport
  }
}

/** Raised at start-up when production has nowhere to send OTPs and verification codes. */
export class MessagesNotConfiguredError extends Error {
  override name = 'MessagesNotConfiguredError'
}

export const MESSAGES_NOT_CONFIGURED =
  'Haat cannot start in production: SMS and e-mail providers are not configured. ' +
  'The development outbox is off in production (it would keep one-time passwords in the database ' +
  'instead of sending them). Pass a real MessageTransport to buildApp as `messages`, or run with ' +
  'NODE_ENV=development to use the outbox.'

/**
 * The transport the server uses: the one given to buildApp, else the outbox outside production.
 * Production without a real transport refuses to start rather than silently dropping every OTP.
 */
export function resolveMessageTransport(
  config: Pick<Config, 'nodeEnv'>,
  db: Db,
  given: MessageTransport | undefined,
): MessageTransport {
  if (config.nodeEnv === 'production') {
    if (!given || given.isOutbox) throw new MessagesNotConfiguredError(MESSAGES_NOT_CONFIGURED)
    return given
  }
  return given ?? new OutboxTransport(db)
}
