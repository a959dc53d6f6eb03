import {
  errorTextOf,
  ORDER_HISTORY_HEADING,
  ORDERS_LOADING_TEXT,
  pages,
  SELLER_BACK_TO_ORDERS_TEXT,
  SELLER_NO_NEXT_STATUS_TEXT,
  SELLER_ORDER_FAILED_MESSAGE,
  SELLER_SHIP_TO_HEADING,
  SELLER_STATUS_CHANGED_MESSAGE,
  SELLER_TRACKING_TEXT,
  TRACKING_NUMBER_HINT,
  TRACKING_NUMBER_LABEL,
  TRACKING_NUMBER_REQUIRED_MESSAGE,
} from '@haat/contract/core'
import { SellerOrderCard, StatusStepForm } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useSellerOrderQuery, useSellerOrderStatusMutation } from '../../shared/seller-area/sellerAreaApi.ts'
import { SellerFrame } from './SellerFrame.tsx'
import {
  DEFAULT_SELLER_FILTER,
  historyLinesOf,
  sellerOrderCardOf,
  sellerOrdersHref,
  statusStepOf,
  trackingNumberProblem,
} from './sellerAreaView.ts'

const CARD_TEXTS = { tracking: SELLER_TRACKING_TEXT }
const STEP_TEXTS = {
  trackingNumber: TRACKING_NUMBER_LABEL,
  trackingHint: TRACKING_NUMBER_HINT,
  trackingRequired: TRACKING_NUMBER_REQUIRED_MESSAGE,
  done: SELLER_NO_NEXT_STATUS_TEXT,
}

const dateTimeText = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)

/**
 * /seller/orders/{orderId}: one of the seller's orders, the whole address to ship it to, its next step
 * (shipping asks for the courier's tracking number) and its history. Another seller's order reads as
 * not found.
 */
export function SellerOrderRoute() {
  useDocumentTitle(pages.sellerOrder.title)
  const { orderId = '' } = useParams()
  return <SellerFrame>{() => <SellerOrderScreen orderId={orderId} />}</SellerFrame>
}

function SellerOrderScreen({ orderId }: { orderId: string }) {
  const order = useSellerOrderQuery(orderId, { skip: orderId === '' })
  const [changeStatus, change] = useSellerOrderStatusMutation()
  const back = (
    <Link href={sellerOrdersHref(DEFAULT_SELLER_FILTER)} underline="always" sx={{ fontWeight: 600 }}>
      {SELLER_BACK_TO_ORDERS_TEXT}
    </Link>
  )
  if (order.isLoading) return <Typography role="status">{ORDERS_LOADING_TEXT}</Typography>
  if (order.isError || !order.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error">
          {SELLER_ORDER_FAILED_MESSAGE}. {errorTextOf(errorText(order.error))}
        </Alert>
        {back}
      </Box>
    )
  }
  const data = order.data
  const step = statusStepOf(data)
  const submit = async (values: { trackingNumber?: string }) => {
    if (data.nextStatus === null) return
    const answer = await changeStatus({ orderId: data.orderId, status: data.nextStatus, ...values })
    if ('data' in answer) enqueueToast(SELLER_STATUS_CHANGED_MESSAGE, { variant: 'success' })
  }
  const ship = data.shipTo
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {pages.sellerOrder.title}
      </Typography>
      <SellerOrderCard {...sellerOrderCardOf(data, false)} headingComponent="h2" texts={CARD_TEXTS} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* The key starts the form afresh at each step: a typed tracking number does not linger. */}
        <StatusStepForm
          key={data.status}
          {...step}
          validateTrackingNumber={trackingNumberProblem}
          busy={change.isLoading}
          {...(change.isError ? { error: errorText(change.error) } : {})}
          onSubmit={(values) => void submit(values)}
          texts={STEP_TEXTS}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="seller-ship-to">
        <Typography id="seller-ship-to" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {SELLER_SHIP_TO_HEADING}
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="seller-ship-to-address">
          {[ship.name, ship.houseName, ship.localArea, ship.landMark, `${ship.state} ${ship.pincode}`]
            .filter(Boolean)
            .join(', ')}
          <br />
          {ship.phoneNumber}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="seller-history">
        <Typography id="seller-history" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {ORDER_HISTORY_HEADING}
        </Typography>
        <Box
          component="ol"
          data-testid="seller-order-history"
          sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}
        >
          {historyLinesOf(data).map((line) => (
            <li key={line.key}>
              <strong>{line.label}</strong> · {dateTimeText(line.at)} · {line.actor}
              {line.trackingNumber ? ` · ${TRACKING_NUMBER_LABEL}: ${line.trackingNumber}` : ''}
              {line.note ? ` · ${line.note}` : ''}
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  )
}
