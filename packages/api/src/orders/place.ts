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
import { eq } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { addCoinEntry, coinDiscountPaise, redeemableCoins } from '../coins/ledger.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { parentOrders, type ShipTo } from '../db/schema.ts'
import { deliveryDaysBetween, type servedPlace } from '../delivery/routes.ts'
import type { ConfirmationCheckout } from './confirmation.ts'
import { forgetKey, keyExpired, type RememberedKey } from './idempotency.ts'
import { type KeyRow, type LockedProduct, lockProducts, runPrepared } from './stock.ts'
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

/**
 * Locks the shopper's row and reads their coins and contacts in the same statement: a locked row comes
 * back as it is once the lock is ours (the newest version), so the balance judged below is the one no
 * other checkout can change before this one commits. The same row lock as lockShopper (identity/users.ts).
 */
const LOCK_SHOPPER = 'select coin, name, email, email_verified, phone from users where id = $1 for update'

async function lockShopperReading(tx: Tx, userId: string) {
  const [row] = await runPrepared<{
    coin: number
    name: string
    email: string | null
    email_verified: boolean
    phone: string | null
  }>(tx, 'place_lock_shopper', LOCK_SHOPPER, [userId])
  if (!row) throw new Error(`no shopper ${userId} to place a checkout for`)
  return {
    coin: row.coin,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    phone: row.phone,
  }
}

/** The key's row when none of the products was found (so the products' statement could not carry it). */
const FIND_KEY = `select route as key_route, request_hash as key_hash, parent_order_id as key_parent_order_id,
  (extract(epoch from created_at) * 1000)::float8 as key_created_ms
from idempotency_keys where user_id = $1 and key = $2`

/** What a key's row says, when the key was used before. */
function rememberedOf(row: KeyRow | undefined): RememberedKey | undefined {
  return row &&
    row.key_route !== null &&
    row.key_hash !== null &&
    row.key_parent_order_id !== null &&
    row.key_created_ms !== null
    ? {
        route: row.key_route,
        requestHash: row.key_hash,
        parentOrderId: row.key_parent_order_id,
        createdAt: new Date(row.key_created_ms),
      }
    : undefined
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
 * The whole write of a checkout as one statement of fixed text (so it is prepared once per connection):
 * the rows of any length arrive as JSON arrays and are unpacked by jsonb_to_recordset. $1 the taken
 * [{id, quantity}], $2 the shopper whose cart lines of those products go (null: the cart stays), $3 the
 * shopper, $4 the checkout's id, $5–$13 its fields, $14 its orders, $15 their items, $16–$18 the key.
 */
const WRITE_CHECKOUT = `with taken as (
  select id, quantity from jsonb_to_recordset($1::jsonb) as t(id text, quantity int)
), stock as (
  update products set stock = products.stock - taken.quantity from taken where products.id = taken.id
), cart as (
  delete from cart_items where user_id = $2 and product_id in (select id from taken)
), parent as (
  insert into parent_orders (id, user_id, payment_mode, items_total_paise, coin_discount_paise, credit_coins,
    ship_to, state, pay_by, coin_value_paise, created_at)
  values ($4, $3, $5, $6::int, $7::int, $8::int, $9::jsonb, $10, $11::timestamptz, $12::int, $13::timestamptz)
), seller_orders as (
  insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise, order_date,
    expected_delivery_date)
  select o.id, $4, $3, o.seller_id, 0, o.amount, $13::timestamptz, o.expected
  from jsonb_to_recordset($14::jsonb) as o(id text, seller_id text, amount int, expected timestamptz)
), items as (
  insert into order_items (id, order_id, product_id, product_name, product_image, unit_price_paise, mrp_paise,
    quantity, status, product_note)
  select i.id, i.order_id, i.product_id, i.product_name, i.product_image, i.unit_price, i.mrp, i.quantity, 0,
    i.note
  from jsonb_to_recordset($15::jsonb) as i(id text, order_id text, product_id text, product_name text,
    product_image text, unit_price int, mrp int, quantity int, note text)
)
insert into idempotency_keys (user_id, key, route, request_hash, parent_order_id, created_at)
values ($3, $16, $17, $18, $4, $13::timestamptz)`

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
  await runPrepared(tx, 'place_write_checkout', WRITE_CHECKOUT, [
    JSON.stringify(checkout.items.map((item) => ({ id: item.product.id, quantity: item.quantity }))),
    checkout.clearCart ? checkout.userId : null,
    checkout.userId,
    checkout.id,
    checkout.paymentMode,
    checkout.itemsTotalPaise,
    checkout.coinDiscountPaise,
    checkout.creditCoins,
    JSON.stringify(checkout.shipTo),
    checkout.state,
    checkout.payBy ? checkout.payBy.toISOString() : null,
    COIN_VALUE_PAISE,
    at,
    JSON.stringify(
      checkout.orders.map((order) => ({
        id: order.id,
        seller_id: order.sellerId,
        amount: order.amountPaise,
        expected: order.expectedDeliveryDate.toISOString(),
      })),
    ),
    JSON.stringify(
      checkout.items.map((item) => ({
        id: item.id,
        order_id: item.orderId,
        product_id: item.product.id,
        product_name: item.product.name,
        product_image: item.product.imageUrl,
        unit_price: item.product.offerPricePaise,
        mrp: item.product.pricePaise,
        quantity: item.quantity,
        note: item.productNote,
      })),
    ),
    checkout.key.key,
    checkout.key.route,
    checkout.key.requestHash,
  ])
}

/**
 * Places a checkout in one transaction (docs/product.md, "Checkout"): the shopper's row is locked first,
 * so the same shopper's checkouts, and twin requests of one attempt, run one after the other; then the
 * products are locked in id order and the Idempotency-Key is read in that next statement (so a twin that
 * waited on the shopper's lock sees the first one's committed key): the same attempt answers its checkout
 * again, another body is refused. Then the products are checked, their stock taken and priced at their offer price now;
 * one parent order, one order per seller and their items are written; the coins are checked against
 * the balance under the lock and redeemed through the ledger. Cash on delivery is placed at once and the
 * cart's lines of the ordered products go; an online payment waits (pending_payment) for
 * PAYMENT_WINDOW_MINUTES with its stock and coins held and the cart left as it is. A refusal throws
 * PlaceRefusal and the transaction writes nothing.
 */
export async function placeCheckout(db: Db, request: PlaceRequest, now: Date): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const { userId, idempotency } = request
    const shopper = await lockShopperReading(tx, userId)

    const { products: locked, key } = await lockProducts(
      tx,
      userId,
      request.products.map((line) => line.id),
      idempotency.key,
    )
    const remembered = rememberedOf(
      key ?? (await runPrepared<KeyRow>(tx, 'place_find_key', FIND_KEY, [userId, idempotency.key]))[0],
    )
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
