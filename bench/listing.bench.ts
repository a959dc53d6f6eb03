// `npm run bench:listing`: the listing engine on 100,000 products, on embedded PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, where a fresh
// database is created and dropped afterwards). Seeds a small catalogue, clones its products in the
// database (INSERT ... SELECT over generate_series) up to 100,000, VACUUM ANALYZEs, then times search and
// a filtered category listing through `listProducts` (the whole work of a ListingPage: the scope and its
// typo corrections, the page, one grouped pass for the total, the price range and the brand facets, and
// the product-detail facets). Not part of `npm test`; run it once, by hand.
import { randomBytes } from 'node:crypto'
import { availableParallelism, cpus } from 'node:os'
import { ListingQuery, type ListingQueryInput } from '@haat/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, type Db, openDatabase } from '../packages/api/src/db/client.ts'
import { categories } from '../packages/api/src/db/schema.ts'
import { seedIfEmpty } from '../packages/api/src/db/seed/index.ts'
import { type ListingScope, listProducts } from '../packages/api/src/listing/query.ts'

const TARGET_PRODUCTS = 100_000
const SEED_PRODUCTS = 500
const WARM_UP = 5
const RUNS = 40

const SEARCHES = ['phone', 'smartfone', 'running shoes', 'laptop', 'basmati rice']
const CATEGORY_FILTERS: ListingQueryInput = {
  availability: 'in-stock',
  rating: '4',
  minPrice: '100',
  maxPrice: '5000',
  sort: 'price-desc',
  page: '2',
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** Clones the seeded products until the catalogue holds TARGET_PRODUCTS, with spread prices and dates. */
async function grow(db: Db): Promise<number> {
  const [{ n } = { n: 0 }] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products`),
  )
  const columns = rows<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'products' and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((c) => c.column_name)
  const factor = sql.raw('(60 + (g * 37) % 81)')
  const value = (column: string) => {
    switch (column) {
      case 'id':
        return sql.raw(`p.id || '-' || g`)
      case 'price_paise':
      case 'offer_price_paise':
      case 'selling_price_paise':
        return sql`(p.${sql.raw(column)}::bigint * ${factor} / 100)::int`
      case 'stock':
        return sql.raw('case when g % 7 = 0 then 0 else p.stock end')
      case 'created_at':
        return sql.raw(`p.created_at - g * interval '1 minute'`)
      default:
        return sql.raw(`p.${column}`)
    }
  }
  const copies = Math.ceil((TARGET_PRODUCTS - n) / n)
  // In slices, so neither database holds one huge statement's work at once.
  for (let from = 1; from <= copies; from += 20) {
    const to = Math.min(copies, from + 19)
    await db.execute(sql`insert into products (${sql.raw(columns.join(', '))})
      select ${sql.join(columns.map(value), sql`, `)}
      from products p cross join generate_series(${from}::int, ${to}::int) g
      where p.id not like '%-%'`)
  }
  const excess = n * (copies + 1) - TARGET_PRODUCTS
  if (excess > 0) {
    await db.execute(sql`delete from products where id in (
      select id from products where id like '%-%' order by id desc limit ${excess})`)
  }
  // As autovacuum would after an import: statistics, the visibility map and the GIN indexes' pending lists.
  await db.execute(sql`vacuum analyze`)
  const [{ n: total } = { n: 0 }] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products`),
  )
  return total
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

interface Figures {
  median: number
  p95: number
  meanTotal: number
}

async function time(db: Db, cases: Array<[ListingScope, ListingQuery]>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) {
    const [scope, query] = cases[i % cases.length] as [ListingScope, ListingQuery]
    await listProducts(db, scope, query)
  }
  const times: number[] = []
  let totals = 0
  for (let i = 0; i < RUNS; i++) {
    const [scope, query] = cases[i % cases.length] as [ListingScope, ListingQuery]
    const started = performance.now()
    const page = await listProducts(db, scope, query)
    times.push(performance.now() - started)
    totals += page?.total ?? 0
  }
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p95: percentile(times, 95), meanTotal: Math.round(totals / RUNS) }
}

async function benchTarget(name: string, database: Database): Promise<string[]> {
  const db = database.db
  let started = performance.now()
  await seedIfEmpty(db, { products: SEED_PRODUCTS })
  const total = await grow(db)
  const prepared = ((performance.now() - started) / 1000).toFixed(1)
  console.error(`${name}: ${total} products ready in ${prepared} s`)

  const roots = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.level} = 1`)
    .orderBy(categories.position)
  const searchCases = SEARCHES.map((q): [ListingScope, ListingQuery] => [
    { kind: 'search', q },
    ListingQuery.parse({}),
  ])
  // The search results page's own default: the best matches first.
  const relevanceCases = SEARCHES.map((q): [ListingScope, ListingQuery] => [
    { kind: 'search', q },
    ListingQuery.parse({ sort: 'relevance' }),
  ])
  const categoryCases = roots.map((root): [ListingScope, ListingQuery] => [
    { kind: 'category', categoryId: root.id },
    ListingQuery.parse(CATEGORY_FILTERS),
  ])
  const plainCategoryCases = roots.map((root): [ListingScope, ListingQuery] => [
    { kind: 'category', categoryId: root.id },
    ListingQuery.parse({}),
  ])
  started = performance.now()
  const results: Array<[string, Figures]> = [
    ['search (5 texts, default sort, page 1)', await time(db, searchCases)],
    ['search (5 texts, relevance, page 1)', await time(db, relevanceCases)],
    [
      'category subtree, filtered (in stock, rating 4+, 100-5,000, price desc, page 2)',
      await time(db, categoryCases),
    ],
    ['category subtree, no filters (price asc, page 1)', await time(db, plainCategoryCases)],
  ]
  console.error(`${name}: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return results.map(
    ([label, f]) =>
      `| ${name} | ${label} | ${f.median.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.meanTotal.toLocaleString('en-IN')} |`,
  )
}

async function onPostgres<T>(adminUrl: string, run: (database: Database) => Promise<T>): Promise<T> {
  const name = `haat_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    return await run(database)
  } finally {
    await database.close()
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await cleanup.end()
  }
}

const lines: string[] = []
const pglite = await openDatabase({ dataDir: 'memory://' })
try {
  lines.push(...(await benchTarget('PGlite', pglite)))
} finally {
  await pglite.close()
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
lines.push(...(await onPostgres(adminUrl, (database) => benchTarget('PostgreSQL', database))))

console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
)
console.log(
  `${RUNS} timed runs after ${WARM_UP} warm-up runs, ${TARGET_PRODUCTS.toLocaleString('en-IN')} products`,
)
console.log('')
console.log('| Database | Listing | median ms | p95 ms | mean total |')
console.log('| --- | --- | ---: | ---: | ---: |')
for (const line of lines) console.log(line)
