// `npm run bench:overload`: what 100 connections at once do to uncached listings, on embedded PGlite
// before the query gate (no gate, no deadline) and with it (the defaults), and on PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, where a scratch database is
// created and dropped). For each run a child process seeds the default catalogue and serves the app on a
// random loopback port, so the server has its thread to itself as it would in production, and this
// process drives GET /api/getAllProducts, each request with another page, sort and price (so no cache
// helps), for 20 s in two ways: a closed loop (each connection sends again as soon as it is answered, as
// the probe did) and an open loop (100 requests a second whatever the answers, as shoppers arrive).
// DB_QUEUE_MAX sets the gated PGlite's line as it does for the server (64 unless set).
// Only 127.0.0.1 is used; the run is bounded in time and connections. Not part of `npm test`.
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import autocannon from 'autocannon'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { buildApp } from '../packages/api/src/app.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import {
  type Database,
  type Db,
  DEFAULT_MAX_WAITING_QUERIES,
  migrationsFolder,
  openDatabase,
} from '../packages/api/src/db/client.ts'
import * as schema from '../packages/api/src/db/schema.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'
import { BUSY_MESSAGE, TIMED_OUT_MESSAGE } from '../packages/api/src/http/errors.ts'

const CONNECTIONS = 100
const SECONDS = 20
/**
 * The open loop's rate, about twice what the embedded database serves on this machine. A closed loop
 * alone flatters a server that answers 503 quickly: every fast refusal is followed at once by another
 * request, so it mostly measures how fast the server can say no.
 */
const OFFERED_PER_SECOND = 100
/** autocannon gives up on a request after this long (a shopper would have left well before). */
const CLIENT_TIMEOUT_SECONDS = 10
const SORTS = ['price-asc', 'price-desc']

type Loop = 'closed' | 'open'

interface Figures {
  requests: number
  ok: number
  busy503: number
  timedOut503: number
  /** Listings the server answered with 200, including those whose client had already given up. */
  answered200: number
  otherErrors: number
  clientTimeouts: number
  median: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The two kinds of 503, told apart by the server from the message it sent (the client sees one status). */
interface ServerCounts {
  busy503: number
  timedOut503: number
  answered200: number
}

function listingPath(n: number): string {
  const page = 1 + (n % 40)
  const sort = SORTS[n % SORTS.length]
  return `/api/getAllProducts?page=${page}&sort=${sort}&minPrice=${n % 300}`
}

type ClientFigures = Omit<Figures, keyof ServerCounts>

function summarize(
  latencies: number[],
  counts: { requests: number; ok: number; otherErrors: number; clientTimeouts: number },
): ClientFigures {
  latencies.sort((a, b) => a - b)
  return { ...counts, median: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

/** Closed loop: autocannon, each connection sending again as soon as it is answered. */
async function driveClosed(baseUrl: string): Promise<ClientFigures> {
  const latencies: number[] = []
  const counts = { ok: 0, otherErrors: 0 }
  let n = 0
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: CLIENT_TIMEOUT_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: listingPath(++n) }) }],
  })
  instance.on('response', (client, statusCode, _bytes, ms) => {
    void client
    if (statusCode === 200) {
      counts.ok++
      latencies.push(ms)
    } else if (statusCode !== 503) counts.otherErrors++
  })
  const result = await instance
  return summarize(latencies, { ...counts, requests: result.requests.total, clientTimeouts: result.timeouts })
}

/**
 * Open loop: one request every 1/OFFERED_PER_SECOND s, evenly, over at most CONNECTIONS keep-alive
 * connections (a request finding them all busy waits for one, and that wait counts in its time).
 * Not autocannon's overallRate: it starts every connection's share at the same instant, so its
 * "100 a second" arrives as one burst of 100 each second, which no short waiting line can take in.
 */
async function driveOpen(baseUrl: string): Promise<ClientFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const latencies: number[] = []
  const counts = { requests: 0, ok: 0, otherErrors: 0, clientTimeouts: 0 }
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const request = http.get(`${baseUrl}${path}`, {
        agent,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_SECONDS * 1000),
      })
      request.on('response', (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode === 200) {
            counts.ok++
            latencies.push(performance.now() - started)
          } else if (response.statusCode !== 503) counts.otherErrors++
          resolve()
        })
      })
      request.on('error', (error) => {
        if (error.name === 'TimeoutError' || error.name === 'AbortError') counts.clientTimeouts++
        else counts.otherErrors++
        resolve()
      })
    })
  const pending: Array<Promise<void>> = []
  const start = performance.now()
  const intervalMs = 1000 / OFFERED_PER_SECOND
  for (let elapsed = 0; elapsed < SECONDS * 1000; elapsed = performance.now() - start) {
    const due = Math.floor(elapsed / intervalMs) + 1
    while (counts.requests < due) pending.push(one(listingPath(++counts.requests)))
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.all(pending)
  agent.destroy()
  return summarize(latencies, counts)
}

