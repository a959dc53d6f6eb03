import { useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/store.ts'
import { type Session, signedIn } from './authSlice.ts'
import { returnPath } from './guard.ts'

/**
 * Stores a new session and leaves the sign-in screen: for the page a visitor was sent away from
 * (router state `from`), else home.
 */
export function useSignIn() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  return (session: Session) => {
    dispatch(signedIn(session))
    navigate(returnPath(location.state), { replace: true })
  }
}
