import { useSelector } from 'react-redux'
import { useShopperLists } from './cartApi.ts'
import { selectVisitorCartLines } from './visitorCartSlice.ts'
import { selectPendingHearts } from './wishlistHeartsSlice.ts'

export interface CartStatus {
  /** The product has a line in the cart: the product page offers Go to Cart. */
  inCart: boolean
  /** How many of it the cart holds (0 when none): the product's limits count these. */
  quantityInCart: number
  /** The product is on the wishlist (or a heart turning it on is on its way): the heart is filled. */
  inWishlist: boolean
}

/**
 * Where a product stands with the shopper: for a signed-in shopper from the cached cart and wishlist, for
 * a visitor from the cart kept in the browser (a visitor has no wishlist). A change refetches or rewrites
 * the lists, and this follows at once.
 */
export function useCartStatus(productId: string): CartStatus {
  const { signedIn, cart, wishlist } = useShopperLists()
  const visitorLines = useSelector(selectVisitorCartLines)
  const pendingHeart = useSelector(selectPendingHearts)[productId]
  const line = signedIn
    ? cart?.find((item) => item.productId === productId)
    : visitorLines.find((item) => item.productId === productId)
  return {
    inCart: line !== undefined,
    quantityInCart: line?.quantity ?? 0,
    inWishlist:
      signedIn && (pendingHeart?.on ?? wishlist?.some((item) => item.productId === productId) ?? false),
  }
}
