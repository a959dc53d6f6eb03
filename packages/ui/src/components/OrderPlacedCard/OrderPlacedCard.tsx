import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded'
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'
import { type ReactNode, useId } from 'react'
import { formatRupees } from '../../format/index.ts'
import { PriceRow, PriceRows, SavingRow, SavingsNote, TotalRows } from '../PriceSummary/PriceSummary.tsx'
import { ProductNameLink } from '../ProductThumbnail/ProductNameLink.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface OrderPlacedShipTo {
  name: string
  phoneNumber: string
  houseName: string
  localArea: string
  landMark: string | null
  state: string
  pincode: string
}

export interface OrderPlacedItem {
  productId: string
  name: string
  imageUrl: string
  /** The product's page. */
  href: string
  quantity: number
  /** What the line cost: offerPrice × quantity, in rupees. */
  productPrice: number
  /** One unit's MRP and the price paid for one, in rupees. */
  price: number
  offerPrice: number
  /** What the line saved on MRP: (price − offerPrice) × quantity, in rupees. */
  savings: number
}

export interface OrderPlacedOrder {
  orderId: string
  storeName: string
  /** The order's status in words ("Processing"). */
  statusLabel: string
  expectedDeliveryDate: Date
  items: OrderPlacedItem[]
}

/** The card's fixed texts; each has the wording shown by default. */
export interface OrderPlacedCardTexts {
  placedTitle: string
  placedNote: string
  pendingTitle: string
  pendingNotice: string
  /** Followed by the time the held items are released (with `payBy`). */
  heldUntil: string
  releasedTitle: string
  releasedNotice: string
  orderIdLabel: string
  orderDateLabel: string
  paymentModeLabel: string
  shipToTitle: string
  priceTitle: string
  itemsTotal: string
  coinDiscount: string
  totalPaid: string
  toPay: string
  releasedTotal: string
  deliveryBy: string
  quantity: string
  youSaved: string
}

const DEFAULT_TEXTS: OrderPlacedCardTexts = {
  placedTitle: 'Order placed successfully!',
  placedNote: 'Thank you for shopping with us. We will let you know when it ships.',
  pendingTitle: 'Waiting for your payment',
  pendingNotice:
    'Your order is not placed until the payment is confirmed. If the payment does not come through in time, its items are released and no money is taken.',
  heldUntil: 'Its items are held for you until',
  releasedTitle: 'Order not placed',
  releasedNotice:
    'The time to pay for this order ran out, and its items were released. Please place the order again.',
  orderIdLabel: 'Order ID',
  orderDateLabel: 'Order date',
  paymentModeLabel: 'Payment mode',
  shipToTitle: 'Ship to',
  priceTitle: 'Price Details',
  itemsTotal: 'Items total',
  coinDiscount: 'Coins discount',
  totalPaid: 'Total paid',
  toPay: 'To pay',
  releasedTotal: 'Order total',
  deliveryBy: 'Delivery by',
  quantity: 'Qty',
  youSaved: 'You saved',
}

export interface OrderPlacedCardProps {
  /** The checkout's id (every seller's order belongs to it). */
  parentOrderId: string
  orderDate: Date
  /** How it is paid, in words ("Cash on Delivery", "Pre-paid"). */
  paymentModeLabel: string
  /** placed: an order; pending_payment: its payment is not confirmed yet; released: no payment came. */
  state: 'placed' | 'pending_payment' | 'released'
  shipTo: OrderPlacedShipTo
  /** One per seller. */
  orders: OrderPlacedOrder[]
  /** Sum of the items' productPrice, the coins' discount and the total, in rupees. */
  itemsTotal: number
  coinDiscount: number
  total: number
  /** What the whole checkout saved on MRP, in rupees. */
  savings: number
  /** E.g. Continue Shopping. */
  actions?: ReactNode
  /**
   * Whether the total is already paid ("Total paid") rather than due on delivery ("To pay"). By default:
   * a placed checkout whose payment mode is not cash on delivery.
   */
  paid?: boolean
  /** When the held items of a pending payment are released, said in the pending notice. */
  payBy?: Date | null
  /** The time zone the dates are shown in (the shop's: India). */
  timeZone?: string
  /** The country calling code shown before the phone number, without the plus. */
  countryCode?: string
  texts?: Partial<OrderPlacedCardTexts>
  /** The card's main heading level: h1 as a page's content. */
  headingComponent?: 'h1' | 'h2'
}

