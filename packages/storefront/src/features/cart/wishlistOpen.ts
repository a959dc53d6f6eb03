import type { StorageLike } from '../../shared/session/authSlice.ts'

/** The local-storage flag that remembers whether the cart page's wishlist was left open. */
export const WISHLIST_OPEN_KEY = 'wishlistOpen'

/** Whether the wishlist was left open on this device (closed until the shopper opens it once). */
export function readWishlistOpen(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(WISHLIST_OPEN_KEY) === 'true'
  } catch {
    return false
  }
}

export function writeWishlistOpen(storage: StorageLike | undefined, open: boolean): void {
  try {
    storage?.setItem(WISHLIST_OPEN_KEY, String(open))
  } catch {
    // Storage full or blocked: the panel opens closed next time, which is harmless.
  }
}
