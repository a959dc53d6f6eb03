import {
  accountSectionHref,
  DASHBOARD_COINS_LABEL,
  DASHBOARD_DEFAULT_ADDRESS_TITLE,
  DASHBOARD_RECENT_ORDERS_TITLE,
  DASHBOARD_TITLE,
  DASHBOARD_WALLET_LABEL,
  NO_ADDRESS_MESSAGE,
  NO_ORDERS_MESSAGE,
  ORDERS_FETCH_FAILED_MESSAGE,
} from '@haat/contract/core'
import { AccountDashboard, AddressCard, OrderCard } from '@haat/ui'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useGetAddressesQuery } from '../../shared/addresses/addressesApi.ts'
import { ADDRESS_LIST_MESSAGES } from '../../shared/addresses/addressListMessages.ts'
import { useOrdersQuery } from '../../shared/orders/ordersApi.ts'
import { DEFAULT_ORDERS_FILTER } from '../../shared/orders/orderView.ts'
import { dashboardOrders, defaultAddressOf } from './accountSectionsView.ts'
import { orderCardOf } from './ordersSectionView.ts'
import { SectionFailed, SectionLoading } from './SectionStatus.tsx'
import { useWalletBalances } from './useWalletBalance.ts'

/**
 * The My Account dashboard (MyAcDefault, shown when no section is named): the coin and wallet balances,
 * the latest orders (the first two, See More for the rest of the first page) and the default address.
 */
export function DashboardSection({ coins }: { coins: number | null }) {
  const orders = useOrdersQuery(DEFAULT_ORDERS_FILTER, { refetchOnMountOrArgChange: true })
  const addresses = useGetAddressesQuery()
  const balances = useWalletBalances(coins)
  const [expanded, setExpanded] = useState(false)

  let ordersBody: React.ReactNode
  let toggle: { label: string; expanded: boolean; onToggle: () => void } | undefined
  if (orders.isError && !orders.isFetching) {
    ordersBody = <SectionFailed message={ORDERS_FETCH_FAILED_MESSAGE} onRetry={() => void orders.refetch()} />
  } else if (!orders.data) {
    ordersBody = <SectionLoading cards={2} height={148} />
  } else if (orders.data.orders.length === 0) {
    ordersBody = <Typography component="p">{NO_ORDERS_MESSAGE}</Typography>
  } else {
    const { shown, toggleLabel } = dashboardOrders(orders.data.orders, expanded)
    ordersBody = (
      <Stack spacing={2}>
        {shown.map((order, index) => (
          <OrderCard key={order.orderId} {...orderCardOf(order)} eager={index < 2} headingComponent="h3" />
        ))}
      </Stack>
    )
    if (toggleLabel) toggle = { label: toggleLabel, expanded, onToggle: () => setExpanded(!expanded) }
  }

  const address = defaultAddressOf(addresses.data)
  const addressBody = addresses.isLoading ? (
    <SectionLoading cards={1} height={120} />
  ) : address ? (
    <AddressCard address={address} messages={ADDRESS_LIST_MESSAGES} />
  ) : (
    <Typography component="p">{NO_ADDRESS_MESSAGE}</Typography>
  )

  return (
    <AccountDashboard
      coins={balances.coins}
      walletBalance={balances.wallet}
      walletHref={accountSectionHref('wallet')}
      orders={ordersBody}
      ordersToggle={toggle}
      address={addressBody}
      texts={{
        title: DASHBOARD_TITLE,
        coins: DASHBOARD_COINS_LABEL,
        wallet: DASHBOARD_WALLET_LABEL,
        recentOrders: DASHBOARD_RECENT_ORDERS_TITLE,
        defaultAddress: DASHBOARD_DEFAULT_ADDRESS_TITLE,
      }}
    />
  )
}
