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

/** Drizzle puts a failed query's values into its message ("...\nparams: a@b.com,$argon2id$..."). */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/

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
 * values of a failed query (passwords' hashes, e-mails, phones) and without PostgreSQL's `detail`, which
 * repeats a conflicting key's value. The SQL text itself has placeholders, not values, so it stays.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error).replace(QUERY_VALUES, ''), stack: '' }
  }
  const code = (error as { code?: unknown }).code
  const cause = (error as { cause?: unknown }).cause
  return {
    type: error.constructor.name,
    message: error.message.replace(QUERY_VALUES, '\nparams: [not logged]'),
    stack: (error.stack ?? '').replace(QUERY_VALUES, '\nparams: [not logged]'),
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