const Panel = styled('section')(({ theme }) => ({
  padding: 16,
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  minWidth: 0,
  [theme.breakpoints.down('sm')]: { padding: 12 },
}))

const PanelTitle = styled('h2')(({ theme }) => ({
  margin: 0,
  fontSize: '0.95rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: (theme.vars ?? theme).palette.text.secondary,
}))

const IMAGE_PX = 80
const PHONE_IMAGE_PX = 64

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
const deliveryFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone })
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone })

/**
 * The order completed page's content: a success header with the checkout's id, date and payment mode
 * (or, while an online payment is unconfirmed or after it never came, a notice instead), where it ships,
 * one section per seller's order (store, status, expected delivery, the items with their prices and
 * savings), the totals (items, coins, what was paid or is to pay) and the page's actions.
 */
export function OrderPlacedCard({
  parentOrderId,
  orderDate,
  paymentModeLabel,
  state,
  shipTo,
  orders,
  itemsTotal,
  coinDiscount,
  total,
  savings,
  actions,
  paid = state === 'placed' && !/cash|cod/i.test(paymentModeLabel),
  payBy = null,
  timeZone = 'Asia/Kolkata',
  countryCode = '91',
  texts,
  headingComponent = 'h1',
}: OrderPlacedCardProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const shipId = useId()
  const priceId = useId()
  const Heading = headingComponent
  const dates = dateFormat(timeZone)
  const delivery = deliveryFormat(timeZone)
  const title =
    state === 'placed' ? t.placedTitle : state === 'pending_payment' ? t.pendingTitle : t.releasedTitle
  const icon =
    state === 'placed' ? (
      <CheckCircleRounded aria-hidden sx={{ fontSize: 44, color: 'success.main' }} />
    ) : state === 'pending_payment' ? (
      <HourglassTopRounded aria-hidden sx={{ fontSize: 44, color: 'text.warning' }} />
    ) : (
      <ErrorOutlineRounded aria-hidden sx={{ fontSize: 44, color: 'error.main' }} />
    )
  const totalLabel = state === 'released' ? t.releasedTotal : paid ? t.totalPaid : t.toPay
  const place = [shipTo.houseName, shipTo.localArea, shipTo.landMark].filter(Boolean).join(', ')
  let firstImage = true

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="order-placed"
      data-state={state}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Panel as="header" sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {icon}
          <Box sx={{ minWidth: 0 }}>
            <Box
              component={Heading}
              id={headingId}
              sx={{ m: 0, fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.25 }}
            >
              {title}
            </Box>
            {state === 'placed' && (
              <Box component="p" sx={{ m: 0, mt: 0.25, color: 'text.secondary', fontSize: '0.9rem' }}>
                {t.placedNote}
              </Box>
            )}
          </Box>
        </Box>
        {state === 'pending_payment' && (
          <Alert severity="warning" data-testid="order-placed-notice" icon={false}>
            {payBy && `${t.heldUntil} ${timeFormat(timeZone).format(payBy)}. `}
            {t.pendingNotice}
          </Alert>
        )}
        {state === 'released' && (
          <Alert severity="error" data-testid="order-placed-notice" icon={false}>
            {t.releasedNotice}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
            fontSize: '0.875rem',
            '& > div': { minWidth: 0 },
            '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <div>
            <dt>{t.orderIdLabel}</dt>
            <dd data-testid="order-placed-id">{parentOrderId}</dd>
          </div>
          <div>
            <dt>{t.orderDateLabel}</dt>
            <dd>{dates.format(orderDate)}</dd>
          </div>
          <div>
            <dt>{t.paymentModeLabel}</dt>
            <dd>{paymentModeLabel}</dd>
          </div>
        </Box>
      </Panel>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {orders.map((order) => {
            const storeId = `${headingId}-${order.orderId}`
            return (
              <Panel key={order.orderId} aria-labelledby={storeId} data-testid="order-placed-order">
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    pb: 1.25,
                    mb: 1.5,
                    borderBottom: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Box
                    component="h2"
                    id={storeId}
                    sx={{ m: 0, fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
                  >
                    <VisuallyHidden>Sold by </VisuallyHidden>
                    {order.storeName}
                  </Box>
                  <Box
                    component="span"
                    data-testid="order-placed-status"
                    sx={{
                      px: 1,
                      py: 0.25,
                      borderRadius: '999px',
                      bgcolor: 'surface.selected',
                      color: 'primary.dark',
                      fontSize: '0.75rem',
                      fontWeight: 700,
                    }}
                  >
                    {order.statusLabel}
                  </Box>
                  {state !== 'released' && (
                    <Box
                      component="span"
                      data-testid="order-placed-delivery"
                      sx={{
                        ml: { sm: 'auto' },
                        fontSize: '0.875rem',
                        fontWeight: 600,
                        color: 'success.main',
                      }}
                    >
                      {t.deliveryBy} {delivery.format(order.expectedDeliveryDate)}
                    </Box>
                  )}
                  <Box
                    component="span"
                    sx={{ flexBasis: '100%', fontSize: '0.8rem', color: 'text.secondary' }}
                  >
                    {t.orderIdLabel}: {order.orderId}
                  </Box>
                </Box>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                  {order.items.map((item) => {
                    const priority = firstImage
                    firstImage = false
                    const mrp = item.price * item.quantity
                    return (
                      <Box
                        component="li"
                        key={item.productId}
                        data-testid="order-placed-item"
                        sx={{
                          display: 'grid',
                          gridTemplateColumns: {
                            xs: `${PHONE_IMAGE_PX}px minmax(0, 1fr)`,
                            sm: `${IMAGE_PX}px minmax(0, 1fr) auto`,
                          },
                          columnGap: { xs: 1.5, sm: 2 },
                          rowGap: 0.5,
                          alignItems: 'start',
                        }}
                      >
                        <ProductThumbnail
                          src={item.imageUrl}
                          side={IMAGE_PX}
                          phoneSide={PHONE_IMAGE_PX}
                          inset={6}
                          iconSize={32}
                          priority={priority}
                        />
                        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
                          <ProductNameLink href={item.href} underline="hover" title={item.name}>
                            {item.name}
                          </ProductNameLink>
                          <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                            {t.quantity}: {item.quantity}
                            {item.quantity > 1 && ` × ${formatRupees(item.offerPrice)}`}
                          </Box>
                        </Box>
                        <Box
                          sx={{
                            gridColumn: { xs: 2, sm: 3 },
                            textAlign: { xs: 'left', sm: 'right' },
                            display: 'grid',
                            gap: 0.25,
                            fontVariantNumeric: 'tabular-nums',
                          }}
                        >
                          <Box
                            component="span"
                            sx={{ fontWeight: 700 }}
                            data-testid="order-placed-item-price"
                          >
                            {formatRupees(item.productPrice)}
                          </Box>
                          {mrp > item.productPrice && (
                            <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                              <VisuallyHidden>MRP </VisuallyHidden>
                              <s>{formatRupees(mrp)}</s>
                            </Box>
                          )}
                          {item.savings > 0 && (
                            <Box
                              component="span"
                              sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'success.main' }}
                            >
                              {t.youSaved} {formatRupees(item.savings)}
                            </Box>
                          )}
                        </Box>
                      </Box>
                    )
                  })}
                </Box>
              </Panel>
            )
          })}
        </Box>

        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Panel aria-labelledby={shipId} data-testid="order-placed-ship-to">
            <PanelTitle id={shipId}>{t.shipToTitle}</PanelTitle>
            <Box
              component="address"
              sx={{ mt: 1, fontStyle: 'normal', fontSize: '0.9rem', overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {shipTo.name}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {place}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {shipTo.state} – {shipTo.pincode}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                Phone: +{countryCode} {shipTo.phoneNumber}
              </Box>
            </Box>
          </Panel>
          <Panel
            aria-labelledby={priceId}
            data-testid="order-placed-totals"
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <PanelTitle id={priceId} sx={{ pb: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}>
              {t.priceTitle}
            </PanelTitle>
            <PriceRows>
              <PriceRow label={t.itemsTotal} amount={itemsTotal} />
              {coinDiscount > 0 && (
                <SavingRow label={t.coinDiscount} testId="order-placed-coins">
                  − {formatRupees(coinDiscount)}
                </SavingRow>
              )}
            </PriceRows>
            <TotalRows label={totalLabel} amount={total} testId="order-placed-total" />
            {savings > 0 && state !== 'released' && (
              <SavingsNote>
                {t.youSaved} {formatRupees(savings)} on this order
              </SavingsNote>
            )}
          </Panel>
          {actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flex: '1 1 auto' } }}>
              {actions}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  )
}
