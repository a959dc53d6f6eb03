import { NOT_FOUND_PAGE_TITLE, pages } from '@haat/contract/core'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RootLayout } from './layout/RootLayout.tsx'
import { handleOf, plannedRoutes } from './routes.ts'
import { builtScreens, notBuiltYet } from './screens.ts'

/** Every route of the app, each screen lazy-loaded in its own chunk, under one root layout. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Nothing to hydrate (no server rendering): the first lazy screen simply paints when it arrives.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        handle: handleOf(pages.home),
        lazy: async () => ({ Component: (await import('../features/home/HomeRoute.tsx')).HomeRoute }),
      },
      {
        path: pages.about.path,
        handle: handleOf(pages.about),
        lazy: async () => ({ Component: (await import('../features/about/AboutRoute.tsx')).AboutRoute }),
      },
      ...plannedRoutes.map(
        ({ path, handle }): RouteObject => ({
          path,
          handle,
          lazy: async () => ({ Component: await (builtScreens[path] ?? notBuiltYet)() }),
        }),
      ),
      {
        path: '*',
        handle: { title: NOT_FOUND_PAGE_TITLE },
        lazy: async () => ({
          Component: (await import('../features/errors/NotFoundRoute.tsx')).NotFoundRoute,
        }),
      },
    ],
  },
]

export const router = createBrowserRouter(appRoutes)
