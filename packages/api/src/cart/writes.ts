import {
  ALREADY_IN_WISHLIST_MESSAGE,
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
  NOT_IN_CART_MESSAGE,
  NOT_IN_WISHLIST_MESSAGE,
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX,
} from '@haat/contract'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cartItems, products, wishlistItems } from '../db/schema.ts'
import { lockShopper } from '../identity/users.ts'

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
  const product = await productAndLine(tx, userId, productId)
  if (!product) throw new CartRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
  if (product.stock <= 0) throw new CartRefusal(409, CART_OUT_OF_STOCK_MESSAGE)

  const inCart = product.inCart ?? 0
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
    await tx.insert(cartItems).values({
      userId,
      productId,
      quantity: wanted,
      addedAt: at,
      addedOfferPricePaise: product.offerPricePaise,
    })
  }
  return wanted
}

const cartLine = (userId: string, productId: string) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))

/**
 * What the cart's limits are judged on (the product's stock, b2cMaxQty and today's offer price) and the
 * quantity of the shopper's line of it (null when the cart has none), in one query; undefined when the
 * catalogue has no such product.
 */
async function productAndLine(
  tx: Tx,
  userId: string,
  productId: string,
): Promise<{ stock: number; b2cMaxQty: number; offerPricePaise: number; inCart: number | null } | undefined> {
  const [product] = await tx
    .select({
      stock: products.stock,
      b2cMaxQty: products.b2cMaxQty,
      offerPricePaise: products.offerPricePaise,
      inCart: cartItems.quantity,
    })
    .from(products)
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(eq(products.id, productId))
    .limit(1)
  return product
}

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

const wishlistEntry = (userId: string, productId: string) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId))

async function isOnWishlist(tx: Tx, userId: string, productId: string): Promise<boolean> {
  const [item] = await tx
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(wishlistEntry(userId, productId))
    .limit(1)
  return item !== undefined
}

/** Puts a product on a wishlist that does not hold it yet, or refuses (409) when the wishlist is full. */
async function putOnWishlist(tx: Tx, userId: string, productId: string, at: Date): Promise<void> {
  const [items] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId))
  if ((items?.n ?? 0) >= WISHLIST_MAX) throw new CartRefusal(409, WISHLIST_FULL_MESSAGE)
  await tx.insert(wishlistItems).values({ userId, productId, addedAt: at })
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
    if (await isOnWishlist(tx, userId, productId)) throw new CartRefusal(400, ALREADY_IN_WISHLIST_MESSAGE)
    await putOnWishlist(tx, userId, productId, at)
  })
}

/**
 * Takes a product off the shopper's wishlist. Taking off one that is not there changes nothing and is
 * not an error: a heart pressed twice, or in two tabs, ends in the same state.
 */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(wishlistItems).where(wishlistEntry(userId, productId))
}

/**
 * Takes a line off the cart and puts its product on the wishlist, in one transaction: both happen or
 * neither. A product already on the wishlist stays where it is. Refuses a product the cart does not
 * hold (404) and a full wishlist (409), leaving the cart line.
 */
export async function moveToWishlist(db: Db, userId: string, productId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    if ((await cartLineQuantity(tx, userId, productId)) === undefined)
      throw new CartRefusal(404, NOT_IN_CART_MESSAGE)
    if (!(await isOnWishlist(tx, userId, productId))) await putOnWishlist(tx, userId, productId, at)
    await tx.delete(cartItems).where(cartLine(userId, productId))
  })
}

/**
 * Takes a product off the wishlist and adds `quantity` of it to the cart, in one transaction, with Add to
 * Cart's own limits: a refused add (out of stock, over the stock or b2cMaxQty, a full cart) changes
 * nothing and the wishlist keeps the product. Refuses a product the wishlist does not hold (404).
 */
export async function moveToCart(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    if (!(await isOnWishlist(tx, userId, productId))) throw new CartRefusal(404, NOT_IN_WISHLIST_MESSAGE)
    await addToCartLocked(tx, userId, productId, quantity, at)
    await tx.delete(wishlistItems).where(wishlistEntry(userId, productId))
  })
}

/**
 * Takes a line off the cart. Taking off one that is not there changes nothing and is not an error (a
 * remove sent twice, or from two tabs, ends in the same state).
 */
export async function removeFromCart(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(cartItems).where(cartLine(userId, productId))
}

/**
 * Sets a line's quantity (the new quantity, not a difference) within the product's stock and b2cMaxQty,
 * and stamps the line with today's offer price: setting a quantity, even the same one, is how the shopper
 * accepts a changed price. Refuses a product the cart does not hold (404), one out of stock and a quantity
 * above the stock or the b2cMaxQty (409); a refusal leaves the line as it was.
 */
