import {
  CART_QUANTITY_MAX,
  CASH_ON_DELIVERY,
  type CheckoutState,
  COIN_VALUE_PAISE,
  COINS_CHANGED_MESSAGE,
  codUnavailableMessage,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  NOT_IN_CART_AT_ORDER_MESSAGE,
  ORDER_PRODUCT_UNAVAILABLE_MESSAGE,
  orderLimitMessage,
  orderPlacedMessage,
  outOfStockAtOrderMessage,
  PAYMENT_AWAITED_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMode,
  type PlaceOrderAnswer,
} from '@haat/contract'
import { and, eq, sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { addCoinEntry, coinDiscountPaise, redeemableCoins } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { idempotencyKeys, parentOrders, type ShipTo, users } from '../db/schema.ts'
import { deliveryDaysBetween, type servedPlace } from '../delivery/routes.ts'
import { lockShopper } from '../identity/users.ts'
import type { ConfirmationCheckout } from './confirmation.ts'
import { forgetKey, keyExpired } from './idempotency.ts'
import { type LockedProduct, lockProducts } from './stock.ts'
import { deliveryDateFrom } from './summary-delivery.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Place = NonNullable<Awaited<ReturnType<typeof servedPlace>>>

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
  /** A checkout this request placed (cash on delivery): what its confirmation tells. */
  confirmation: ConfirmationCheckout | null
}

const MINUTE_MS = 60 * 1000

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

/** The shopper's coins and contacts, and what their Idempotency-Key already made, if anything. */
async function shopperAndKey(tx: Tx, userId: string, key: string) {
  const [row] = await tx
    .select({
      coin: users.coin,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      keyRoute: idempotencyKeys.route,
      keyHash: idempotencyKeys.requestHash,
      keyParentOrderId: idempotencyKeys.parentOrderId,
      keyCreatedAt: idempotencyKeys.createdAt,
    })
    .from(users)
    .leftJoin(idempotencyKeys, and(eq(idempotencyKeys.userId, users.id), eq(idempotencyKeys.key, key)))
    .where(eq(users.id, userId))
  if (!row) throw new Error(`no shopper ${userId} to place a checkout for`)
  const remembered =
    row.keyRoute !== null &&
    row.keyHash !== null &&
    row.keyParentOrderId !== null &&
    row.keyCreatedAt !== null
      ? {
          route: row.keyRoute,
          requestHash: row.keyHash,
          parentOrderId: row.keyParentOrderId,
          createdAt: row.keyCreatedAt,
        }
      : undefined
  return {
    shopper: {
      coin: row.coin,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      phone: row.phone,
    },
    remembered,
  }
}

interface NewOrder {
  id: string
  sellerId: string
  amountPaise: number
  expectedDeliveryDate: Date
}

interface NewItem {
  id: string
  orderId: string
  product: LockedProduct
  quantity: number
  productNote: string
}

/**
 * Takes the stock and writes the checkout, its orders, their items and the Idempotency-Key in one
 * statement, and removes the ordered cart lines when `clearCart` says so: one round trip instead of six
 * on the busiest write of the shop. The product rows are already locked and checked by this transaction;
 * the foreign keys are checked at the statement's end, when the parent row is there.
 */
