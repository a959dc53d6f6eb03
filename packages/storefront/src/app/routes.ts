import { type PageSpec, pages } from '@haat/contract/core'

/**
 * The whole route table comes from the contract core's page table (`pages`): every path of the original
 * storefront, with the same spelling so its links keep working, and the server knows the same pages.
 * `title` names the screen; `protected` marks routes that need a signed-in shopper (the guard,
 * GuardedOutlet, sends a visitor to /login and back).
 */
export interface RouteHandle {
  title: string
  protected?: boolean
}

export interface PlannedRoute {
  path: string
  handle: RouteHandle
}

export const handleOf = (page: PageSpec): RouteHandle =>
  page.protected ? { title: page.title, protected: true } : { title: page.title }

/**
 * The route table below / besides Home and About Us. Screens that are built are listed in screens.ts
 * (`builtScreens`); every other one shows NotBuiltYet with its title until its feature is built.
 */
export const plannedRoutes: PlannedRoute[] = Object.values(pages as Record<string, PageSpec>)
  .filter((page) => page !== pages.home && page !== pages.about)
  .map((page) => ({ path: page.path, handle: handleOf(page) }))
