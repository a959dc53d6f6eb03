import { randomBytes } from 'node:crypto'
import {
  CASH_ON_DELIVERY,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentMode,
  type PlaceOrderBody,
  routes,
} from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { ManualClock } from '../../src/clock.ts'
import { addCoinEntry } from '../../src/coins/ledger.ts'
import { type Database, type Db, selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { createSession } from '../../src/identity/session.ts'
import { OutboxTransport } from '../../src/messages/transport.ts'
import { type TestTarget, targetOf } from '../db/targets.ts'
import { testConfig } from '../http/fixture.ts'

/*
 * What the checkout tests share: an app whose messages land in the outbox table, shoppers with coins and
 * contacts, products set up for a test, the place-order request and the rows "nothing changed" compares.
 */

/** A fresh Idempotency-Key, as the storefront makes one per checkout attempt. */
export const newIdempotencyKey = (): string => randomBytes(18).toString('base64url')

/** A delivery address the form would send, at a pincode we deliver to (Bengaluru). */
export const DELIVERY_ADDRESS = {
  name: 'Meera Iyer',
  phoneNumber: '9876501234',
  alternativePhoneNumber: '',
  typeOfAddress: 'Home',
  primaryAddress: true,
  houseName: '12, 2nd Cross, MG Road',
  localArea: 'Shivaji Nagar',
  landMark: 'Near the bus stand',
  pincode: '560001',
  state: 'Karnataka',
  country: 'India',
  location: null,
} as const

/** A product line of an order request: an id alone means one of it. */
export type LineSpec = string | { id: string; quantity?: number; productNote?: string | null }

/**
 * A cash-on-delivery order request for the products, the way the storefront sends it (with a made-up
 * totalPrice the server must ignore). Spread it to change a field: `{ ...placeBody(a), paymentMode: 'Pre-paid' }`.
 */
export function placeBody(...lines: LineSpec[]): PlaceOrderBody & { paymentMode: PaymentMode } {
  return {
    paymentMode: CASH_ON_DELIVERY,
    cod: true,
    products: lines.map((line) =>
      typeof line === 'string'
        ? { id: line, quantity: 1, productNote: '' }
        : { id: line.id, quantity: line.quantity ?? 1, productNote: line.productNote ?? '' },
    ),
    totalPrice: 1,
    address: { ...DELIVERY_ADDRESS },
    creditCoins: 0,
    coinValue: 0.1,
    paymentId: null,
  }
}

export type PlaceRoute = 'placeOrder' | 'singleProductPlaceOrder'

/**
 * POST the order request to the cart's place-order (or `route`) with the bearer token and, when given,
 * the Idempotency-Key.
 */
export function place(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
  key: string | undefined,
  route: PlaceRoute = 'placeOrder',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api${routes[route].path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key !== undefined ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    payload: body as object,
  })
}

export interface CheckoutShopper {
  id: string
  token: string
  email: string | null
  phone: string | null
}

export interface ShopperOptions {
  /** Coins to start with (an 'earned' ledger entry). */
  coins?: number
  email?: string | null
  emailVerified?: boolean
  phone?: string | null
}

/** A product of the test catalogue with what the checkout tests look at. */
export interface CatalogueProduct {
  id: string
  name: string
  seller_id: string
  offer_price_paise: number
  price_paise: number
}

export interface ProductFacts {
  stock?: number
  b2cMaxQty?: number
  /** null: no business limit (the single-product checkout then allows CART_QUANTITY_MAX). */
  b2bMaxQty?: number | null
  offerPricePaise?: number
  pricePaise?: number
  cashOnDelivery?: boolean
}

export interface CheckoutTestApp {
  app: FastifyInstance
  database: Database & { dispose(): Promise<void> }
  db: Db
  clock: ManualClock
  rows<T>(query: SQL): Promise<T[]>
  /** A new shopper with a live session and an empty cart. */
  newShopper(options?: ShopperOptions): Promise<CheckoutShopper>
  /** Products of the catalogue, ordered by id. */
  catalogue(): Promise<CatalogueProduct[]>
  /** Two products of one seller and one of another: what a split checkout needs. */
  twoSellers(): Promise<{ first: [CatalogueProduct, CatalogueProduct]; second: CatalogueProduct }>
  setProduct(id: string, facts: ProductFacts): Promise<void>
  /** Cart lines written straight to the table. */
  putInCart(userId: string, lines: Array<{ productId: string; quantity: number }>): Promise<void>
  cartOf(userId: string): Promise<Array<{ product_id: string; quantity: number }>>
  stockOf(productIds: readonly string[]): Promise<Record<string, number>>
  coinsOf(userId: string): Promise<number>
  /** Outbox messages to a recipient (an e-mail address, or "+91" and the phone), oldest first. */
  outboxTo(recipient: string): Promise<Array<{ channel: string; subject: string | null; body: string }>>
  /** Every row placing may touch, for "a refusal wrote nothing" (stock, coins, ledger, carts, orders, keys). */
  snapshot(): Promise<unknown>
  close(): Promise<void>
}

let shopperCount = 0

