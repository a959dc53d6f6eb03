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
  /** Takes a cart line off the cart and puts its product on the wishlist, in one transaction. */
  moveToWishlist: { method: 'POST', path: '/move-to-wishlist', auth: 'bearer' },
  /** Takes a product off the wishlist and adds it to the cart (raising a line it has), in one transaction. */
  moveToCart: { method: 'POST', path: '/move-to-cart', auth: 'bearer' },
  /** Takes a line off the cart and answers the cart left. */
  removeFromCart: { method: 'POST', path: '/remove-from-cart', auth: 'bearer' },
  /** Sets a line's quantity (within the product's limits) and answers the cart. */
  updateCartQuantity: { method: 'PUT', path: '/update-cart-quantity', auth: 'bearer' },
  /** Ours: the order summary of the cart, totalled by the server over the lines that can be bought. */
  cartSummary: { method: 'GET', path: '/get-cart-summary', auth: 'bearer' },
  /** Ours: adds the cart a visitor kept in the browser to the account's cart after sign-in. */
  mergeCart: { method: 'POST', path: '/merge-cart', auth: 'bearer' },
})
