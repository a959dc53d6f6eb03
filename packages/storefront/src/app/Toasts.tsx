import { SnackbarProvider } from 'notistack'

/** Toasts last 4 seconds (spec section 9). */
export const TOAST_MS = 4000

/**
 * The toast host. It wraps nothing: features call notistack's global `enqueueSnackbar` (not the
 * `useSnackbar` hook), which lets this host load after the first paint, outside the budgeted JavaScript.
 */
export function Toasts() {
  return <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3} />
}