async function writeCheckout(
  tx: Tx,
  checkout: {
    id: string
    userId: string
    paymentMode: PaymentMode
    itemsTotalPaise: number
    coinDiscountPaise: number
    creditCoins: number
    shipTo: ShipTo
    state: CheckoutState
    payBy: Date | null
    at: Date
    orders: NewOrder[]
    items: NewItem[]
    key: { key: string; route: string; requestHash: string }
    clearCart: boolean
  },
): Promise<void> {
  const at = checkout.at.toISOString()
  const orderRows = sql.join(
    checkout.orders.map(
      (order) =>
        sql`(${order.id}, ${checkout.id}, ${checkout.userId}, ${order.sellerId}, 0, ${order.amountPaise}::int,
             ${at}::timestamptz, ${order.expectedDeliveryDate.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )
  const itemRows = sql.join(
    checkout.items.map(
      (item) =>
        sql`(${item.id}, ${item.orderId}, ${item.product.id}, ${item.product.name}, ${item.product.imageUrl},
             ${item.product.offerPricePaise}::int, ${item.product.pricePaise}::int, ${item.quantity}::int, 0,
             ${item.productNote})`,
    ),
    sql`, `,
  )
  const taken = sql.join(
    checkout.items.map((item) => sql`(${item.product.id}::text, ${item.quantity}::int)`),
    sql`, `,
  )
  const cartLines = sql.join(
    checkout.items.map((item) => sql`${item.product.id}`),
    sql`, `,
  )
  await tx.execute(sql`
    with stock as (
      update products set stock = products.stock - taken.quantity
      from (values ${taken}) as taken(id, quantity)
      where products.id = taken.id
    ), ${
      checkout.clearCart
        ? sql`cart as (
      delete from cart_items where user_id = ${checkout.userId} and product_id in (${cartLines})
    ), `
        : sql``
    }parent as (
      insert into parent_orders (id, user_id, payment_mode, items_total_paise, coin_discount_paise, credit_coins,
        ship_to, state, pay_by, coin_value_paise, created_at)
      values (${checkout.id}, ${checkout.userId}, ${checkout.paymentMode}, ${checkout.itemsTotalPaise}::int,
        ${checkout.coinDiscountPaise}::int, ${checkout.creditCoins}::int, ${JSON.stringify(checkout.shipTo)}::jsonb,
        ${checkout.state}, ${checkout.payBy ? checkout.payBy.toISOString() : null}::timestamptz,
        ${COIN_VALUE_PAISE}::int, ${at}::timestamptz)
    ), seller_orders as (
      insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise, order_date,
        expected_delivery_date)
      values ${orderRows}
    ), items as (
      insert into order_items (id, order_id, product_id, product_name, product_image, unit_price_paise, mrp_paise,
        quantity, status, product_note)
      values ${itemRows}
    )
    insert into idempotency_keys (user_id, key, route, request_hash, parent_order_id, created_at)
    values (${checkout.userId}, ${checkout.key.key}, ${checkout.key.route}, ${checkout.key.requestHash},
      ${checkout.id}, ${at}::timestamptz)`)
}

/**
 * Places a checkout in one transaction (docs/product.md, "Checkout"): the shopper's row is locked first,
 * so the same shopper's checkouts, and twin requests of one attempt, run one after the other; then the
 * Idempotency-Key is looked up in a statement of its own (so a twin that waited on the lock sees the
 * first one's committed key): the same attempt answers its checkout again, another body is refused. Then
 * the products are locked in id order, checked, their stock taken and priced at their offer price now;
 * one parent order, one order per seller and their items are written; the coins are checked against
 * the balance under the lock and redeemed through the ledger. Cash on delivery is placed at once and the
 * cart's lines of the ordered products go; an online payment waits (pending_payment) for
 * PAYMENT_WINDOW_MINUTES with its stock and coins held and the cart left as it is. A refusal throws
 * PlaceRefusal and the transaction writes nothing.
 */
export async function placeCheckout(db: Db, request: PlaceRequest, now: Date): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const { userId, idempotency } = request
    await lockShopper(tx, userId)

    const { shopper, remembered } = await shopperAndKey(tx, userId, idempotency.key)
    if (remembered && keyExpired(remembered, now)) {
      await forgetKey(tx, userId, idempotency.key)
    } else if (remembered) {
      if (remembered.route !== idempotency.route || remembered.requestHash !== idempotency.requestHash) {
        throw new PlaceRefusal(422, IDEMPOTENCY_KEY_REUSED_MESSAGE)
      }
      return {
        answer: await rememberedAnswer(tx, remembered.parentOrderId),
        created: false,
        confirmation: null,
      }
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
    const ordersBySeller = new Map<string, NewOrder>()
    const items: NewItem[] = []
    for (const line of request.products) {
      const product = byId.get(line.id) as LockedProduct
      let order = ordersBySeller.get(product.sellerId)
      if (!order) {
        order = {
          id: newDocumentId(),
          sellerId: product.sellerId,
          amountPaise: 0,
          expectedDeliveryDate: deliveryDateFrom(
            now,
            deliveryDaysBetween(request.destination, product.sellerPlace),
          ),
        }
        ordersBySeller.set(product.sellerId, order)
      }
      const linePaise = product.offerPricePaise * line.quantity
      order.amountPaise += linePaise
      itemsTotalPaise += linePaise
      items.push({
        id: newDocumentId(),
        orderId: order.id,
        product,
        quantity: line.quantity,
        productNote: line.productNote,
      })
    }

    // Coins are judged on the balance read under the shopper's lock: what the checkout showed may be stale.
    const creditCoins = request.creditCoins
    if (creditCoins > 0 && creditCoins > redeemableCoins(shopper.coin, itemsTotalPaise)) {
      throw new PlaceRefusal(409, COINS_CHANGED_MESSAGE)
    }
    const discountPaise = coinDiscountPaise(creditCoins)

    const placedNow = request.paymentMode === CASH_ON_DELIVERY
    const state: CheckoutState = placedNow ? 'placed' : 'pending_payment'
    const payBy = placedNow ? null : new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS)

    await writeCheckout(tx, {
      id: parentOrderId,
      userId,
      paymentMode: request.paymentMode,
      itemsTotalPaise,
      coinDiscountPaise: discountPaise,
      creditCoins,
      shipTo: request.shipTo,
      state,
      payBy,
      at: now,
      orders: [...ordersBySeller.values()],
      items,
      key: idempotency,
      clearCart: placedNow && request.kind === 'cart',
    })
    if (creditCoins > 0) {
      await addCoinEntry(tx, { userId, delta: -creditCoins, reason: 'redeemed', parentOrderId })
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
      confirmation: placedNow
        ? {
            id: parentOrderId,
            paymentMode: request.paymentMode,
            itemsTotalPaise,
            coinDiscountPaise: discountPaise,
            shipTo: request.shipTo,
            shopper,
            items: items.map((item) => ({
              name: item.product.name,
              quantity: item.quantity,
              unitPricePaise: item.product.offerPricePaise,
            })),
          }
        : null,
    }
  })
}
