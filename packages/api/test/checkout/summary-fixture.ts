import { routes } from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { addCoinEntry } from '../../src/coins/ledger.ts'
import { selectRows } from '../../src/db/client.ts'
import { type CartTestApp, makeCartTestApp, type Shopper } from '../cart/fixture.ts'
import type { TestTarget } from '../db/targets.ts'

export type { Shopper }

/** A product as the tests price it, straight from the products table (paise). */
export interface ProductRow {
  id: string
  name: string
  price_paise: number
  offer_price_paise: number
  stock: number
  b2c_max_qty: number
  b2b_max_qty: number | null
  cash_on_delivery: boolean
  seller_id: string
  store_name: string | null
  seller_pincode: string | null
}

/** One product of a checkout written straight to the tables. */
export interface PlacedLine {
  productId: string
  quantity: number
  /** Defaults: the product's offer price and MRP as they are now. */
  unitPricePaise?: number
  mrpPaise?: number
}

export interface PlacedCheckout {
  id: string
  /** The seller orders' ids, in the order of the sellers' first lines. */
  orderIds: string[]
}

/** The checkout tests' app: the cart tests' app and calls by path, coins and orders written directly. */
export interface SummaryTestApp {
  c: CartTestApp
  rows<T>(query: SQL): Promise<T[]>
  newShopper(): Promise<Shopper>
  /** A contract call by name; `path` replaces the route's path (for query strings and path params). */
  call(
    name: keyof typeof routes,
    token: string | undefined,
    options?: { path?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>
  /** Gives the shopper coins the one way coins change: a ledger entry with its balance. */
  giveCoins(userId: string, coins: number): Promise<void>
  products(ids?: readonly string[]): Promise<ProductRow[]>
  /**
   * A checkout written straight to parent_orders, orders and order_items (as placing would write it):
   * one order per seller, amounts in paise, the coin discount from `creditCoins` × `coinValuePaise`.
   */
  placeCheckout(
    userId: string,
    lines: PlacedLine[],
    options?: {
      state?: 'placed' | 'pending_payment' | 'released'
      payBy?: Date | null
      creditCoins?: number
      coinValuePaise?: number
      paymentMode?: 'COD' | 'Pre-paid'
      placedAt?: Date
    },
  ): Promise<PlacedCheckout>
}

let checkouts = 0

export async function makeSummaryTestApp(name: TestTarget['name'], prefix: string): Promise<SummaryTestApp> {
  const c = await makeCartTestApp(name, prefix)
  const db = c.t.database.db
  const rows = <T>(query: SQL) => selectRows<T>(db, query)
  const products = (ids?: readonly string[]) =>
    rows<ProductRow>(
      sql`select p.id, p.name, p.price_paise, p.offer_price_paise, p.stock, p.b2c_max_qty, p.b2b_max_qty,
                 p.cash_on_delivery, p.seller_id, s.store_name, s.pincode as seller_pincode
          from products p join sellers s on s.id = p.seller_id
          ${ids ? sql`where p.id in ${ids}` : sql``}
          order by p.id`,
    )
  return {
    c,
    rows,
    newShopper: () => c.newShopper(),
    call: (routeName, token, options = {}) =>
      c.t.app.inject({
        method: routes[routeName].method,
        url: `/api${options.path ?? routes[routeName].path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      }),
    giveCoins: (userId, coins) =>
      db.transaction(async (tx) => {
        await addCoinEntry(tx, { userId, delta: coins, reason: 'earned' })
      }),
    products,
    async placeCheckout(userId, lines, options = {}) {
      checkouts += 1
      const id = `${prefix}Parent${checkouts}`
      const byId = new Map((await products(lines.map((line) => line.productId))).map((p) => [p.id, p]))
      const priced = lines.map((line) => {
        const product = byId.get(line.productId)
        if (!product) throw new Error(`no product ${line.productId}`)
        return {
          ...line,
          product,
          unit: line.unitPricePaise ?? product.offer_price_paise,
          mrp: line.mrpPaise ?? product.price_paise,
        }
      })
      const itemsTotal = priced.reduce((sum, line) => sum + line.unit * line.quantity, 0)
      const coinValuePaise = options.coinValuePaise ?? 10
      const creditCoins = options.creditCoins ?? 0
      const placedAt = options.placedAt ?? c.t.clock.now()
      const state = options.state ?? 'placed'
      const payBy =
        options.payBy ?? (state === 'pending_payment' ? new Date(placedAt.getTime() + 900_000) : null)
      const shipTo = {
        name: 'Meera Iyer',
        phoneNumber: '9876501234',
        houseName: '12, 2nd Cross, MG Road',
        localArea: 'Shivaji Nagar',
        landMark: '',
        state: 'Karnataka',
        pincode: '560001',
      }
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into parent_orders (id, user_id, payment_mode, items_total_paise, coin_discount_paise,
                credit_coins, ship_to, state, pay_by, coin_value_paise, created_at)
              values (${id}, ${userId}, ${options.paymentMode ?? 'COD'}, ${itemsTotal},
                ${creditCoins * coinValuePaise}, ${creditCoins}, ${JSON.stringify(shipTo)}::jsonb, ${state},
                ${payBy?.toISOString() ?? null}, ${coinValuePaise}, ${placedAt.toISOString()})`,
        )
        const sellers = [...new Set(priced.map((line) => line.product.seller_id))]
        for (const [index, sellerId] of sellers.entries()) {
          const orderId = `${id}Order${index + 1}`
          const mine = priced.filter((line) => line.product.seller_id === sellerId)
          await tx.execute(
            sql`insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise,
                  order_date, expected_delivery_date)
                values (${orderId}, ${id}, ${userId}, ${sellerId}, 0,
                  ${mine.reduce((sum, line) => sum + line.unit * line.quantity, 0)}, ${placedAt.toISOString()},
                  ${new Date(placedAt.getTime() + 7 * 86_400_000).toISOString()})`,
          )
          for (const [i, line] of mine.entries()) {
            await tx.execute(
              sql`insert into order_items (id, order_id, product_id, product_name, product_image,
                    unit_price_paise, mrp_paise, quantity, product_note)
                  values (${`${orderId}Item${i + 1}`}, ${orderId}, ${line.productId}, ${line.product.name},
                    '/media/p/test.svg', ${line.unit}, ${line.mrp}, ${line.quantity}, ${`note ${i + 1}`})`,
            )
          }
        }
      })
      const orderIds = [...new Set(priced.map((line) => line.product.seller_id))].map(
        (_, index) => `${id}Order${index + 1}`,
      )
      return { id, orderIds }
    },
  }
}
