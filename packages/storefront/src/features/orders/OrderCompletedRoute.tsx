import {
  NO_ITEMS_IN_ORDER_MESSAGE,
  ORDER_DETAILS_FAILED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAY_NOW_TEXT,
  pageHref,
  pages,
} from '@haat/contract/core'
import { OrderPlacedCard, PaymentDialog } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { type CallError, statusOf } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useOrderSummaryQuery } from '../../shared/checkout/checkoutApi.ts'
import { useCheckoutPayment } from '../../shared/checkout/useCheckoutPayment.ts'
import { orderCompletedView } from './orderCompletedView.ts'

const HOME_HREF = pageHref('home')
export const CONTINUE_SHOPPING_TEXT = 'Continue Shopping'
export const LOADING_TEXT = 'Loading...'
/** Where the shopper follows this order afterwards: My Account's My Orders. */
export const MY_ORDERS_TEXT = 'My Orders'
const MY_ORDERS_HREF = `${pages.myAccount.path}?section=my-orders`

/**
 * /order-completed-page/{parentOrderId}: the checkout just placed, one block per seller's order, with the
 * server's totals (docs/product.md, "Order completed page"). A checkout still waiting for its online payment
 * says so and offers Pay Now here, which pays that same order (no second order is placed); a released one
 * says its items went back. Another shopper's order, or an unknown id, is not found. The sign-in guard
 * stands in front of it.
 */
export function OrderCompletedRoute() {
  useDocumentTitle(pages.orderCompleted.title)
  const { parentOrderId = '' } = useParams()
  const summary = useOrderSummaryQuery(parentOrderId, { skip: parentOrderId === '' })
  const payment = useCheckoutPayment({ kind: 'cart' })

  let body: React.ReactNode
  if (summary.data) {
    const view = orderCompletedView(summary.data)
    const pending = view.state === 'pending_payment'
    body =
      view.orders.length === 0 ? (
        <Message text={NO_ITEMS_IN_ORDER_MESSAGE} />
      ) : (
        <>
          {payment.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {payment.error}
            </Alert>
          )}
          <OrderPlacedCard
            {...view}
            headingComponent="h1"
            actions={
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                {pending && (
                  <Button
                    variant="contained"
                    disabled={payment.busy}
                    onClick={() => void payment.pay(view.parentOrderId)}
                  >
                    {PAY_NOW_TEXT}
                  </Button>
                )}
                <Button variant={pending ? 'outlined' : 'contained'} href={HOME_HREF}>
                  {CONTINUE_SHOPPING_TEXT}
                </Button>
                <Button variant="outlined" href={MY_ORDERS_HREF}>
                  {MY_ORDERS_TEXT}
                </Button>
              </Box>
            }
          />
          {payment.paymentDialog && <PaymentDialog {...payment.paymentDialog} />}
        </>
      )
  } else if (summary.isError) {
    body =
      statusOf(summary.error as CallError) === 404 ? (
        <Message
          text={ORDER_NOT_FOUND_MESSAGE}
          detail="It may belong to another account, or the link is mistyped."
        />
      ) : (
        <Message text={ORDER_DETAILS_FAILED_MESSAGE} onRetry={() => void summary.refetch()} />
      )
  } else {
    body = (
      <Typography component="p" role="status" sx={{ py: 6, textAlign: 'center' }}>
        {LOADING_TEXT}
      </Typography>
    )
  }

  return <Box sx={{ ...pageSx, py: { xs: 2, md: 3 }, maxWidth: 1100 }}>{body}</Box>
}

/** A page-wide message (not found, a failed load, no items) with the way on. */
function Message({ text, detail, onRetry }: { text: string; detail?: string; onRetry?: () => void }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 1.5, fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
        {text}
      </Typography>
      {detail && (
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3 }}>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button variant="contained" href={HOME_HREF}>
          {CONTINUE_SHOPPING_TEXT}
        </Button>
      </Box>
    </Box>
  )
}
