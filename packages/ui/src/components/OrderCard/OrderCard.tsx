import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useId } from 'react'
import { formatRupees } from '../../format/index.ts'
import { orderStatusTone, StatusChip } from '../OrderTracker/StatusChip.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface OrderCardItem {
  productId: string
  name: string
  imageUrl: string
  quantity: number
}

/** The card's fixed texts; each has the wording shown by default. */
export interface OrderCardTexts {
  orderId: string
  orderedOn: string
  total: string
  payment: string
  soldBy: string
  deliveredOn: string
  expectedBy: string
  quantity: string
  /** "+2 more": the pictures not shown. */
  more: string
  /** "and 2 more items" after the first item's name. */
  andMore: (count: number) => string
  track: string
  viewDetails: string
}

const DEFAULT_TEXTS: OrderCardTexts = {
  orderId: 'Order ID',
  orderedOn: 'Ordered on',
  total: 'Total',
  payment: 'Payment',
  soldBy: 'Sold by',
  deliveredOn: 'Delivered on',
  expectedBy: 'Expected by',
  quantity: 'Qty',
  more: 'more',
  andMore: (count) => `and ${count} more ${count === 1 ? 'item' : 'items'}`,
  track: 'Track',
  viewDetails: 'View Details',
}

export interface OrderCardProps {
  orderId: string
  /** The order's page. */
  href: string
  orderDate: Date
  /** The order's status in words and its number (the chip's colour: 0-2 under way, 3 delivered, 4 cancelled). */
  statusLabel: string
  status: number
  storeName: string
  /** What the order costs, in rupees. */
  total: number
  /** How it is paid, in words ("Cash on Delivery", "Pre-paid"). */
  paymentModeLabel: string
  items: OrderCardItem[]
  expectedDeliveryDate?: Date | null
  deliveredDate?: Date | null
  /** The order page's tracker ("Track"): href + '#track-details'. No link without it. */
  trackHref?: string
  /** Fetch the first picture at once (the first cards of a page); else lazily. */
  eager?: boolean
  /** The heading level of the order's id: h3 under a section's h2 by default. */
  headingComponent?: 'h2' | 'h3' | 'h4'
  /** The time zone the dates are shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<OrderCardTexts>
}

const IMAGE_PX = 64
/** Pictures shown before the "+N more" tile. */
const SHOWN = 3
const DELIVERED = 3
const CANCELLED = 4

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone })

/**
 * One order in My Orders and the account dashboard: an article headed by the order's id (a link to its
 * page), its status, date, total, payment and seller; when it was or will be delivered; the first three
 * pictures of its items and "+N more" for the rest; and links to track it and to its details.
 */
export function OrderCard({
  orderId,
  href,
  orderDate,
  statusLabel,
  status,
  storeName,
  total,
  paymentModeLabel,
  items,
  expectedDeliveryDate = null,
  deliveredDate = null,
  trackHref,
  eager = false,
  headingComponent = 'h3',
  timeZone = 'Asia/Kolkata',
  texts,
}: OrderCardProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const day = dayFormat(timeZone)
  const shown = items.slice(0, SHOWN)
  const hidden = items.length - shown.length
  const first = items[0]

  let delivery: { text: string; tone: 'done' | 'due' } | null = null
  if (status === CANCELLED) delivery = null
  else if (deliveredDate) delivery = { text: `${t.deliveredOn} ${day.format(deliveredDate)}`, tone: 'done' }
  else if (expectedDeliveryDate && status !== DELIVERED)
    delivery = { text: `${t.expectedBy} ${day.format(expectedDeliveryDate)}`, tone: 'due' }

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="order-card"
      data-status={status}
      sx={{
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        minWidth: 0,
      }}
    >
      <Box
        component="header"
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          bgcolor: 'surface.subtle',
          borderBottom: 1,
          borderColor: 'border.main',
          display: 'grid',
          gap: 1,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Box
            component={headingComponent}
            id={headingId}
            sx={{ m: 0, fontSize: '0.95rem', fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Link href={href} data-testid="order-card-link" sx={{ color: 'inherit' }}>
              {t.orderId}: {orderId}
            </Link>
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <StatusChip label={statusLabel} tone={orderStatusTone(status)} testId="order-card-status" />
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' },
            justifyContent: { md: 'start' },
            columnGap: { xs: 2, md: 4 },
            rowGap: 1,
            fontSize: '0.85rem',
            '& > div': { minWidth: 0 },
            '& dt': { color: 'text.secondary', fontSize: '0.75rem' },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <div>
            <dt>{t.orderedOn}</dt>
            <dd>{dateFormat(timeZone).format(orderDate)}</dd>
          </div>
          <div>
            <dt>{t.total}</dt>
            <Box component="dd" data-testid="order-card-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(total)}
            </Box>
          </div>
          <div>
            <dt>{t.payment}</dt>
            <dd>{paymentModeLabel}</dd>
          </div>
          <div>
            <dt>{t.soldBy}</dt>
            <dd>{storeName}</dd>
          </div>
        </Box>
      </Box>

      <Box
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        }}
      >
        <Box
          component="ul"
          data-testid="order-card-items"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1 }}
        >
          {shown.map((item, i) => (
            <Box component="li" key={item.productId} sx={{ position: 'relative', flex: 'none' }}>
              <ProductThumbnail
                src={item.imageUrl}
                side={IMAGE_PX}
                inset={4}
                iconSize={28}
                priority={eager && i === 0}
              />
              <VisuallyHidden>
                {item.name}, {t.quantity}: {item.quantity}
              </VisuallyHidden>
              {item.quantity > 1 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    right: 2,
                    bottom: 2,
                    px: 0.5,
                    borderRadius: '6px',
                    bgcolor: 'text.primary',
                    color: 'onDark.main',
                    fontSize: '0.7rem',
                    fontWeight: 700,
                    lineHeight: 1.5,
                  }}
                >
                  ×{item.quantity}
                </Box>
              )}
            </Box>
          ))}
          {hidden > 0 && (
            <Box
              component="li"
              data-testid="order-card-more"
              sx={{
                flex: 'none',
                width: IMAGE_PX,
                height: IMAGE_PX,
                borderRadius: '8px',
                bgcolor: 'surface.selected',
                color: 'primary.dark',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: '0.9rem',
              }}
            >
              +{hidden} {t.more}
            </Box>
          )}
        </Box>

        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          {delivery && (
            <Box
              component="p"
              data-testid="order-card-delivery"
              sx={{
                m: 0,
                fontWeight: 700,
                fontSize: '0.9rem',
                color: delivery.tone === 'done' ? 'success.main' : 'text.primary',
              }}
            >
              {delivery.text}
            </Box>
          )}
          {first && (
            // The list above names every item for screen readers; this line is its short visual form.
            <Box
              component="p"
              aria-hidden
              data-testid="order-card-summary"
              sx={{
                m: 0,
                fontSize: '0.85rem',
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {first.name}
              {items.length > 1 && ` ${t.andMore(items.length - 1)}`}
            </Box>
          )}
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
          {trackHref && (
            <Button variant="outlined" size="small" href={trackHref} data-testid="order-card-track">
              {t.track}
              <VisuallyHidden>
                {' '}
                {t.orderId} {orderId}
              </VisuallyHidden>
            </Button>
          )}
          <Button variant="text" size="small" href={href}>
            {t.viewDetails}
            <VisuallyHidden>
              {' '}
              {t.orderId} {orderId}
            </VisuallyHidden>
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
