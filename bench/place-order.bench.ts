// `npm run bench:orders`: placing cash-on-delivery orders on PostgreSQL, many shoppers at once. Each of
// CONNECTIONS shoppers has its own kept-alive connection and places single-product orders one after another
// (POST /api/single-product-place-order, 1 unit, a fresh Idempotency-Key each time) for DURATION_S seconds
// after a warm-up; every order locks the shopper and the product, takes the stock, writes the checkout,
// its order, its item, the key and the confirmation SMS (to the outbox). Targets: ORDERS_PER_S_TARGET
// orders a second with a p95 under P95_TARGET_MS on the project's 2-core machine.
//
// The database is a fresh one made for the run on the PostgreSQL server of BENCH_DATABASE_URL (else
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), seeded with SEED_PRODUCTS products and
// dropped at the end (BENCH_KEEP=1 keeps it, to look at the plans). The server is the real entry point,
// `node packages/api/src/server.ts`, in a child process on a random loopback port, so it has its thread to
// itself as in production; this process only sends requests and times each from send to the last byte.
// Before the crowd, one shopper places SOLO_ORDERS orders alone, one at a time (the cost of an order with
// no queue in front of it); before that, one order is placed in this process with every SQL statement
// counted (the round trips an order costs). After the crowd, for scale, the same 50 connections read the
// lightest signed-in call (the coin range) for READS_S seconds: what this machine serves right now. Then
// the stock is checked: every unit taken is in an order. The CPU the server and this database's
// PostgreSQL backends used while measuring is read from /proc: on a busy machine latencies measure the
// machine, the CPU per order what the code costs. Not part of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { availableParallelism, cpus } from 'node:os'
import path from 'node:path'
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody, routes } from '@haat/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../packages/api/src/app.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { type Db, openDatabase, selectRows } from '../packages/api/src/db/client.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'
import { hashToken, newOpaqueToken } from '../packages/api/src/identity/session.ts'
import { codOrder } from '../packages/api/test/checkout/load-support.ts'
import { load, ms, percentile } from './support.ts'

const CONNECTIONS = 50
const WARM_UP_S = 3
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20)
const SEED_PRODUCTS = 1_000
/** Products the shoppers buy, round robin: some contention on each product's row, as a sale has. */
const HOT_PRODUCTS = 50
/** Orders one shopper places alone first, one at a time: to warm up, then timed. */
const SOLO_WARM_UP = 50
const SOLO_ORDERS = 300
/** Seconds of the lightest signed-in read after the orders, for scale. */
const READS_S = 5
const ORDERS_PER_S_TARGET = 300
const P95_TARGET_MS = 100

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, 'packages/api/src/server.ts')
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databaseName = `haat_bench_orders_${randomBytes(4).toString('hex')}`
const databaseUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()
const path_ = `/api${routes.singleProductPlaceOrder.path}`

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

interface Shopper {
  id: string
  token: string
}

/** One unit of a product, cash on delivery, to the load tests' deliverable address. */
const orderOf = (productId: string): PlaceOrderBody => codOrder([{ id: productId, quantity: 1 }])

/** The catalogue, the hot products with stock for any run, and the shoppers with their sessions and phones. */
async function prepare(db: Db): Promise<{ shoppers: Shopper[]; productIds: string[] }> {
  await seedIfEmpty(db, { products: SEED_PRODUCTS })
  const products = await selectRows<{ id: string }>(
    db,
    sql`update products set stock = 10000000, b2b_max_qty = 5, b2c_max_qty = 5, minimum_quantity = 1
        where id in (select id from products where cash_on_delivery order by md5(id) limit ${HOT_PRODUCTS})
        returning id`,
  )
  if (products.length !== HOT_PRODUCTS) throw new Error(`only ${products.length} cash-on-delivery products`)
  const shoppers = Array.from({ length: CONNECTIONS + 1 }, (_, i) => ({
    id: `bench-order-shopper-${i}`,
    token: newOpaqueToken(),
    phone: String(7_100_000_000 + i),
  }))
  await db.execute(
    sql`insert into users (id, name, referral_code, phone, phone_verified)
        select id, 'Bench Shopper', 'BENCHORD' || id, phone, true
        from jsonb_to_recordset(${JSON.stringify(shoppers)}::jsonb) as s(id text, phone text)`,
  )
  await db.execute(
    sql`insert into sessions (token_hash, user_id, created_at, expires_at)
        select token_hash, id, now(), now() + interval '1 day'
        from jsonb_to_recordset(${JSON.stringify(
          shoppers.map((s) => ({ id: s.id, token_hash: hashToken(s.token) })),
        )}::jsonb) as s(id text, token_hash text)`,
  )
  await db.execute(sql`vacuum analyze`)
  return { shoppers, productIds: products.map((p) => p.id) }
}

