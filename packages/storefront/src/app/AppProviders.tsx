import { createHaatTheme } from '@haat/ui'
import CssBaseline from '@mui/material/CssBaseline'
import { type Theme, ThemeProvider } from '@mui/material/styles'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'
import { Provider } from 'react-redux'
import { startCrossTabCart } from '../shared/cart/crossTabCart.ts'
import { withRouterLinks } from './links.tsx'
import type { AppStore } from './store.ts'
import { isToastHostWanted, subscribeToastHost } from './toast.ts'

// The host loads with the first toast, which may be an offline action's: a chunk that cannot load then
// gives no toasts (the screen already shows the action's result) rather than taking the app down.
const NoToasts = () => null
const Toasts = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./Toasts.tsx').then(
      (module) => ({ default: module.Toasts }),
      () => ({ default: NoToasts }),
    ),
)

let appTheme: Theme | undefined

/**
 * The app's theme (ui's, with links that go through the router), made on first use rather than when the
 * modules load: the start can then make it in a task of its own (main.tsx).
 */
export function getAppTheme(): Theme {
  appTheme ??= withRouterLinks(createHaatTheme())
  return appTheme
}

/**
 * Theme, baseline styles, the Redux store and toasts (their host mounts with the first toast): shared by
 * the app and the page stories. While they are mounted the store hears of cart and wishlist changes made in
 * the site's other tabs.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  useEffect(() => startCrossTabCart(store), [store])
  const toastHostWanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false)
  return (
    <ThemeProvider theme={getAppTheme()}>
      <CssBaseline />
      <Provider store={store}>
        {children}
        {toastHostWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </Provider>
    </ThemeProvider>
  )
}
