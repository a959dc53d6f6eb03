import {
  CANCEL_ORDER_TEXT,
  CANNOT_CANCEL_TEXT,
  errorTextOf,
  NO_ITEMS_IN_ORDER_MESSAGE,
  NO_ORDERS_FOUND_MESSAGE,
  NOTHING_TO_REFUND_TEXT,
  ORDER_HISTORY_HEADING,
  ORDER_REFUNDS_HEADING,
  ORDERS_LOADING_TEXT,
  pages,
  RATE_ORDERED_PRODUCT_TEXT,
  SAMPLE_ORDER_LABEL,
  SAMPLE_ORDER_NOTICE,
  TRACK_DETAILS_ANCHOR,
  TRACKING_NUMBER_LABEL,
} from '@haat/contract/core'
import { formatRupees, OrderItemRow, OrderTracker } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { type CallError, errorText, statusOf } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { InvoicePanel } from '../../shared/orders/InvoicePanel.tsx'
import { useOrderDetailsQuery } from '../../shared/orders/ordersApi.ts'
import { DEFAULT_ORDERS_FILTER, ordersHref } from '../../shared/orders/orderView.ts'
import { type OrderDetailsView, orderDetailsView } from './orderDetailsView.ts'

export const MY_ORDERS_TEXT = 'My Orders'
const MY_ORDERS_HREF = ordersHref(DEFAULT_ORDERS_FILTER)
/** A cancelled item's note slot says why it was cancelled. */
const CANCELLED_ITEM_TEXTS = { note: 'Cancellation reason' }

const dateTimeText = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)

const dateText = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date)

/**
 * /order-inner-page/{orderId} and /order/{orderId}: one of the shopper's orders (docs/product.md, "Order
 * page"), its tracker (the #track-details anchor scrolls to it), its items, where it ships, how it was paid,
 * what it cost and Cancel while it may still be cancelled. Another shopper's order or an unknown id reads as
 * no order found. The sign-in guard stands in front of it.
 */
export function OrderDetailsRoute() {
  useDocumentTitle(pages.orderDetails.title)
  const { orderId = '' } = useParams()
  return <OrderDetailsScreen orderId={orderId} />
}

/** One of the shopper's orders by its id: loading, not found, a failure, or the order itself. */
export function OrderDetailsScreen({ orderId }: { orderId: string }) {
  const order = useOrderDetailsQuery(orderId, { skip: orderId === '' })
  const { hash } = useLocation()
  const loaded = order.data !== undefined

  // The tracker's anchor is only on the page once the order has loaded: scroll to it then.
  useEffect(() => {
    if (!loaded || hash !== `#${TRACK_DETAILS_ANCHOR}`) return
    document.getElementById(TRACK_DETAILS_ANCHOR)?.scrollIntoView({ block: 'start' })
  }, [loaded, hash])

  let body: React.ReactNode
  if (order.data) {
    body = <OrderDetails view={orderDetailsView(order.data)} />
  } else if (order.isError) {
    body =
      statusOf(order.error as CallError) === 404 ? (
        <Message
          text={NO_ORDERS_FOUND_MESSAGE}
          detail="It may belong to another account, or the link is mistyped."
        />
      ) : (
        <Message
          text={errorTextOf(errorText(order.error as CallError))}
          onRetry={() => void order.refetch()}
        />
      )
  } else {
    body = <Loading />
  }
  return <OrderPage>{body}</OrderPage>
}

/** The order page's frame. */
export function OrderPage({ children }: { children: React.ReactNode }) {
  return <Box sx={{ ...pageSx, py: { xs: 2, md: 3 }, maxWidth: 1100 }}>{children}</Box>
}

export function Loading() {
  return (
    <Typography component="p" role="status" sx={{ py: 6, textAlign: 'center' }}>
      {ORDERS_LOADING_TEXT}
    </Typography>
  )
}

const sectionSx = { p: { xs: 2, md: 2.5 } } as const
const headingSx = { fontSize: '1.05rem', fontWeight: 600, mb: 1.5 } as const

/**
 * The order itself. A sample (the delivered-order page's demo when the shopper has none) says so at the top
 * and offers nothing to do with it: no rating, no invoice.
 */
