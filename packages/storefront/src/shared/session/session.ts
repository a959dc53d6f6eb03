import { useLocation, useNavigate } from 'react-router-dom'
import { useAppSelector } from '../../app/store.ts'
import { MY_ACCOUNT_HREF, SIGN_IN_HREF } from '../links.ts'
import { selectIsSignedIn } from './authSlice.ts'
import { fromState } from './guard.ts'
import { useLogoutMutation } from './logoutApi.ts'

/**
 * Logout: after the shopper confirms, the server revokes the session, then all local storage is cleared
 * and the app reloads on /login, so nothing of the old session survives in memory (no cached read either,
 * which is why the logout call invalidates no tag).
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
    window.location.assign(SIGN_IN_HREF)
  }
}

/** Where the account entry leads: the account area for a shopper, sign-in for a visitor. */
export function useAccountHref() {
  return useAppSelector(selectIsSignedIn) ? MY_ACCOUNT_HREF : SIGN_IN_HREF
}

/**
 * Sends a visitor to /login for something only a shopper can do (a wishlist heart, a report); signing in
 * brings them back to this page.
 */
export function useSignInFirst() {
  const navigate = useNavigate()
  const location = useLocation()
  return () => navigate(SIGN_IN_HREF, { state: fromState(location) })
}
