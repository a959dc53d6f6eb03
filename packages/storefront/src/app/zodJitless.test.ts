/// <reference types="vite/client" />
import { afterAll, describe, expect, it } from 'vitest'
import validateAnswerSource from './validateAnswer.ts?raw'

describe('zod in the storefront', () => {
  const RealFunction = globalThis.Function
  afterAll(() => {
    globalThis.Function = RealFunction
  })

  it('is made jitless before validateAnswer loads the contract', () => {
    const jitless = validateAnswerSource.indexOf("import('./zodJitless.ts')")
    expect(jitless).toBeGreaterThan(0)
    expect(jitless).toBeLessThan(validateAnswerSource.indexOf("import('@haat/contract')"))
  })

  it('then builds and parses the contract’s schemas without ever calling new Function', async () => {
    // What a strict CSP refuses: count every function built from text.
    const built: unknown[][] = []
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        built.push(args)
        return Reflect.construct(target, args)
      },
      apply(target, self, args) {
        built.push(args)
        return Reflect.apply(target, self, args)
      },
    })
    await import('./zodJitless.ts')
    const { routes } = await import('@haat/contract')
    expect(routes.searchListing.querystring.safeParse({ q: 'phone', page: '2' }).success).toBe(true)
    expect(routes.seller.response.safeParse({}).success).toBe(false)
    expect(built).toEqual([])
  })
})
