import {
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  CART_QUANTITY_MAX,
  type CheckoutLine,
  type CheckoutSummary,
  orderLimitMessage,
  outOfStockAtOrderMessage,
  SHIPPING_CHARGES_RUPEES,
  storeNameOf,
} from '@haat/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import { getCartItems } from '../cart/query.ts'
import { discountPercent, paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brandPageSections, brands, products, sellers } from '../db/schema.ts'
import { expectedDeliveryDates } from './summary-delivery.ts'

/** A checkout summary the server will not give: its status and the contract's message. */
export class CheckoutSummaryRefusal extends Error {
  readonly status: 404 | 409

  constructor(status: 404 | 409, message: string) {
    super(message)
    this.status = status
  }
}

/** A product as the checkout prices it: today's prices (paise), stock, limits and seller. */
interface ProductFacts {
  id: string
  name: string
  imageUrl: string
  pricePaise: number
  offerPricePaise: number
  stock: number
  b2cMaxQty: number
  b2bMaxQty: number | null
  cashOnDelivery: boolean
  brandId: string
  brandName: string
  hasBrandPage: boolean
  sellerId: string
  sellerName: string
  storeName: string | null
}

/** Whether the brand has a page of its own; else its name links to its product list (as in the cart). */
const hasBrandPage = sql<boolean>`exists (
  select 1 from ${brandPageSections} where ${brandPageSections.brandId} = ${products.brandId}
)`

async function productFacts(db: Db, ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      brandLogo: brands.logo,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
      stock: products.stock,
      b2cMaxQty: products.b2cMaxQty,
      b2bMaxQty: products.b2bMaxQty,
      cashOnDelivery: products.cashOnDelivery,
      brandId: brands.id,
      brandName: brands.name,
      hasBrandPage,
      sellerId: sellers.id,
      sellerName: sellers.name,
      storeName: sellers.storeName,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, [...ids]))
  return new Map(
    rows.map(({ imageUrls, brandLogo, ...row }) => [row.id, { ...row, imageUrl: imageUrls[0] ?? brandLogo }]),
  )
}

/** One product of the checkout to price: the product as it is now, the quantity and its order limit. */
interface Pick {
  product: ProductFacts
  quantity: number
  /** The most one order may hold of it (b2cMaxQty for the cart, b2bMaxQty for one product). */
  limit: number
}

/** The most this checkout may take of a product now: its order limit and its stock, the lower. */
const maxQuantityOf = (pick: Pick): number => Math.max(0, Math.min(pick.limit, pick.product.stock))

/**
 * The lines, grouped by seller in the order their first product appears, and the totals. Every sum is
 * taken in integer paise and turned into rupees once, at the end. A product priced above its MRP counts
 * at its offer price (a saving of 0), as the cart counts it, so no saving is ever negative and
 * price − discount is always the sub total.
 */
async function summarise(db: Db, userId: string, picks: Pick[], now: Date): Promise<CheckoutSummary> {
  const sellerIds = [...new Set(picks.map((pick) => pick.product.sellerId))]
  const dates = await expectedDeliveryDates(db, userId, sellerIds, now)
  const groups = new Map<string, CheckoutSummary['sellers'][number]>()
  let items = 0
  let pricePaise = 0
  let subTotalPaise = 0
  let cashOnDelivery = true
  for (const pick of picks) {
    const { product, quantity } = pick
    const mrpPaise = Math.max(product.pricePaise, product.offerPricePaise)
    const line: CheckoutLine = {
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      brandDetails: {
        brandId: product.brandId,
        brandName: product.brandName,
        brandPage: product.hasBrandPage ? product.brandId : '',
      },
      sellerDetails: {
        sellerId: product.sellerId,
        name: product.sellerName,
        storedetails: { storename: product.storeName },
      },
      quantity,
      offerPrice: paiseToRupees(product.offerPricePaise),
      price: paiseToRupees(mrpPaise),
      discountPercentage: discountPercent(mrpPaise, product.offerPricePaise),
      lineTotal: paiseToRupees(product.offerPricePaise * quantity),
      youSave: paiseToRupees((mrpPaise - product.offerPricePaise) * quantity),
      maxQuantity: maxQuantityOf(pick),
      cashOnDelivery: product.cashOnDelivery,
      expectedDeliveryDate: toTimestamp(dates.get(product.sellerId) ?? now),
    }
    let group = groups.get(product.sellerId)
    if (!group) {
      group = { sellerId: product.sellerId, storeName: storeNameOf(product.storeName), lines: [] }
      groups.set(product.sellerId, group)
    }
    group.lines.push(line)
    items += quantity
    pricePaise += mrpPaise * quantity
    subTotalPaise += product.offerPricePaise * quantity
    cashOnDelivery &&= product.cashOnDelivery
  }
  return {
    sellers: [...groups.values()],
    items,
    price: paiseToRupees(pricePaise),
    discount: paiseToRupees(pricePaise - subTotalPaise),
    subTotal: paiseToRupees(subTotalPaise),
    shippingCharges: SHIPPING_CHARGES_RUPEES,
    cashOnDelivery,
  }
}

/**
 * The cart's checkout: the lines the cart's own summary counts, that is every line that can be bought as
 * it stands (no problem: in stock, within stock and b2cMaxQty, at the price it was added at). The others
 * wait in the cart for the shopper to settle them (docs/product.md, "Checkout").
 */
export async function cartCheckoutSummary(db: Db, userId: string, now: Date): Promise<CheckoutSummary> {
  const countable = (await getCartItems(db, userId)).filter((line) => line.problem === null)
  const facts = await productFacts(
    db,
    countable.map((line) => line.productId),
  )
  const picks = countable.flatMap((line) => {
    const product = facts.get(line.productId)
    return product ? [{ product, quantity: line.quantity, limit: product.b2cMaxQty }] : []
  })
  return summarise(db, userId, picks, now)
}

/**
 * The single-product checkout ("Buy Now"): one product and a quantity, limited by the product's
 * b2bMaxQty (CART_QUANTITY_MAX when it has none) and by its stock. A quantity above the lower of the two
 * is refused with the message of the one that binds; an unknown product is refused as the cart does.
 */
export async function productCheckoutSummary(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  now: Date,
): Promise<CheckoutSummary> {
  const product = (await productFacts(db, [productId])).get(productId)
  if (!product) throw new CheckoutSummaryRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
  const pick: Pick = { product, quantity, limit: product.b2bMaxQty ?? CART_QUANTITY_MAX }
  if (quantity > maxQuantityOf(pick)) {
    const message =
      product.stock <= pick.limit
        ? outOfStockAtOrderMessage(product.name, Math.max(0, product.stock))
        : orderLimitMessage(product.name, pick.limit)
    throw new CheckoutSummaryRefusal(409, message)
  }
  return summarise(db, userId, [pick], now)
}
