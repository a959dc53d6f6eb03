import { routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { apiPaths } from './apiPaths.ts'

describe('apiPaths', () => {
  it('spells every call exactly as the contract does', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(apiPaths[name as keyof typeof apiPaths], name).toBe(route.path)
    }
    expect(Object.keys(apiPaths).sort()).toEqual(Object.keys(routes).sort())
  })
})
