// `npm run bench`: latency and throughput of the home feeds on embedded PGlite.
// Opens a fresh PGlite in a temporary folder, seeds the default catalogue, starts the app on a random
// loopback port and drives every feed with autocannon, bounded in time and connections, twice: through
// the in-process feed cache and straight to the database (FEED_CACHE off). Only 127.0.0.1 is used.
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { routes } from '@haat/contract'
import autocannon from 'autocannon'
import { buildApp } from '../packages/api/src/app.ts'
import { CATALOGUE_FEED_NAMES } from '../packages/api/src/catalogue/routes.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { openDatabase } from '../packages/api/src/db/client.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'
import { HOME_FEED_NAMES } from '../packages/api/src/home/routes.ts'

const CONNECTIONS = 10
const SECONDS = 5
/** One connection at a time gives the latency a single visitor sees. */
const SINGLE_SECONDS = 3

interface Figures {
  median: number
  p95: number
  p99: number
  rps: number
  failed: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function measure(url: string, connections: number, duration: number): Promise<Figures> {
  const latencies: number[] = []
  let failed = 0
  const instance = autocannon({
    url,
    connections,
    duration,
    // Ask past any HTTP cache; the server never sees If-None-Match, so every answer is a full body.
    headers: { 'cache-control': 'no-cache' },
  })
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode === 200) latencies.push(ms)
    else failed++
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / duration,
    failed: failed + result.errors + result.timeouts,
  }
}

const ms = (value: number) => value.toFixed(2)

async function main(): Promise<void> {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'haat-bench-')), 'data')
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
  )
  console.log(`Fresh PGlite in ${dataDir}`)
  const database = await openDatabase({ dataDir })
  try {
    const seedStart = performance.now()
    await seedIfEmpty(database.db)
    console.log(`Seeded the default catalogue in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`)

    const rows: string[] = []
    for (const cached of [true, false]) {
      const config = {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }),
        staticDir: path.join(dataDir, 'no-storefront'),
        feedCache: cached,
        rateLimitMax: 1_000_000_000,
      }
      const app = await buildApp({ config, database })
      await app.listen({ host: '127.0.0.1', port: 0 })
      const address = app.server.address()
      if (!address || typeof address === 'string') throw new Error('no port')
      const base = `http://127.0.0.1:${address.port}`
      const mode = cached ? 'feed cache' : 'database'
      try {
        const paths = [
          ...[...CATALOGUE_FEED_NAMES, ...HOME_FEED_NAMES].map((name) => routes[name].path),
          `${routes.searchProducts.path}?q=phone`,
          `${routes.searchSuggestions.path}?q=pho`,
        ]
        for (const feedPath of paths) {
          // Search is never cached in the process: measure it once, with the database run.
          if (cached && feedPath.includes('?q=')) continue
          const url = `${base}/api${feedPath}`
          await measure(url, 1, 1) // warm up (first query plans, JIT)
          const single = await measure(url, 1, SINGLE_SECONDS)
          const loaded = await measure(url, CONNECTIONS, SECONDS)
          const row = `| \`/api${feedPath}\` | ${mode} | ${ms(single.median)} | ${ms(single.p95)} | ${ms(single.p99)} | ${ms(loaded.median)} | ${ms(loaded.p95)} | ${ms(loaded.p99)} | ${Math.round(loaded.rps)} | ${single.failed + loaded.failed} |`
          rows.push(row)
          console.log(row)
        }
      } finally {
        await app.close()
      }
    }

    console.log('\nMarkdown for docs/benchmarks.md:\n')
    console.log(
      `| Call | Path | 1 conn. median ms | p95 | p99 | ${CONNECTIONS} conn. median ms | p95 | p99 | req/s (${CONNECTIONS} conn.) | failed |`,
    )
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|')
    for (const row of rows) console.log(row)
  } finally {
    await database.close()
    await rm(path.dirname(dataDir), { recursive: true, force: true })
  }
}

await main()
