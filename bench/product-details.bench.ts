// `npm run bench:product`: the product page's main call, GET /api/getProductInnerDetails?pId=, on
// PostgreSQL with 100,000 products. Target: p95 under 15 ms.
//
// The catalogue lives in its own database, haat_bench on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/test): created and seeded with the demo seed's own 100,000 products
// (their reviews, questions and the demo shopper's orders included) the first time, which takes a few
// minutes, and reused by later runs. A haat_bench of another size is dropped and seeded again;
// BENCH_DROP=1 drops it at the end. A child process serves the app on a random loopback port (so the
// server has its thread to itself, as in production) and this process drives it with autocannon,
// round-robin over a spread of real products (the most rated, products with reviews, rated without
// reviews, never rated, bought by the demo shopper): first as a visitor, then signed in as the demo
// shopper, each with 1 connection (the latency one shopper sees) and 10 (a busy server).
// Only 127.0.0.1 is used; the run is bounded in time and connections. Not part of `npm test`.
import { availableParallelism, cpus } from 'node:os'
import { type Answer, routes } from '@haat/contract'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, selectRows } from '../packages/api/src/db/client.ts'
import { DEMO_SHOPPER } from '../packages/api/src/db/seed/index.ts'
import {
  admin,
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

/** Products of each kind the requests go round. */
const PER_KIND = 5
const WARM_UP_SECONDS = 2
const SINGLE_SECONDS = 10
const CONNECTIONS = 10
const LOADED_SECONDS = 10

/** Creates haat_bench with TARGET_PRODUCTS products, or reuses it; returns the seconds it took. */
async function prepare(): Promise<{ seconds: number; reused: boolean }> {
  const started = performance.now()
  await createBenchDatabaseIfMissing()
  let database = await openDatabase({ databaseUrl: benchUrl })
  try {
    let products = await count(database.db, sql`select count(*)::int as n from products`)
    if (products !== 0 && products !== TARGET_PRODUCTS) {
      console.error(`${DATABASE_NAME} holds ${products} products: dropping it and seeding again`)
      await database.close()
      await admin(async (c) => {
        await c.query(`DROP DATABASE ${DATABASE_NAME} WITH (FORCE)`)
        await c.query(`CREATE DATABASE ${DATABASE_NAME}`)
      })
      database = await openDatabase({ databaseUrl: benchUrl })
      products = 0
    }
    const reused = products === TARGET_PRODUCTS
    await seedBenchCatalogue(database.db, products)
    // Each run signs in once, and sign-ins are limited per account and address (10 in 15 minutes): the
    // counters of this scratch database's earlier runs are cleared, so runs in a row are not refused.
    await database.db.execute(sql`delete from rate_limit_hits where key like 'signin:%'`)
    // Every signed-in request rewrites the demo shopper's visits. Where autovacuum is off (as on the
    // test server here) the dead rows of earlier runs would pile up and slow each later run.
    await database.db.execute(sql`vacuum analyze recent_visits, sessions, rate_limit_hits`)
    return { seconds: (performance.now() - started) / 1000, reused }
  } finally {
    await database.close()
  }
}

interface Pick {
  id: string
  kind: string
}

/** A spread of real products, PER_KIND of each kind, chosen the same way every run. */
async function pickProducts(): Promise<{ picks: Pick[]; sizes: Record<string, number> }> {
  const database = await openDatabase({ databaseUrl: benchUrl })
  try {
    const db = database.db
    const ratings = sql.raw('(one_rating + two_rating + three_rating + four_rating + five_rating)')
    const kinds: Array<[string, ReturnType<typeof sql>]> = [
      ['most rated', sql`select id from products order by ${ratings} desc, id limit ${PER_KIND}`],
      [
        'with reviews',
        sql`select id from products p where exists (select 1 from product_reviews r where r.product_id = p.id)
            order by md5(id) limit ${PER_KIND}`,
      ],
      [
        'rated, no reviews',
        sql`select id from products p where ${ratings} > 0
              and not exists (select 1 from product_reviews r where r.product_id = p.id)
            order by md5(id) limit ${PER_KIND}`,
      ],
      ['never rated', sql`select id from products where ${ratings} = 0 order by md5(id) limit ${PER_KIND}`],
      [
        'bought by the demo shopper',
        sql`select distinct i.product_id as id from order_items i join orders o on o.id = i.order_id
            where o.user_id = ${DEMO_SHOPPER.id} order by i.product_id limit ${PER_KIND}`,
      ],
    ]
    const picks: Pick[] = []
    for (const [kind, query] of kinds) {
      const ids = await selectRows<{ id: string }>(db, query)
      if (ids.length === 0) throw new Error(`${DATABASE_NAME} has no product that is "${kind}"`)
      picks.push(...ids.map((row) => ({ id: row.id, kind })))
    }
    const sizes = {
      products: await count(db, sql`select count(*)::int as n from products`),
      reviews: await count(db, sql`select count(*)::int as n from product_reviews`),
      'products with reviews': await count(
        db,
        sql`select count(distinct product_id)::int as n from product_reviews`,
      ),
      'never rated': await count(db, sql`select count(*)::int as n from products where ${ratings} = 0`),
    }
    return { picks, sizes }
  } finally {
    await database.close()
  }
}

interface Figures {
  median: number
  p95: number
  p99: number
  rps: number
  failed: number
  /** With one connection only (each answer is the one to the request sent last): p95 by kind of product. */
  byKind: Map<string, number[]>
}

const detailsPath = (id: string) => `/api${routes.productDetails.path}?pId=${encodeURIComponent(id)}`

async function measure(
  base: string,
  picks: Pick[],
  token: string | undefined,
  connections: number,
  duration: number,
): Promise<Figures> {
  const latencies: number[] = []
  const byKind = new Map<string, number[]>()
  const sent: string[] = []
  let failed = 0
  let n = 0
  const headers: Record<string, string> = { 'cache-control': 'no-cache' }
  if (token) headers.authorization = `Bearer ${token}`
  const instance = autocannon({
    url: base,
    connections,
    duration,
    // Past any HTTP cache: no If-None-Match, so every answer is a full 200 body.
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const pick = picks[n++ % picks.length] as Pick
          sent.push(pick.kind)
          return { ...request, path: detailsPath(pick.id) }
        },
      },
    ],
  })
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    const kind = sent.shift()
    if (statusCode !== 200) {
      failed++
      return
    }
    latencies.push(ms)
    if (connections === 1 && kind) byKind.set(kind, [...(byKind.get(kind) ?? []), ms])
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  for (const list of byKind.values()) list.sort((a, b) => a - b)
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / duration,
    failed: failed + result.errors + result.timeouts,
    byKind,
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api${routes.signinCheck.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
  })
  if (!response.ok) throw new Error(`signing in as the demo shopper answered ${response.status}`)
  return ((await response.json()) as Answer<'signinCheck'>).token
}

