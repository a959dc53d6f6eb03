import type { SellerAccountAnswer } from '@haat/contract'
import {
  errorTextOf,
  ORDERS_LOADING_TEXT,
  pageHref,
  SELLER_AREA_TITLE,
  SELLER_SIGN_OUT_TEXT,
} from '@haat/contract/core'
import { FullPageLoader, Logo } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { errorText, statusOf } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useAppSelector } from '../../app/store.ts'
import { useSellerAccountQuery } from '../../shared/seller-area/sellerAreaApi.ts'
import { hasValidSession } from '../../shared/session/authSlice.ts'
import { fromState } from '../../shared/session/guard.ts'
import { useLogoutMutation } from '../../shared/session/logoutApi.ts'
import { sellerAccessOf } from './sellerAreaView.ts'

/**
 * Signing out of the seller area: the server revokes the session, the device forgets everything and the
 * seller sign-in page opens afresh, so nothing of the session survives in memory.
 */
function useSellerSignOut() {
  const [revoke] = useLogoutMutation()
  return async () => {
    try {
      await revoke().unwrap()
    } catch {
      // The token expires on the server within the hour anyway; the device forgets it now.
    }
    window.localStorage.clear()
    window.location.assign(pageHref('sellerSignIn'))
  }
}

/**
 * The seller area's own frame (its pages have no shop header): the logo, the store's name, the member and
 * Sign out, around the page. A visitor, or an account that is no seller's member, is sent to
 * /seller/login and brought back after signing in.
 */
export function SellerFrame({ children }: { children: (account: SellerAccountAnswer) => ReactNode }) {
  const location = useLocation()
  const signedIn = useAppSelector((state) => hasValidSession(state.auth, Date.now()))
  const account = useSellerAccountQuery(undefined, { skip: !signedIn })
  const signOut = useSellerSignOut()
  const access = sellerAccessOf({
    signedIn,
    loaded: account.data !== undefined,
    errorStatus: statusOf(account.error),
    failed: account.isError,
  })
  if (access === 'sign-in') {
    return <Navigate to={pageHref('sellerSignIn')} replace state={fromState(location)} />
  }
  if (access === 'loading') return <FullPageLoader />
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box
          sx={{
            ...pageSx,
            py: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 1,
          }}
        >
          <Logo href={pageHref('sellerOrders')} />
          <Typography component="p" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {SELLER_AREA_TITLE}
            {account.data ? ` · ${account.data.storeName}` : ''}
          </Typography>
          {account.data ? (
            <Typography component="p" variant="body2" data-testid="seller-member-name">
              {account.data.userName}
            </Typography>
          ) : null}
          <Button variant="outlined" color="inherit" size="small" onClick={() => void signOut()}>
            {SELLER_SIGN_OUT_TEXT}
          </Button>
        </Box>
      </Box>
      <Box component="main" sx={{ ...pageSx, py: 3 }}>
        {account.data ? (
          children(account.data)
        ) : (
          <Alert severity="error">
            {errorTextOf(account.isError ? errorText(account.error) : ORDERS_LOADING_TEXT)}
          </Alert>
        )}
      </Box>
    </Box>
  )
}
