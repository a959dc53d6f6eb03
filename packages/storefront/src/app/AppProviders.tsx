import { theme } from '@haat/ui'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from 'notistack'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { withRouterLinks } from './links.tsx'
import type { AppStore } from './store.ts'

/** Toasts last 4 seconds (spec section 9). */
export const TOAST_MS = 4000

const appTheme = withRouterLinks(theme)

/** Theme, baseline styles, the Redux store and toasts: shared by the app and the page stories. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <Provider store={store}>
        <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3}>
          {children}
        </SnackbarProvider>
      </Provider>
    </ThemeProvider>
  )
}
