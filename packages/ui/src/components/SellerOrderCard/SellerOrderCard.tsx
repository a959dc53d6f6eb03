import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useId } from 'react'
import { formatRupees } from '../../format/index.ts'
import { orderStatusTone, StatusChip } from '../OrderTracker/StatusChip.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'

export interface SellerOrderCardItem {
  productId: string
  name: string
  imageUrl: string
  quantity: number
  /** The price paid for one unit, in rupees. */
  price: number
  /** The item's own status in words, shown when it differs from the order's (a cancelled item). */
  statusLabel?: string
  cancelled?: boolean
}

/** The card's fixed texts; each has the wording shown by default. */
export interface SellerOrderCardTexts {
  orderId: string
  orderedOn: string
  amount: string
  payment: string
  shipTo: string
  tracking: string
  quantity: string
}

const DEFAULT_TEXTS: SellerOrderCardTexts = {
  orderId: 'Order ID',
  orderedOn: 'Ordered on',
  amount: 'Amount',
  payment: 'Payment',
  shipTo: 'Ship to',
  tracking: 'Tracking',
  quantity: 'Qty',
}

export interface SellerOrderCardProps {
  orderId: string
  /** The order's page in the seller area; the heading links there. No link without it. */
  href?: string
  orderDate: Date
  status: number
  statusLabel: string
  /** What the items not cancelled count for, in rupees. */
  amount: number
  paymentModeLabel: string
  shipToName: string
  /** Where it goes, without the street: "Shivaji Nagar, Karnataka 560001". */
  shipToPlace: string
  trackingNumber?: string | null
  items: SellerOrderCardItem[]
  headingComponent?: 'h2' | 'h3'
  /** The time zone the date is shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<SellerOrderCardTexts>
}

const IMAGE_PX = 48

/**
 * One order in the seller area's list: an article headed by the order's id, its status, date, amount,
 * payment, where it ships to and its tracking number, then every item with its quantity and unit price
 * (a cancelled item struck through with its own status).
 */
export function SellerOrderCard({
  orderId,
  href,
  orderDate,
  status,
  statusLabel,
  amount,
  paymentModeLabel,
  shipToName,
  shipToPlace,
  trackingNumber = null,
  items,
  headingComponent = 'h3',
  timeZone = 'Asia/Kolkata',
  texts,
}: SellerOrderCardProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  const facts: Array<[string, string, string]> = [
    [t.orderedOn, date.format(orderDate), 'date'],
    [t.amount, formatRupees(amount), 'amount'],
    [t.payment, paymentModeLabel, 'payment'],
    [t.shipTo, `${shipToName}, ${shipToPlace}`, 'ship-to'],
    ...(trackingNumber ? [[t.tracking, trackingNumber, 'tracking'] as [string, string, string]] : []),
  ]
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="seller-order-card"
      data-status={status}
      sx={{
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Box
        component="header"
        sx={{
          px: 2,
          py: 1.5,
          bgcolor: 'surface.subtle',
          borderBottom: 1,
          borderColor: 'border.main',
          borderRadius: '10px 10px 0 0',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
        }}
      >
        <Box
          component={headingComponent}
          id={headingId}
          sx={{ m: 0, fontSize: '0.95rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {t.orderId}:{' '}
          {href ? (
            <Link href={href} underline="hover" sx={{ fontWeight: 700 }}>
              {orderId}
            </Link>
          ) : (
            orderId
          )}
        </Box>
        <StatusChip label={statusLabel} tone={orderStatusTone(status)} testId="seller-order-status" />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          px: 2,
          py: 1.5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1,
          fontSize: '0.875rem',
        }}
      >
        {facts.map(([term, value, id]) => (
          <Box key={id} sx={{ minWidth: 0 }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
              {term}
            </Box>
            <Box
              component="dd"
              data-testid={`seller-order-${id}`}
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="ul"
        data-testid="seller-order-items"
        sx={{ listStyle: 'none', m: 0, px: 2, pb: 1.5, display: 'grid', gap: 1 }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.productId}
            data-cancelled={item.cancelled ? 'true' : undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
          >
            <ProductThumbnail src={item.imageUrl} side={IMAGE_PX} inset={4} iconSize={24} />
            <Box sx={{ minWidth: 0, flex: 1, fontSize: '0.875rem' }}>
              <Box
                component="span"
                sx={{
                  display: 'block',
                  overflowWrap: 'anywhere',
                  textDecoration: item.cancelled ? 'line-through' : 'none',
                  color: item.cancelled ? 'text.secondary' : 'text.primary',
                }}
              >
                {item.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t.quantity}: {item.quantity} × {formatRupees(item.price)}
                {item.statusLabel ? ` · ${item.statusLabel}` : ''}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
