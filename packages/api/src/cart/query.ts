import type { CartItem, WishlistItem } from '@haat/contract'
import { desc, eq, sql } from 'drizzle-orm'
import { paiseToRupees } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brandPageSections, brands, cartItems, products, sellers, wishlistItems } from '../db/schema.ts'

/**
 * The reads of the shopper's cart and wishlist: the product of each line as it is now (price, stock,
 * limit), joined at read time, so a line never shows a price or stock the catalogue no longer has.
 * Newest first; lines added in the same instant go by product id so the order is stable.
 */

/** Whether the brand has a page of its own (sections to show); else its name links to its product list. */
const hasBrandPage = sql<boolean>`exists (
  select 1 from ${brandPageSections} where ${brandPageSections.brandId} = ${products.brandId}
)`

export async function getCartItems(db: Db, userId: string): Promise<CartItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      quantity: cartItems.quantity,
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
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.addedAt), products.id)
  return rows.map((row) => ({
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
      productId: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      brandId: brands.id,
      brand: brands.name,
      sellerId: sellers.id,
      seller: sellers.storeName,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
      sellingPricePaise: products.sellingPricePaise,
      stock: products.stock,
      oneRating: products.oneRating,
      twoRating: products.twoRating,
      threeRating: products.threeRating,
      fourRating: products.fourRating,
      fiveRating: products.fiveRating,
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