/**
 * One order placed in this process with every statement sent to PostgreSQL counted (node-postgres's
 * Client.query is the one door): what one order costs in round trips, BEGIN and COMMIT included.
 */
async function statementsPerOrder(shopper: Shopper, productId: string): Promise<number | string> {
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
      const place = (key: string) =>
        app.inject({
          method: 'POST',
          url: path_,
          headers: { authorization: `Bearer ${shopper.token}`, [IDEMPOTENCY_KEY_HEADER]: key },
          payload: orderOf(productId),
        })
      // The first order warms the code; the second is counted.
      await place(randomUUID())
      const original = pg.Client.prototype.query
      let statements = 0
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        statements += 1
        return (original as (...a: unknown[]) => unknown).apply(this, args)
      } as typeof original
      try {
        const answer = await place(randomUUID())
        if (answer.statusCode !== 200)
          return `not counted: the order answered ${answer.statusCode} ${answer.body}`
      } finally {
        pg.Client.prototype.query = original
      }
      return statements
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
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
  // BENCH_PROFILE_DIR=folder: the server writes a CPU profile there when it stops (open it in Chrome's
  // DevTools, or sum its self times by function).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : []
  const child = spawn(process.execPath, [...profile, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STATIC_DIR: '/nonexistent',
      // Every shopper comes from 127.0.0.1: the per-address limit would count them as one visitor.
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

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

function post(port: number, token: string, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: path_,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
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

/** CPU time (user + system, ms) a process has used so far, from /proc; undefined where there is none. */
function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

/**
 * The CPU the server process and this database's PostgreSQL backends have used so far. On a machine
 * busy with other work the latencies say little; the CPU an order costs says what the quiet machine
 * could serve. Backends are read only when PostgreSQL runs on this machine.
 */
async function cpuSnapshot(serverPid: number): Promise<{ server: number; backends: Map<number, number> }> {
  const backends = new Map<number, number>()
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(adminUrl).hostname)
  if (local) {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [databaseName],
      )
      for (const { pid } of rows) {
        const used = cpuMs(pid)
        if (used !== undefined) backends.set(pid, used)
      }
    } finally {
      await client.end()
    }
  }
  return { server: cpuMs(serverPid) ?? Number.NaN, backends }
}

interface Run {
  latencies: number[]
  statuses: Map<string, number>
  /** An example answer of each kind that was not an order. */
  examples: Map<string, string>
  orders: number
  measuredMs: number
}

