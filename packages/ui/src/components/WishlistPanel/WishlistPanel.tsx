import ExpandMore from '@mui/icons-material/ExpandMore'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Collapse from '@mui/material/Collapse'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { styled } from '@mui/material/styles'
import { useId, useState } from 'react'
import { Price } from '../Price/index.ts'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { StockLabel } from '../StockLabel/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface WishlistPanelItem {
  productId: string
  /** The product's page. */
  href: string
  name: string
  imageUrl: string | undefined
  brand: { name: string; href: string }
  /** The seller's store; null or blank reads "Store Name Unavailable". */
  storeName: string | null
  /** Original price in rupees. */
  price: number
  /** What it costs now, in rupees. */
  offerPrice: number
  /** Units in stock: an item out of stock cannot go to the cart. */
  stock: number
  /** A change of this item waiting for the server's answer. */
  pending?: 'move' | 'remove' | null
}

export interface WishlistPanelProps {
  /** The section's element id, so a link can point at it (the cart page's #whishlist-cart). */
  id?: string
  /** Leave out while the wishlist loads. */
  items?: WishlistPanelItem[]
  /** The load failed: said in place of the items, with Try again when `onRetry` is given. */
  error?: string | null
  onRetry?: () => void
  /** Said when the wishlist holds nothing: "Your Wishlist is Empty". */
  emptyText: string
  title?: string
  headingComponent?: 'h2' | 'h3'
  /** A section that opens and closes under its heading (the cart page's); false: always open. */
  collapsible?: boolean
  /** Open or closed, when the caller keeps it (remembered across visits); the panel keeps its own otherwise. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  onMoveToCart: (productId: string) => void
  onRemove: (productId: string) => void
}

const IMAGE_PX = 72

const Row = styled('li')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${IMAGE_PX}px minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  '& + &': { borderTop: `1px solid ${theme.vars.palette.border.subtle}` },
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: `${IMAGE_PX}px minmax(0, 1fr)`,
    '& > [data-actions]': { gridColumn: '2' },
  },
}))

const Small = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.8rem',
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
  overflowWrap: 'anywhere',
}))

function WishlistRow({
  item,
  onMoveToCart,
  onRemove,
}: {
  item: WishlistPanelItem
  onMoveToCart: (productId: string) => void
  onRemove: (productId: string) => void
}) {
  const outOfStock = item.stock <= 0
  const busy = Boolean(item.pending)
  return (
    <Row data-testid="wishlist-item" aria-busy={busy || undefined}>
      <ProductThumbnail src={item.imageUrl} side={IMAGE_PX} inset={4} iconSize={32} />
      {/* 4 px between the brand and name links keeps each a 24 px target apart from the other. */}
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link href={item.brand.href} sx={{ alignSelf: 'flex-start', fontSize: '0.8rem', fontWeight: 600 }}>
          {item.brand.name}
        </Link>
        <Link
          href={item.href}
          title={item.name}
          sx={{
            color: 'inherit',
            fontWeight: 600,
            fontSize: '0.9rem',
            lineHeight: 1.4,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {item.name}
        </Link>
        <Small>
          Sold by{' '}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {item.storeName?.trim() ? item.storeName : 'Store Name Unavailable'}
          </Box>
        </Small>
        <Price price={item.price} offerPrice={item.offerPrice} size="sm" />
        {outOfStock && <StockLabel stock={item.stock} />}
      </Box>
      <Box data-actions="" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onMoveToCart(item.productId)}
          // The visible words first, then which item: every item has these buttons.
          aria-label={`Move to Cart: ${item.name}`}
          disabled={outOfStock || (busy && item.pending !== 'move')}
          loading={item.pending === 'move'}
        >
          Move to Cart
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => onRemove(item.productId)}
          aria-label={`Remove: ${item.name}`}
          disabled={busy && item.pending !== 'remove'}
          loading={item.pending === 'remove'}
        >
          Remove
        </Button>
      </Box>
    </Row>
  )
}

function RowSkeleton() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `${IMAGE_PX}px 1fr`, gap: 1.5, py: 1.5 }}>
      <Skeleton variant="rectangular" width={IMAGE_PX} height={IMAGE_PX} sx={{ borderRadius: '8px' }} />
      <Box>
        <Skeleton width="30%" />
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </Box>
    </Box>
  )
}

/**
 * The wishlist as a section of a page: its heading with the count, then each product with its picture,
 * name linking to it, brand, store and price, Move to Cart (not for an item out of stock) and Remove, or
 * the empty text. On the cart page it opens and closes under its heading; the page may keep that state.
 */
export function WishlistPanel({
  id,
  items,
  error = null,
  onRetry,
  emptyText,
  title = 'My Wishlist',
  headingComponent = 'h2',
  collapsible = true,
  open: openProp,
  onOpenChange,
  onMoveToCart,
  onRemove,
}: WishlistPanelProps) {
  const headingId = useId()
  const contentId = useId()
  const [ownOpen, setOwnOpen] = useState(false)
  const open = !collapsible || (openProp ?? ownOpen)
  const toggle = () => {
    const next = !open
    if (openProp === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const heading = items ? `${title} (${items.length})` : title

  const content = error ? (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {error}
    </Alert>
  ) : !items ? (
    <Box aria-busy="true">
      <VisuallyHidden>Loading your wishlist</VisuallyHidden>
      <RowSkeleton />
      <RowSkeleton />
    </Box>
  ) : items.length === 0 ? (
    <Box component="p" sx={{ m: 0, py: 3, textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}>
      {emptyText}
    </Box>
  ) : (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <WishlistRow key={item.productId} item={item} onMoveToCart={onMoveToCart} onRemove={onRemove} />
      ))}
    </Box>
  )

  const Heading = headingComponent
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      data-testid="wishlist-panel"
      sx={{
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
        scrollMarginTop: 96,
      }}
    >
      <Box component={Heading} sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700 }}>
        {collapsible ? (
          <ButtonBase
            id={headingId}
            aria-expanded={open}
            aria-controls={contentId}
            onClick={toggle}
            sx={{
              width: '100%',
              justifyContent: 'space-between',
              gap: 1,
              px: 2,
              py: 1.75,
              font: 'inherit',
              textAlign: 'left',
              borderRadius: '10px',
            }}
          >
            <span>{heading}</span>
            <ExpandMore
              aria-hidden
              sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </ButtonBase>
        ) : (
          <Box component="span" id={headingId} sx={{ display: 'block', px: 2, py: 1.75 }}>
            {heading}
          </Box>
        )}
      </Box>
      <Collapse in={open} id={contentId} timeout={200}>
        <Box sx={{ px: 2, pb: 1, borderTop: 1, borderColor: 'border.subtle' }}>{content}</Box>
      </Collapse>
    </Box>
  )
}
