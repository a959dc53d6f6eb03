// What bench:product and bench:cart share: the haat_bench database of 100,000 products on
// BENCH_DATABASE_URL's server, the child process that serves the app on it, and the figures' arithmetic.
// Forked with --serve, this module is the child: the app on haat_bench, on a random loopback port (so the
// server has its thread to itself, as in production), until the parent says stop.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../packages/api/src/app.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { type Db, openDatabase, selectRows } from '../packages/api/src/db/client.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'

export const TARGET_PRODUCTS = 100_000
export const DATABASE_NAME = 'haat_bench'

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const benchUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${DATABASE_NAME}`
  return url.toString()
})()

/** One connection to the server's admin database (to create or drop haat_bench), closed after `work`. */
export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Creates haat_bench, empty, when the server does not have it yet. */
export async function createBenchDatabaseIfMissing(): Promise<void> {
  const exists = await admin(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])).rowCount,
  )
  if (!exists) await admin((c) => c.query(`CREATE DATABASE ${DATABASE_NAME}`))
}

export const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await selectRows<{ n: number }>(db, query))[0]?.n ?? 0

/**
 * Seeds TARGET_PRODUCTS products into a haat_bench that holds `productsBefore` (none, or all of them).
 * On a seeded database this only adds what a newer seed has and the database lacks.
 */
export async function seedBenchCatalogue(db: Db, productsBefore: number): Promise<void> {
  const empty = productsBefore === 0
  if (empty) console.error(`Seeding ${TARGET_PRODUCTS.toLocaleString('en-IN')} products...`)
  await seedIfEmpty(db, { products: TARGET_PRODUCTS })
  // As autovacuum would after a bulk load: statistics and the visibility map.
  if (empty) await db.execute(sql`vacuum analyze`)
}

const SERVE_FLAG = '--serve'

async function serve(): Promise<void> {
  const database = await openDatabase({ databaseUrl: benchUrl })
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }),
      staticDir: '/nonexistent',
      rateLimitMax: 1_000_000_000,
    }
    const app = await buildApp({ config, database })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    process.send?.({ port: address.port })
    await once(process, 'message')
    await app.close()
  } finally {
    await database.close()
  }
}

/** The app served on haat_bench by a child process; `stop` ends the child and waits for it to exit. */
export async function startBenchServer(): Promise<{ port: number; stop(): Promise<void> }> {
  const child = fork(import.meta.filename, [SERVE_FLAG], { stdio: 'inherit' })
  const exited = once(child, 'exit')
  const stop = async () => {
    child.send('stop')
    await exited
  }
  const [ready] = (await Promise.race([once(child, 'message'), exited.then(() => [undefined])])) as [
    { port: number } | undefined,
  ]
  if (!ready) {
    await exited
    throw new Error('the server did not start')
  }
  return { port: ready.port, stop }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

export const ms = (value: number) => value.toFixed(2)

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')

if (process.argv[1] === import.meta.filename && process.argv[2] === SERVE_FLAG) {
  await serve()
  process.exit(0)
}
