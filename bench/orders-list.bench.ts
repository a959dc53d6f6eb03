// `npm run bench:orders-list`: My Orders' reads for a shopper with 500 orders, on PostgreSQL. Timed, one
// request at a time over one kept-alive connection (the latency one shopper sees), from send to the last
// byte of the answer: GET /api/get-orders (page 1; a product-name search; a page deep in the history over
// the last 2 years) and GET /api/order-inner-details/{orderId} (round the shopper's orders). Target: p95
// under 20 ms for each call.
//
// The database is a fresh one made for the run on the PostgreSQL server of BENCH_DATABASE_URL (else
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), seeded with SEED_PRODUCTS products and
// dropped at the end (BENCH_KEEP=1 keeps it, to look at the plans). The orders are written in bulk with SQL:
// the bench shopper's 500 orders (450 placed checkouts over about two years, every ninth with a second
// seller; 1 to 3 items each) and 30 checkouts waiting for a payment or released (never listed), and
// OTHER_SHOPPERS shoppers with 100 orders each around them. Before timing, each call is made once in this
// process with every SQL statement counted (the session's lookup included): the list costs the same few
// statements whatever the page holds. The server is the real entry point, `node packages/api/src/server.ts`,
// in a child process on a random loopback port. Not part of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { availableParallelism, cpus } from 'node:os'
import path from 'node:path'
import { type Answer, ORDERS_PAGE_SIZE, routes } from '@haat/contract'
import pg from 'pg'
import { buildApp } from '../packages/api/src/app.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { openDatabase } from '../packages/api/src/db/client.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'
import { hashToken, newOpaqueToken } from '../packages/api/src/identity/session.ts'
import { load, ms, percentile } from './support.ts'

const SEED_PRODUCTS = 1_000
/** The bench shopper's placed checkouts (every ninth makes two orders: 500 orders), and the unplaced ones. */
const PLACED_CHECKOUTS = 450
const UNPLACED_CHECKOUTS = 30
const EXPECTED_ORDERS = 500
/** Shoppers around the bench shopper, each with OTHER_ORDERS checkouts. */
const OTHER_SHOPPERS = 100
const OTHER_ORDERS = 100
const WARM_UP_REQUESTS = 200
const TIMED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000)
const TARGET_P95_MS = 20

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, 'packages/api/src/server.ts')
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databaseName = `haat_bench_orders_list_${randomBytes(4).toString('hex')}`
const databaseUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()
const SHOPPER_ID = 'bench-ol-shopper-0'

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const SHIP_TO = {
  name: 'Meera Iyer',
  phoneNumber: '9876543210',
  houseName: '12 MG Road',
  localArea: 'Shivaji Nagar',
  landMark: 'Near the post office',
  state: 'Karnataka',
  pincode: '560001',
}

/**
 * The shoppers, their checkouts, orders and items in a few set-based statements on one connection (the
 * temporary tables live on it), then statistics as autovacuum would gather them. Answers the session's
 * token, the bench shopper's order ids, and a search word from the names in their orders.
 */
