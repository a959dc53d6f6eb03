import { AUTH_TOKEN_KEY, TOKEN_EXPIRY_KEY } from '../../shared/session/authSlice.ts'
import { VISITED_PRODUCTS_KEY } from '../../shared/visitedProducts.ts'

/**
 * Keys that survive a home page load. The original specification keeps only the login token and the visited
 * products; we also keep tokenExpiry, deliberately: without it the stored token has no expiry and the
 * session would end on the next load (readStoredSession drops a token without a valid expiry).
 */
export const HOME_KEPT_KEYS: readonly string[] = [AUTH_TOKEN_KEY, TOKEN_EXPIRY_KEY, VISITED_PRODUCTS_KEY]

type StorageLike = Pick<Storage, 'length' | 'key' | 'removeItem'>

/** Clears browser storage except the kept keys. The home page does this on every load. */
export function clearStorageForHome(storage: StorageLike): void {
  const doomed: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null && !HOME_KEPT_KEYS.includes(key)) doomed.push(key)
  }
  for (const key of doomed) storage.removeItem(key)
}
