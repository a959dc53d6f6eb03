import {
  CART_QUANTITY_MAX,
  CASH_ON_DELIVERY,
  type CheckoutState,
  COIN_VALUE_PAISE,
  COINS_CHANGED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  NOT_IN_CART_AT_ORDER_MESSAGE,
  ORDER_CUTOFF_HOUR,
  ORDER_PRODUCT_UNAVAILABLE_MESSAGE,
  orderLimitMessage,
  orderPlacedMessage,
  outOfStockAtOrderMessage,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMode,
  type PlaceOrderAnswer,
} from '@haat/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { addCoinEntry, coinBalance, coinDiscountPaise, redeemableCoins } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { cartItems, orderItems, orders, parentOrders, type ShipTo } from '../db/schema.ts'
import { deliveryDaysBetween, type servedPlace } from '../delivery/routes.ts'
import { lockShopper } from '../identity/users.ts'
import { findRememberedKey, rememberKey } from './idempotency.ts'
import { type LockedProduct, lockProducts, takeStock } from './stock.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Place = NonNullable<Awaited<ReturnType<typeof servedPlace>>>

// TODO(contract): the answer's message for an online checkout waiting for its payment.
export const PAYMENT_AWAITED_MESSAGE = 'Your order is waiting for its payment.'
// TODO(contract): the refusal of Cash on Delivery for a product its seller ships only prepaid.
export const codUnavailableMessage = (productName: string) =>
  `Cash on Delivery is not available for ${productName}.`

/** Which checkout places the order: the cart's, or the single product's "Buy Now". */
export type CheckoutKind = 'cart' | 'single'

/** A refusal the shopper is told about: its status and the contract's message. Nothing was written. */
export class PlaceRefusal extends Error {
  readonly status: 400 | 409 | 422

  constructor(status: 400 | 409 | 422, message: string) {
    super(message)
    this.status = status
  }
}

/** One product of the request, as the contract parsed it. */
export interface RequestedProduct {
  id: string
  quantity: number
  productNote: string
}

export interface PlaceRequest {
  userId: string
  kind: CheckoutKind
  paymentMode: PaymentMode
  products: readonly RequestedProduct[]
  shipTo: ShipTo
  /** Where the order goes, as the delivery check knows the pincode (already checked to be served). */
  destination: Place
  creditCoins: number
  idempotency: { key: string; route: string; requestHash: string }
}

export interface PlaceResult {
  answer: PlaceOrderAnswer
  /** Whether this request made the checkout (false: the same key's earlier checkout, answered again). */
  created: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** The shop's clock is India's: the cut-off hour is read there. */
const indiaHour = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  hourCycle: 'h23',
})

/**
 * When an order placed at `now` arrives: `days` later, one day more past the cut-off hour in India (the
 * product page's and the checkout summary's arithmetic, docs/product.md "Delivery").
 */
export function deliveryDateFrom(now: Date, days: number): Date {
  const late = Number(indiaHour.format(now)) >= ORDER_CUTOFF_HOUR
  return new Date(now.getTime() + (days + (late ? 1 : 0)) * DAY_MS)
}

/** The contract's answer for a checkout, from its stored row. */
function answerOf(row: {
  id: string
  state: CheckoutState
  paymentMode: PaymentMode
  itemsTotalPaise: number
  coinDiscountPaise: number
  payBy: Date | null
}): PlaceOrderAnswer {
  const message =
    row.state === 'placed'
      ? orderPlacedMessage(row.id)
      : row.state === 'pending_payment'
        ? PAYMENT_AWAITED_MESSAGE
        : PAYMENT_WINDOW_CLOSED_MESSAGE
  return {
    message,
    orderId: row.id,
    state: row.state,
    paymentMode: row.paymentMode,
    itemsTotal: paiseToRupees(row.itemsTotalPaise),
    coinDiscount: paiseToRupees(row.coinDiscountPaise),
    total: paiseToRupees(row.itemsTotalPaise - row.coinDiscountPaise),
    payBy: toTimestamp(row.payBy),
  }
}

/** The checkout an earlier request with the same key made, as it stands now. */
async function rememberedAnswer(tx: Tx, parentOrderId: string): Promise<PlaceOrderAnswer> {
  const [row] = await tx
    .select({
      id: parentOrders.id,
      state: parentOrders.state,
      paymentMode: parentOrders.paymentMode,
      itemsTotalPaise: parentOrders.itemsTotalPaise,
      coinDiscountPaise: parentOrders.coinDiscountPaise,
      payBy: parentOrders.payBy,
    })
    .from(parentOrders)
    .where(eq(parentOrders.id, parentOrderId))
  // The key's row goes with its parent order (cascade), so a remembered key always has one.
  if (!row) throw new Error(`idempotency key names a missing checkout ${parentOrderId}`)
  return answerOf(row)
}

/** The most one checkout may take of a product. */
function orderLimit(kind: CheckoutKind, product: LockedProduct): number {
  return kind === 'cart' ? product.b2cMaxQty : (product.b2bMaxQty ?? CART_QUANTITY_MAX)
}

/**
 * Checks every product of the request against its locked row, in product id order so the refusal a
 * shopper sees does not depend on how the request listed them. Throws the first refusal.
 */
