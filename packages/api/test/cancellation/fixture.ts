import { type CancelOrderBody, type PlaceOrderAnswer, routes } from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { newIdempotencyKey, place, placeBody } from '../checkout/fixture.ts'
import type { TestTarget } from '../db/targets.ts'
import { makePaymentsTestApp, type PaymentsTestApp, type Shopper } from '../payments/fixture.ts'

/** A product a test buys: its id and its offer price when bought. */
export interface Bought {
  id: string
  pricePaise: number
}

/** What a shopper holds and what the catalogue holds, as a cancellation test compares before and after. */
export interface Holdings {
  coins: number
  walletPaise: number
  coinLedgerSum: number
  walletLedgerSum: number
  stock: Record<string, number>
  items: Array<{ productId: string; status: number; cancellationId: string | null }>
  orderStatus: number
  cancellations: number
}

export interface CancellationTestApp extends PaymentsTestApp {
  /** `count` in-stock products of one seller that sells by cash on delivery too, in id order. */
  sellerProducts(count: number, skip?: number): Promise<Bought[]>
  /** A paid prepaid checkout of `lines` (one unit each unless said), redeeming `coins`: its order id. */
  prepaidOrder(
    shopper: Shopper,
    lines: Bought[],
    coins?: number,
  ): Promise<{ orderId: string; parentOrderId: string }>
  /** A cash-on-delivery checkout of `lines` through the cart: its order id. */
  codOrder(shopper: Shopper, lines: Bought[]): Promise<{ orderId: string; parentOrderId: string }>
  cancel(
    token: string | undefined,
    body: Partial<CancelOrderBody> | Record<string, unknown>,
  ): Promise<LightMyRequestResponse>
  details(token: string | undefined, orderId: string): Promise<LightMyRequestResponse>
  holdings(userId: string, orderId: string, productIds: readonly string[]): Promise<Holdings>
}

/** The cancellation calls on a fresh seeded database of `kind` (PGlite unless a test needs PostgreSQL's concurrency). */
export async function makeCancellationTestApp(
  kind: TestTarget['name'] = 'pglite',
): Promise<CancellationTestApp> {
  const t = await makePaymentsTestApp({ kind })
  const ordersOf = async (parentOrderId: string) => {
    const rows = await t.rows<{ id: string }>(
      sql`select id from orders where parent_order_id = ${parentOrderId} order by id`,
    )
    const [first] = rows
    if (!first || rows.length !== 1)
      throw new Error(`expected one order in ${parentOrderId}, got ${rows.length}`)
    return { orderId: first.id, parentOrderId }
  }
  return Object.assign(t, {
    async sellerProducts(count: number, skip = 0) {
      await t.products(1)
      const [seller] = await t.rows<{ seller_id: string }>(
        sql`select seller_id from products where stock >= 50 and cash_on_delivery
            group by seller_id having count(*) >= ${count + skip} order by seller_id limit 1`,
      )
      if (!seller) throw new Error(`no seller with ${count + skip} products`)
      const rows = await t.rows<{ id: string; price: number }>(
        sql`select id, offer_price_paise as price from products
            where seller_id = ${seller.seller_id} and stock >= 50 and cash_on_delivery
            order by id collate "C" limit ${count} offset ${skip}`,
      )
      return rows.map((row) => ({ id: row.id, pricePaise: Number(row.price) }))
    },
    async prepaidOrder(shopper: Shopper, lines: Bought[], coins = 0) {
      const parentOrderId = await t.pendingCheckout(
        shopper,
        lines.map((line) => ({ productId: line.id, quantity: 1 })),
        coins,
      )
      await t.paySimulatedAndVerify(shopper, parentOrderId)
      return ordersOf(parentOrderId)
    },
    async codOrder(shopper: Shopper, lines: Bought[]) {
      await t.putInCart(
        shopper.id,
        lines.map((line) => ({ productId: line.id, quantity: 1 })),
      )
      const placed = await place(
        t.app,
        shopper.token,
        placeBody(...lines.map((line) => line.id)),
        newIdempotencyKey(),
      )
      if (placed.statusCode !== 200)
        throw new Error(`place-order answered ${placed.statusCode}: ${placed.body}`)
      return ordersOf(placed.json<PlaceOrderAnswer>().orderId)
    },
    cancel(token: string | undefined, body: Record<string, unknown>) {
      return t.call('cancelOrder', token, body)
    },
    details(token: string | undefined, orderId: string) {
      return t.app.inject({
        method: 'GET',
        url: `/api${routes.orderCancellation.path.replace(':orderId', encodeURIComponent(orderId))}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    },
    async holdings(userId: string, orderId: string, productIds: readonly string[]): Promise<Holdings> {
      const [user] = await t.rows<{ coin: number; wallet_paise: number }>(
        sql`select coin, wallet_paise from users where id = ${userId}`,
      )
      const [coinSum] = await t.rows<{ total: number | string }>(
        sql`select coalesce(sum(delta), 0) as total from coin_ledger where user_id = ${userId}`,
      )
      const [walletSum] = await t.rows<{ total: number | string }>(
        sql`select coalesce(sum(delta_paise), 0) as total from wallet_ledger where user_id = ${userId}`,
      )
      const stock =
        productIds.length === 0
          ? []
          : await t.rows<{ id: string; stock: number }>(
              sql`select id, stock from products where id in ${productIds} order by id`,
            )
      const items = await t.rows<{ product_id: string; status: number; cancellation_id: string | null }>(
        sql`select product_id, status, cancellation_id from order_items where order_id = ${orderId} order by product_id collate "C"`,
      )
      const [order] = await t.rows<{ status: number }>(sql`select status from orders where id = ${orderId}`)
      const [count] = await t.rows<{ n: number | string }>(
        sql`select count(*) as n from cancellations where order_id = ${orderId}`,
      )
      return {
        coins: Number(user?.coin),
        walletPaise: Number(user?.wallet_paise),
        coinLedgerSum: Number(coinSum?.total),
        walletLedgerSum: Number(walletSum?.total),
        stock: Object.fromEntries(stock.map((row) => [row.id, Number(row.stock)])),
        items: items.map((row) => ({
          productId: row.product_id,
          status: Number(row.status),
          cancellationId: row.cancellation_id,
        })),
        orderStatus: Number(order?.status),
        cancellations: Number(count?.n),
      }
    },
  })
}
