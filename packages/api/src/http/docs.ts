import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'

export const DOCS_PREFIX = '/api/docs'

/**
 * The OpenAPI document, generated from the zod schemas the routes are registered with (which come
 * from @haat/contract), so the document cannot drift from what the server validates and sends.
 * Must be registered before the routes: it collects them as they are added.
 *
 * The document is always built (`app.swagger()`, for the tests that walk every call); the page and its
 * JSON at /api/docs are served only when API_DOCS allows, which production does not by default: a public
 * map of every call and field helps a prober more than a shopper.
 */
export async function registerDocs(app: FastifyInstance, config: Pick<Config, 'apiDocs'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Haat API',
        description:
          'The storefront API of Haat. Money is in rupees with two decimals; errors are `{ message }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          // Sessions are opaque tokens from signin-check, otp-check and the sign-up calls.
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token (valid one hour)' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  })
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX })
}
