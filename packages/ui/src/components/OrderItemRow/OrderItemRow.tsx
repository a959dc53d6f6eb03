import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { formatRupees } from '../../format/index.ts'
import { StatusChip } from '../OrderTracker/StatusChip.tsx'
import { ProductNameLink } from '../ProductThumbnail/ProductNameLink.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

/** The row's fixed texts; each has the wording shown by default. */
export interface OrderItemRowTexts {
  brand: string
  soldBy: string
  quantity: string
  /** Read before the struck price by screen readers. */
  mrp: string
  youSaved: string
  note: string
}

const DEFAULT_TEXTS: OrderItemRowTexts = {
  brand: 'Brand',
  soldBy: 'Sold by',
  quantity: 'Qty',
  mrp: 'MRP',
  youSaved: 'You saved',
  note: 'Your note',
}

export interface OrderItemRowProps {
  name: string
  /** The product's page. */
  href: string
  imageUrl: string
  quantity: number
  /** What the line cost, in rupees. */
  productPrice: number
  /** One unit's MRP, in rupees: the struck price is price × quantity when above productPrice. */
  price: number
  /** The price paid for one unit, in rupees. */
  offerPrice: number
  brandName?: string
  storeName?: string
  /** The item's own status in words when it differs from the order's (e.g. Cancelled). */
  statusLabel?: string
  /** The item's status number, for the chip's colour; by default a label saying cancelled is red. */
  status?: number
  /** The shopper's note. */
  note?: string | null
  /** Fetch the picture at once (the first row of a page); else lazily. */
  eager?: boolean
  /** E.g. Rate this product. */
  actions?: ReactNode
  /** The row's element: a div by default, li inside a list. */
  component?: 'div' | 'li'
  texts?: Partial<OrderItemRowTexts>
}

const IMAGE_PX = 88
const PHONE_IMAGE_PX = 64
const CANCELLED = 4

/**
 * One product of an order: its picture (a fixed square), name linking to its page, brand and seller,
 * quantity and unit price, what the line cost with the struck MRP and the saving when there is one, the
 * item's own status when it differs from the order's, the shopper's note and the row's actions.
 */
export function OrderItemRow({
  name,
  href,
  imageUrl,
  quantity,
  productPrice,
  price,
  offerPrice,
  brandName,
  storeName,
  statusLabel,
  status,
  note,
  eager = false,
  actions,
  component = 'div',
  texts,
}: OrderItemRowProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const mrp = price * quantity
  const saved = Math.round((mrp - productPrice) * 100) / 100
  const cancelled = status !== undefined ? status === CANCELLED : /cancel/i.test(statusLabel ?? '')
  const tone = cancelled ? 'cancelled' : 'neutral'
  const facts = [brandName && `${t.brand}: ${brandName}`, storeName && `${t.soldBy}: ${storeName}`].filter(
    Boolean,
  )

  return (
    <Box
      component={component}
      data-testid="order-item"
      data-cancelled={cancelled || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: `${PHONE_IMAGE_PX}px minmax(0, 1fr)`,
          sm: `${IMAGE_PX}px minmax(0, 1fr) auto`,
        },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        alignItems: 'start',
        listStyle: 'none',
      }}
    >
      <ProductThumbnail
        src={imageUrl}
        side={IMAGE_PX}
        phoneSide={PHONE_IMAGE_PX}
        inset={6}
        iconSize={32}
        priority={eager}
        style={cancelled ? { opacity: 0.6 } : undefined}
      />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <ProductNameLink href={href} title={name}>
          {name}
        </ProductNameLink>
        {facts.length > 0 && (
          <Box
            component="span"
            sx={{ fontSize: '0.8rem', color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {facts.join(' · ')}
          </Box>
        )}
        <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          {t.quantity}: {quantity}
          {quantity > 1 && ` × ${formatRupees(offerPrice)}`}
        </Box>
        {statusLabel && <StatusChip label={statusLabel} tone={tone} testId="order-item-status" />}
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
        <Box component="span" sx={{ fontWeight: 700 }} data-testid="order-item-price">
          {formatRupees(productPrice)}
        </Box>
        {saved > 0 && (
          <>
            <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
              <VisuallyHidden>{t.mrp} </VisuallyHidden>
              <s data-testid="order-item-mrp">{formatRupees(mrp)}</s>
            </Box>
            <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'success.main' }}>
              {t.youSaved} {formatRupees(saved)}
            </Box>
          </>
        )}
      </Box>
      {note && (
        <Box
          component="p"
          data-testid="order-item-note"
          sx={{
            gridColumn: { xs: '1 / -1', sm: '2 / -1' },
            m: 0,
            px: 1.5,
            py: 1,
            borderRadius: '8px',
            bgcolor: 'surface.muted',
            borderLeft: '3px solid',
            borderLeftColor: 'primary.light',
            fontSize: '0.85rem',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t.note}:
          </Box>{' '}
          {note}
        </Box>
      )}
      {actions && (
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', sm: '2 / -1' },
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  )
}
