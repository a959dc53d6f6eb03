import {
  API_BASE_PATH,
  CONTROL_CHARACTERS_MESSAGE,
  ErrorAnswer,
  type RouteEntry,
  type RouteName,
  type Routes,
  requestHasControlCharacter,
  routes,
} from '@haat/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { safeEncode, type z } from 'zod'
import { type AuthSession, optionalUser, requireUser } from '../identity/session.ts'

/** The name under which the OpenAPI document declares bearer tokens (see docs.ts). */
export const BEARER_SCHEME = 'bearerAuth'

/** The parsed querystring of a call (after the contract's defaults and trimming), or nothing. */
export type QueryOf<N extends RouteName> = Routes[N] extends { querystring: infer Q extends z.ZodType }
  ? z.output<Q>
  : Record<string, never>

/** The parsed path parameters of a call (`:name` segments of its path), or nothing. */
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>

/** The parsed body of a call (after the contract's trimming and transforms), or nothing. */
export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : Record<string, never>

/** A bearer call always has its session (requireUser ran first); an optional one may not. */
export type SessionOf<N extends RouteName> = Routes[N] extends { auth: 'bearer' }
  ? AuthSession
  : AuthSession | null

export interface RouteContext<N extends RouteName> {
  params: ParamsOf<N>
  query: QueryOf<N>
  body: BodyOf<N>
  session: SessionOf<N>
  request: FastifyRequest
  reply: FastifyReply
}

/** The handler either returns the answer (serialised through the contract) or sends it itself. */
export type ContractHandler<N extends RouteName> = (
  context: RouteContext<N>,
) => Promise<z.output<Routes[N]['response']> | FastifyReply>

/**
 * Every call refuses text with control characters before its schema runs: a NUL byte would reach
 * PostgreSQL (which refuses it with an error, not an answer), and no field has a use for the others.
 */
async function refuseControlCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if ([request.query, request.params, request.body].some((part) => requestHasControlCharacter(part))) {
    await reply.code(400).send({ message: CONTROL_CHARACTERS_MESSAGE })
  }
}

/**
 * Registers the contract's call `name` at `/api<path>`, with the contract's params, querystring, body and answer
 * schemas. Validation, serialisation and the OpenAPI document all come from those schemas; `tag`
 * groups the call in the docs page. `auth: 'bearer'` calls run requireUser first (401 without a live
 * session); `auth: 'optional'` ones pick up a session when a live token is sent.
 */
export function contractRoute<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  tag: string,
  handler: ContractHandler<N>,
): void {
  const entry: RouteEntry = routes[name]
  const auth = 'auth' in entry ? entry.auth : undefined
  const preHandler: preHandlerAsyncHookHandler | undefined =
    auth === 'bearer' ? requireUser : auth === 'optional' ? optionalUser : undefined
  app.route({
    method: entry.method,
    url: `${API_BASE_PATH}${entry.path}`,
    schema: {
      operationId: name,
      tags: [tag],
      ...('params' in entry ? { params: entry.params } : {}),
      ...('querystring' in entry ? { querystring: entry.querystring } : {}),
      ...('body' in entry ? { body: entry.body } : {}),
      ...(auth
        ? { security: auth === 'bearer' ? [{ [BEARER_SCHEME]: [] }] : [{ [BEARER_SCHEME]: [] }, {}] }
        : {}),
      response: {
        200: entry.response,
        ...('errors' in entry ? entry.errors : {}),
        '4xx': ErrorAnswer,
        '5xx': ErrorAnswer,
      },
    },
    preValidation: refuseControlCharacters,
    ...(preHandler ? { preHandler } : {}),
    handler: (request, reply) =>
      handler({
        params: request.params as ParamsOf<N>,
        query: request.query as QueryOf<N>,
        body: request.body as BodyOf<N>,
        session: request.session as SessionOf<N>,
        request,
        reply,
      }),
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