/** One request of each pick, checked: a 200 for the right product, `purchased` true only where bought. */
async function check(base: string, picks: Pick[], token: string): Promise<void> {
  for (const pick of picks) {
    const response = await fetch(`${base}${detailsPath(pick.id)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (response.status !== 200) throw new Error(`${pick.id} answered ${response.status}`)
    const answer = (await response.json()) as Answer<'productDetails'>
    if (answer.productDetails.productId !== pick.id) throw new Error(`${pick.id} answered another product`)
    if (answer.purchased !== (pick.kind === 'bought by the demo shopper'))
      throw new Error(`${pick.id} (${pick.kind}) answered purchased: ${answer.purchased}`)
  }
}

async function main(): Promise<void> {
  const loadAtStart = load()
  const prepared = await prepare()
  console.error(
    `${DATABASE_NAME}: ${prepared.reused ? 'reused' : 'seeded'} in ${prepared.seconds.toFixed(1)} s`,
  )
  const { picks, sizes } = await pickProducts()

  const server = await startBenchServer()
  const rows: string[] = []
  const kindRows: string[] = []
  let loadWhileMeasuring = ''
  try {
    const base = `http://127.0.0.1:${server.port}`
    const token = await signIn(base)
    await check(base, picks, token)

    for (const [who, bearer] of [
      ['visitor', undefined],
      ['demo shopper', token],
    ] as const) {
      await measure(base, picks, bearer, 1, WARM_UP_SECONDS) // first plans, JIT
      const single = await measure(base, picks, bearer, 1, SINGLE_SECONDS)
      const loaded = await measure(base, picks, bearer, CONNECTIONS, LOADED_SECONDS)
      const row = `| ${who} | ${ms(single.median)} | ${ms(single.p95)} | ${ms(single.p99)} | ${Math.round(single.rps)} | ${ms(loaded.median)} | ${ms(loaded.p95)} | ${ms(loaded.p99)} | ${Math.round(loaded.rps)} | ${single.failed + loaded.failed} |`
      rows.push(row)
      console.error(row)
      for (const [kind, list] of single.byKind) {
        kindRows.push(
          `| ${who} | ${kind} | ${list.length} | ${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} |`,
        )
      }
      loadWhileMeasuring = load()
    }
  } finally {
    // autocannon stops with requests in flight: let the server answer them before its pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await server.stop()
    if (process.env.BENCH_DROP === '1') {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`))
      console.error(`${DATABASE_NAME} dropped`)
    }
  }

  console.log(
    `\nNode ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
  )
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadWhileMeasuring} at the end`)
  console.log(
    `${DATABASE_NAME}: ${Object.entries(sizes)
      .map(([what, n]) => `${n.toLocaleString('en-IN')} ${what}`)
      .join(', ')}`,
  )
  console.log(
    `Requests round ${picks.length} products (${PER_KIND} of each kind); ${SINGLE_SECONDS} s with 1 connection, ${LOADED_SECONDS} s with ${CONNECTIONS}, after ${WARM_UP_SECONDS} s of warm-up\n`,
  )
  console.log(
    `| Caller | 1 conn. median ms | p95 | p99 | req/s | ${CONNECTIONS} conn. median ms | p95 | p99 | req/s | failed |`,
  )
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |')
  for (const row of rows) console.log(row)
  console.log('\n| Caller | Products (1 connection) | requests | median ms | p95 ms |')
  console.log('| --- | --- | --: | --: | --: |')
  for (const row of kindRows) console.log(row)
}

await main()
