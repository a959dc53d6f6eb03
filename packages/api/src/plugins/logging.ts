import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { Config } from '../config.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

/** A caller (or the load balancer) may bring its own request id; it must look like one. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/

/** pino through Fastify: JSON lines, pretty only in development (pino-pretty is a dev dependency). */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'development') {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    }
  }
  return { level: config.logLevel }
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
