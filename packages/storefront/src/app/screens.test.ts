import { pages } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { notBuiltYetScreen, notFoundScreen, type ScreenModule, screenModules } from './screenModules.ts'
import { hasScreenModule, loadScreen } from './screens.ts'

const table = Object.entries(screenModules) as [string, ScreenModule][]

describe('screen table', () => {
  it('names pages of the contract page table', () => {
    for (const [name] of table) expect(Object.keys(pages), name).toContain(name)
  })

  it('points every entry at a module the router can load', () => {
    for (const [name, screen] of [...table, ['not built yet', notBuiltYetScreen] as const]) {
      expect(hasScreenModule(screen), `${name}: src/${screen.file}`).toBe(true)
    }
    expect(hasScreenModule(notFoundScreen)).toBe(true)
  })

  it('loads the component each entry names', async () => {
    for (const [name, screen] of table) {
      expect(typeof (await loadScreen(screen)), name).toBe('function')
    }
  })

  it('refuses an entry whose module does not export the component', async () => {
    await expect(loadScreen({ file: 'features/home/HomeRoute.tsx', component: 'Nothing' })).rejects.toThrow(
      /exports no Nothing/,
    )
    expect(hasScreenModule({ file: 'features/home/Missing.tsx', component: 'Missing' })).toBe(false)
  })

  it('builds every page of the table: no address says "not built yet"', () => {
    expect(Object.keys(screenModules).sort()).toEqual(Object.keys(pages).sort())
  })
})