export async function updateCartQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const product = await productAndLine(tx, userId, productId)
    if (!product || product.inCart === null) throw new CartRefusal(404, NOT_IN_CART_MESSAGE)
    if (product.stock <= 0) throw new CartRefusal(409, CART_OUT_OF_STOCK_MESSAGE)
    if (quantity > product.stock) throw new CartRefusal(409, cartStockLimitMessage(product.stock))
    if (quantity > product.b2cMaxQty) throw new CartRefusal(409, cartMaxQuantityMessage(product.b2cMaxQty))
    await tx
      .update(cartItems)
      .set({ quantity, addedOfferPricePaise: product.offerPricePaise })
      .where(cartLine(userId, productId))
  })
}

export interface MergeResult {
  added: Array<{ productId: string; quantity: number }>
  skipped: Array<{ productId: string; message: string }>
}

/**
 * Adds the cart a visitor kept in the browser to the shopper's cart, in one transaction. The same product
 * named twice counts once with both quantities. Each product is added as far as its limits allow: its line
 * is capped at the smaller of its stock and its b2cMaxQty, and is skipped, with the reason, when the
 * catalogue no longer has it, it is out of stock, its line is already at that cap, or it would be a new
 * line in a full cart. Lines that take something are stamped with today's offer price, as Add to Cart
 * does. Answers what went in (the quantity actually added) and what was skipped, in the body's order.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
  at: Date,
): Promise<MergeResult> {
  const wanted = new Map<string, number>()
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
  const ids = [...wanted.keys()]
  if (ids.length === 0) return { added: [], skipped: [] }

  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const catalogue = new Map(
      (
        await tx
          .select({
            id: products.id,
            stock: products.stock,
            b2cMaxQty: products.b2cMaxQty,
            offerPricePaise: products.offerPricePaise,
          })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((product) => [product.id, product]),
    )
    const inCart = new Map(
      (
        await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)))
      ).map((line) => [line.productId, line.quantity]),
    )
    const lines = await cartLineCount(tx, userId)

    const { writes, ...result } = planMerge(userId, wanted, catalogue, inCart, lines, at)
    if (writes.length > 0) {
      // One statement for every line: a new line is inserted at `at`; a line already there keeps its
      // place and takes its new quantity and today's price.
      await tx
        .insert(cartItems)
        .values(writes)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: {
            quantity: sql`excluded.quantity`,
            addedOfferPricePaise: sql`excluded.added_offer_price_paise`,
          },
        })
    }
    return result
  })
}

/**
 * What a merge adds and skips, and the rows it writes, from the wanted quantities (summed by product), the
 * products' limits, the quantities the cart holds and its number of lines. Goes in the body's order, so an
 * earlier product takes the last free line of a nearly full cart.
 */
function planMerge(
  userId: string,
  wanted: ReadonlyMap<string, number>,
  catalogue: ReadonlyMap<string, { stock: number; b2cMaxQty: number; offerPricePaise: number }>,
  inCart: ReadonlyMap<string, number>,
  linesInCart: number,
  at: Date,
): MergeResult & { writes: Array<typeof cartItems.$inferInsert> } {
  const plan: ReturnType<typeof planMerge> = { added: [], skipped: [], writes: [] }
  let lines = linesInCart
  for (const [productId, quantity] of wanted) {
    const skip = (message: string) => plan.skipped.push({ productId, message })
    const product = catalogue.get(productId)
    if (!product) {
      skip(CART_PRODUCT_NOT_FOUND_MESSAGE)
      continue
    }
    if (product.stock <= 0) {
      skip(CART_OUT_OF_STOCK_MESSAGE)
      continue
    }
    const had = inCart.get(productId) ?? 0
    // Judged in Add to Cart's order: the stock first, then the b2cMaxQty.
    if (had >= product.stock) {
      skip(cartStockLimitMessage(product.stock, had))
      continue
    }
    if (had >= product.b2cMaxQty) {
      skip(cartMaxQuantityMessage(product.b2cMaxQty, had))
      continue
    }
    if (had === 0) {
      if (lines >= CART_LINES_MAX) {
        skip(CART_FULL_MESSAGE)
        continue
      }
      lines += 1
    }
    const taken = Math.min(quantity, Math.min(product.stock, product.b2cMaxQty) - had)
    plan.added.push({ productId, quantity: taken })
    plan.writes.push({
      userId,
      productId,
      quantity: had + taken,
      addedAt: at,
      addedOfferPricePaise: product.offerPricePaise,
    })
  }
  return plan
}