async function prepare(): Promise<{ token: string; orderIds: string[]; searchWord: string }> {
  const database = await openDatabase({ databaseUrl })
  try {
    await seedIfEmpty(database.db, { products: SEED_PRODUCTS })
  } finally {
    await database.close()
  }
  const token = newOpaqueToken()
  return withClient(databaseUrl, async (c) => {
    await c.query('begin')
    await c.query(
      `insert into users (id, name, referral_code)
       select 'bench-ol-shopper-' || s, 'Bench Shopper', 'BENCHOL' || s from generate_series(0, $1::int) s`,
      [OTHER_SHOPPERS],
    )
    await c.query(
      `insert into sessions (token_hash, user_id, created_at, expires_at)
       values ($1, $2, now(), now() + interval '1 day')`,
      [hashToken(token), SHOPPER_ID],
    )
    // Checkouts: the bench shopper's every 36 hours back from now, the others' at their own minute.
    await c.query(
      `create temp table co as
       select s, g, 'bench-ol-' || s || '-' || g as parent_id, 'bench-ol-shopper-' || s as user_id,
              case when s = 0 and g > $1::int then (case when g % 2 = 0 then 'released' else 'pending_payment' end)
                   else 'placed' end as state,
              now() - g * interval '36 hours' - s * interval '1 minute' as created_at
       from generate_series(0, $3::int) s, generate_series(1, $1::int + $2::int) g
       where (s = 0) or g <= $4::int`,
      [PLACED_CHECKOUTS, UNPLACED_CHECKOUTS, OTHER_SHOPPERS, OTHER_ORDERS],
    )
    await c.query(
      `create temp table ord as
       select co.*, part, co.parent_id || '-o' || part as order_id,
              case when g % 17 = 0 then 4 when g <= 3 then g % 3 else 3 end as status
       from co, generate_series(1, 2) part where part = 1 or co.g % 9 = 0`,
    )
    await c.query(
      `create temp table prod as
       select id, name, seller_id, offer_price_paise, price_paise, coalesce(image_urls[1], '') as img,
              (row_number() over (order by md5(id)))::int - 1 as rn
       from products`,
    )
    await c.query(
      `create temp table it as
       select ord.order_id, ord.status, i, p.id as product_id, p.name, p.seller_id, p.offer_price_paise,
              p.price_paise, p.img
       from ord cross join generate_series(1, 3) i
       join prod p on p.rn = abs(hashtext(ord.order_id || '/' || i)) % (select count(*) from prod)
       where i <= 1 + (ord.g + ord.part) % 3`,
    )
    await c.query(
      `insert into parent_orders (id, user_id, payment_mode, items_total_paise, ship_to, state, pay_by, created_at)
       select co.parent_id, co.user_id, case when co.g % 3 = 0 then 'Pre-paid' else 'COD' end, 0,
              $1::jsonb, co.state,
              case when co.state = 'pending_payment' then now() + interval '15 minutes' end, co.created_at
       from co`,
      [JSON.stringify(SHIP_TO)],
    )
    await c.query(
      `insert into orders (id, parent_order_id, user_id, seller_id, status, order_amount_paise, order_date,
                           expected_delivery_date, delivered_date)
       select ord.order_id, ord.parent_id, ord.user_id, (array_agg(it.seller_id order by it.i))[1], ord.status,
              sum(it.offer_price_paise), ord.created_at, ord.created_at + interval '5 days',
              case when ord.status = 3 then ord.created_at + interval '4 days' end
       from ord join it on it.order_id = ord.order_id
       group by ord.order_id, ord.parent_id, ord.user_id, ord.status, ord.created_at`,
    )
    // An order's items side by side, as placing writes them (one order in one transaction): the search
    // reads each order's items from one page of the table.
    await c.query(
      `insert into order_items (id, order_id, product_id, product_name, product_image, unit_price_paise,
                                mrp_paise, quantity, status, cancellation_reason, cancelled_at)
       select it.order_id || '-i' || it.i, it.order_id, it.product_id, it.name, it.img, it.offer_price_paise,
              it.price_paise, 1, it.status, case when it.status = 4 then 'Changed my mind' end,
              case when it.status = 4 then now() end
       from it order by it.order_id, it.i`,
    )
    // Each checkout's items total is the sum of its orders, as placing writes it.
    await c.query(
      `update parent_orders p set items_total_paise = t.total
       from (select parent_order_id, sum(order_amount_paise)::int as total from orders group by 1) t
       where p.id = t.parent_order_id`,
    )
    await c.query('commit')
    await c.query('vacuum analyze')
    const { rows: orders } = await c.query<{ id: string }>(
      `select o.id from orders o join parent_orders p on p.id = o.parent_order_id
       where o.user_id = $1 and p.state = 'placed' order by o.order_date desc, o.id desc`,
      [SHOPPER_ID],
    )
    if (orders.length !== EXPECTED_ORDERS) throw new Error(`the bench shopper has ${orders.length} orders`)
    // A brand's name from the middle of the shopper's history: it matches some orders, not all.
    const { rows: names } = await c.query<{ word: string }>(
      `select split_part(i.product_name, ' ', 1) as word from order_items i
       where i.order_id = $1 order by i.id limit 1`,
      [orders[250]?.id],
    )
    return { token, orderIds: orders.map((row) => row.id), searchWord: (names[0]?.word ?? 'a').toLowerCase() }
  })
}

interface Call {
  name: string
  path(i: number): string
  /** Throws when an answer is not what the call must answer. */
  check(answer: unknown): void
}

/**
 * Each call once in this process with every statement sent to PostgreSQL counted (node-postgres's
 * Client.query is the one door), after one uncounted call to warm the code.
 */
