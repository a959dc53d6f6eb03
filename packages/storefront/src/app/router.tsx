import { NOT_FOUND_PAGE_TITLE, type PageName, type PageSpec, pages } from '@haat/contract/core'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { Outlet, Route, Routes } from 'react-router-dom'
import { Guarded } from '../shared/session/Guarded.tsx'
import { CurrentPageContext } from './currentPage.ts'
import { RootLayout } from './layout/RootLayout.tsx'
import { notBuiltYetScreen, notFoundScreen, type ScreenModule, screenModules } from './screenModules.ts'
import { loadScreen } from './screens.ts'

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>()

/** One lazy component per screen module, made once: a new one per render would remount the screen. */
function lazyScreen(screen: ScreenModule): LazyExoticComponent<ComponentType> {
  const key = `${screen.file}#${screen.component}`
  let found = lazyScreens.get(key)
  if (!found) {
    found = lazy(async () => ({ default: await loadScreen(screen) }))
    lazyScreens.set(key, found)
  }
  return found
}

/** A page of the table: its screen (lazy, behind the sign-in guard when the page is protected). */
function PageScreen({ page, screen }: { page: PageSpec; screen: ScreenModule }) {
  const Screen = lazyScreen(screen)
  return (
    <CurrentPageContext.Provider value={page}>
      <Guarded isProtected={Boolean(page.protected)}>
        <Screen />
      </Guarded>
    </CurrentPageContext.Provider>
  )
}

const screenOf = (name: PageName): ScreenModule =>
  (screenModules as Partial<Record<PageName, ScreenModule>>)[name] ?? notBuiltYetScreen

/** The frame of a page that draws its own: nothing but a place to wait for the screen's chunk. */
function OwnLayoutFrame() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  )
}

const notFoundPage: PageSpec = { path: '/*', title: NOT_FOUND_PAGE_TITLE }

/**
 * Every page of the contract's page table under one root layout, each screen in its own chunk. Plain
 * (declarative) routes: the screens fetch their own data through RTK Query, so the data router's
 * loaders and actions would be dead weight in the first download. Navigations run in a transition, so
 * the previous screen stays until the next one's chunk has arrived.
 */
export function AppRoutes() {
  const entries = Object.entries(pages) as [PageName, PageSpec][]
  const pageRoute = ([name, page]: [PageName, PageSpec]) =>
    page.path === '/' ? (
      <Route key={name} index element={<PageScreen page={page} screen={screenOf(name)} />} />
    ) : (
      <Route key={name} path={page.path} element={<PageScreen page={page} screen={screenOf(name)} />} />
    )
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {entries.filter(([, page]) => !page.ownLayout).map(pageRoute)}
        <Route path="*" element={<PageScreen page={notFoundPage} screen={notFoundScreen} />} />
      </Route>
      {/* Pages that draw their own frame: the screen chunk is all they show. */}
      <Route element={<OwnLayoutFrame />}>
        {entries.filter(([, page]) => page.ownLayout).map(pageRoute)}
      </Route>
    </Routes>
  )
}
