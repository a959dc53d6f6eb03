import type { ComponentType } from 'react'
import type { ScreenModule } from './screenModules.ts'

/**
 * Every screen module, each a lazy chunk of its own. The patterns name where screens live (a feature's
 * `*Route.tsx`, the auth feature's `screens/`, and the scoped listings that share one module); the table
 * in screenModules.ts says which page opens which.
 */
const screenLoaders = import.meta.glob<Record<string, unknown>>([
  '../features/*/*Route.tsx',
  '../features/*/screens/*Route.tsx',
  '../features/listing/scopedListings.tsx',
])

/** The module file of a screen as the loaders above key it. */
export const loaderKey = (screen: ScreenModule) => `../${screen.file}`

/** Loads a screen's chunk and returns its component; a table entry that names no screen throws. */
export async function loadScreen(screen: ScreenModule): Promise<ComponentType> {
  const load = screenLoaders[loaderKey(screen)]
  if (!load) throw new Error(`No screen module at src/${screen.file}`)
  const component = (await load())[screen.component]
  if (typeof component !== 'function') throw new Error(`src/${screen.file} exports no ${screen.component}`)
  return component as ComponentType
}

/** Whether the table entry names a module the loaders know (a test checks every entry). */
export const hasScreenModule = (screen: ScreenModule) => loaderKey(screen) in screenLoaders
