import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { styled } from '@mui/material/styles'
import { formatRupees } from '../../format/index.ts'
import { Price } from '../Price/index.ts'
import { ProductNameLink } from '../ProductThumbnail/ProductNameLink.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { QuantityStepper } from '../QuantityStepper/index.ts'

/**
 * Why a line cannot be bought as it stands, with the sentence that says so. A line with a problem is not
 * counted in the order's total, and looks it.
 */
export interface CartLineProblemNotice {
  kind: 'outOfStock' | 'fewerLeft' | 'priceChanged'
  message: string
}

/** The change of a line still waiting for the server's answer. */
export type CartLinePending = 'quantity' | 'remove' | 'move' | 'confirm'

export interface CartLineProps {
  /** The product's page. */
  href: string
  name: string
  imageUrl: string | undefined
  /** The first line of the page: its picture loads at once (the page's largest paint), the others lazily. */
  priority?: boolean
  brand: { name: string; href: string }
  /** The seller's store; null or blank reads "Store Name Unavailable". */
  storeName: string | null
  /** The store's page, when the name should link to it. */
  storeHref?: string
  /** Original price of one, in rupees. */
  price: number
  /** What one costs now, in rupees. */
  offerPrice: number
  quantity: number
  /** The most that may be chosen now (the per-order limit or the stock, whichever is lower). */
  maxQuantity: number
  /** Why + stops at the limit ("Max 5 per order"). */
  maxHint?: string
  /** offerPrice × quantity as the server computed it, in rupees. */
  lineTotal: number
  problem?: CartLineProblemNotice | null
  pending?: CartLinePending | null
  onQuantityChange: (next: number) => void
  onRemove: () => void
  onMoveToWishlist: () => void
  /** Accepts a changed price as it is now (offered with a `priceChanged` problem). */
  onConfirmPrice?: () => void
  /** The line's own element: 'li' inside the cart's list. */
  component?: 'div' | 'li'
}

const IMAGE_PX = 104
const PHONE_IMAGE_PX = 80

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${IMAGE_PX}px minmax(0, 1fr)`,
  gridTemplateAreas: '"image info" "controls controls"',
  columnGap: 16,
  rowGap: 12,
  padding: 16,
  listStyle: 'none',
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  '&[data-counted="false"]': {
    borderColor: theme.vars.palette.border.attention,
    boxShadow: `inset 4px 0 0 ${theme.vars.palette.warning.main}`,
  },
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: `${PHONE_IMAGE_PX}px minmax(0, 1fr)`,
    columnGap: 12,
    padding: 12,
  },
}))

const LinePicture = styled(ProductThumbnail)({ gridArea: 'image' })

const Small = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.8rem',
  lineHeight: 1.5,
  color: theme.vars.palette.text.secondary,
  overflowWrap: 'anywhere',
}))

/**
 * One line of the cart: the picture, the name linking to the product, brand and store, the price with
 * its struck-out original and discount, the quantity stepper, Remove and Move to Wishlist, and the line's
 * total. A line with a problem (out of stock, fewer left, a changed price) says why under the price and
 * is marked as not counted; a changed price offers to confirm the new one.
 */
export function CartLine({
  href,
  name,
  imageUrl,
  priority = false,
  brand,
  storeName,
  storeHref,
  price,
  offerPrice,
  quantity,
  maxQuantity,
  maxHint,
  lineTotal,
  problem = null,
  pending = null,
  onQuantityChange,
  onRemove,
  onMoveToWishlist,
  onConfirmPrice,
  component = 'div',
}: CartLineProps) {
  const counted = problem === null
  const outOfStock = problem?.kind === 'outOfStock'
  const busy = pending !== null
  const store = storeName?.trim() ? storeName : 'Store Name Unavailable'
  return (
    <Root as={component} data-testid="cart-line" data-counted={counted} aria-busy={busy || undefined}>
      <LinePicture
        src={imageUrl}
        side={IMAGE_PX}
        phoneSide={PHONE_IMAGE_PX}
        inset={6}
        iconSize={40}
        priority={priority}
        style={outOfStock ? { filter: 'grayscale(0.8)', opacity: 0.7 } : undefined}
      />
      <Box sx={{ gridArea: 'info', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link href={brand.href} sx={{ alignSelf: 'flex-start', fontSize: '0.8rem', fontWeight: 600 }}>
          {brand.name}
        </Link>
        <ProductNameLink href={href} underline="hover" title={name}>
          {name}
        </ProductNameLink>
        <Small>
          Sold by{' '}
          {storeHref ? (
            <Link href={storeHref} sx={{ color: 'inherit', fontWeight: 600 }} underline="always">
              {store}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {store}
            </Box>
          )}
        </Small>
        <Price price={price} offerPrice={offerPrice} size="sm" />
        {problem && (
          <Alert
            severity={outOfStock ? 'error' : 'warning'}
            data-testid="cart-line-problem"
            sx={{
              mt: 0.5,
              py: 0.25,
              px: 1.25,
              fontSize: '0.8rem',
              // The message wraps on a phone instead of scrolling inside the alert.
              '& .MuiAlert-message': { overflow: 'visible', minWidth: 0 },
            }}
          >
            {problem.message}
            {problem.kind === 'priceChanged' && onConfirmPrice && (
              <Box sx={{ mt: 0.5 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  onClick={onConfirmPrice}
                  loading={pending === 'confirm'}
                  disabled={busy && pending !== 'confirm'}
                  sx={{ fontWeight: 700, bgcolor: 'background.paper' }}
                >
                  Confirm new price
                </Button>
              </Box>
            )}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'controls',
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <QuantityStepper
          value={quantity}
          max={maxQuantity}
          maxHint={maxHint}
          onChange={onQuantityChange}
          busy={pending === 'quantity'}
          disabled={outOfStock || (busy && pending !== 'quantity')}
          label={`Quantity of ${name}`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Button
            size="small"
            onClick={onMoveToWishlist}
            // The visible words first, then which line: every line has these buttons.
            aria-label={`Move to Wishlist: ${name}`}
            loading={pending === 'move'}
            disabled={busy && pending !== 'move'}
          >
            Move to Wishlist
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={onRemove}
            aria-label={`Remove: ${name}`}
            loading={pending === 'remove'}
            disabled={busy && pending !== 'remove'}
          >
            Remove
          </Button>
        </Box>
        <Box sx={{ textAlign: 'right', ml: 'auto' }}>
          <Small>{counted ? 'Total' : 'Not counted'}</Small>
          <Box
            component="p"
            data-testid="cart-line-total"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: '1rem',
              fontVariantNumeric: 'tabular-nums',
              color: counted ? 'text.primary' : 'text.secondary',
              textDecoration: counted ? 'none' : 'line-through',
            }}
          >
            {formatRupees(lineTotal)}
          </Box>
        </Box>
      </Box>
    </Root>
  )
}
