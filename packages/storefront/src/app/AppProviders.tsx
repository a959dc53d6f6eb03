import { theme } from '@haat/ui'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { lazy, type ReactNode, Suspense } from 'react'
import { Provider } from 'react-redux'
import { withRouterLinks } from './links.tsx'
import type { AppStore } from './store.ts'

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }))

const appTheme = withRouterLinks(theme)

/** Theme, baseline styles, the Redux store and toasts: shared by the app and the page stories. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
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
