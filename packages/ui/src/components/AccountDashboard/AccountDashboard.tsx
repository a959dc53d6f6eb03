import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import Toll from '@mui/icons-material/Toll'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { formatRupees, groupIndian } from '../../format/index.ts'

/** The dashboard's fixed texts (the storefront passes the contract's). */
export interface AccountDashboardTexts {
  title: string
  coins: string
  wallet: string
  recentOrders: string
  defaultAddress: string
}

export interface AccountDashboardProps {
  /** The coin balance and the wallet balance in rupees; null while they load. No wallet tile when undefined. */
  coins: number | null
  walletBalance?: number | null
  /** Where each balance leads (the wallet section); no link without it. */
  walletHref?: string
  /** The latest orders (OrderCards), or their loading, empty or failed state. */
  orders: ReactNode
  /** The see-more toggle under the orders; absent when there is nothing more to show. */
  ordersToggle?: { label: string; expanded: boolean; onToggle: () => void }
  /** The default address (an AddressCard) or the words that there is none. */
  address: ReactNode
  texts: AccountDashboardTexts
}

function Balance({
  label,
  value,
  icon,
  href,
  testId,
}: {
  label: string
  value: string | null
  icon: ReactNode
  href?: string
  testId: string
}) {
  const body = (
    <>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
        {icon}
      </Box>
      <Box sx={{ display: 'grid' }}>
        <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          {label}
        </Box>
        <Box
          component="span"
          data-testid={testId}
          sx={{ fontSize: '1.4rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {value ?? <Skeleton width={90} aria-label={`${label}: loading`} />}
        </Box>
      </Box>
    </>
  )
  const sx = {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    p: 2,
    borderRadius: '10px',
    border: 1,
    borderColor: 'border.main',
    bgcolor: 'background.paper',
    color: 'text.primary',
    textDecoration: 'none',
  }
  return href ? (
    <Link href={href} sx={{ ...sx, '&:hover': { borderColor: 'primary.main' } }}>
      {body}
    </Link>
  ) : (
    <Box sx={sx}>{body}</Box>
  )
}

/**
 * The My Account dashboard (the section shown when none is named): the coin and wallet balances, the
 * latest orders with a see-more toggle, and the default address. The orders and the address come in as
 * the page builds them, so the dashboard shows exactly the cards the other sections show.
 */
export function AccountDashboard({
  coins,
  walletBalance,
  walletHref,
  orders,
  ordersToggle,
  address,
  texts,
}: AccountDashboardProps) {
  const ordersId = useId()
  const addressId = useId()
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
        {texts.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Balance
          label={texts.coins}
          value={coins === null ? null : groupIndian(coins)}
          icon={<Toll fontSize="large" />}
          href={walletHref}
          testId="dashboard-coins"
        />
        {walletBalance === undefined ? null : (
          <Balance
            label={texts.wallet}
            value={walletBalance === null ? null : formatRupees(walletBalance)}
            icon={<AccountBalanceWalletOutlined fontSize="large" />}
            href={walletHref}
            testId="dashboard-wallet"
          />
        )}
      </Box>
      <Box component="section" aria-labelledby={ordersId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={ordersId} variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {texts.recentOrders}
        </Typography>
        {orders}
        {ordersToggle ? (
          <Box>
            <Button variant="text" aria-expanded={ordersToggle.expanded} onClick={ordersToggle.onToggle}>
              {ordersToggle.label}
            </Button>
          </Box>
        ) : null}
      </Box>
      <Box component="section" aria-labelledby={addressId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={addressId} variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {texts.defaultAddress}
        </Typography>
        {address}
      </Box>
    </Box>
  )
}