/** The whole app on a fresh seeded database of `kind`, messages kept in the outbox table. */
export async function makeCheckoutTestApp(
  kind: TestTarget['name'],
  prefix: string,
): Promise<CheckoutTestApp> {
  const target = targetOf(kind)
  const database = await target.openSeeded()
  const db = database.db
  const clock = new ManualClock(new Date())
  const app = await buildApp({
    config: testConfig({ rateLimitMax: 1_000_000_000 }),
    database,
    clock,
    messages: new OutboxTransport(db),
  })
  await app.ready()
  const rows = <T>(query: SQL) => selectRows<T>(db, query)

  return {
    app,
    database,
    db,
    clock,
    rows,
    async newShopper(options = {}) {
      shopperCount += 1
      const id = `${prefix}${kind}${process.pid}x${shopperCount}`
      const email = options.email === undefined ? `${id.toLowerCase()}@example.in` : options.email
      const phone = options.phone === undefined ? String(8_000_000_000 + shopperCount) : options.phone
      await db.insert(users).values({
        id,
        name: 'Meera Iyer',
        referralCode: id,
        email,
        emailVerified: options.emailVerified ?? true,
        phone,
        phoneVerified: phone !== null,
      })
      if (options.coins) {
        const coins = options.coins
        await db.transaction((tx) => addCoinEntry(tx, { userId: id, delta: coins, reason: 'earned' }))
      }
      return { id, token: (await createSession(db, id, clock)).token, email, phone }
    },
    catalogue: () =>
      rows<CatalogueProduct>(
        sql`select id, name, seller_id, offer_price_paise, price_paise from products order by id`,
      ),
    async twoSellers() {
      const all = await rows<CatalogueProduct>(
        sql`select id, name, seller_id, offer_price_paise, price_paise from products order by id`,
      )
      const bySeller = new Map<string, CatalogueProduct[]>()
      for (const product of all)
        bySeller.set(product.seller_id, [...(bySeller.get(product.seller_id) ?? []), product])
      const many = [...bySeller.values()].find((list) => list.length >= 2)
      if (!many) throw new Error('the test catalogue has no seller with two products')
      const other = all.find((product) => product.seller_id !== many[0]?.seller_id)
      if (!other) throw new Error('the test catalogue has one seller only')
      return { first: [many[0] as CatalogueProduct, many[1] as CatalogueProduct], second: other }
    },
    async setProduct(id, facts) {
      await db.execute(
        sql`update products set
              stock = coalesce(${facts.stock ?? null}::int, stock),
              b2c_max_qty = coalesce(${facts.b2cMaxQty ?? null}::int, b2c_max_qty),
              b2b_max_qty = case when ${facts.b2bMaxQty !== undefined} then ${facts.b2bMaxQty ?? null}::int
                              else b2b_max_qty end,
              offer_price_paise = coalesce(${facts.offerPricePaise ?? null}::int, offer_price_paise),
              price_paise = coalesce(${facts.pricePaise ?? null}::int, price_paise),
              cash_on_delivery = coalesce(${facts.cashOnDelivery ?? null}::boolean, cash_on_delivery)
            where id = ${id}`,
      )
    },
    async putInCart(userId, lines) {
      await db.execute(
        sql`insert into cart_items (user_id, product_id, quantity, added_offer_price_paise)
            select ${userId}, p.id, l.quantity, p.offer_price_paise
            from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l("productId" text, quantity int)
            join products p on p.id = l."productId"`,
      )
    },
    cartOf: (userId) =>
      rows(sql`select product_id, quantity from cart_items where user_id = ${userId} order by product_id`),
    async stockOf(productIds) {
      const found = await rows<{ id: string; stock: number }>(
        sql`select id, stock from products where id in ${[...productIds]}`,
      )
      return Object.fromEntries(found.map((row) => [row.id, row.stock]))
    },
    async coinsOf(userId) {
      const [row] = await rows<{ coin: number }>(sql`select coin from users where id = ${userId}`)
      return row?.coin ?? 0
    },
    outboxTo: (recipient) =>
      rows(
        sql`select channel, subject, body from outbox_messages where recipient = ${recipient} order by id`,
      ),
    async snapshot() {
      // A confirmation is sent after its order's answer: wait for those under way, so a count of the
      // outbox is not taken half-way through one.
      await app.orderConfirmationsSent()
      return {
        stock: await rows(sql`select id, stock from products order by id`),
        coins: await rows(sql`select id, coin from users order by id`),
        ledger: await rows(sql`select count(*)::int as n from coin_ledger`),
        carts: await rows(
          sql`select user_id, product_id, quantity from cart_items order by user_id, product_id`,
        ),
        parents: await rows(sql`select count(*)::int as n from parent_orders`),
        orders: await rows(sql`select count(*)::int as n from orders`),
        items: await rows(sql`select count(*)::int as n from order_items`),
        keys: await rows(sql`select count(*)::int as n from idempotency_keys`),
        outbox: await rows(sql`select count(*)::int as n from outbox_messages`),
      }
    },
    async close() {
      await app.close()
      await database.dispose()
    },
  }
}