export function OrderDetails({ view, sample = false }: { view: OrderDetailsView; sample?: boolean }) {
  return (
    <>
      <Box sx={{ mb: { xs: 2, md: 3 } }}>
        {sample && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="sample-order-notice">
            <strong>{SAMPLE_ORDER_LABEL}:</strong> {SAMPLE_ORDER_NOTICE}
          </Alert>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 0.5 }}>
          {sample ? `${pages.orderDetails.title} (${SAMPLE_ORDER_LABEL})` : pages.orderDetails.title}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Order {view.orderId} · Placed on {dateText(view.orderDate)} · Sold by {view.storeName}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          <Paper
            id={TRACK_DETAILS_ANCHOR}
            component="section"
            aria-labelledby="track-heading"
            variant="outlined"
            sx={{ ...sectionSx, scrollMarginTop: 96 }}
          >
            <Typography id="track-heading" variant="h2" sx={headingSx}>
              Track your order
            </Typography>
            <OrderTracker
              stages={view.stages}
              cancelled={view.cancelled}
              statusLabel={view.statusLabel}
              status={view.status}
              dates={{
                ordered: view.orderDate,
                expected: view.expectedDeliveryDate,
                delivered: view.deliveredDate,
                cancelled: view.cancelledDate,
              }}
            />
            {view.trackingNumber && (
              <Typography component="p" sx={{ mt: 1.5 }} data-testid="order-tracking-number">
                {TRACKING_NUMBER_LABEL}:{' '}
                <Box component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                  {view.trackingNumber}
                </Box>
              </Typography>
            )}
          </Paper>
          <Paper component="section" aria-labelledby="items-heading" variant="outlined" sx={sectionSx}>
            <Typography id="items-heading" variant="h2" sx={headingSx}>
              Items
            </Typography>
            {view.items.length === 0 ? (
              <Typography component="p" sx={{ color: 'text.secondary' }}>
                {NO_ITEMS_IN_ORDER_MESSAGE}
              </Typography>
            ) : (
              <Stack divider={<Divider flexItem />} spacing={2}>
                {view.items.map((item, index) => (
                  <OrderItemRow
                    key={item.productId}
                    name={item.name}
                    href={item.href}
                    imageUrl={item.imageUrl}
                    quantity={item.quantity}
                    productPrice={item.productPrice}
                    price={item.price}
                    offerPrice={item.offerPrice}
                    brandName={item.brandName}
                    storeName={view.storeName}
                    statusLabel={item.statusLabel}
                    status={item.status}
                    note={item.cancelReason ?? item.note}
                    texts={item.cancelReason ? CANCELLED_ITEM_TEXTS : undefined}
                    eager={index === 0}
                    actions={
                      item.rateHref && !sample ? (
                        <Button
                          variant="outlined"
                          size="small"
                          href={item.rateHref}
                          aria-label={`${RATE_ORDERED_PRODUCT_TEXT}: ${item.name}`}
                        >
                          {RATE_ORDERED_PRODUCT_TEXT}
                        </Button>
                      ) : undefined
                    }
                  />
                ))}
              </Stack>
            )}
          </Paper>
          {!sample && <InvoicePanel orderId={view.orderId} status={view.status} />}
          {view.refunds.length > 0 && <Refunds view={view} />}
          <History view={view} />
        </Stack>
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          <Paper component="section" aria-labelledby="ship-heading" variant="outlined" sx={sectionSx}>
            <Typography id="ship-heading" variant="h2" sx={headingSx}>
              Shipping address
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {view.shipTo.name}
            </Typography>
            <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
              {[view.shipTo.houseName, view.shipTo.landMark, view.shipTo.localArea]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            <Typography component="p">
              {view.shipTo.state} – {view.shipTo.pincode}
            </Typography>
            <Typography component="p">Phone: {view.shipTo.phoneNumber}</Typography>
          </Paper>
          <PriceDetails view={view} />
          <Box>
            {view.cancelHref ? (
              <Button variant="outlined" color="error" fullWidth href={view.cancelHref}>
                {CANCEL_ORDER_TEXT}
              </Button>
            ) : (
              <Button variant="outlined" fullWidth disabled>
                {CANNOT_CANCEL_TEXT}
              </Button>
            )}
            <Button variant="text" fullWidth href={MY_ORDERS_HREF} sx={{ mt: 1 }}>
              {MY_ORDERS_TEXT}
            </Button>
          </Box>
        </Stack>
      </Box>
    </>
  )
}

