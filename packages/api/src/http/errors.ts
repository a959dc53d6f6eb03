import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DatabaseBusyError, RequestAbortedError } from '../db/query-gate.ts'

/** What a client sees for any failure it did not cause. Details go to the log, never to the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong'
/** 400 for text the database cannot store (a character outside its encoding, a number out of range). */
export const UNSTORABLE_TEXT_MESSAGE = 'The request holds a value that cannot be stored.'
/** 503 when the embedded database's waiting line is full. */
export const BUSY_MESSAGE = 'The store is busy right now. Please try again in a moment.'
/** 503 when a request ran past REQUEST_TIMEOUT_MS. */
export const TIMED_OUT_MESSAGE = 'The store took too long to answer. Please try again.'

interface ValidationIssue {
  /** The zod issue's code (fastify-type-provider-zod) or AJV's keyword. */
  keyword?: string
  instancePath?: string
  message?: string
  /** The rest of the zod issue (`expected`, `minimum`, `values`...), without its input. */
  params?: Record<string, unknown>
}

/** How the answer names a field whose issue carries only zod's generic wording. */
const FIELD_WORDS: Record<string, string> = {
  q: 'search text',
  number: 'phone number',
  phone: 'phone number',
  officialPhoneNumber: 'phone number',
  code: 'country code',
  otp: 'code',
  otpSession: 'verification session',
  confirmPassword: 'password confirmation',
  newEmail: 'email',
  id: 'id',
}

/** The part of the request an issue without a field is about. */
const CONTEXT_WORDS: Record<string, string> = {
  body: 'request',
  querystring: 'query',
  params: 'address',
  headers: 'request headers',
}

/** "sellerId" → "seller id": a key spelled as words. */
function inWords(key: string): string {
  return FIELD_WORDS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

/** Zod's own wording of an issue, minus the "received …" tail (it depends on the input, which is not kept). */
function zodDefaultMessage(issue: ValidationIssue): string | undefined {
  if (!issue.keyword) return undefined
  const localeError = z.config().localeError
  const made = localeError?.({ ...issue.params, code: issue.keyword } as never)
  const text = typeof made === 'string' ? made : made?.message
  return text?.replace(/, received \w+$/, '')
}

/**
 * One issue as a shopper reads it: the contract's own message alone (it says what is wrong in words, so
 * it never gets a key path in front). An issue that carries only zod's generic wording ("Invalid input:
 * expected string, received number") gets a sentence naming the field in words instead.
 */
function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const message = issue.message?.trim() ?? ''
  const generic = message === '' || message.replace(/, received \w+$/, '') === zodDefaultMessage(issue)
  if (!generic) return message
  const keys = (issue.instancePath ?? '').split('/').filter((key) => key !== '' && !/^\d+$/.test(key))
  const last = keys.at(-1)
  if (last === undefined) {
    const part = CONTEXT_WORDS[context ?? ''] ?? 'request'
    return `The ${part} is not valid.`
  }
  const field = inWords(last)
  const missing = issue.keyword === 'invalid_type' && /received undefined$/.test(message)
  const sentence = missing ? `The ${field} is required.` : `The ${field} is not valid.`
  return sentence
}

/** The messages of the validator's issues, each once, as sentences; never a field's key in front. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const messages = [...new Set(issues.map((issue) => describeIssue(issue, context)))]
  if (messages.length === 0) return 'Invalid request'
  if (messages.length === 1) return messages[0] as string
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ')
}

/** The error itself or the first error of its `cause` chain that is a `type` (Drizzle wraps what a query throws). */
function causeOfType<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof type) return e
  }
  return undefined
}

/**
 * SQLSTATEs that mean the request's own value was unusable, not that the server failed: a character the
 * encoding refuses (22021), an untranslatable character (22P05), text that is not a valid value of its
 * type (22P02), a number out of range (22003), a value too big for an index or a text search (54000). The
 * contract refuses these first; this is the net under it.
 */
const BAD_VALUE_SQLSTATES = new Set(['22021', '22P05', '22P02', '22003', '54000'])

/** The SQLSTATE of such a refusal, from the error or its cause chain (Drizzle wraps the driver's error). */
function badValueState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && BAD_VALUE_SQLSTATES.has(code)) return code
  }
  return undefined
}

/**
 * Every error answer is `{ message }`: 4xx with a message the client can act on, 5xx with a fixed
 * text (and the error logged with the request id, so the two can be matched up).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The zod validator's issues and Fastify's own (AJV-shaped) ones have the same fields.
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .code(400)
        .send({ message: describeValidation(error.validation ?? [], error.validationContext) })
    }
    const busy = causeOfType(error, DatabaseBusyError)
    if (busy) {
      request.log.warn('database queue full: answered 503')
      return reply
        .code(503)
        .header('retry-after', String(busy.retryAfterSeconds))
        .send({ message: BUSY_MESSAGE })
    }
    if (causeOfType(error, RequestAbortedError) || error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      // The deadline passed (or the client left): whatever had not started was dropped.
      request.log.warn({ err: { message: error.message } }, 'request aborted')
      if (reply.sent) return reply
      return reply.code(503).header('retry-after', '1').send({ message: TIMED_OUT_MESSAGE })
    }
    const state = badValueState(error)
    if (state) {
      // Only the code: the failed query's values are the request's own, and may be anything.
      request.log.info({ sqlState: state }, 'database refused a value of the request')
      return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.code(status).send({ message: error.message || 'Bad request' })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE })
  })
}
