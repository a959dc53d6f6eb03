import {
  ORDER_PERIOD_LABELS,
  ORDER_PERIODS,
  ORDER_SEARCH_MAX,
  ORDERS_FETCH_FAILED_MESSAGE,
  ORDERS_LOADING_TEXT,
} from '@haat/contract/core'
import { OrderCard, OrdersToolbar, Pagination } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useOrdersQuery } from '../../shared/orders/ordersApi.ts'
import {
  type OrdersFilter,
  ordersFilterOf,
  ordersHref,
  ordersSearchParams,
} from '../../shared/orders/orderView.ts'
import { emptyOrdersText, orderCardOf } from './ordersSectionView.ts'

const PERIODS = ORDER_PERIODS.map((value) => ({ value, label: ORDER_PERIOD_LABELS[value] }))
/** How many cards the loading state sketches. */
const SKELETONS = 3

/**
 * My Account, My Orders (docs/product.md, "My Orders"): the shopper's orders, newest first, a page at a
 * time, narrowed by a period and a product search. The filter is the URL's, so Back returns to the list as
 * it was; changing the period or the search starts again at page 1.
 */
export function OrdersSection() {
  const [params, setParams] = useSearchParams()
  const filter = ordersFilterOf(params)
  // What the box holds while the shopper types; the URL (and the list) change when they submit.
  const [draft, setDraft] = useState(filter.search)
  useEffect(() => setDraft(filter.search), [filter.search])
  const orders = useOrdersQuery(filter)

  const go = (next: OrdersFilter) => setParams(ordersSearchParams(next))

  let body: React.ReactNode
  if (orders.isError && !orders.isFetching) {
    body = (
      <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="p" sx={{ mb: 2 }}>
          {ORDERS_FETCH_FAILED_MESSAGE}
        </Typography>
        <Button variant="outlined" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </Box>
    )
  } else if (!orders.data) {
    body = (
      <Stack spacing={2} aria-busy="true">
        <Typography component="p" role="status" sx={{ color: 'text.secondary' }}>
          {ORDERS_LOADING_TEXT}
        </Typography>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
          <Skeleton key={index} variant="rounded" height={148} />
        ))}
      </Stack>
    )
  } else if (orders.data.orders.length === 0) {
    body = (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="p" variant="h6" sx={{ mb: 1 }}>
          {emptyOrdersText(filter, orders.data.total)}
        </Typography>
      </Box>
    )
  } else {
    const { data } = orders
    body = (
      <>
        <Stack spacing={2} sx={{ opacity: orders.isFetching ? 0.6 : 1 }} aria-busy={orders.isFetching}>
          {data.orders.map((order, index) => (
            <OrderCard key={order.orderId} {...orderCardOf(order)} eager={index < 2} />
          ))}
        </Stack>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(page) => ordersHref({ ...filter, page })}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      </>
    )
  }

  return (
    <Box component="section" aria-labelledby="my-orders-heading">
      <Typography
        id="my-orders-heading"
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
      >
        My Orders
      </Typography>
      <Box sx={{ mb: 2 }}>
        <OrdersToolbar
          periods={PERIODS}
          period={filter.period}
          onPeriodChange={(value) =>
            go({ ...filter, period: ordersFilterOf(new URLSearchParams({ period: value })).period, page: 1 })
          }
          search={draft}
          onSearchChange={setDraft}
          onSearchSubmit={(value) => go({ ...filter, search: value, page: 1 })}
          total={orders.data && !orders.isFetching ? orders.data.total : undefined}
          maxLength={ORDER_SEARCH_MAX}
        />
      </Box>
      {body}
    </Box>
  )
}
