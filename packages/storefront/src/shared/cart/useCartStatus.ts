import { useShopperLists } from './cartApi.ts'

export interface CartStatus {
  /** The product has a line in the cart: the product page offers Go to Cart. */
  inCart: boolean
  /** How many of it the cart holds (0 when none): the product's limits count these. */
  quantityInCart: number
  /** The product is on the wishlist: the heart is filled. */
  inWishlist: boolean
}

/**
 * Where a product stands with the signed-in shopper, from the cached cart and wishlist (a visitor has
 * neither, so nothing is in them). An add or removal refetches the lists, and this follows at once.
 */
export function useCartStatus(productId: string): CartStatus {
  const { cart, wishlist } = useShopperLists()
  const line = cart?.find((item) => item.productId === productId)
  return {
    inCart: line !== undefined,
    quantityInCart: line?.quantity ?? 0,
    inWishlist: wishlist?.some((item) => item.productId === productId) ?? false,
  }
}