async function statementsPerCall(token: string, calls: Call[]): Promise<Map<string, number | string>> {
  const counts = new Map<string, number | string>()
  const database = await openDatabase({ databaseUrl })
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      staticDir: '/nonexistent',
      rateLimitMax: 1_000_000_000,
    }
    const app = await buildApp({ config, database })
    await app.ready()
    try {
      for (const call of calls) {
        const get = () =>
          app.inject({ method: 'GET', url: call.path(0), headers: { authorization: `Bearer ${token}` } })
        await get()
        const original = pg.Client.prototype.query
        let statements = 0
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          statements += 1
          return (original as (...a: unknown[]) => unknown).apply(this, args)
        } as typeof original
        try {
          const answer = await get()
          counts.set(call.name, answer.statusCode === 200 ? statements : `answered ${answer.statusCode}`)
        } finally {
          pg.Client.prototype.query = original
        }
      }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
  return counts
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The real server on the bench database, ready once GET /api/health answers. */
async function startServer(): Promise<{ port: number; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort()
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STATIC_DIR: '/nonexistent',
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('the server did not start within 60 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    child,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** One connection kept open, as a browser keeps one to the store. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

function get(port: number, token: string, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: 'GET', path, agent, headers: { authorization: `Bearer ${token}` } },
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
    outgoing.end()
  })
}

interface Figures {
  median: number
  p95: number
  p99: number
  max: number
}

async function time(
  port: number,
  token: string,
  call: Call,
  count: number,
  offset: number,
): Promise<Figures> {
  const latencies: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const { status, text } = await get(port, token, call.path(offset + i))
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
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${databaseName}`))
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const { token, orderIds, searchWord } = await prepare()
    console.error(
      `${databaseName}: seeded and filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const list = `/api${routes.orders.path}`
    const deepPage = Math.ceil(EXPECTED_ORDERS / ORDERS_PAGE_SIZE) - 2
    let searchTotal = 0
    const calls: Call[] = [
      {
        name: `GET ${routes.orders.path} (page 1)`,
        path: () => list,
        check: (answer) => {
          const page = answer as Answer<'orders'>
          if (page.total !== EXPECTED_ORDERS || page.orders.length !== ORDERS_PAGE_SIZE) {
            throw new Error(`page 1 answered ${page.orders.length} of ${page.total}`)
          }
        },
      },
      {
        name: `GET ${routes.orders.path}?search=${searchWord}`,
        path: () => `${list}?search=${encodeURIComponent(searchWord)}`,
        check: (answer) => {
          searchTotal = (answer as Answer<'orders'>).total
          if (searchTotal === 0 || searchTotal === EXPECTED_ORDERS)
            throw new Error(`the search found ${searchTotal}`)
        },
      },
      {
        name: `GET ${routes.orders.path}?period=2y&page=${deepPage}`,
        path: () => `${list}?period=2y&page=${deepPage}`,
        check: (answer) => {
          if ((answer as Answer<'orders'>).orders.length === 0) throw new Error('the deep page is empty')
        },
      },
      {
        name: `GET ${routes.orderDetails.path}`,
        path: (i) => `/api/order-inner-details/${orderIds[i % orderIds.length]}`,
        check: (answer) => {
          if (!(answer as Answer<'orderDetails'>).checkout) throw new Error('no checkout totals')
        },
      },
    ]
    const statements = await statementsPerCall(token, calls)

    server = await startServer()
    const rows: string[] = []
    for (const call of calls) {
      await time(server.port, token, call, WARM_UP_REQUESTS, 0)
      const figures = await time(server.port, token, call, TIMED_REQUESTS, WARM_UP_REQUESTS)
      const verdict = figures.p95 < TARGET_P95_MS ? 'met' : 'MISSED'
      const row = `| ${call.name} | ${statements.get(call.name)} | ${TIMED_REQUESTS} | ${ms(figures.median)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${verdict} |`
      rows.push(row)
      console.error(row)
    }
    const loadAtEnd = load()

    console.log(
      `\nNode ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), PostgreSQL at ${new URL(adminUrl).host}`,
    )
    console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end`)
    console.log(
      `${SEED_PRODUCTS.toLocaleString('en-IN')} products; the bench shopper: ${EXPECTED_ORDERS} orders of ${PLACED_CHECKOUTS} placed checkouts (+${UNPLACED_CHECKOUTS} unplaced), 1-3 items each; ${OTHER_SHOPPERS} other shoppers with ${OTHER_ORDERS} orders each; the search matches ${searchTotal} orders`,
    )
    console.log(
      `One request at a time over one connection, ${WARM_UP_REQUESTS} to warm up, then ${TIMED_REQUESTS} timed per call; statements = SQL statements one call sends (session lookup included)\n`,
    )
    console.log(`| Call | statements | requests | median ms | p95 | p99 | max | p95 < ${TARGET_P95_MS} ms |`)
    console.log('| --- | --: | --: | --: | --: | --: | --: | --- |')
    for (const row of rows) console.log(row)
  } finally {
    agent.destroy()
    await server?.stop()
    if (process.env.BENCH_KEEP === '1') console.error(`kept ${databaseName}`)
    else await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
  }
}

await main()
