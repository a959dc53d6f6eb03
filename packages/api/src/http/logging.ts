import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { Config } from '../config.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

/** A caller (or the load balancer) may bring its own request id; it must look like one. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * pino through Fastify: JSON lines, pretty only in development. pino-pretty is a dev dependency, so it
 * is loaded only then; it writes synchronously, so log lines and console output keep their order.
 */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
): Promise<FastifyServerOptions['logger']> {
  const serializers = { req: serializeRequest, err: serializeError }
  if (config.nodeEnv === 'development') {
    const { default: pretty } = await import('pino-pretty')
    return {
      level: config.logLevel,
      serializers,
      stream: pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true }),
    }
  }
  return { level: config.logLevel, serializers }
}

/** Password-reset tokens travel in URLs (the e-mailed link and its check); they never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|resetToken)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]')
}

interface LoggedRequest {
  method: string
  url: string
  id?: string
  ip?: string
}

/** Fastify's request log line, with secrets in the URL masked. */
function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: redactUrl(request.url), id: request.id, remoteAddress: request.ip }
}

/** Drizzle ends a failed query's message with its values ("...\nparams: a@b.com,$argon2id$..."). */
const PARAMS_MARK = '\nparams: '
const VALUES_NOT_LOGGED = `${PARAMS_MARK}[not logged]`

/** The message with everything from the first "params:" line on replaced: the values come last. */
function messageWithoutValues(message: string): string {
  const at = message.indexOf(PARAMS_MARK)
  return at === -1 ? message : message.slice(0, at) + VALUES_NOT_LOGGED
}

/**
 * The stack with the cleaned message in place of the original one. The swap is exact (a value holding
 * a line that looks like a stack frame cannot stop it early); a stack that does not repeat the message
 * loses its "params:" line up to the first frame.
 */
function stackWithoutValues(stack: string, message: string, cleanMessage: string): string {
  if (message === cleanMessage) return stack
  if (stack.includes(message)) return stack.replace(message, () => cleanMessage)
  return stack.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, VALUES_NOT_LOGGED)
}

interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
  code?: string
  cause?: LoggedError
}

/**
 * Errors as logged: type, message, stack, SQLSTATE or error code, and the cause chain, without the
 * values of a failed query (passwords' hashes, e-mails, phones). Drizzle's and the drivers' `params`,
 * PostgreSQL's `detail` (which repeats a conflicting key's value) and every other field are left out.
 * The SQL text itself has placeholders, not values, so it stays.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: messageWithoutValues(String(error)), stack: '' }
  }
  const code = (error as { code?: unknown }).code
  const cause = (error as { cause?: unknown }).cause
  const message = messageWithoutValues(error.message)
  return {
    type: error.constructor.name,
    message,
    stack: stackWithoutValues(error.stack ?? '', error.message, message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause !== undefined && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  }
}

export function genReqId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** Hands the request id back, so a client's report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
