import { routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { apiUrl, handlers } from './handlers.ts'

describe('MSW handlers', () => {
  it('answer every contract call', () => {
    const served = handlers.map((handler) => handler.info.path)
    for (const name of Object.keys(routes) as (keyof typeof routes)[]) expect(served).toContain(apiUrl(name))
  })
})
