import { useAppSelector } from '../../app/store.ts'
import { selectIsSignedIn } from '../auth/authSlice.ts'
import { useLogoutMutation } from '../auth/logoutApi.ts'

/**
 * Logout (spec 2.2): after the shopper confirms, the server revokes the session, then all local
 * storage is cleared and the app reloads on /login, so nothing of the old session survives in memory.
 * A failed revocation (offline, say) does not keep the shopper signed in on this device.
 */
export function useLogout() {
  const [revoke] = useLogoutMutation()
  return async () => {
    try {
      await revoke().unwrap()
    } catch {
      // The token expires on the server within the hour anyway; the device forgets it now.
    }
    window.localStorage.clear()
    window.location.assign('/login')
  }
}

/** Where the account entry leads: the account area for a shopper, sign-in for a visitor. */
export function useAccountHref() {
  return useAppSelector(selectIsSignedIn) ? '/my-account' : '/login'
}
