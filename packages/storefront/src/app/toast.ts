import type { OptionsObject, SnackbarMessage } from 'notistack'

/**
 * Shows a toast through notistack's global queue. notistack arrives with the toast host after the first
 * paint (Toasts.tsx); importing it here on first use, instead of in each screen, keeps it out of every
 * screen's own download (about 8.5 kB gzip). It is almost always loaded by the time anything is said.
 */
export function enqueueToast(message: SnackbarMessage, options?: OptionsObject): void {
  import('notistack')
    .then(({ enqueueSnackbar }) => enqueueSnackbar(message, options))
    // Offline, the chunk may not load: the action itself is done, and its screen already shows the result.
    .catch(() => undefined)
}
