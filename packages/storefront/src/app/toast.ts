import type { OptionsObject, SnackbarMessage } from 'notistack'

/**
 * Toasts, and their host mounted on the first one. notistack (its code, its styles and its provider's
 * render) loads with the first toast instead of with every page: most visits never show one, and at load
 * it was one more chunk and one more render while the page's data arrived (docs/benchmarks.md, "Toasts
 * loaded with the first toast").
 *
 * notistack's global `enqueueSnackbar` is set by its provider's constructor, so a toast waits until the
 * host (Toasts.tsx) has mounted. The host stays mounted from then on.
 */
let hostWanted = false
const hostWantedListeners = new Set<() => void>()
let hostMounted: Promise<void>
let markHostMounted: () => void

function awaitNextHost(): void {
  hostMounted = new Promise((resolve) => {
    markHostMounted = resolve
  })
}
awaitNextHost()

/** For useSyncExternalStore: whether the app should mount the toast host. */
export function subscribeToastHost(listener: () => void): () => void {
  hostWantedListeners.add(listener)
  return () => {
    hostWantedListeners.delete(listener)
  }
}
export const isToastHostWanted = (): boolean => hostWanted

/** The host calls this once it has mounted; the returned function, when it unmounts. */
export function toastHostMounted(): () => void {
  markHostMounted()
  return awaitNextHost
}

/** Shows a toast through notistack's global queue, mounting the host first if no toast has been shown. */
export function enqueueToast(message: SnackbarMessage, options?: OptionsObject): void {
  if (!hostWanted) {
    hostWanted = true
    for (const listener of hostWantedListeners) listener()
  }
  Promise.all([import('notistack'), hostMounted])
    .then(([{ enqueueSnackbar }]) => enqueueSnackbar(message, options))
    // Offline, the chunk may not load: the action itself is done, and its screen already shows the result.
    .catch(() => undefined)
}