type Setup = 'pglite-before' | 'pglite' | 'postgres'

const SETUPS: Record<
  Setup,
  { open: () => Promise<Database & { dispose(): Promise<void> }>; env: Record<string, string> }
> = {
  // Before: no gate, and a deadline longer than the run.
  'pglite-before': { open: () => openPglite(false), env: { REQUEST_TIMEOUT_MS: '600000' } },
  pglite: { open: () => openPglite(true), env: {} },
  postgres: { open: () => openScratchPostgres(adminUrl), env: {} },
}

/** The child: serves one setup until the parent asks for its counts, then cleans up and exits. */
async function serve(setup: Setup): Promise<void> {
  const database = await SETUPS[setup].open()
  try {
    await seedIfEmpty(database.db)
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...SETUPS[setup].env }),
      staticDir: '/nonexistent',
    }
    const app = await buildApp({ config: { ...config, rateLimitMax: 1_000_000 }, database })
    const counts: ServerCounts = { busy503: 0, timedOut503: 0, answered200: 0 }
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 200) counts.answered200++
      if (reply.statusCode === 503 && typeof payload === 'string') {
        if (payload.includes(BUSY_MESSAGE)) counts.busy503++
        else if (payload.includes(TIMED_OUT_MESSAGE)) counts.timedOut503++
      }
      return payload
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    process.send?.({ port: address.port })
    await once(process, 'message')
    process.send?.({ counts })
    await app.close()
  } finally {
    await database.dispose()
  }
}

/** The parent: starts a server process for `setup`, drives it, and collects its counts. */
async function run(label: string, setup: Setup, loop: Loop): Promise<Figures> {
  const child = fork(import.meta.filename, ['--serve', setup], { stdio: 'inherit' })
  const exited = once(child, 'exit')
  try {
    const [ready] = (await Promise.race([once(child, 'message'), exited.then(() => [undefined])])) as [
      { port: number } | undefined,
    ]
    if (!ready) throw new Error(`the ${setup} server did not start`)
    console.log(`${label}, ${loop} loop: driving ${CONNECTIONS} connections for ${SECONDS} s...`)
    const baseUrl = `http://127.0.0.1:${ready.port}`
    const figures = loop === 'closed' ? await driveClosed(baseUrl) : await driveOpen(baseUrl)
    const answer = once(child, 'message')
    child.send('stop')
    const [{ counts: served }] = (await answer) as [{ counts: ServerCounts }]
    return { ...figures, ...served }
  } finally {
    await exited
  }
}

/** PGlite as it was opened before the gate: every query straight to the database, in an unbounded line. */
async function openUngatedPglite(dataDir: string): Promise<Database> {
  await mkdir(path.dirname(dataDir), { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const db = drizzle({ client, schema })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

async function openPglite(gated: boolean) {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-overload-'))
  const dataDir = path.join(dir, 'data')
  const database = gated
    ? await openDatabase({
        dataDir,
        maxWaitingQueries: Number(process.env.DB_QUEUE_MAX ?? DEFAULT_MAX_WAITING_QUERIES),
      })
    : await openUngatedPglite(dataDir)
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

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const rows: Array<[string, Loop, Figures]> = []
const LABELS: Record<Setup, string> = {
  'pglite-before': 'PGlite, no gate, no deadline (before)',
  pglite: `PGlite, gate (DB_QUEUE_MAX ${process.env.DB_QUEUE_MAX ?? DEFAULT_MAX_WAITING_QUERIES}) and 10 s deadline`,
  postgres: 'PostgreSQL (defaults)',
}
if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as Setup)
  process.exit(0)
}
for (const loop of ['closed', 'open'] as const) {
  for (const setup of ['pglite-before', 'pglite', 'postgres'] as const) {
    try {
      rows.push([LABELS[setup], loop, await run(LABELS[setup], setup, loop)])
    } catch (error) {
      console.log(`${LABELS[setup]} skipped: ${(error as Error).message}`)
    }
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU'
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s, GET /api/getAllProducts (varied page, sort and price); ` +
    `open loop: ${OFFERED_PER_SECOND} requests/s offered`,
)
console.log(`${availableParallelism()} cores, ${cpu}\n`)
console.log(
  '| Database | Loop | Requests | 200s | median ms (200s) | p99 ms (200s) | 503 busy | 503 deadline | client time-outs | other errors | 200s sent by the server |',
)
console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |')
for (const [label, loop, f] of rows) {
  console.log(
    `| ${label} | ${loop} | ${f.requests} | ${f.ok} | ${f.median.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.busy503} | ${f.timedOut503} | ${f.clientTimeouts} | ${f.otherErrors} | ${f.answered200} |`,
  )
}
