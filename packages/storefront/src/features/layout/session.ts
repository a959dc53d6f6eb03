import { useAppSelector } from '../../app/store.ts'
import { selectIsSignedIn } from '../auth/authSlice.ts'

/**
 * Logout (spec 2.2): after the shopper confirms, all local storage is cleared and the app reloads on
 * /login, so no state of the old session survives in memory.
 */
export function logout() {
  window.localStorage.clear()
  window.location.assign('/login')
}

/** Where the account entry leads: the account area for a shopper, sign-in for a visitor. */
export function useAccountHref() {
  return useAppSelector(selectIsSignedIn) ? '/my-account' : '/login'
}
