import { productRoutes } from '@haat/contract/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productApi } from '../features/product/productApi.ts'
import { memoryStorage } from '../testing/memoryStorage.ts'
import { stubApi } from '../testing/stubApi.ts'
import { firstCallsLoader, startFirstCalls } from './firstCalls.ts'
import { type ScreenModule, screenModules } from './screenModules.ts'
import { makeStore } from './store.ts'

/** Records every request the store sends, and leaves it unanswered: these tests look at what left. */
function recordRequests() {
  const sent: string[] = []
  stubApi((request) => {
    const url = new URL(request.url)
    sent.push(`${url.pathname}${url.search}`)
    return new Promise<Response>(() => {})
  })
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('startFirstCalls', () => {
  it("sends the product page's call with no screen rendered", async () => {
    const sent = recordRequests()
    const store = makeStore(undefined, { storage: memoryStorage() })
    await startFirstCalls(store.dispatch, '/product-page/QFrAqT3WBTg9O8VVwZiN')
    await vi.waitFor(() =>
      expect(sent).toContain(`/api${productRoutes.productDetails.path}?pId=QFrAqT3WBTg9O8VVwZiN`),
    )
    const entry = productApi.endpoints.getProductDetails.select('QFrAqT3WBTg9O8VVwZiN')(store.getState())
    expect(entry.status).toBe('pending')
  })

  it('sends nothing on a page without first calls, or an address of no page', async () => {
    const sent = recordRequests()
    const store = makeStore(undefined, { storage: memoryStorage() })
    await startFirstCalls(store.dispatch, '/')
    await startFirstCalls(store.dispatch, '/product-page/P1/reviews/not-a-page')
    await startFirstCalls(store.dispatch, '/categories-page/CAT1001/Electronics')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent.filter((path) => path.includes(productRoutes.productDetails.path))).toEqual([])
  })
})

describe('the screen table', () => {
  it('names a loadable module exporting startFirstCalls wherever it names first calls', async () => {
    const named = (Object.entries(screenModules) as [string, ScreenModule][]).filter(
      ([, screen]) => screen.firstCalls !== undefined,
    )
    expect(named.map(([page]) => page)).toContain('product')
    for (const [page, screen] of named) {
      const load = firstCallsLoader(screen)
      expect(load, `${page}: src/${screen.firstCalls}`).toBeDefined()
      expect(typeof (await load?.())?.startFirstCalls, page).toBe('function')
    }
  })
})
