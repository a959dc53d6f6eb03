import { FullPageLoader } from '@haat/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAppSelector } from '../../app/store.ts'
import { SIGN_IN_HREF } from '../links.ts'
import { hasValidSession } from './authSlice.ts'
import { fromState, guardDecision } from './guard.ts'
import { useGetUserDetailsQuery } from './userApi.ts'

// Rarely needed: loaded only when fetching the user fails.
const UserLoadFailed = lazy(async () => ({ default: (await import('./UserLoadFailed.tsx')).UserLoadFailed }))

/**
 * A page behind the sign-in guard when it is protected: a visitor is sent to /login carrying where they
 * were going; a shopper sees "Loading... Please wait" until the user record has loaded.
 */
export function Guarded({ isProtected, children }: { isProtected: boolean; children: ReactNode }) {
  const location = useLocation()
  const auth = useAppSelector((state) => state.auth)
  const validSession = hasValidSession(auth, Date.now())
  const user = useGetUserDetailsQuery(undefined, { skip: !validSession || !isProtected })

  const decision = guardDecision({
    isProtected,
    hasValidSession: validSession,
    userLoaded: user.data !== undefined,
    userFailed: user.isError,
  })
  if (decision === 'sign-in') return <Navigate to={SIGN_IN_HREF} replace state={fromState(location)} />
  if (decision === 'loading') return <FullPageLoader />
  if (decision === 'failed') {
    return (
      <Suspense fallback={null}>
        <UserLoadFailed error={user.error} onRetry={() => void user.refetch()} />
      </Suspense>
    )
  }
  return children
}
