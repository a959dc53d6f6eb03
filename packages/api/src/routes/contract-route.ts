import { ErrorAnswer, type RouteName, type Routes, routes } from '@haat/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { safeEncode, type z } from 'zod'

/** The parsed querystring of a call (after the contract's defaults and trimming), or nothing. */
export type QueryOf<N extends RouteName> = Routes[N] extends { querystring: infer Q extends z.ZodType }
  ? z.output<Q>
  : Record<string, never>

export interface RouteContext<N extends RouteName> {
  query: QueryOf<N>
  request: FastifyRequest
  reply: FastifyReply
}

/** The handler either returns the answer (serialised through the contract) or sends it itself. */
export type ContractHandler<N extends RouteName> = (
  context: RouteContext<N>,
) => Promise<z.output<Routes[N]['response']> | FastifyReply>

/**
 * Registers the contract's call `name` at `/api<path>`, with the contract's querystring and answer
 * schemas. Validation, serialisation and the OpenAPI document all come from those schemas; `tag`
 * groups the call in the docs page.
 */
export function contractRoute<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  tag: string,
  handler: ContractHandler<N>,
): void {
  const entry: Routes[RouteName] = routes[name]
  app.route({
    method: entry.method,
    url: `/api${entry.path}`,
    schema: {
      operationId: name,
      tags: [tag],
      ...('querystring' in entry ? { querystring: entry.querystring } : {}),
      response: { 200: entry.response, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
    },
    handler: (request, reply) => handler({ query: request.query as QueryOf<N>, request, reply }),
  })
}

/**
 * The JSON text of an answer, checked against the contract exactly as the route's serialiser would
 * check it. Used where the text itself is needed (to hash it into an ETag, or to cache it).
 */
export function serializeAnswer<N extends RouteName>(
  name: N,
  answer: z.output<Routes[N]['response']>,
): string {
  const result = safeEncode(routes[name].response as z.ZodType, answer)
  if (!result.success) {
    throw new Error(`The ${name} answer does not match the contract: ${result.error.message}`)
  }
  return JSON.stringify(result.data)
}
