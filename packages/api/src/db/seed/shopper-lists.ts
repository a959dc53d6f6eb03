import { and, asc, gt, gte, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { cartItems, products, wishlistItems } from '../schema.ts'
import { DEMO_SHOPPER, demoShopperHasNone } from './demo-shopper.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What the demo shopper finds on signing in: a cart of two products and a wishlist of three. */
export const DEMO_CART_LINES = 2
export const DEMO_WISHLIST_ITEMS = 3

/**
 * Fills the demo shopper's cart and wishlist, so the header's counts, Go to Cart and the filled heart show
 * straight after the seed. Called only where the demo shopper is created, so a shopper who empties the lists
 * finds them empty after a restart; it also leaves alone lists that already hold something. Deterministic:
 * products well in stock, by id, each from a different seller, the cart's second line two of a kind.
 */
export async function ensureDemoShopperLists(
  tx: Tx | Db,
  now: Date = new Date(),
): Promise<{ added: boolean }> {
  const userId = DEMO_SHOPPER.id
  const empty = await demoShopperHasNone(tx, [
    { table: cartItems, userId: cartItems.userId },
    { table: wishlistItems, userId: wishlistItems.userId },
  ])
  if (!empty) return { added: false }

  const candidates = await tx
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(and(gt(products.stock, 10), gte(products.b2cMaxQty, 2)))
    .orderBy(asc(products.id))
    .limit(200)
  const picked: string[] = []
  const sellers = new Set<string>()
  for (const product of candidates) {
    if (sellers.has(product.sellerId)) continue
    sellers.add(product.sellerId)
    picked.push(product.id)
    if (picked.length === DEMO_CART_LINES + DEMO_WISHLIST_ITEMS) break
  }
  if (picked.length < DEMO_CART_LINES + DEMO_WISHLIST_ITEMS) return { added: false }

  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const inCart = picked.slice(0, DEMO_CART_LINES)
  const inWishlist = picked.slice(DEMO_CART_LINES)
  await tx
    .insert(cartItems)
    .values(
      inCart.map((productId, i) => ({
        userId,
        productId,
        quantity: i + 1,
        // Added at today's price, so the demo cart starts with nothing to confirm.
        addedOfferPricePaise: sql<number>`(select offer_price_paise from products where id = ${productId})`,
        addedAt: minutesAgo(60 * (i + 1)),
      })),
    )
    .onConflictDoNothing()
  await tx
    .insert(wishlistItems)
    .values(inWishlist.map((productId, i) => ({ userId, productId, addedAt: minutesAgo(60 * 24 * (i + 1)) })))
    .onConflictDoNothing()
  return { added: true }
}
