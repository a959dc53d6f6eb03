import { routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { apiPaths } from './apiPaths.ts'
import { browsePaths } from './browsePaths.ts'

describe('apiPaths', () => {
  it('spells every call exactly as the contract does', () => {
    const paths: Record<string, string> = { ...apiPaths, ...browsePaths }
    for (const [name, route] of Object.entries(routes)) expect(paths[name], name).toBe(route.path)
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routes).sort())
    expect(Object.keys(apiPaths).filter((name) => name in browsePaths)).toEqual([])
  })
})
