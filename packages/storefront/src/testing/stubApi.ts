import { vi } from 'vitest'

/** The origin the tests' app runs on. */
export const TEST_ORIGIN = 'http://haat.test'

/**
 * Sends every request the store makes to `answer`. The app asks for /api/... on its own origin, and Node's
 * Request refuses an address without one, so Request reads paths against TEST_ORIGIN. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (request: Request) => Response | Promise<Response>): void {
  class SameOriginRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, TEST_ORIGIN) : input, init)
    }
  }
  vi.stubGlobal('Request', SameOriginRequest)
  vi.stubGlobal('fetch', answer)
}
