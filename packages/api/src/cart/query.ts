import { type CartItem, type CartSummary, SHIPPING_CHARGES_RUPEES, type WishlistItem } from '@haat/contract'
import { desc, eq, sql } from 'drizzle-orm'
import { paiseToRupees, productCardColumns } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brandPageSections, brands, cartItems, products, sellers, wishlistItems } from '../db/schema.ts'
import { cartLineProblem } from './problems.ts'

/**
 * The reads of the shopper's cart and wishlist: the product of each line as it is now (price, stock,
 * limit), joined at read time, so a line never shows a price or stock the catalogue no longer has.
 * Newest first; lines added in the same instant go by product id so the order is stable.
 */

/** Whether the brand has a page of its own (sections to show); else its name links to its product list. */
const hasBrandPage = sql<boolean>`exists (
  select 1 from ${brandPageSections} where ${brandPageSections.brandId} = ${products.brandId}
)`

function cartQuery(db: Db) {
  return db
    .select({
      productId: products.id,
      quantity: cartItems.quantity,
      addedOfferPricePaise: cartItems.addedOfferPricePaise,
      name: products.name,
      imageUrls: products.imageUrls,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
      sellingPricePaise: products.sellingPricePaise,
      brandId: brands.id,
      brandName: brands.name,
      hasBrandPage,
      sellerId: sellers.id,
      sellerName: sellers.name,
      storeName: sellers.storeName,
      b2cMaxQty: products.b2cMaxQty,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(desc(cartItems.addedAt), products.id)
    .prepare('cart_items')
}

/**
 * The cart's query prepared once per database: PostgreSQL then plans it once per connection instead of on
 * every call, where planning the four-table join cost more than running it for a cart of 50 lines
 * (docs/benchmarks.md, "The cart").
 */
const preparedCart = new WeakMap<Db, ReturnType<typeof cartQuery>>()

/**
 * The cart's lines, each with its problem (or null) and its total (offer price × quantity, in paise, then
 * rupees).
 */
export async function getCartItems(db: Db, userId: string): Promise<CartItem[]> {
  let query = preparedCart.get(db)
  if (!query) {
    query = cartQuery(db)
    preparedCart.set(db, query)
  }
  const rows = await query.execute({ userId })
  return rows.map((row) => ({
    problem: cartLineProblem(row),
    addedOfferPrice: paiseToRupees(row.addedOfferPricePaise),
    lineTotal: paiseToRupees(row.offerPricePaise * row.quantity),
    productId: row.productId,
    quantity: row.quantity,
    name: row.name,
    imageUrls: row.imageUrls,
    price: paiseToRupees(row.pricePaise),
    offerPrice: paiseToRupees(row.offerPricePaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    brandDetails: {
      brandId: row.brandId,
      brandName: row.brandName,
      brandPage: row.hasBrandPage ? row.brandId : '',
    },
    sellerDetails: {
      sellerId: row.sellerId,
      name: row.sellerName,
      storedetails: { storename: row.storeName },
    },
    b2cMaxQty: row.b2cMaxQty,
    stock: row.stock,
  }))
}

export async function getWishlistItems(db: Db, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      ...productCardColumns,
      brandId: brands.id,
      brand: brands.name,
      sellerId: sellers.id,
      seller: sellers.storeName,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), products.id)
  return rows.map(({ pricePaise, offerPricePaise, sellingPricePaise, ...row }) => ({
    ...row,
    price: paiseToRupees(pricePaise),
    offerPrice: paiseToRupees(offerPricePaise),
    sellingPrice: paiseToRupees(sellingPricePaise),
  }))
}

/**
 * The order summary: totalled in integer paise over the lines that can be bought as they stand (no
 * problem); the others are only counted as left out. Reads just the columns the totals need.
 */
export async function getCartSummary(db: Db, userId: string): Promise<CartSummary> {
  const rows = await db
    .select({
      quantity: cartItems.quantity,
      addedOfferPricePaise: cartItems.addedOfferPricePaise,
      stock: products.stock,
      b2cMaxQty: products.b2cMaxQty,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
  let lines = 0
  let items = 0
  let pricePaise = 0
  let offerPaise = 0
  for (const row of rows) {
    if (cartLineProblem(row) !== null) continue
    lines += 1
    items += row.quantity
    // A product priced above its MRP counts at its offer price (a saving of 0), so the discount is never
    // negative and price − discount is always the total.
    pricePaise += Math.max(row.pricePaise, row.offerPricePaise) * row.quantity
    offerPaise += row.offerPricePaise * row.quantity
  }
  return {
    lines,
    items,
    excludedLines: rows.length - lines,
    price: paiseToRupees(pricePaise),
    discount: paiseToRupees(pricePaise - offerPaise),
    shippingCharges: SHIPPING_CHARGES_RUPEES,
    total: paiseToRupees(offerPaise),
  }
}
