import { z } from 'zod'
import { ImageUrl, RatingCounts, Rupees } from './common.ts'
import {
  CART_LINE_PROBLEMS,
  DEFAULT_CART_QUANTITY,
  MERGE_CART_LINES_MAX,
  SHIPPING_CHARGES_RUPEES,
} from './core/cart.ts'
import { productId, quantity } from './fields.ts'

/*
 * The cart and the wishlist of the signed-in shopper (the session says whose: no request names a shopper).
 * Field names are the specification's, `storedetails` included. Money is rupees, as in listings.
 */

/** `POST /add-to-cart`: the product and how many more of it (1 when not given). */
export const AddToCartBody = z.object({
  productId: productId(),
  quantity: quantity().default(DEFAULT_CART_QUANTITY),
})
export type AddToCartBody = z.infer<typeof AddToCartBody>

/** The added product's line as it now stands, with the specification's "Item Added to Cart". */
export const AddToCartAnswer = z.object({
  message: z.string(),
  productId: z.string(),
  /** The line's quantity after the add. */
  quantity: z.number().int().min(1),
})
export type AddToCartAnswer = z.infer<typeof AddToCartAnswer>

/** `POST /add-to-wishlist` and `POST /remove-from-wishList`: the product. */
export const WishlistProductBody = z.object({ productId: productId() })
export type WishlistProductBody = z.infer<typeof WishlistProductBody>

/**
 * A product's brand as a cart line names it. `brandPage` is the brand's id when the brand has a page of its
 * own and empty when it has none (its name then links to the brand's product list: docs/product.md, Link
 * rules).
 */
export const CartBrandDetails = z.object({
  brandId: z.string(),
  brandName: z.string(),
  brandPage: z.string(),
})
export type CartBrandDetails = z.infer<typeof CartBrandDetails>

/** The seller of a cart line; a missing store name is shown as "Store Name Unavailable". */
export const CartSellerDetails = z.object({
  sellerId: z.string(),
  name: z.string(),
  storedetails: z.object({ storename: z.string().nullable() }),
})
export type CartSellerDetails = z.infer<typeof CartSellerDetails>

/** One line of the cart: the product as it is now (price, stock, limit) and the quantity the shopper keeps. */
export const CartItem = z.object({
  /**
   * Why the line cannot be bought as it stands, or null when it can; a line with a problem is left out of
   * the order summary's totals (docs/product.md, "Cart and wishlist").
   */
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
  /** The offer price when the shopper added the line (or last confirmed it): `priceChanged` compares it. */
  addedOfferPrice: Rupees,
  /** offerPrice × quantity, computed by the server in paise. */
  lineTotal: Rupees,
  productId: z.string(),
  quantity: z.number().int().min(1),
  name: z.string(),
  imageUrls: z.array(ImageUrl),
  price: Rupees,
  offerPrice: Rupees,
  sellingPrice: Rupees,
  brandDetails: CartBrandDetails,
  sellerDetails: CartSellerDetails,
  /** The most one shopper may buy of the product at once. */
  b2cMaxQty: z.number().int().min(1),
  stock: z.number().int(),
})
export type CartItem = z.infer<typeof CartItem>

/** One product of the wishlist. */
export const WishlistItem = RatingCounts.extend({
  productId: z.string(),
  name: z.string(),
  imageUrls: z.array(ImageUrl),
  brandId: z.string(),
  /** The brand's name. */
  brand: z.string(),
  sellerId: z.string(),
  /** The seller's store name; null is shown as "Store Name Unavailable". */
  seller: z.string().nullable(),
  price: Rupees,
  offerPrice: Rupees,
  sellingPrice: Rupees,
  stock: z.number().int(),
})
export type WishlistItem = z.infer<typeof WishlistItem>

/** `POST /move-to-wishlist` and `POST /remove-from-cart`: the product of a cart line. */
export const CartProductBody = z.object({ productId: productId() })
export type CartProductBody = z.infer<typeof CartProductBody>

/** `POST /move-to-cart`: the wished product and how many of it go to the cart (1 when not given). */
export const MoveToCartBody = AddToCartBody
export type MoveToCartBody = z.infer<typeof MoveToCartBody>

/** `PUT /update-cart-quantity`: the line's product and its new quantity (not a difference). */
export const UpdateCartQuantityBody = z.object({ productId: productId(), quantity: quantity() })
export type UpdateCartQuantityBody = z.infer<typeof UpdateCartQuantityBody>

/** What a move between the cart and the wishlist leaves: both lists, so both caches are replaced at once. */
export const CartMoveAnswer = z.object({
  message: z.string(),
  cart: z.array(CartItem),
  wishlist: z.array(WishlistItem),
})
export type CartMoveAnswer = z.infer<typeof CartMoveAnswer>

/**
 * `GET /get-cart-summary`: the order summary, totalled by the server in paise over the lines without a
 * problem. `price` is the lines' MRP, `discount` what the offer prices save on it, `total` what is paid
 * (delivery is free: `shippingCharges` is the struck-out charge).
 */
export const CartSummary = z.object({
  /** Lines counted (with no problem). */
  lines: z.number().int().nonnegative(),
  /** Units counted: the sum of the counted lines' quantities. */
  items: z.number().int().nonnegative(),
  /** Lines left out of the totals because of a problem. */
  excludedLines: z.number().int().nonnegative(),
  price: Rupees,
  discount: Rupees,
  shippingCharges: z.literal(SHIPPING_CHARGES_RUPEES),
  total: Rupees,
})
export type CartSummary = z.infer<typeof CartSummary>

/** `POST /merge-cart`: the lines of the cart a visitor kept in the browser. */
export const MergeCartBody = z.object({
  items: z
    .array(z.object({ productId: productId(), quantity: quantity() }))
    .max(MERGE_CART_LINES_MAX, `At most ${MERGE_CART_LINES_MAX} lines can be added at once.`),
})
export type MergeCartBody = z.infer<typeof MergeCartBody>

/**
 * What a merge did: each line added (with the quantity that went in, capped by the limits) or skipped with
 * the reason, and the account's cart after it.
 */
export const MergeCartAnswer = z.object({
  message: z.string(),
  added: z.array(z.object({ productId: z.string(), quantity: z.number().int().min(1) })),
  skipped: z.array(z.object({ productId: z.string(), message: z.string() })),
  cart: z.array(CartItem),
})
export type MergeCartAnswer = z.infer<typeof MergeCartAnswer>
