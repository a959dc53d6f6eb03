// `npm run bench:overload`: what 100 connections at once do to uncached listings, on embedded PGlite
// without and with the query gate and the request deadline, and on PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test, where a scratch database is created and dropped).
// Each run seeds the default catalogue, starts the app on a random loopback port and drives
// GET /api/getAllProducts with a different page and sort on every request (so no cache helps) for 20 s.
// Only 127.0.0.1 is used; the run is bounded in time and connections. Not part of `npm test`.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildApp } from '../packages/api/src/app.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { type Database, openDatabase } from '../packages/api/src/db/client.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'

const CONNECTIONS = 100
const SECONDS = 20
/** autocannon gives up on a request after this long (a shopper would have left well before). */
const CLIENT_TIMEOUT_SECONDS = 10
const SORTS = ['price-asc', 'price-desc']

interface Figures {
  ok: number
  busy503: number
  timedOut503: number
  otherErrors: number
  clientTimeouts: number
  median: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function drive(baseUrl: string): Promise<Figures> {
  const latencies: number[] = []
  const figures = { ok: 0, busy503: 0, timedOut503: 0, otherErrors: 0 }
  let n = 0
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: CLIENT_TIMEOUT_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          n++
          const page = 1 + (n % 40)
          const sort = SORTS[n % SORTS.length]
          return { ...request, path: `/api/getAllProducts?page=${page}&sort=${sort}&minPrice=${n % 300}` }
        },
      },
    ],
  })
  instance.on('response', (client, statusCode, _bytes, ms) => {
    void client
    if (statusCode === 200) {
      figures.ok++
      latencies.push(ms)
    } else if (statusCode === 503) {
      // The body tells which 503: a full line (Retry-After) or a passed deadline.
      if (ms < 1000) figures.busy503++
      else figures.timedOut503++
    } else figures.otherErrors++
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    ...figures,
    clientTimeouts: result.timeouts,
    median: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

async function run(
  label: string,
  open: () => Promise<Database & { dispose(): Promise<void> }>,
  env: Record<string, string>,
): Promise<Figures> {
  const database = await open()
  try {
    await seedIfEmpty(database.db)
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      staticDir: '/nonexistent',
    }
    const app = await buildApp({ config: { ...config, rateLimitMax: 1_000_000 }, database })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    console.log(`${label}: driving ${CONNECTIONS} connections for ${SECONDS} s...`)
    const figures = await drive(`http://127.0.0.1:${address.port}`)
    await app.close()
    return figures
  } finally {
    await database.dispose()
  }
}

async function openPglite(maxWaitingQueries: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-overload-'))
  const database = await openDatabase({ dataDir: path.join(dir, 'data'), maxWaitingQueries })
  return {
    ...database,
    dispose: async () => {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function openScratchPostgres(adminUrl: string) {
  const name = `haat_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    ...database,
    dispose: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

const rows: Array<[string, Figures]> = []
// "Before": a line long enough never to fill, and a deadline longer than the run.
rows.push([
  'PGlite, no gate, no deadline',
  await run('PGlite without the gate', () => openPglite(1_000_000), { REQUEST_TIMEOUT_MS: '600000' }),
])
rows.push([
  'PGlite, gate and 10 s deadline (defaults)',
  await run('PGlite with the defaults', () => openPglite(64), {}),
])
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
try {
  rows.push(['PostgreSQL (defaults)', await run('PostgreSQL', () => openScratchPostgres(adminUrl), {})])
} catch (error) {
  console.log(`PostgreSQL skipped: ${(error as Error).message}`)
}

const cpu = cpus()[0]?.model ?? 'unknown CPU'
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s, GET /api/getAllProducts (varied page, sort and price)`,
)
console.log(`${availableParallelism()} cores, ${cpu}\n`)
console.log(
  '| Database | 200s | median ms | p99 ms | 503 busy | 503 deadline | client time-outs | other errors |',
)
console.log('| --- | --: | --: | --: | --: | --: | --: | --: |')
for (const [label, f] of rows) {
  console.log(
    `| ${label} | ${f.ok} | ${f.median.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.busy503} | ${f.timedOut503} | ${f.clientTimeouts} | ${f.otherErrors} |`,
  )
}
