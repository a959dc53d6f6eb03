import type { TokenAnswer } from '@haat/contract'
import { useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/store.ts'
import { signedIn } from '../../shared/session/authSlice.ts'
import { returnPath } from '../../shared/session/guard.ts'

/**
 * Stores a new session and leaves the sign-in screen: for the page a visitor was sent away from
 * (router state `from`), else home.
 */
export function useSignIn() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  return (session: TokenAnswer) => {
    dispatch(signedIn(session))
    navigate(returnPath(location.state), { replace: true })
  }
}
