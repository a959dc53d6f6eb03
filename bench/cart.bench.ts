// `npm run bench:cart`: the cart page's calls for a shopper with 50 lines, on PostgreSQL with 100,000
// products: GET /api/get-cart-products (every line joined with its product, brand and seller, with its
// problem and total), GET /api/get-cart-summary and PUT /api/update-cart-quantity (the shopper's row
// locked, the line checked and set, then the whole cart answered). Target: p95 under 10 ms.
//
// The catalogue is bench:product's haat_bench database on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/test), reused as it is; when it does not exist yet it is created and
// seeded with the demo seed's 100,000 products, which takes a few minutes. A haat_bench of another size is
// left alone and the run stops (bench:product reseeds it). The bench's own shopper (never the demo
// shopper) gets a fresh cart of 50 in-stock products each run, and a session written straight to the
// database (no sign-in, so no sign-in limit). A child process serves the app on a random loopback port (so
// the server has its thread to itself, as in production); this process sends one request at a time (the
// latency one shopper sees) and times each from send to the last byte of the answer. Only 127.0.0.1 is
// used; the run is bounded by a fixed number of requests. Not part of `npm test`.
import { Agent, request as httpRequest } from 'node:http'
import { availableParallelism, cpus } from 'node:os'
import { type Answer, routes } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { systemClock } from '../packages/api/src/clock.ts'
import { openDatabase, selectRows } from '../packages/api/src/db/client.ts'
import { users } from '../packages/api/src/db/schema.ts'
import { createSession } from '../packages/api/src/identity/session.ts'
import {
  adminUrl,
  benchUrl,
  count,
  createBenchDatabaseIfMissing,
  DATABASE_NAME,
  load,
  ms,
  percentile,
  seedBenchCatalogue,
  startBenchServer,
  TARGET_PRODUCTS,
} from './support.ts'

const CART_LINES = 50
const BENCH_SHOPPER_ID = 'bench-cart-shopper'
/** Requests of each call before timing (first plans, JIT), then the timed ones. */
const WARM_UP_REQUESTS = 200
const TIMED_REQUESTS = 2_000
const TARGET_P95_MS = 10

/**
 * Reuses haat_bench (or creates and seeds it), gives the bench shopper a fresh cart of CART_LINES lines
 * and a session; answers the session's token and the cart's products.
 */
async function prepare(): Promise<{ token: string; productIds: string[]; reused: boolean }> {
  await createBenchDatabaseIfMissing()
  const database = await openDatabase({ databaseUrl: benchUrl })
  try {
    const { db } = database
    const products = await count(db, sql`select count(*)::int as n from products`)
    if (products !== 0 && products !== TARGET_PRODUCTS) {
      throw new Error(
        `${DATABASE_NAME} holds ${products} products, not ${TARGET_PRODUCTS}: run bench:product once to seed it again`,
      )
    }
    await seedBenchCatalogue(db, products)

    await db
      .insert(users)
      .values({ id: BENCH_SHOPPER_ID, name: 'Bench Shopper', referralCode: 'BENCHCART' })
      .onConflictDoNothing()
    await db.execute(sql`delete from cart_items where user_id = ${BENCH_SHOPPER_ID}`)
    await db.execute(sql`delete from sessions where user_id = ${BENCH_SHOPPER_ID}`)
    // Products anyone may buy 2 of, spread over the catalogue the same way every run; added a second apart
    // so the cart's order is the one a shopper adding them one by one would see.
    const picked = await selectRows<{ id: string }>(
      db,
      sql`insert into cart_items (user_id, product_id, quantity, added_offer_price_paise, added_at)
          select ${BENCH_SHOPPER_ID}, id, 1, offer_price_paise, now() - (row_number() over ()) * interval '1 second'
          from (select id, offer_price_paise from products where stock >= 2 and b2c_max_qty >= 2
                order by md5(id) limit ${CART_LINES}) p
          returning product_id as id`,
    )
    if (picked.length !== CART_LINES) throw new Error(`only ${picked.length} products can fill the cart`)
    // Every run rewrites the bench shopper's lines; where autovacuum is off (as on the test server here) the
    // dead rows of earlier runs would pile up and slow each later run.
    await db.execute(sql`vacuum analyze cart_items, sessions`)
    const { token } = await createSession(db, BENCH_SHOPPER_ID, systemClock)
    return { token, productIds: picked.map((row) => row.id), reused: products === TARGET_PRODUCTS }
  } finally {
    await database.close()
  }
}

