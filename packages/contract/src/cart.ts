import { z } from 'zod'
import { ImageUrl, RatingCounts, Rupees, text } from './common.ts'
import {
  CART_PRODUCT_ID_REQUIRED_MESSAGE,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MESSAGE,
  DEFAULT_CART_QUANTITY,
} from './core/cart.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * The cart and the wishlist of the signed-in shopper (the session says whose: no request names a shopper).
 * Field names are the specification's, `storedetails` included. Money is rupees, as in listings.
 */

const PRODUCT_ID_MAX = 64
const productId = () =>
  text({ error: CART_PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, CART_PRODUCT_ID_REQUIRED_MESSAGE)
    .max(PRODUCT_ID_MAX, atMostCharactersMessage(PRODUCT_ID_MAX))

/** `POST /add-to-cart`: the product and how many more of it (1 when not given). */
export const AddToCartBody = z.object({
  productId: productId(),
  quantity: z
    .number({ error: CART_QUANTITY_MESSAGE })
    .int(CART_QUANTITY_MESSAGE)
    .min(1, CART_QUANTITY_MESSAGE)
    .max(CART_QUANTITY_MAX, CART_QUANTITY_MESSAGE)
    .default(DEFAULT_CART_QUANTITY),
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
