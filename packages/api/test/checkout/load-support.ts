// What the checkout's load tests share: the app served over a real socket on a fresh seeded database,
// shoppers made in bulk, the place-order request, a keep-alive HTTP client, and the ledger's invariants
// (stock conserved, coins equal to their ledger, no order without items) read straight from the tables.
import { randomUUID } from 'node:crypto'
import { Agent, request as httpRequest } from 'node:http'
import { CASH_ON_DELIVERY, IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody, routes } from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { systemClock } from '../../src/clock.ts'
import { type Database, type Db, selectRows } from '../../src/db/client.ts'
import { hashToken, newOpaqueToken } from '../../src/identity/session.ts'
import { openSeededPglite } from '../db/seeded-snapshot.ts'
import { TEST_PRODUCTS, type TestTarget, targetOf } from '../db/targets.ts'
import { testConfig } from '../http/fixture.ts'
import { RecordingTransport } from '../identity/fixture.ts'

export const placeOrderPath = `/api${routes.placeOrder.path}`
export const singleProductPlaceOrderPath = `/api${routes.singleProductPlaceOrder.path}`

/**
 * A fresh database of `kind` holding the test catalogue. PGlite gets a waiting line long enough for
 * every shopper of the test at once: the server's default line (64) would turn most of a 200-shopper
 * burst away with 503 before placing anything, which is the load shedding's job and not what these
 * tests measure.
 */
export async function openLoadDatabase(
  kind: TestTarget['name'],
): Promise<Database & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openSeededPglite(TEST_PRODUCTS, { maxWaitingQueries: 100_000 })
    return { ...database, dispose: () => database.close() }
  }
  return targetOf(kind).openSeeded()
}

export interface LoadApp {
  kind: TestTarget['name']
  app: FastifyInstance
  database: Database & { dispose(): Promise<void> }
  db: Db
  port: number
  client: HttpClient
  rows<T>(query: SQL): Promise<T[]>
  close(): Promise<void>
}

/** The whole app on a seeded database, listening on a random loopback port (real sockets, real parsing). */
export async function startLoadApp(kind: TestTarget['name']): Promise<LoadApp> {
  const database = await openLoadDatabase(kind)
  try {
    const app = await buildApp({
      // Every shopper comes from 127.0.0.1: the per-address limit would count them as one visitor.
      config: testConfig({ rateLimitMax: 1_000_000_000, requestTimeoutMs: 60_000 }),
      database,
      clock: systemClock,
      messages: new RecordingTransport(),
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('the app has no port')
    const client = new HttpClient(address.port)
    return {
      kind,
      app,
      database,
      db: database.db,
      port: address.port,
      client,
      rows: <T>(query: SQL) => selectRows<T>(database.db, query),
      close: async () => {
        client.close()
        await app.close()
        await database.dispose()
      },
    }
  } catch (error) {
    await database.dispose()
    throw error
  }
}

export interface LoadShopper {
  id: string
  token: string
}

/**
 * `count` shoppers with a live session each, written in two statements (no sign-up, no password hashing):
 * the tests are about placing orders, not about signing in.
 */
export async function makeShoppers(db: Db, count: number, prefix: string): Promise<LoadShopper[]> {
  const shoppers = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i).padStart(4, '0')}`,
    token: newOpaqueToken(),
  }))
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString()
  const userRows = shoppers.map((s) => ({ id: s.id, name: 'Load Shopper', referral_code: `R${s.id}` }))
  const sessionRows = shoppers.map((s) => ({ user_id: s.id, token_hash: hashToken(s.token) }))
  await db.execute(
    sql`insert into users (id, name, referral_code)
        select id, name, referral_code from jsonb_to_recordset(${JSON.stringify(userRows)}::jsonb)
          as u(id text, name text, referral_code text)`,
  )
  await db.execute(
    sql`insert into sessions (token_hash, user_id, created_at, expires_at)
        select token_hash, user_id, now(), ${expiresAt}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(sessionRows)}::jsonb) as s(user_id text, token_hash text)`,
  )
  return shoppers
}

/** Gives each shopper `coins` coins the way the ledger would: one 'earned' entry and the balance. */
export async function giveCoins(db: Db, userIds: string[], coins: number): Promise<void> {
  await db.execute(
    sql`insert into coin_ledger (user_id, delta, reason)
        select id, ${coins}::int, 'earned' from unnest(${`{${userIds.join(',')}}`}::text[]) as id`,
  )
  await db.execute(
    sql`update users set coin = coin + ${coins}::int where id = any(${`{${userIds.join(',')}}`}::text[])`,
  )
}

/** An address at a pincode the seed's India Post data serves (Bengaluru GPO). */
export const DELIVERABLE_ADDRESS = {
  name: 'Meera Iyer',
  phoneNumber: '9876543210',
  houseName: '12 MG Road',
  localArea: 'Shivaji Nagar',
  landMark: 'Near the post office',
  pincode: '560001',
  state: 'Karnataka',
  country: 'India',
  typeOfAddress: 'Home',
} as const

/** A cash-on-delivery order of these products, shipped to DELIVERABLE_ADDRESS. */
export function codOrder(products: Array<{ id: string; quantity: number }>, creditCoins = 0): PlaceOrderBody {
  return {
    paymentMode: CASH_ON_DELIVERY,
    products: products.map((p) => ({ id: p.id, quantity: p.quantity })),
    address: { ...DELIVERABLE_ADDRESS },
    creditCoins,
  }
}

/** A fresh Idempotency-Key: one per checkout attempt, as the storefront makes them. */
export const newIdempotencyKey = () => randomUUID()

export interface Answer {
  status: number
  body: { message?: string; orderId?: string; state?: string; [key: string]: unknown }
  ms: number
}

/**
 * node:http over kept-alive sockets, as many at once as there are requests in flight: every request of
 * a burst has its own connection, so the server reads them in parallel (a PostgreSQL pool then really
 * runs their transactions side by side).
 */
export class HttpClient {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  readonly #port: number
  constructor(port: number) {
    this.#port = port
  }

  post(path: string, token: string, key: string | undefined, body: unknown): Promise<Answer> {
    const payload = JSON.stringify(body)
    return this.#send(
      'POST',
      path,
      {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
        ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
      payload,
    )
  }

  /**
   * `post`, asked again with the same key while the answer is 503: the server was too busy to take the
   * request (PGlite's waiting line), which is an answer to retry, not a decision about the order.
   */
  async settle(path: string, token: string, key: string, body: unknown): Promise<Answer & { busy: number }> {
    for (let busy = 0; ; busy++) {
      const answer = await this.post(path, token, key, body)
      if (answer.status !== 503 || busy >= 50) return { ...answer, busy }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
    }
  }

  get(path: string, token?: string): Promise<Answer> {
    return this.#send('GET', path, token ? { authorization: `Bearer ${token}` } : {}, undefined)
  }

  #send(method: string, path: string, headers: Record<string, string>, payload: string | undefined) {
    const started = performance.now()
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: this.#port, method, path, agent: this.#agent, headers },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let body: Answer['body']
            try {
              body = JSON.parse(text)
            } catch {
              body = { message: text }
            }
            resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started })
          })
          response.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      outgoing.end(payload)
    })
  }

  close(): void {
    this.#agent.destroy()
  }
}

/**
 * Products a test may sell freely (cash on delivery; stock and limits it sets itself) that no checkout
 * holds yet, so one test's orders never count in another's stock.
 */
export async function pickProducts(db: Db, count: number): Promise<Array<{ id: string; name: string }>> {
  const picked = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from products p
        where cash_on_delivery and not exists (select 1 from order_items i where i.product_id = p.id)
        order by md5(id) limit ${count}`,
  )
  if (picked.length < count) throw new Error(`only ${picked.length} cash-on-delivery products`)
  return picked
}

