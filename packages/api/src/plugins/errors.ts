import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** What a client sees for any failure it did not cause. Details go to the log, never to the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong'

interface ValidationIssue {
  instancePath?: string
  message?: string
}

/** "q: Search text is too long." from the validator's issues; one line per issue. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.')
      const where = field ? field : context
      return where ? `${where}: ${issue.message}` : (issue.message ?? 'Invalid request')
    })
    .join('; ')
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
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.code(status).send({ message: error.message || 'Bad request' })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE })
  })
}
