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
export const NOT_IN_CART_MESSAGE = 'This product is not in your cart.'
export const MOVED_TO_WISHLIST_MESSAGE = 'Moved to your wishlist'
export const MOVED_TO_CART_MESSAGE = 'Moved to your cart'
export const REMOVED_FROM_CART_MESSAGE = 'Removed from your cart'
export const REMOVED_FROM_WISHLIST_MESSAGE = 'Removed from your wishlist'
export const MOVE_TO_CART_FAILED_MESSAGE = 'Failed to move item to cart. Please try again.'
export const REMOVE_FROM_CART_FAILED_MESSAGE = 'Failed to remove item from cart. Please try again.'
export const REMOVE_FROM_WISHLIST_FAILED_MESSAGE = 'Failed to remove item from wishlist. Please try again.'
export const UPDATE_QUANTITY_FAILED_MESSAGE = 'Failed to update the quantity. Please try again.'

/** The cart page's empty states and fixed texts (the specification's wording). */
export const EMPTY_CART_MESSAGE = 'Your Cart Is Empty'
export const EMPTY_WISHLIST_MESSAGE = 'Your Wishlist is Empty'
/** The order summary's struck-out shipping charge, in rupees: delivery is always free. */
export const SHIPPING_CHARGES_RUPEES = 40
export const FREE_DELIVERY_TEXT = 'Free Delivery'
/** The summary's fixed promise of savings, in rupees. */
export const SAVE_UP_TO_RUPEES = 140
export const SAVE_UP_TO_TEXT = `You can save up to ₹${SAVE_UP_TO_RUPEES} on this order`
/** The element id the cart page's wishlist carries: /shopping-cart#whishlist-cart opens and shows it. */
export const WISHLIST_ANCHOR = 'whishlist-cart'

/**
 * Why a cart line cannot be bought as it stands; such a line is shown with the reason and left out of the
 * order summary's totals (docs/product.md, "Cart and wishlist").
 * - `outOfStock`: the product has no stock left.
 * - `fewerLeft`: the line asks for more than the stock or the product's b2cMaxQty now allow.
 * - `priceChanged`: the offer price is not the one the shopper added it at; updating the line's quantity
 *   (or confirming it unchanged) accepts the new price.
 */
export const CART_LINE_PROBLEMS = ['outOfStock', 'fewerLeft', 'priceChanged'] as const
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number]
export const CART_LINE_OUT_OF_STOCK_TEXT = 'Out of stock: not counted in your total'
export const cartLineFewerLeftText = (most: number) =>
  `Only ${most} can be bought now: lower the quantity to count it in your total`
export const cartLinePriceChangedText = (was: string, now: string) =>
  `Price changed from ${was} to ${now} since you added it: confirm to count it in your total`

/** Lines a visitor's cart (kept in the browser until sign-in) may hand over at once. */
export const MERGE_CART_LINES_MAX = CART_LINES_MAX
/** What the shopper is told once after sign-in when the visitor's cart was added to the account's. */
export const cartMergedMessage = (lines: number) =>
  `${lines} ${lines === 1 ? 'item' : 'items'} from before you signed in ${lines === 1 ? 'was' : 'were'} added to your cart`
