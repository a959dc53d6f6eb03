import { type PageName, pages } from '@haat/contract/core'
import { matchPath, matchRoutes } from 'react-router-dom'
import type { ScreenModule } from './screenModules.ts'
import { screenModules } from './screenModules.ts'
import type { AppDispatch } from './store.ts'

/** Starts a screen's first calls for the parameters of its address (`firstCalls` in screenModules.ts). */
export type FirstCalls = (dispatch: AppDispatch, params: Readonly<Record<string, string | undefined>>) => void

const firstCallsLoaders = import.meta.glob<{ startFirstCalls?: FirstCalls }>('../features/*/*FirstCalls.ts')

const screenOf = (name: PageName) => (screenModules as Partial<Record<PageName, ScreenModule>>)[name]

/** The page table as routes, so the address is matched by the router's own ranking. */
const pageRoutes = (Object.entries(pages) as [PageName, { path: string }][]).map(([name, page]) => ({
  path: page.path,
  name,
}))
/** The few pages with first calls: most addresses match none, and ranking the whole table costs more. */
const pagesWithFirstCalls = pageRoutes.filter(({ name }) => screenOf(name)?.firstCalls !== undefined)

/** The first-calls module of a screen as the loaders above key it; undefined when it names none. */
export function firstCallsLoader(screen: ScreenModule) {
  return screen.firstCalls === undefined ? undefined : firstCallsLoaders[`../${screen.firstCalls}`]
}

/**
 * Sends the first calls of the page at `pathname`, if its screen names any: the app calls this once,
 * before its first render, so a call the server could not preload leaves while the screen's code is still
 * being evaluated and rendered rather than after. It loads only the small module that names the calls (the
 * server preloads it with the page). A page without first calls, or an address of no page, sends nothing.
 */
export async function startFirstCalls(dispatch: AppDispatch, pathname: string): Promise<void> {
  if (!pagesWithFirstCalls.some(({ path }) => matchPath(path, pathname))) return
  const match = matchRoutes(pageRoutes, pathname)?.at(-1)
  if (!match) return
  const screen = screenOf(match.route.name)
  if (!screen?.firstCalls) return
  const load = firstCallsLoader(screen)
  if (!load) throw new Error(`No first-calls module at src/${screen.firstCalls}`)
  const { startFirstCalls: start } = await load()
  if (typeof start !== 'function') throw new Error(`src/${screen.firstCalls} exports no startFirstCalls`)
  start(dispatch, match.params)
}
