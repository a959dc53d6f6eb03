import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cartItems, pincodes, products, sellers } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Where a seller ships from, when India Post knows the seller's pincode. */
export interface SellerPlace {
  pincode: string
  district: string
  state: string
  lat: number | null
  lng: number | null
}

/** A product as a checkout takes it: locked, with the shopper's cart line and the seller's place. */
export interface LockedProduct {
  id: string
  name: string
  imageUrl: string
  pricePaise: number
  offerPricePaise: number
  stock: number
  b2cMaxQty: number
  b2bMaxQty: number | null
  cashOnDelivery: boolean
  sellerId: string
  /** The quantity of the shopper's cart line of it, null when the cart has none. */
  inCart: number | null
  sellerPlace: SellerPlace | undefined
}

/**
 * Locks the rows of the products a checkout buys, in product id order, and reads what placing needs of
 * them in the same statement. Every checkout locks in the same order, so two checkouts sharing products
 * wait for each other instead of deadlocking; the stock read here cannot change until the transaction
 * ends. Only the product rows are locked (`FOR UPDATE OF products`): the cart line and the seller are
 * read, not held. Unknown ids are simply missing from the answer.
 */
export async function lockProducts(
  tx: Tx,
  userId: string,
  productIds: readonly string[],
): Promise<LockedProduct[]> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
      stock: products.stock,
      b2cMaxQty: products.b2cMaxQty,
      b2bMaxQty: products.b2bMaxQty,
      cashOnDelivery: products.cashOnDelivery,
      sellerId: products.sellerId,
      inCart: cartItems.quantity,
      sellerPincode: pincodes.pincode,
      district: pincodes.district,
      state: pincodes.state,
      lat: pincodes.lat,
      lng: pincodes.lng,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(pincodes, eq(pincodes.pincode, sellers.pincode))
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update', { of: products })
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrls[0] ?? '',
    pricePaise: row.pricePaise,
    offerPricePaise: row.offerPricePaise,
    stock: row.stock,
    b2cMaxQty: row.b2cMaxQty,
    b2bMaxQty: row.b2bMaxQty,
    cashOnDelivery: row.cashOnDelivery,
    sellerId: row.sellerId,
    inCart: row.inCart,
    sellerPlace:
      row.sellerPincode && row.district !== null && row.state !== null
        ? { pincode: row.sellerPincode, district: row.district, state: row.state, lat: row.lat, lng: row.lng }
        : undefined,
  }))
}
