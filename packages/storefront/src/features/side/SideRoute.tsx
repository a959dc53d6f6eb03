import { LOGOUT_CONFIRM_MESSAGE, pages } from '@haat/contract/core'
import { AccountSummaryPanel, FullPageLoader } from '@haat/ui'
import Box from '@mui/material/Box'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useLogout } from '../../shared/session/session.ts'
import { useGetUserDetailsQuery } from '../../shared/session/userApi.ts'
import { useGetWalletQuery } from '../../shared/wallet/walletApi.ts'
import { SIDE_LINKS } from './sideLinks.ts'

/**
 * /side (signed in): the shopper's side panel as a page: their name, coins and wallet balance, and the
 * way to each part of their account. The phone's entry to the account area (the bottom bar's Account).
 */
export function SideRoute() {
  useDocumentTitle(pages.side.title)
  const user = useGetUserDetailsQuery()
  const wallet = useGetWalletQuery(undefined)
  const logout = useLogout()
  if (!user.data) return <FullPageLoader />
  return (
    <Box sx={{ ...pageSx, py: 3 }}>
      <AccountSummaryPanel
        name={user.data.name}
        coins={wallet.data?.coins ?? user.data.coin}
        walletBalance={wallet.data?.balance ?? null}
        links={SIDE_LINKS}
        logoutConfirmText={LOGOUT_CONFIRM_MESSAGE}
        onLogout={() => void logout()}
      />
    </Box>
  )
}