/** Every step the order went through, oldest first, who took it and the tracking number it gave. */
function History({ view }: { view: OrderDetailsView }) {
  return (
    <Paper component="section" aria-labelledby="history-heading" variant="outlined" sx={sectionSx}>
      <Typography id="history-heading" variant="h2" sx={headingSx}>
        {ORDER_HISTORY_HEADING}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {view.history.map((step) => (
          <Box
            component="li"
            key={step.key}
            sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
            data-testid="order-history-step"
          >
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {step.label}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              <time dateTime={step.date.toISOString()}>{dateTimeText(step.date)}</time> · {step.actorLabel}
            </Typography>
            {step.trackingNumber && (
              <Typography component="p" variant="body2">
                {TRACKING_NUMBER_LABEL}: {step.trackingNumber}
              </Typography>
            )}
            {step.note && (
              <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {step.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

/** Each cancellation: when, why, which items, and the money and coins it gave back and where to. */
function Refunds({ view }: { view: OrderDetailsView }) {
  return (
    <Paper component="section" aria-labelledby="refunds-heading" variant="outlined" sx={sectionSx}>
      <Typography id="refunds-heading" variant="h2" sx={headingSx}>
        {ORDER_REFUNDS_HEADING}
      </Typography>
      <Stack
        component="ul"
        divider={<Divider flexItem />}
        spacing={1.5}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {view.refunds.map((refund) => (
          <Box component="li" key={refund.key} data-testid="order-refund">
            <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {refund.itemNames.join(', ') || 'Items'} cancelled on {dateText(refund.date)}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              Reason: {refund.reason}
            </Typography>
            <Typography component="p" variant="body2">
              {refund.destination
                ? `Refund of ${formatRupees(refund.amount)} to ${refund.destination}`
                : NOTHING_TO_REFUND_TEXT}
            </Typography>
            {refund.refundId && (
              <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Refund id: {refund.refundId}
              </Typography>
            )}
            {refund.coins > 0 && (
              <Typography component="p" variant="body2">
                {refund.coins} coins back in your account
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Paper>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  )
}

/** This order's items, then the checkout's totals; with several orders, which part of it this one is. */
function PriceDetails({ view }: { view: OrderDetailsView }) {
  const { checkout } = view
  const split = view.partNote !== null
  return (
    <Paper
      component="section"
      aria-labelledby="price-heading"
      variant="outlined"
      sx={sectionSx}
      data-testid="order-price-details"
    >
      <Typography id="price-heading" variant="h2" sx={headingSx}>
        Price details
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label="Payment mode" value={view.paymentModeLabel} />
        <Row label={split ? "This order's items" : 'Items total'} value={formatRupees(view.orderAmount)} />
        {view.savings > 0 && <Row label="You saved on MRP" value={formatRupees(view.savings)} />}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      {split && (
        <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          Checkout {view.parentOrderId}
        </Typography>
      )}
      <Stack component="dl" spacing={1} sx={{ m: 0 }} data-testid="order-checkout-totals">
        {split && (
          <Row label={`Items total (${checkout.orders} orders)`} value={formatRupees(checkout.itemsTotal)} />
        )}
        {checkout.coinDiscount > 0 && (
          <Row label="Coin discount" value={`− ${formatRupees(checkout.coinDiscount)}`} />
        )}
        <Row label={split ? 'Checkout total' : 'Order total'} value={formatRupees(checkout.total)} strong />
      </Stack>
      {view.partNote && (
        <Typography component="p" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {view.partNote}
        </Typography>
      )}
    </Paper>
  )
}

/** A page-wide message (no order found, a failed load) with the way on. */
export function Message({ text, detail, onRetry }: { text: string; detail?: string; onRetry?: () => void }) {
  return (
    <Box
      role={onRetry ? 'alert' : undefined}
      sx={{ maxWidth: 640, mx: 'auto', py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography
        variant="h1"
        sx={{ mb: 1.5, fontSize: { xs: '1.35rem', md: '1.6rem' }, overflowWrap: 'anywhere' }}
      >
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
        <Button variant="contained" href={MY_ORDERS_HREF}>
          {MY_ORDERS_TEXT}
        </Button>
      </Box>
    </Box>
  )
}
