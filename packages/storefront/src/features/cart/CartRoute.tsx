import type { CartItem } from '@haat/contract'
import {
  EMPTY_WISHLIST_MESSAGE,
  FREE_DELIVERY_TEXT,
  MOVE_TO_WISHLIST_FAILED_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
  pageHref,
  pages,
  REMOVE_FROM_CART_FAILED_MESSAGE,
  REMOVED_FROM_CART_MESSAGE,
  SAVE_UP_TO_TEXT,
  WISHLIST_ANCHOR,
} from '@haat/contract/core'
import { CartLine, type CartLinePending, OrderSummaryCard, VisuallyHidden, WishlistPanel } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { type CallError, errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetCartProductsQuery } from '../../shared/cart/cartApi.ts'
import {
  useGetCartSummaryQuery,
  useMoveToWishlistMutation,
  useRemoveFromCartMutation,
  useUpdateCartQuantityMutation,
} from '../../shared/cart/cartLinesApi.ts'
import { EmptyCartNotice } from '../../shared/cart/EmptyCartNotice.tsx'
import { refusalText } from '../../shared/cart/refusalText.ts'
import { useWishlistPanel } from '../../shared/cart/useWishlistPanel.ts'
import { brandHref, productHref, sellerStoreHref } from '../../shared/links.ts'
import { browserStorage } from '../../shared/session/authSlice.ts'
import { limitHint, lineLimit, problemNotice, summaryTotals } from './cartView.ts'
import { readWishlistOpen, writeWishlistOpen } from './wishlistOpen.ts'

const CHECKOUT_HREF = pageHref('checkout')
/** Below the sticky top bar, so the summary and the anchored wishlist are not hidden under it. */
const UNDER_TOP_BAR_PX = 88

/**
 * /shopping-cart: the cart's lines and the collapsible wishlist beside the order summary on a desktop,
 * stacked on a phone with the total and Proceed at the top. Every figure is the server's; a line that
 * cannot be bought as it stands says why and is left out of the totals (docs/product.md, "Cart and wishlist").
 * The sign-in guard stands in front of it.
 */
export function CartRoute() {
  useDocumentTitle(pages.shoppingCart.title)
  const cart = useGetCartProductsQuery()
  const summary = useGetCartSummaryQuery()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const wishlist = useCartWishlist(cart.data !== undefined)
  const lines = cart.data
  const totals = summary.data ? summaryTotals(summary.data) : undefined

  let body: React.ReactNode
  if (lines === undefined && cart.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void cart.refetch()
              void summary.refetch()
            }}
          >
            Try again
          </Button>
        }
      >
        {`Error: ${errorText(cart.error)}`}
      </Alert>
    )
  } else if (lines === undefined) {
    body = <CartLinesSkeleton />
  } else if (lines.length === 0) {
    body = (
      <EmptyCartNotice
        text="Add products you like, or move them here from your wishlist."
        href={pageHref('home')}
        action="Continue Shopping"
      />
    )
  } else {
    body = <CartLines lines={lines} onLineLeft={() => headingRef.current?.focus()} />
  }
  const showSummary = lines === undefined ? !cart.isError : lines.length > 0

  return (
    <Box sx={{ ...pageSx, py: { xs: 2, md: 3 } }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ mb: 2, fontSize: { xs: '1.35rem', md: '1.6rem' }, outline: 'none' }}
      >
        My Cart{lines && lines.length > 0 ? ` (${lines.length})` : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // Without a summary (an empty cart, a failed load) the lines and the wishlist take the width.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: showSummary ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)',
          },
          gridTemplateAreas: {
            xs: '"bar" "lines" "summary" "wishlist"',
            lg: showSummary ? '"lines summary" "wishlist summary"' : '"lines" "wishlist"',
          },
        }}
      >
        {showSummary && (
          <Box sx={{ gridArea: 'bar', display: { xs: 'block', lg: 'none' } }}>
            <OrderSummaryCard
              variant="bar"
              totals={totals}
              proceedHref={CHECKOUT_HREF}
              freeDeliveryText={FREE_DELIVERY_TEXT}
            />
          </Box>
        )}
        <Box component="section" aria-label="Cart items" sx={{ gridArea: 'lines', minWidth: 0 }}>
          {body}
        </Box>
        {showSummary && (
          <Box
            sx={{
              gridArea: 'summary',
              display: 'grid',
              gap: 1,
              position: { lg: 'sticky' },
              top: { lg: UNDER_TOP_BAR_PX },
            }}
          >
            {summary.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
                    Try again
                  </Button>
                }
              >
                {`Error: ${errorText(summary.error)}`}
              </Alert>
            )}
            <OrderSummaryCard
              totals={totals}
              proceedHref={CHECKOUT_HREF}
              freeDeliveryText={FREE_DELIVERY_TEXT}
              savingsNote={SAVE_UP_TO_TEXT}
            />
          </Box>
        )}
        <Box sx={{ gridArea: 'wishlist', minWidth: 0 }}>
          <WishlistPanel id={WISHLIST_ANCHOR} emptyText={EMPTY_WISHLIST_MESSAGE} {...wishlist} />
        </Box>
      </Box>
    </Box>
  )
}

