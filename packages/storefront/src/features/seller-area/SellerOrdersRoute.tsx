import {
  errorTextOf,
  ORDERS_LOADING_TEXT,
  pages,
  SELLER_NO_ORDERS_MESSAGE,
  SELLER_ORDERS_FAILED_MESSAGE,
  SELLER_ORDERS_HEADING,
  SELLER_STATUS_FILTER_LABEL,
  SELLER_TRACKING_TEXT,
  type SellerStatusFilter,
} from '@haat/contract/core'
import { Pagination, SellerOrderCard } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useSellerOrdersQuery } from '../../shared/seller-area/sellerAreaApi.ts'
import { SellerFrame } from './SellerFrame.tsx'
import { sellerFilterOf, sellerOrderCardOf, sellerOrdersHref, statusFilterOptions } from './sellerAreaView.ts'

const CARD_TEXTS = { tracking: SELLER_TRACKING_TEXT }

/** /seller/orders: the seller's own orders, newest first, by status, a page at a time. */
export function SellerOrdersRoute() {
  useDocumentTitle(pages.sellerOrders.title)
  return <SellerFrame>{() => <SellerOrdersList />}</SellerFrame>
}

function SellerOrdersList() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const filter = sellerFilterOf(params)
  const orders = useSellerOrdersQuery(filter)

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {SELLER_ORDERS_HEADING}
        </Typography>
        <TextField
          select
          size="small"
          label={SELLER_STATUS_FILTER_LABEL}
          value={filter.status}
          onChange={(event) =>
            void navigate(sellerOrdersHref({ status: event.target.value as SellerStatusFilter, page: 1 }))
          }
          sx={{ minWidth: 200 }}
        >
          {statusFilterOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {orders.isLoading ? (
        <Typography role="status">{ORDERS_LOADING_TEXT}</Typography>
      ) : orders.isError || !orders.data ? (
        <Alert severity="error">
          {SELLER_ORDERS_FAILED_MESSAGE}. {errorTextOf(errorText(orders.error))}
        </Alert>
      ) : orders.data.orders.length === 0 ? (
        <Typography role="status" data-testid="seller-no-orders">
          {SELLER_NO_ORDERS_MESSAGE}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {orders.data.orders.map((order) => (
              <li key={order.orderId}>
                <SellerOrderCard {...sellerOrderCardOf(order)} headingComponent="h2" texts={CARD_TEXTS} />
              </li>
            ))}
          </Box>
          <Pagination
            page={orders.data.page}
            pageCount={orders.data.pageCount}
            hrefFor={(page) => sellerOrdersHref({ ...filter, page })}
          />
        </>
      )}
    </Box>
  )
}
