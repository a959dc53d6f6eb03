import {
  CANCEL_ITEMS_TITLE,
  CANCELLATION_DETAILS_FAILED_MESSAGE,
  DONT_CANCEL_TEXT,
  NO_ORDERS_FOUND_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDERS_LOADING_TEXT,
  pageHref,
  pages,
} from '@haat/contract/core'
import { CancelItemsForm, type CancelItemsInput } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { type CallError, statusOf } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useCancelOrderMutation, useOrderCancellationQuery } from '../../shared/orders/cancellationApi.ts'
import {
  CANCEL_FORM_TEXTS,
  type CancellationView,
  cancelFailureText,
  cancellationView,
  cancelOrderBody,
  REASON_OPTIONS,
} from './cancellationView.ts'

const MY_ACCOUNT_HREF = pageHref('myAccount')

/**
 * /order-inner-cancellation/{orderId}: the shopper picks items of one of their orders, a reason and where
 * the refund goes (docs/product.md, "Cancellation"). Every amount is the server's. Success says so in a
 * toast and leads to My Account; Don't Cancel leads back to the order. Another shopper's order or an
 * unknown id reads as no order found. The sign-in guard stands in front of it.
 */
export function OrderCancellationRoute() {
  useDocumentTitle(pages.orderCancellation.title)
  const { orderId = '' } = useParams()
  const details = useOrderCancellationQuery(orderId, { skip: orderId === '' })

  let body: React.ReactNode
  if (details.data) {
    body = <Cancellation view={cancellationView(details.data)} />
  } else if (details.isError) {
    const notFound = statusOf(details.error as CallError) === 404
    body = (
      <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
          {notFound ? NO_ORDERS_FOUND_MESSAGE : CANCELLATION_DETAILS_FAILED_MESSAGE}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          {!notFound && (
            <Button variant="outlined" onClick={() => void details.refetch()}>
              Try again
            </Button>
          )}
          <Button variant="contained" href={MY_ACCOUNT_HREF}>
            {pages.myAccount.title}
          </Button>
        </Box>
      </Box>
    )
  } else {
    body = (
      <Typography component="p" role="status" sx={{ py: 6, textAlign: 'center' }}>
        {ORDERS_LOADING_TEXT}
      </Typography>
    )
  }
  return <Box sx={{ ...pageSx, py: { xs: 2, md: 3 }, maxWidth: 900 }}>{body}</Box>
}

function Cancellation({ view }: { view: CancellationView }) {
  const navigate = useNavigate()
  const [cancelOrder, { isLoading }] = useCancelOrderMutation()
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (input: CancelItemsInput) => {
    const body = cancelOrderBody(view.orderId, input)
    if (!body) return
    setFailure(null)
    try {
      await cancelOrder(body).unwrap()
    } catch (error) {
      setFailure(cancelFailureText(error as CallError))
      return
    }
    enqueueToast(ORDER_CANCELLED_MESSAGE, { variant: 'success' })
    navigate(MY_ACCOUNT_HREF)
  }

  return (
    <>
      <Box sx={{ mb: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 0.5 }}>
          {CANCEL_ITEMS_TITLE}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Order {view.orderId} · {view.statusLabel}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {view.blocked ? (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {view.blocked}
            </Alert>
            <Button variant="outlined" href={view.orderHref}>
              {DONT_CANCEL_TEXT}
            </Button>
          </>
        ) : (
          <CancelItemsForm
            items={view.items}
            reasons={REASON_OPTIONS}
            refundMethods={view.refundMethods}
            defaultRefundMethod={view.defaultRefundMethod}
            busy={isLoading}
            error={failure}
            onSubmit={(input) => void submit(input)}
            dontCancelHref={view.orderHref}
            texts={CANCEL_FORM_TEXTS}
          />
        )}
      </Paper>
    </>
  )
}