interface Call {
  name: string
  /** The i-th request's method, path and body. */
  request(i: number): { method: 'GET' | 'PUT'; path: string; body?: unknown }
  /** Throws when an answer is not what the call must answer. */
  check(answer: unknown): void
}

interface Figures {
  median: number
  p95: number
  p99: number
  max: number
}

/** One connection kept open, as a browser keeps one to the store. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One request over the kept connection (node:http: far less client time than fetch), answered as text. */
function send(
  port: number,
  token: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

/** `count` requests one after another, each timed from send to the whole body read. */
async function time(
  port: number,
  token: string,
  call: Call,
  count: number,
  offset: number,
): Promise<Figures> {
  const latencies: number[] = []
  for (let i = 0; i < count; i++) {
    const { method, path, body } = call.request(offset + i)
    const started = performance.now()
    const { status, text } = await send(port, token, method, path, body)
    latencies.push(performance.now() - started)
    if (status !== 200) throw new Error(`${call.name} answered ${status}: ${text}`)
    if (i === 0) call.check(JSON.parse(text))
  }
  latencies.sort((a, b) => a - b)
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  }
}

async function main(): Promise<void> {
  const loadAtStart = load()
  const started = performance.now()
  const { token, productIds, reused } = await prepare()
  console.error(
    `${DATABASE_NAME}: ${reused ? 'reused' : 'seeded'}, cart of ${CART_LINES} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const expectCart = (answer: unknown) => {
    const cart = answer as Answer<'cartProducts'>
    if (cart.length !== CART_LINES) throw new Error(`the cart answered ${cart.length} lines`)
  }
  const calls: Call[] = [
    {
      name: `GET ${routes.cartProducts.path}`,
      request: () => ({ method: 'GET', path: `/api${routes.cartProducts.path}` }),
      check: expectCart,
    },
    {
      name: `GET ${routes.cartSummary.path}`,
      request: () => ({ method: 'GET', path: `/api${routes.cartSummary.path}` }),
      check: (answer) => {
        const summary = answer as Answer<'cartSummary'>
        if (summary.lines + summary.excludedLines !== CART_LINES) throw new Error('the summary missed lines')
      },
    },
    {
      // Round the 50 lines, each set to 2 then back to 1: every request changes a line.
      name: `PUT ${routes.updateCartQuantity.path}`,
      request: (i) => ({
        method: 'PUT',
        path: `/api${routes.updateCartQuantity.path}`,
        body: {
          productId: productIds[i % CART_LINES],
          quantity: Math.floor(i / CART_LINES) % 2 === 0 ? 2 : 1,
        },
      }),
      check: expectCart,
    },
  ]

  const server = await startBenchServer()
  const rows: string[] = []
  let loadWhileMeasuring = ''
  try {
    for (const call of calls) {
      await time(server.port, token, call, WARM_UP_REQUESTS, 0)
      // The warm-up leaves every line where it started (200 requests = 2 full rounds).
      const figures = await time(server.port, token, call, TIMED_REQUESTS, WARM_UP_REQUESTS)
      const verdict = figures.p95 < TARGET_P95_MS ? 'met' : 'MISSED'
      const row = `| ${call.name} | ${TIMED_REQUESTS} | ${ms(figures.median)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${verdict} |`
      rows.push(row)
      console.error(row)
    }
    loadWhileMeasuring = load()
  } finally {
    agent.destroy()
    await server.stop()
  }

  console.log(
    `\nNode ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), PostgreSQL at ${new URL(adminUrl).host}`,
  )
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadWhileMeasuring} at the end`)
  console.log(
    `${DATABASE_NAME}: ${TARGET_PRODUCTS.toLocaleString('en-IN')} products; a cart of ${CART_LINES} lines; one request at a time, ${WARM_UP_REQUESTS} to warm up, then ${TIMED_REQUESTS} timed per call\n`,
  )
  console.log(`| Call | requests | median ms | p95 | p99 | max | p95 < ${TARGET_P95_MS} ms |`)
  console.log('| --- | --: | --: | --: | --: | --: | --- |')
  for (const row of rows) console.log(row)
}

await main()
