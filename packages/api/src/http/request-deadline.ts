import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RequestAbortedError, runInRequestScope } from '../db/query-gate.ts'
import { TIMED_OUT_MESSAGE } from './errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Aborts when the request's deadline passes or its client goes away before the answer is sent. */
    deadline: AbortController | null
  }
}

/**
 * Every request gets a deadline and an abort signal of its own: past `timeoutMs` it is answered 503, and
 * once its deadline has passed or its client has gone, queries it has not started yet are dropped by the
 * query gate. Fastify's own request.signal cannot serve: it aborts as soon as a POST's body has been read
 * (the request stream closes), which would drop every POST's queries, and that also stops its handler
 * timeout. So the deadline watches the response instead of the request.
 */
export function registerRequestDeadline(app: FastifyInstance, { timeoutMs }: { timeoutMs: number }): void {
  app.decorateRequest('deadline', null)

  app.addHook('onRequest', async (request, reply) => {
    const deadline = new AbortController()
    request.deadline = deadline
    const timer = setTimeout(() => expire(request, reply), timeoutMs)
    timer.unref()
    reply.raw.once('close', () => {
      clearTimeout(timer)
      // Closed before the answer was complete: the client went away.
      if (!reply.raw.writableFinished) deadline.abort(new RequestAbortedError())
    })
  })

  // From here on (the body has been read) every query of the request knows its signal.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.deadline) runInRequestScope(request.deadline.signal, done)
    else done()
  })
}

function expire(request: FastifyRequest, reply: FastifyReply): void {
  request.deadline?.abort(new RequestAbortedError())
  if (reply.sent || reply.raw.headersSent) return
  request.log.warn('request deadline passed: answered 503')
  void reply.code(503).header('retry-after', '1').send({ message: TIMED_OUT_MESSAGE })
}
