import type { ProductDetails } from '@haat/contract'
import {
  ADD_TO_CART_FAILED_MESSAGE,
  ADD_TO_CART_LOCK_MS,
  cartMaxQuantityMessage,
  DEFAULT_CART_QUANTITY,
  ITEM_ADDED_TO_CART_MESSAGE,
  PRODUCT_RATINGS_ANCHOR,
  pageHref,
} from '@haat/contract/core'
import { BuyBox, PriceBlock, StockLabel } from '@haat/ui'
import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { CallError } from '../../app/errorText.ts'
import { useAppDispatch, useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { addToVisitorCartNow } from '../../shared/cart/addToVisitorCart.ts'
import { useAddToCartMutation } from '../../shared/cart/cartApi.ts'
import { refusalText } from '../../shared/cart/refusalText.ts'
import { useCartStatus } from '../../shared/cart/useCartStatus.ts'
import { useWishlistHeart } from '../../shared/cart/useWishlistHeart.ts'
import { brandHref } from '../../shared/links.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { ProductDelivery } from './ProductDelivery.tsx'
import { productBadges } from './productView.ts'

/**
 * The buying column: name, brand, rating, price with the quantity tiers, stock, delivery, then Add to Cart
 * (Go to Cart once the product is in the cart), Buy Now and the wishlist heart. A visitor's Add to Cart
 * fills the cart kept in the browser (merged into the account's on sign-in); Buy Now and the heart send a
 * visitor to sign in and back here. Add to Cart rests for ADD_TO_CART_LOCK_MS after a click, so a double
 * tap adds one; the server holds the quantity limits, the page only says them before asking
 * (docs/product.md, "Cart and wishlist").
 */
export function ProductBuyBox({ product }: { product: ProductDetails }) {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const status = useCartStatus(product.productId)
  const [addToCart, adding] = useAddToCartMutation()
  const [resting, setResting] = useState(false)
  useEffect(() => {
    if (!resting) return
    const timer = setTimeout(() => setResting(false), ADD_TO_CART_LOCK_MS)
    return () => clearTimeout(timer)
  }, [resting])
  const wishlist = useWishlistHeart(product.productId)

  const limit = Math.min(product.b2cMaxQty, Math.max(product.stock, 0))
  const atLimit = product.stock > 0 && status.quantityInCart >= limit

  const add = async () => {
    setResting(true)
    if (!signedIn) {
      const added = dispatch(addToVisitorCartNow(product, DEFAULT_CART_QUANTITY))
      enqueueToast(added.ok ? ITEM_ADDED_TO_CART_MESSAGE : added.message, {
        variant: added.ok ? 'success' : 'error',
      })
      return
    }
    try {
      await addToCart({ productId: product.productId, quantity: DEFAULT_CART_QUANTITY }).unwrap()
      enqueueToast(ITEM_ADDED_TO_CART_MESSAGE, { variant: 'success' })
    } catch (failure) {
      enqueueToast(refusalText(failure as CallError, ADD_TO_CART_FAILED_MESSAGE), { variant: 'error' })
    }
  }

  return (
    <BuyBox
      name={product.name}
      brand={{ name: product.brandDetails.brandName, href: brandHref(product.brandDetails) }}
      rating={{ average: product.averageRating, count: product.ratingCount }}
      ratingHref={`#${PRODUCT_RATINGS_ANCHOR}`}
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
