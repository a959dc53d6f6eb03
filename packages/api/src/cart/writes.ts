import {
  ALREADY_IN_WISHLIST_MESSAGE,
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX,
} from '@haat/contract'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cartItems, products, users, wishlistItems } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A refusal the shopper is told about: the HTTP status and the contract's message. */
export class CartRefusal extends Error {
  readonly status: 404 | 400 | 409

  constructor(status: 404 | 400 | 409, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * Holds the shopper's row until the transaction ends, so two requests of one shopper (a double click, two
 * tabs) change the cart or wishlist one after the other: the line limits and quantity checks then see
 * what the other request wrote.
 */
async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/**
 * Adds `quantity` of a product to the shopper's cart, or raises its line by that much, in one transaction
 * (see docs/product.md, "Cart and wishlist"). Refuses an unknown product (404), one out of stock, a line
 * above the product's b2cMaxQty or above its stock, and a new line in a full cart (409). Answers the
 * line's quantity after the add.
 */
export async function addToCart(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    return addToCartLocked(tx, userId, productId, quantity, at)
  })
}

/**
 * The add itself, inside a transaction that already holds the shopper's row (Add to Cart and Move to
 * Cart share it, so both keep the same limits). The line is stamped with today's offer price: a new line
 * is added at it, and raising a line is the shopper acting at today's price, so it confirms that price too.
 */
async function addToCartLocked(
  tx: Tx,
  userId: string,
  productId: string,
  quantity: number,
  at: Date,
): Promise<number> {
  const product = await productLimits(tx, productId)
  if (!product) throw new CartRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
  if (product.stock <= 0) throw new CartRefusal(409, CART_OUT_OF_STOCK_MESSAGE)

  const inCart = (await cartLineQuantity(tx, userId, productId)) ?? 0
  const wanted = inCart + quantity
  if (wanted > product.stock) throw new CartRefusal(409, cartStockLimitMessage(product.stock, inCart))
  if (wanted > product.b2cMaxQty)
    throw new CartRefusal(409, cartMaxQuantityMessage(product.b2cMaxQty, inCart))

  if (inCart > 0) {
    // The line keeps its place (when it was first added): raising a quantity is not a new line.
    await tx
      .update(cartItems)
      .set({ quantity: wanted, addedOfferPricePaise: product.offerPricePaise })
      .where(cartLine(userId, productId))
  } else {
    if ((await cartLineCount(tx, userId)) >= CART_LINES_MAX) throw new CartRefusal(409, CART_FULL_MESSAGE)
    await tx
      .insert(cartItems)
      .values({
        userId,
        productId,
        quantity: wanted,
        addedAt: at,
        addedOfferPricePaise: product.offerPricePaise,
      })
  }
  return wanted
}

/** What the cart's limits are judged on: the product's stock, b2cMaxQty and today's offer price. */
async function productLimits(
  tx: Tx,
  productId: string,
): Promise<{ stock: number; b2cMaxQty: number; offerPricePaise: number } | undefined> {
  const [product] = await tx
    .select({
      stock: products.stock,
      b2cMaxQty: products.b2cMaxQty,
      offerPricePaise: products.offerPricePaise,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
  return product
}

const cartLine = (userId: string, productId: string) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))

/** The quantity of the shopper's line of the product, or undefined when the cart has none. */
async function cartLineQuantity(tx: Tx, userId: string, productId: string): Promise<number | undefined> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(cartLine(userId, productId))
    .limit(1)
  return line?.quantity
}

async function cartLineCount(tx: Tx, userId: string): Promise<number> {
  const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId))
  return lines?.n ?? 0
}

/**
 * Puts a product on the shopper's wishlist in one transaction. Refuses an unknown product (404), one
 * already there (400 with the specification's "Product already in wishlist") and a full wishlist (409).
 */
export async function addToWishlist(db: Db, userId: string, productId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1)
    if (!product) throw new CartRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
    const [existing] = await tx
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .limit(1)
    if (existing) throw new CartRefusal(400, ALREADY_IN_WISHLIST_MESSAGE)
    const [items] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
    if ((items?.n ?? 0) >= WISHLIST_MAX) throw new CartRefusal(409, WISHLIST_FULL_MESSAGE)
    await tx.insert(wishlistItems).values({ userId, productId, addedAt: at })
  })
}

/**
 * Takes a product off the shopper's wishlist. Taking off one that is not there changes nothing and is
 * not an error: a heart pressed twice, or in two tabs, ends in the same state.
 */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}
