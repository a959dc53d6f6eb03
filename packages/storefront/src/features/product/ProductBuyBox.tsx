import type { ProductDetails } from '@haat/contract'
import {
  ADD_TO_CART_FAILED_MESSAGE,
  ADD_TO_CART_LOCK_MS,
  ALREADY_IN_WISHLIST_MESSAGE,
  cartMaxQuantityMessage,
  DEFAULT_CART_QUANTITY,
  ITEM_ADDED_TO_CART_MESSAGE,
  pageHref,
} from '@haat/contract/core'
import { BuyBox, PriceBlock, StockLabel, type WishlistControl } from '@haat/ui'
import Alert from '@mui/material/Alert'
import { enqueueSnackbar } from 'notistack'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { type CallError, errorText } from '../../app/errorText.ts'
import { useAppSelector } from '../../app/store.ts'
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} from '../../shared/cart/cartApi.ts'
import { useCartStatus } from '../../shared/cart/useCartStatus.ts'
import { brandHref } from '../../shared/links.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { ProductDelivery } from './ProductDelivery.tsx'
import { productBadges } from './productView.ts'

/**
 * The buying column: name, brand, rating, price with the quantity tiers, stock, delivery, then Add to Cart
 * (Go to Cart once the product is in the cart), Buy Now and the wishlist heart. A visitor is sent to sign
 * in and comes back here. Add to Cart rests for ADD_TO_CART_LOCK_MS after a click, so a double tap adds
 * one; the server holds the quantity limits, the page only says them before asking (docs/product.md,
 * "Cart and wishlist").
 */
export function ProductBuyBox({ product }: { product: ProductDetails }) {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const navigate = useNavigate()
  const status = useCartStatus(product.productId)
  const [addToCart, adding] = useAddToCartMutation()
  const [resting, setResting] = useState(false)
  useEffect(() => {
    if (!resting) return
    const timer = setTimeout(() => setResting(false), ADD_TO_CART_LOCK_MS)
    return () => clearTimeout(timer)
  }, [resting])
  const wishlist = useWishlistHeart(product.productId, status.inWishlist)

  const limit = Math.min(product.b2cMaxQty, Math.max(product.stock, 0))
  const atLimit = product.stock > 0 && status.quantityInCart >= limit

  const add = async () => {
    if (!signedIn) return signInFirst()
    setResting(true)
    try {
      await addToCart({ productId: product.productId, quantity: DEFAULT_CART_QUANTITY }).unwrap()
      enqueueSnackbar(ITEM_ADDED_TO_CART_MESSAGE, { variant: 'success' })
    } catch (failure) {
      enqueueSnackbar(refusalText(failure as CallError, ADD_TO_CART_FAILED_MESSAGE), { variant: 'error' })
    }
  }

  return (
    <BuyBox
      name={product.name}
      brand={{ name: product.brandDetails.brandName, href: brandHref(product.brandDetails) }}
      rating={{ average: product.averageRating, count: product.ratingCount }}
      ratingHref="#ratings-and-reviews"
      badges={productBadges(product)}
      stock={product.stock}
      inCart={status.inCart}
      cartHref={pageHref('shoppingCart')}
      addToCartDisabled={resting || atLimit}
      addingToCart={adding.isLoading}
      onAddToCart={() => void add()}
      onBuyNow={() =>
        signedIn ? navigate(pageHref('productCheckout', { prodId: product.productId })) : signInFirst()
      }
      wishlist={wishlist}
    >
      <PriceBlock
        price={product.price}
        offerPrice={product.offerPrice}
        tiers={product.tirePrice.map((tier) => ({ range: tier.range, price: tier.discountPrice }))}
        taxNote="Inclusive of all taxes"
        tiersTitle="Buy more, pay less"
      />
      {product.stock > 0 && <StockLabel stock={product.stock} showInStock />}
      {atLimit && <Alert severity="info">{cartMaxQuantityMessage(limit, status.quantityInCart)}</Alert>}
      <ProductDelivery sellerId={product.sellerId} />
    </BuyBox>
  )
}

/** The server's words for a refusal it explained; the fallback for anything else. */
function refusalText(error: CallError, fallback: string): string {
  const explained = error && 'status' in error && typeof error.status === 'number' && error.status < 500
  return explained ? errorText(error) : fallback
}

/** The heart: on and off for a shopper; a visitor is asked to sign in first. */
function useWishlistHeart(productId: string, inWishlist: boolean): WishlistControl {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const [add, adding] = useAddToWishlistMutation()
  const [remove, removing] = useRemoveFromWishlistMutation()
  const toggle = async () => {
    if (!signedIn) return signInFirst()
    try {
      if (inWishlist) await remove({ productId }).unwrap()
      else {
        const answer = await add({ productId }).unwrap()
        enqueueSnackbar(answer.message, { variant: 'success' })
      }
    } catch (failure) {
      // The specification's rule: a 400 from add-to-wishlist means the product is there already.
      const already = (failure as { status?: unknown }).status === 400 && !inWishlist
      enqueueSnackbar(already ? ALREADY_IN_WISHLIST_MESSAGE : errorText(failure as CallError), {
        variant: already ? 'info' : 'error',
      })
    }
  }
  const busy = adding.isLoading || removing.isLoading
  return { state: busy ? 'loading' : inWishlist ? 'on' : 'off', onToggle: () => void toggle() }
}