function checkProducts(request: PlaceRequest, locked: readonly LockedProduct[]): void {
  const byId = new Map(locked.map((product) => [product.id, product]))
  const wanted = [...request.products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (const line of wanted) {
    if (!byId.has(line.id)) throw new PlaceRefusal(409, ORDER_PRODUCT_UNAVAILABLE_MESSAGE)
  }
  if (request.kind === 'cart') {
    for (const line of wanted) {
      if (byId.get(line.id)?.inCart !== line.quantity)
        throw new PlaceRefusal(409, NOT_IN_CART_AT_ORDER_MESSAGE)
    }
  }
  for (const line of wanted) {
    const product = byId.get(line.id) as LockedProduct
    const max = orderLimit(request.kind, product)
    if (line.quantity > max) throw new PlaceRefusal(409, orderLimitMessage(product.name, max))
    if (line.quantity > product.stock)
      throw new PlaceRefusal(409, outOfStockAtOrderMessage(product.name, Math.max(0, product.stock)))
    if (request.paymentMode === CASH_ON_DELIVERY && !product.cashOnDelivery)
      throw new PlaceRefusal(409, codUnavailableMessage(product.name))
  }
}

/**
 * Places a checkout in one transaction (docs/product.md, "Checkout"): the shopper's row is locked first,
 * so the same shopper's checkouts, and twin requests of one attempt, run one after the other; then the
 * Idempotency-Key is looked up (the same attempt answers its checkout again, another body is refused);
 * then the products are locked in id order, checked, their stock taken and priced at their offer price
 * now; one parent order, one order per seller and their items are written; the coins are checked against
 * the balance under the lock and redeemed through the ledger. Cash on delivery is placed at once and
 * the cart's lines of the ordered products go; an online payment waits (pending_payment) for
 * PAYMENT_WINDOW_MINUTES with its stock and coins held and the cart left as it is. A refusal throws
 * PlaceRefusal and the transaction writes nothing.
 */
export async function placeCheckout(db: Db, request: PlaceRequest, now: Date): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const { userId, idempotency } = request
    await lockShopper(tx, userId)

    const remembered = await findRememberedKey(tx, userId, idempotency.key, now)
    if (remembered) {
      if (remembered.route !== idempotency.route || remembered.requestHash !== idempotency.requestHash) {
        throw new PlaceRefusal(422, IDEMPOTENCY_KEY_REUSED_MESSAGE)
      }
      return { answer: await rememberedAnswer(tx, remembered.parentOrderId), created: false }
    }

    const locked = await lockProducts(
      tx,
      userId,
      request.products.map((line) => line.id),
    )
    checkProducts(request, locked)
    const byId = new Map(locked.map((product) => [product.id, product]))

    const parentOrderId = newDocumentId()
    let itemsTotalPaise = 0
    const sellers = new Map<string, { orderId: string; amountPaise: number; product: LockedProduct }>()
    const items: Array<typeof orderItems.$inferInsert> = []
    for (const line of request.products) {
      const product = byId.get(line.id) as LockedProduct
      let seller = sellers.get(product.sellerId)
      if (!seller) {
        seller = { orderId: newDocumentId(), amountPaise: 0, product }
        sellers.set(product.sellerId, seller)
      }
      const linePaise = product.offerPricePaise * line.quantity
      seller.amountPaise += linePaise
      itemsTotalPaise += linePaise
      items.push({
        id: newDocumentId(),
        orderId: seller.orderId,
        productId: product.id,
        productName: product.name,
        productImage: product.imageUrl,
        unitPricePaise: product.offerPricePaise,
        mrpPaise: product.pricePaise,
        quantity: line.quantity,
        productNote: line.productNote,
      })
    }

    // Coins are judged on the balance under the shopper's lock: what the checkout showed may be stale.
    const creditCoins = request.creditCoins
    if (creditCoins > 0) {
      const balance = await coinBalance(tx, userId)
      if (creditCoins > redeemableCoins(balance, itemsTotalPaise))
        throw new PlaceRefusal(409, COINS_CHANGED_MESSAGE)
    }
    const discountPaise = coinDiscountPaise(creditCoins)

    const placedNow = request.paymentMode === CASH_ON_DELIVERY
    const state: CheckoutState = placedNow ? 'placed' : 'pending_payment'
    const payBy = placedNow ? null : new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS)

    await takeStock(
      tx,
      request.products.map((line) => ({ productId: line.id, quantity: line.quantity })),
    )
    await tx.insert(parentOrders).values({
      id: parentOrderId,
      userId,
      paymentMode: request.paymentMode,
      itemsTotalPaise,
      coinDiscountPaise: discountPaise,
      creditCoins,
      shipTo: request.shipTo,
      state,
      payBy,
      coinValuePaise: COIN_VALUE_PAISE,
      createdAt: now,
    })
    await tx.insert(orders).values(
      [...sellers.entries()].map(([sellerId, seller]) => ({
        id: seller.orderId,
        parentOrderId,
        userId,
        sellerId,
        status: 0,
        orderAmountPaise: seller.amountPaise,
        orderDate: now,
        expectedDeliveryDate: deliveryDateFrom(
          now,
          deliveryDaysBetween(request.destination, seller.product.sellerPlace),
        ),
      })),
    )
    await tx.insert(orderItems).values(items)
    await rememberKey(tx, { userId, ...idempotency, parentOrderId, at: now })
    if (creditCoins > 0) {
      await addCoinEntry(tx, { userId, delta: -creditCoins, reason: 'redeemed', parentOrderId })
    }
    if (placedNow && request.kind === 'cart') {
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.productId,
            request.products.map((line) => line.id),
          ),
        ),
      )
    }
    return {
      answer: answerOf({
        id: parentOrderId,
        state,
        paymentMode: request.paymentMode,
        itemsTotalPaise,
        coinDiscountPaise: discountPaise,
        payBy,
      }),
      created: true,
    }
  })
}
