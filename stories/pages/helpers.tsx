import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { AppProviders } from '../../packages/storefront/src/app/AppProviders.tsx'
import { makeStore } from '../../packages/storefront/src/app/store.ts'

/** Where a followed link led: lets a play function check navigation without building the target screen. */
function NavigatedTo() {
  const location = useLocation()
  return <p data-testid="navigated-to">{`${location.pathname}${location.search}`}</p>
}

function PageHarness({ Story, path }: { Story: () => React.ReactNode; path: string }) {
  // A fresh store and router per story: no cached feed or location leaks from one story into another.
  const [store] = useState(() => makeStore())
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: <Story /> },
        { path: '*', element: <NavigatedTo /> },
      ],
      { initialEntries: [path] },
    ),
  )
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

/**
 * Renders a storefront screen as the app does: theme with router links, Redux store with the RTK Query
 * api, toasts and a data router. MSW handlers come from each story's `parameters.msw.handlers`.
 */
export function withStorefront(path = '/'): Decorator {
  return (Story) => <PageHarness Story={Story} path={path} />
}
