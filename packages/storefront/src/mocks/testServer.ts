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