/**
 * The wishlist panel's items and open state. The state is remembered on this device (`wishlistOpen`);
 * arriving at #whishlist-cart opens the panel and, once the cart above it has its height, scrolls to it.
 */
function useCartWishlist(cartLoaded: boolean) {
  const location = useLocation()
  const anchored = location.hash === `#${WISHLIST_ANCHOR}`
  const [open, setOpen] = useState(() => anchored || readWishlistOpen(browserStorage))
  const scrolled = useRef(false)

  useEffect(() => {
    if (!anchored) {
      scrolled.current = false
      return
    }
    setOpen(true)
    writeWishlistOpen(browserStorage, true)
    if (!cartLoaded || scrolled.current) return
    scrolled.current = true
    document.getElementById(WISHLIST_ANCHOR)?.scrollIntoView({ block: 'start' })
  }, [anchored, cartLoaded])

  return {
    ...useWishlistPanel(),
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next)
      writeWishlistOpen(browserStorage, next)
    },
  }
}

/** The cart's lines, each with its own change on its way; the first line's picture loads at once. */
function CartLines({ lines, onLineLeft }: { lines: CartItem[]; onLineLeft: () => void }) {
  const [pending, setPending] = useState<Readonly<Record<string, CartLinePending>>>({})
  const [updateQuantity] = useUpdateCartQuantityMutation()
  const [removeFromCart] = useRemoveFromCartMutation()
  const [moveToWishlist] = useMoveToWishlistMutation()

  const change = async (productId: string, kind: CartLinePending, send: () => Promise<unknown>) => {
    if (pending[productId]) return
    setPending((now) => ({ ...now, [productId]: kind }))
    try {
      await send()
    } finally {
      setPending(({ [productId]: _done, ...rest }) => rest)
    }
  }
  // The quantity's refusal is said by its endpoint, which also puts the line back.
  const setQuantity = (productId: string, quantity: number, kind: 'quantity' | 'confirm') =>
    void change(productId, kind, () => updateQuantity({ productId, quantity }))
  const leave = (productId: string, kind: 'remove' | 'move') =>
    void change(productId, kind, async () => {
      try {
        if (kind === 'remove') await removeFromCart({ productId }).unwrap()
        else await moveToWishlist({ productId }).unwrap()
        enqueueToast(kind === 'remove' ? REMOVED_FROM_CART_MESSAGE : MOVED_TO_WISHLIST_MESSAGE, {
          variant: 'success',
        })
        // The line and its buttons are gone: keyboard focus goes back to the cart's heading.
        onLineLeft()
      } catch (failure) {
        const fallback = kind === 'remove' ? REMOVE_FROM_CART_FAILED_MESSAGE : MOVE_TO_WISHLIST_FAILED_MESSAGE
        enqueueToast(refusalText(failure as CallError, fallback), { variant: 'error' })
      }
    })

  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line, index) => (
        <CartLine
          key={line.productId}
          component="li"
          href={productHref(line.productId)}
          name={line.name}
          imageUrl={line.imageUrls[0]}
          priority={index === 0}
          brand={{ name: line.brandDetails.brandName, href: brandHref(line.brandDetails) }}
          storeName={line.sellerDetails.storedetails.storename}
          storeHref={sellerStoreHref(line.sellerDetails.sellerId)}
          price={line.price}
          offerPrice={line.offerPrice}
          quantity={line.quantity}
          maxQuantity={lineLimit(line)}
          maxHint={limitHint(line)}
          lineTotal={line.lineTotal}
          problem={problemNotice(line)}
          pending={pending[line.productId] ?? null}
          onQuantityChange={(next) => setQuantity(line.productId, next, 'quantity')}
          onConfirmPrice={() => setQuantity(line.productId, line.quantity, 'confirm')}
          onRemove={() => leave(line.productId, 'remove')}
          onMoveToWishlist={() => leave(line.productId, 'move')}
        />
      ))}
    </Box>
  )
}

/** Two lines' worth of room while the cart loads, so the page does not jump when it arrives. */
function CartLinesSkeleton() {
  return (
    <Box aria-busy="true" data-testid="cart-skeleton" sx={{ display: 'grid', gap: 1.5 }}>
      <VisuallyHidden>Loading your cart</VisuallyHidden>
      {[0, 1].map((row) => (
        <Box
          key={row}
          sx={{
            display: 'grid',
            gridTemplateColumns: '104px 1fr',
            gap: 2,
            p: 2,
            minHeight: 209,
            borderRadius: '10px',
            border: 1,
            borderColor: 'border.main',
            bgcolor: 'background.paper',
          }}
        >
          <Skeleton variant="rectangular" width={104} height={104} sx={{ borderRadius: '8px' }} />
          <Box>
            <Skeleton width="20%" />
            <Skeleton width="85%" />
            <Skeleton width="35%" />
            <Skeleton width="30%" sx={{ fontSize: '1.2rem' }} />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
