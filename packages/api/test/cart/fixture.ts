import { type CartItem, type CartSummary, routes, type WishlistItem } from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { createSession } from '../../src/identity/session.ts'
import type { TestTarget } from '../db/targets.ts'
import { type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

/** The address of a contract call. */
export const url = (name: keyof typeof routes) => `/api${routes[name].path}`

export interface Shopper {
  id: string
  token: string
}

/** A shopper's cart and wishlist rows exactly as stored: what "nothing changed" compares. */
export interface StoredLists {
  cart: Array<{ product_id: string; quantity: number; added_offer_price_paise: number; added_at: string }>
  wishlist: Array<{ product_id: string; added_at: string }>
}

/** The cart tests' app on a seeded database, with the calls and reads they share. */
export interface CartTestApp {
  t: AuthTestApp
  rows<T>(query: SQL): Promise<T[]>
  /** A new shopper with a live session: each test starts with an empty cart and wishlist. */
  newShopper(): Promise<Shopper>
  /** Any contract call by name, with its own method, an optional body and an optional bearer token. */
  call(name: keyof typeof routes, token: string | undefined, body?: unknown): Promise<LightMyRequestResponse>
  cartOf(token: string): Promise<CartItem[]>
  wishlistOf(token: string): Promise<WishlistItem[]>
  summaryOf(token: string): Promise<CartSummary>
  stored(userId: string): Promise<StoredLists>
  /** Every shopper's cart and wishlist rows, for calls that must write nothing at all. */
  everything(): Promise<unknown[]>
  /** Sets a product's stock, b2cMaxQty and, when given, offer price (paise). */
  setProduct(
    id: string,
    facts: { stock?: number; b2cMaxQty?: number; offerPricePaise?: number },
  ): Promise<void>
  /** Cart lines written straight to the table, stamped with each product's offer price as it is now. */
  putInCart(userId: string, lines: Array<{ productId: string; quantity: number }>): Promise<void>
  /** Wishlist rows written straight to the table. */
  putOnWishlist(userId: string, productIds: string[]): Promise<void>
  /** The ids of at least `n` products (the small test catalogue is topped up with copies). */
  productsAtLeast(n: number): Promise<string[]>
}

export async function makeCartTestApp(name: TestTarget['name'], prefix: string): Promise<CartTestApp> {
  const t = await makeAuthTestApp(name)
  const db = t.database.db
  const rows = <T>(query: SQL) => selectRows<T>(db, query)
  let shoppers = 0

  const call = (routeName: keyof typeof routes, token: string | undefined, body?: unknown) =>
    t.app.inject({
      method: routes[routeName].method,
      url: url(routeName),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    })
  const read = async <T>(routeName: keyof typeof routes, token: string): Promise<T> => {
    const response = await call(routeName, token)
    expect(response.statusCode).toBe(200)
    return response.json<T>()
  }

  return {
    t,
    rows,
    async newShopper() {
      shoppers += 1
      const id = `${prefix}${name}${shoppers}`
      await db.insert(users).values({ id, name: 'Meera Iyer', referralCode: `${prefix}${name}${shoppers}` })
      return { id, token: (await createSession(db, id, t.clock)).token }
    },
    call,
    cartOf: (token) => read<CartItem[]>('cartProducts', token),
    wishlistOf: (token) => read<WishlistItem[]>('wishlistProducts', token),
    summaryOf: (token) => read<CartSummary>('cartSummary', token),
    async stored(userId) {
      return {
        cart: await rows(
          sql`select product_id, quantity, added_offer_price_paise, added_at::text from cart_items
              where user_id = ${userId} order by product_id`,
        ),
        wishlist: await rows(
          sql`select product_id, added_at::text from wishlist_items where user_id = ${userId} order by product_id`,
        ),
      }
    },
    async everything() {
      return [
        ...(await rows(sql`select *, added_at::text as at from cart_items order by user_id, product_id`)),
        ...(await rows(sql`select *, added_at::text as at from wishlist_items order by user_id, product_id`)),
      ]
    },
    async setProduct(id, { stock, b2cMaxQty, offerPricePaise }) {
      await db.execute(
        sql`update products set stock = coalesce(${stock ?? null}::int, stock),
              b2c_max_qty = coalesce(${b2cMaxQty ?? null}::int, b2c_max_qty),
              offer_price_paise = coalesce(${offerPricePaise ?? null}::int, offer_price_paise)
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
    async putOnWishlist(userId, productIds) {
      await db.execute(
        sql`insert into wishlist_items (user_id, product_id)
            select ${userId}, id from products where id in ${productIds}`,
      )
    },
    async productsAtLeast(n) {
      const ids = async () =>
        (await rows<{ id: string }>(sql`select id from products order by id`)).map((r) => r.id)
      const have = await ids()
      if (have.length >= n) return have
      const columns = (
        await rows<{ name: string }>(
          sql`select column_name as name from information_schema.columns
              where table_name = 'products' and is_generated = 'NEVER' and column_name <> 'id'`,
        )
      ).map((c) => `"${c.name}"`)
      await db.execute(
        sql`insert into products (id, ${sql.raw(columns.join(', '))})
            select p.id || '-copy-' || g, ${sql.raw(columns.map((c) => `p.${c}`).join(', '))}
            from products p, generate_series(1, ${n - have.length}) g where p.id = ${have[0]}`,
      )
      return ids()
    },
  }
}
