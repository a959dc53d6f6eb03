import { routeTable } from '../route.ts'

/**
 * The signed-in shopper's cart and wishlist. Every call works on the session's own lists: no call takes a
 * shopper's id (see docs/product.md, "Cart and wishlist").
 */
export const cartRoutes = routeTable({
  /** Adds a product to the cart, or raises the quantity of its line. */
  addToCart: { method: 'POST', path: '/add-to-cart', auth: 'bearer' },
  /** The cart's lines, newest first. */
  cartProducts: { method: 'GET', path: '/get-cart-products', auth: 'bearer' },
  /** Puts a product on the wishlist; 400 when it is there already. */
  addToWishlist: { method: 'POST', path: '/add-to-wishlist', auth: 'bearer' },
  /** Takes a product off the wishlist and answers the wishlist left. */
  removeFromWishlist: { method: 'POST', path: '/remove-from-wishList', auth: 'bearer' },
  /** The wishlist, newest first. */
  wishlistProducts: { method: 'GET', path: '/get-wishList-products', auth: 'bearer' },
})
