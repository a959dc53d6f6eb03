import { FullPageLoader } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import type { RouteHandle } from '../../app/routes.ts'
import { useAppSelector } from '../../app/store.ts'
import { hasValidSession } from './authSlice.ts'
import { type FromState, guardDecision } from './guard.ts'
import { useGetUserDetailsQuery } from './userApi.ts'

/**
 * The page of the current route, behind the sign-in guard when its handle is `protected` (spec 2.1):
 * a visitor is sent to /login carrying where they were going; a shopper sees "Loading... Please wait"
 * until the user record has loaded.
 */
export function GuardedOutlet() {
  const location = useLocation()
  const isProtected = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.protected)
  const auth = useAppSelector((state) => state.auth)
  const validSession = hasValidSession(auth, Date.now())
  const user = useGetUserDetailsQuery(undefined, { skip: !validSession || !isProtected })

  const decision = guardDecision({
    isProtected,
    hasValidSession: validSession,
    userLoaded: user.data !== undefined,
    userFailed: user.isError,
  })
  if (decision === 'sign-in') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/login" replace state={state} />
  }
  if (decision === 'loading') return <FullPageLoader />
  if (decision === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 640, mx: 'auto', my: 6 }}
        action={
          <Button color="inherit" size="small" onClick={() => void user.refetch()}>
            Try again
          </Button>
        }
      >
        {`Failed to fetch user: ${errorText(user.error)}`}
      </Alert>
    )
  }
  return <Outlet />
}
