import type { ListingProduct, Timestamp } from '@haat/contract'
import { eq, sql } from 'drizzle-orm'
import { brands, limitedTimeDealProducts, limitedTimeDeals, products } from '../db/schema.ts'

/**
 * The product card that listings, search, brand pages and the featured-brands and top-stores pages all
 * answer (ListingProduct), with the wire's money and time shapes (see docs/product.md, Money and numbers).
 */

/** Paise (integer) to rupees with at most two decimals, the only money shape the wire carries. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100
}

/** Rounded percent off the price; 0 when there is no price or no saving. */
export function discountPercent(pricePaise: number, offerPaise: number): number {
  if (pricePaise <= 0 || offerPaise >= pricePaise) return 0
  return Math.min(100, Math.max(0, Math.round(((pricePaise - offerPaise) / pricePaise) * 100)))
}

/**
 * A time as the wire carries it: `{ _seconds, _nanoseconds }` since the Unix epoch. Accepts what either
 * driver returns for timestamptz (a Date from typed columns, an ISO-like string from raw SQL).
 */
export function toTimestamp(value: Date | string): Timestamp
export function toTimestamp(value: Date | string | null | undefined): Timestamp | null
export function toTimestamp(value: Date | string | null | undefined): Timestamp | null {
  if (value === null || value === undefined) return null
  const ms = (value instanceof Date ? value : new Date(value)).getTime()
  if (Number.isNaN(ms)) return null
  const seconds = Math.floor(ms / 1000)
  return { _seconds: seconds, _nanoseconds: (ms - seconds * 1000) * 1_000_000 }
}

/** A product's five star counts, which every answer showing its rating carries. */
export const ratingCountColumns = {
  oneRating: products.oneRating,
  twoRating: products.twoRating,
  threeRating: products.threeRating,
  fourRating: products.fourRating,
  fiveRating: products.fiveRating,
}

/** A product's name, pictures, prices (in paise, for the wire's rupees) and stock: what every card shows. */
const cardColumns = {
  name: products.name,
  imageUrls: products.imageUrls,
  pricePaise: products.pricePaise,
  offerPricePaise: products.offerPricePaise,
  sellingPricePaise: products.sellingPricePaise,
  stock: products.stock,
}

/**
 * What every product card shows of a product, under `productId`, whatever else its answer adds: the
 * name, pictures, prices, stock and the star counts.
 */
export const productCardColumns = {
  productId: products.id,
  ...cardColumns,
  ...ratingCountColumns,
}

/**
 * The columns a listing card needs; use with `db.select(listingColumns).from(products)` followed by
 * `.innerJoin(brands, listingBrandJoin)`.
 */
export const listingColumns = {
  id: products.id,
  ...cardColumns,
  brandId: products.brandId,
  brandName: brands.name,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  ...ratingCountColumns,
  offerTitle: products.offerTitle,
  offerDesc: products.offerDesc,
  limitedTimeOffer: products.limitedTimeOffer,
  topDeals: products.topDeals,
  newArrivals: products.newArrivals,
  isBestSeller: products.isBestSeller,
  sponsored: products.sponsored,
  /** The end of the product's limited-time deal that has not ended yet, if any. */
  limitedTimeEndDate: sql<Date | string | null>`(
    select min(${limitedTimeDeals.endDate}) from ${limitedTimeDealProducts}
    join ${limitedTimeDeals} on ${limitedTimeDeals.id} = ${limitedTimeDealProducts.dealId}
    where ${limitedTimeDealProducts.productId} = ${products.id} and ${limitedTimeDeals.endDate} > now()
  )`,
}

export const listingBrandJoin = eq(brands.id, products.brandId)

export interface ListingRow {
  id: string
  name: string
  imageUrls: string[]
  pricePaise: number
  offerPricePaise: number
  sellingPricePaise: number
  stock: number
  brandId: string
  brandName: string
  sellerId: string
  categoryId: string
  oneRating: number
  twoRating: number
  threeRating: number
  fourRating: number
  fiveRating: number
  offerTitle: string | null
  offerDesc: string | null
  limitedTimeOffer: boolean
  topDeals: boolean
  newArrivals: boolean
  isBestSeller: boolean
  sponsored: boolean
  limitedTimeEndDate: Date | string | null
}

export function toListingProduct(row: ListingRow): ListingProduct {
  return {
    productId: row.id,
    name: row.name,
    imageUrls: row.imageUrls,
    price: paiseToRupees(row.pricePaise),
    offerPrice: paiseToRupees(row.offerPricePaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    discount: discountPercent(row.pricePaise, row.offerPricePaise),
    stock: row.stock,
    brandId: row.brandId,
    brand: row.brandName,
    sellerId: row.sellerId,
    categoryId: row.categoryId,
    oneRating: row.oneRating,
    twoRating: row.twoRating,
    threeRating: row.threeRating,
    fourRating: row.fourRating,
    fiveRating: row.fiveRating,
    offerTitle: row.offerTitle,
    offerDesc: row.offerDesc,
    limitedTimeEndDate: toTimestamp(row.limitedTimeEndDate),
    limitedTimeOffer: row.limitedTimeOffer,
    topDeals: row.topDeals,
    newArrivals: row.newArrivals,
    isBestSeller: row.isBestSeller,
    sponsored: row.sponsored,
  }
}