/** One signed-in read (the coin range: the session and one row), for `ms` over the same connections. */
async function driveReads(
  port: number,
  shoppers: Shopper[],
  ms: number,
): Promise<{ rate: number; sorted: number[]; errors: number }> {
  const path = `/api${routes.coinRange.path}?orderTotal=1000`
  const latencies: number[] = []
  let errors = 0
  const stopAt = performance.now() + ms
  const get = (token: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'GET',
          path,
          agent,
          headers: { authorization: `Bearer ${token}` },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
          response.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
  await Promise.all(
    shoppers.slice(0, CONNECTIONS).map(async (shopper) => {
      while (performance.now() < stopAt) {
        const sent = performance.now()
        const status = await get(shopper.token).catch(() => 0)
        if (status !== 200) errors += 1
        else latencies.push(performance.now() - sent)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { rate: latencies.length / (ms / 1000), sorted: latencies, errors }
}

/** CONNECTIONS shoppers, each placing orders back to back until the time is up. */
async function drive(
  port: number,
  shoppers: Shopper[],
  productIds: string[],
  marks: { start(): void; end(): void },
): Promise<{ warm: number; run: Run }> {
  const run: Run = { latencies: [], statuses: new Map(), examples: new Map(), orders: 0, measuredMs: 0 }
  let warm = 0
  const started = performance.now()
  const measureFrom = started + WARM_UP_S * 1000
  const stopAt = measureFrom + DURATION_S * 1000
  const startMark = setTimeout(marks.start, measureFrom - performance.now())
  const endMark = setTimeout(marks.end, stopAt - performance.now())
  const shopperLoop = async (shopper: Shopper, index: number) => {
    for (let round = 0; performance.now() < stopAt; round++) {
      const productId = productIds[(index * 7 + round) % productIds.length] as string
      const sent = performance.now()
      let status: string
      let text = ''
      try {
        const answer = await post(port, shopper.token, orderOf(productId))
        status = String(answer.status)
        text = answer.text
      } catch (error) {
        status = `error ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`
      }
      const done = performance.now()
      if (sent < measureFrom) {
        if (status === '200') warm += 1
        continue
      }
      if (done > stopAt) {
        // Finished after the window: counted as an order placed, not as a measured one.
        if (status === '200') warm += 1
        continue
      }
      run.latencies.push(done - sent)
      run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1)
      if (status === '200') run.orders += 1
      else if (!run.examples.has(status)) run.examples.set(status, text.slice(0, 300))
    }
  }
  await Promise.all(shoppers.slice(0, CONNECTIONS).map(shopperLoop))
  clearTimeout(startMark)
  clearTimeout(endMark)
  run.measuredMs = stopAt - measureFrom
  run.latencies.sort((a, b) => a - b)
  return { warm, run }
}

async function main(): Promise<void> {
  const loadAtStart = load()
  let started = performance.now()
  await admin(`CREATE DATABASE ${databaseName}`)
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const database = await openDatabase({ databaseUrl })
    let shoppers: Shopper[]
    let productIds: string[]
    try {
      ;({ shoppers, productIds } = await prepare(database.db))
    } finally {
      await database.close()
    }
    console.error(
      `${databaseName}: ${SEED_PRODUCTS} products seeded, ${CONNECTIONS} shoppers ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const counter = shoppers[CONNECTIONS] as Shopper
    const statements = await statementsPerOrder(counter, productIds[0] as string)
    console.error(`statements per order: ${statements}`)

    const before = await stockTaken(productIds)
    server = await startServer()
    // First one shopper alone, one order at a time: what an order costs without a queue in front of it.
    const solo: number[] = []
    for (let i = 0; i < SOLO_WARM_UP + SOLO_ORDERS; i++) {
      const sent = performance.now()
      const answer = await post(
        server.port,
        (shoppers[0] as Shopper).token,
        orderOf(productIds[i % HOT_PRODUCTS] as string),
      )
      if (answer.status !== 200) throw new Error(`an order alone answered ${answer.status}: ${answer.text}`)
      if (i >= SOLO_WARM_UP) solo.push(performance.now() - sent)
    }
    solo.sort((a, b) => a - b)
    // What autovacuum would have done by now (it is off on the test server): statistics of the order
    // tables as they are, no longer empty. Planned while they were empty, the foreign-key checks of every
    // new order scan the whole checkout table, and each order then costs more than the one before.
    await analyzeOrderTables()
    started = performance.now()
    console.error(
      `placing orders: ${CONNECTIONS} shoppers, ${WARM_UP_S} s warm-up, ${DURATION_S} s measured...`,
    )
    const serverPid = server.child.pid as number
    let cpuStart: Promise<Awaited<ReturnType<typeof cpuSnapshot>>> | undefined
    let cpuEnd: Promise<Awaited<ReturnType<typeof cpuSnapshot>>> | undefined
    const { warm, run } = await drive(server.port, shoppers, productIds, {
      start: () => {
        cpuStart = cpuSnapshot(serverPid)
      },
      end: () => {
        cpuEnd = cpuSnapshot(serverPid)
      },
    })
    const [first, last] = await Promise.all([cpuStart, cpuEnd])
    const serverCpu = first && last ? last.server - first.server : Number.NaN
    let postgresCpu = Number.NaN
    if (first && last && last.backends.size > 0) {
      postgresCpu = 0
      for (const [pid, used] of last.backends) postgresCpu += used - (first.backends.get(pid) ?? 0)
    }
    const loadWhileMeasuring = load()
    // For scale: how fast the same server answers its lightest signed-in read on this machine, now.
    const reads = await driveReads(server.port, shoppers, READS_S * 1000)
    agent.destroy()
    await server.stop()
    server = undefined

    // Every unit taken is in an order, and every answered order is there.
    const after = await stockTaken(productIds)
    const placed = run.orders + warm + SOLO_WARM_UP + SOLO_ORDERS
    const unitsTaken = after.taken - before.taken
    const ordersInTables = after.checkouts - before.checkouts
    const consistent = unitsTaken === ordersInTables && ordersInTables >= placed

    const seconds = run.measuredMs / 1000
    const rate = run.orders / seconds
    const p95 = percentile(run.latencies, 95)
    const errors = [...run.statuses].filter(([status]) => status !== '200')
    const errorCount = errors.reduce((sum, [, n]) => sum + n, 0)
    console.log(
      `\nNode ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), PostgreSQL at ${new URL(adminUrl).host}`,
    )
    console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadWhileMeasuring} at the end`)
    console.log(
      `${SEED_PRODUCTS} products (${HOT_PRODUCTS} bought round robin), ${CONNECTIONS} shoppers each on a kept-alive connection, one order after another; ${WARM_UP_S} s warm-up, ${DURATION_S} s measured`,
    )
    console.log(`Statements per order (BEGIN and COMMIT included): ${statements}\n`)
    console.log(
      `| Call | orders | orders/s | median ms | p95 | p99 | max | errors | ≥ ${ORDERS_PER_S_TARGET}/s and p95 < ${P95_TARGET_MS} ms |`,
    )
    console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --- |')
    const verdict = rate >= ORDERS_PER_S_TARGET && p95 < P95_TARGET_MS && errorCount === 0 ? 'met' : 'MISSED'
    console.log(
      `| POST ${routes.singleProductPlaceOrder.path} (COD) | ${run.orders} | ${rate.toFixed(0)} | ${ms(percentile(run.latencies, 50))} | ${ms(p95)} | ${ms(percentile(run.latencies, 99))} | ${ms(run.latencies.at(-1) ?? Number.NaN)} | ${errorCount} | ${verdict} |`,
    )
    console.log(
      `| the same, one shopper alone (one at a time) | ${SOLO_ORDERS} | ${(SOLO_ORDERS / (solo.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)} | ${ms(percentile(solo, 50))} | ${ms(percentile(solo, 95))} | ${ms(percentile(solo, 99))} | ${ms(solo.at(-1) ?? Number.NaN)} | 0 | |`,
    )
    console.log(
      `| for scale: GET ${routes.coinRange.path} (session and one row), 50 shoppers, ${READS_S} s | ${reads.sorted.length} | ${reads.rate.toFixed(0)} | ${ms(percentile(reads.sorted, 50))} | ${ms(percentile(reads.sorted, 95))} | ${ms(percentile(reads.sorted, 99))} | ${ms(reads.sorted.at(-1) ?? Number.NaN)} | ${reads.errors} | |`,
    )
    for (const [status, n] of errors) console.log(`  ${n} × ${status}: ${run.examples.get(status) ?? ''}`)
    const serverPerOrder = serverCpu / run.orders
    const postgresPerOrder = postgresCpu / run.orders
    console.log(
      `\nCPU per order while measured: server ${serverPerOrder.toFixed(2)} ms, PostgreSQL backends ${postgresPerOrder.toFixed(2)} ms` +
        ` (the client's own not counted): ${availableParallelism()} free cores would serve at most ${Math.floor((availableParallelism() * 1000) / (serverPerOrder + postgresPerOrder))} orders/s,` +
        ` and the server's one thread at most ${Math.floor(1000 / serverPerOrder)}`,
    )
    console.log(
      `\nAfter the run: ${ordersInTables} checkouts written, ${unitsTaken} units taken, ${placed} orders answered 200: ${consistent ? 'consistent' : 'INCONSISTENT'}`,
    )
    if (!consistent) process.exitCode = 1
  } finally {
    agent.destroy()
    await server?.stop()
    if (process.env.BENCH_KEEP === '1') console.error(`kept ${databaseUrl}`)
    else await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  }
}

async function analyzeOrderTables(): Promise<void> {
  const database = await openDatabase({ databaseUrl })
  try {
    await database.db.execute(
      sql`analyze parent_orders, orders, order_items, idempotency_keys, coin_ledger, outbox_messages`,
    )
  } finally {
    await database.close()
  }
}

/** Units taken from the hot products' stock (counted from their starting 10,000,000), and checkouts. */
async function stockTaken(productIds: string[]): Promise<{ taken: number; checkouts: number }> {
  const database = await openDatabase({ databaseUrl })
  try {
    const [row] = await selectRows<{ taken: string | number; checkouts: string | number }>(
      database.db,
      sql`select (select sum(10000000 - stock) from products where id = any(${`{${productIds.join(',')}}`}::text[])) as taken,
            (select count(*) from parent_orders where user_id like 'bench-order-shopper-%') as checkouts`,
    )
    return { taken: Number(row?.taken ?? 0), checkouts: Number(row?.checkouts ?? 0) }
  } finally {
    await database.close()
  }
}

await main()