/** Sets stock and both order limits (and a minimum of 1) of these products. */
export async function stockProducts(db: Db, ids: string[], stock: number, maxQty = 5): Promise<void> {
  await db.execute(
    sql`update products set stock = ${stock}::int, b2b_max_qty = ${maxQty}::int, b2c_max_qty = ${maxQty}::int,
          minimum_quantity = 1
        where id = any(${`{${ids.join(',')}}`}::text[])`,
  )
}

export async function stocksOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: string; stock: number }>(
    db,
    sql`select id, stock from products where id = any(${`{${ids.join(',')}}`}::text[])`,
  )
  return new Map(rows.map((row) => [row.id, Number(row.stock)]))
}

/** Units of each product held by checkouts that hold stock (placed, or waiting for their payment). */
export async function unitsOrdered(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await selectRows<{ product_id: string; units: string | number }>(
    db,
    sql`select i.product_id, sum(i.quantity) as units
        from order_items i join orders o on o.id = i.order_id join parent_orders p on p.id = o.parent_order_id
        where p.state in ('placed', 'pending_payment') and i.product_id = any(${`{${ids.join(',')}}`}::text[])
        group by i.product_id`,
  )
  const units = new Map(ids.map((id) => [id, 0]))
  for (const row of rows) units.set(row.product_id, Number(row.units))
  return units
}

/**
 * The ledger's invariants, as lists of what breaks them (all empty when the data is sound): a product
 * whose stock plus the units its checkouts hold is not its stock before; a shopper whose balance is not
 * the sum of their coin entries; a checkout without orders or an order without items; a negative stock.
 */
export async function invariantBreaks(
  db: Db,
  initialStock: Map<string, number>,
): Promise<{ stock: string[]; coins: string[]; emptyOrders: string[]; negativeStock: string[] }> {
  const ids = [...initialStock.keys()]
  const now = await stocksOf(db, ids)
  const held = await unitsOrdered(db, ids)
  const stock = ids
    .filter((id) => (now.get(id) ?? 0) + (held.get(id) ?? 0) !== initialStock.get(id))
    .map((id) => `${id}: ${initialStock.get(id)} before, ${now.get(id)} now + ${held.get(id)} ordered`)
  const coins = (
    await selectRows<{ id: string; coin: number; ledger: string | number }>(
      db,
      sql`select u.id, u.coin, coalesce(l.total, 0) as ledger
          from users u left join (select user_id, sum(delta) as total from coin_ledger group by user_id) l
            on l.user_id = u.id
          where u.coin <> coalesce(l.total, 0)`,
    )
  ).map((row) => `${row.id}: balance ${row.coin}, ledger ${row.ledger}`)
  const emptyOrders = (
    await selectRows<{ what: string }>(
      db,
      sql`select 'checkout ' || p.id as what from parent_orders p
            where not exists (select 1 from orders o where o.parent_order_id = p.id)
          union all
          select 'order ' || o.id from orders o
            where not exists (select 1 from order_items i where i.order_id = o.id)`,
    )
  ).map((row) => row.what)
  const negativeStock = (
    await selectRows<{ id: string; stock: number }>(db, sql`select id, stock from products where stock < 0`)
  ).map((row) => `${row.id}: ${row.stock}`)
  return { stock, coins, emptyOrders, negativeStock }
}

/** Counts answers by status, for failure messages that say what came back. */
export function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1
  return counts
}
