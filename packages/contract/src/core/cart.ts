/**
 * The cart's and the wishlist's fixed texts and limits. The shopper-facing wording of adding, failing and
 * "already in wishlist" is the specification's; the refusals are ours. The rules are in docs/product.md,
 * "Cart and wishlist".
 */

/** What Add to Cart adds when it names no quantity. */
export const DEFAULT_CART_QUANTITY = 1
/** How long Add to Cart rests after a click, so a double tap adds one. */
export const ADD_TO_CART_LOCK_MS = 5_000
/** The largest quantity one request may name (the product's own b2cMaxQty and stock limit it further). */
export const CART_QUANTITY_MAX = 999
/** Products (lines) a cart holds at most: a cart is a basket, not a catalogue. */
export const CART_LINES_MAX = 100
/** Products a wishlist holds at most. */
export const WISHLIST_MAX = 500

export const ITEM_ADDED_TO_CART_MESSAGE = 'Item Added to Cart'
export const ADD_TO_CART_FAILED_MESSAGE = 'Failed to add item to cart. Please try again.'
export const CART_UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response. Please try again.'
export const ALREADY_IN_WISHLIST_MESSAGE = 'Product already in wishlist'
export const MOVE_TO_WISHLIST_FAILED_MESSAGE = 'Failed to move item to wishlist. Please try again.'
export const ADDED_TO_WISHLIST_MESSAGE = 'Added to your wishlist'

export const CART_PRODUCT_ID_REQUIRED_MESSAGE = 'A product id is required.'
/** A product the cart or wishlist is asked about that the catalogue does not have (any more). */
export const CART_PRODUCT_NOT_FOUND_MESSAGE = 'This product is no longer available.'
export const CART_OUT_OF_STOCK_MESSAGE = 'This product is out of stock.'
export const CART_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}.`
/** Says how many the cart holds already, when it holds some: the reason a small quantity is refused. */
const alreadyInCart = (inCart: number) => (inCart > 0 ? `; your cart already has ${inCart}` : '')
/** The cart would hold more of a product than one shopper may buy (its b2cMaxQty). */
export const cartMaxQuantityMessage = (max: number, inCart = 0) =>
  `You can buy at most ${max} of this product${alreadyInCart(inCart)}.`
/** The cart would hold more of a product than is in stock. */
export const cartStockLimitMessage = (stock: number, inCart = 0) =>
  `Only ${stock} of this product ${stock === 1 ? 'is' : 'are'} left in stock${alreadyInCart(inCart)}.`
export const CART_FULL_MESSAGE = `Your cart can hold ${CART_LINES_MAX} products at most. Remove one to add another.`
export const WISHLIST_FULL_MESSAGE = `Your wishlist can hold ${WISHLIST_MAX} products at most. Remove one to add another.`
export const NOT_IN_WISHLIST_MESSAGE = 'This product is not in your wishlist.'
