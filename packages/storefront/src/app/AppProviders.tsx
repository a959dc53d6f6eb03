import { theme } from '@haat/ui'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Provider } from 'react-redux'
import { startCrossTabCart } from '../shared/cart/crossTabCart.ts'
import { withRouterLinks } from './links.tsx'
import type { AppStore } from './store.ts'

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }))

const appTheme = withRouterLinks(theme)

/**
 * Theme, baseline styles, the Redux store and toasts: shared by the app and the page stories. While they are
 * mounted the store hears of cart and wishlist changes made in the site's other tabs.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  useEffect(() => startCrossTabCart(store), [store])
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <Provider store={store}>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </Provider>
    </ThemeProvider>
  )
}
