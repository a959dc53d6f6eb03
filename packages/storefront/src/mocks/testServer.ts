import { type Answer, type RouteName, routePath, routes } from '@haat/contract'
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, vi } from 'vitest'

/** Where the mocks' tests send their requests. */
export const MOCK_ORIGIN = 'http://mock.test'

/**
 * For the mocks' own tests: an MSW server listening while the test file runs, refusing any request no
 * handler answers. The handlers' URLs are relative, as in the browser: MSW resolves them against the
 * page's location, here MOCK_ORIGIN.
 */
export function listeningMockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => {
    vi.stubGlobal('location', new URL(`${MOCK_ORIGIN}/`))
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterAll(() => {
    server.close()
    vi.unstubAllGlobals()
  })
  return server
}

export interface MockCallOptions {
  /** The path's parameters (`:listId` and the like). */
  params?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  /** Whether the shopper is signed in (a bearer token sent); true unless said. */
  token?: boolean
}

/** One call to the mocks as the app makes it: the route's method and path, answered status and body. */
export async function callMock<N extends RouteName>(
  name: N,
  { params, body, token = true }: MockCallOptions = {},
) {
  const response = await fetch(`${MOCK_ORIGIN}/api${routePath(routes[name].path, params)}`, {
    method: routes[name].method,
    headers: {
      ...(token ? { Authorization: 'Bearer story-token' } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Answer<N> & { message?: string } }
}
