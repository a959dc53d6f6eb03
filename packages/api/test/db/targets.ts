import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { openSeededPglite } from './seeded-snapshot.ts'

/**
 * The databases the data tests run against: always in-memory PGlite, and a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (created for this run and dropped afterwards).
 */
export interface TestTarget {
  name: 'pglite' | 'postgres'
  open(): Promise<Database & { dispose(): Promise<void> }>
  /** A fresh database holding the test catalogue (TEST_PRODUCTS products), as `seedIfEmpty` leaves it. */
  openSeeded(): Promise<Database & { dispose(): Promise<void> }>
}

async function openFreshPostgres(adminUrl: string): Promise<Database & { dispose(): Promise<void> }> {
  const name = `haat_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    ...database,
    async dispose() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

const pgliteTarget: TestTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ dataDir: 'memory://' })
    return { ...database, dispose: () => database.close() }
  },
  async openSeeded() {
    const database = await openSeededPglite(TEST_PRODUCTS)
    return { ...database, dispose: () => database.close() }
  },
}

async function openSeededPostgres(adminUrl: string): Promise<Database & { dispose(): Promise<void> }> {
  const database = await openFreshPostgres(adminUrl)
  try {
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS })
    return database
  } catch (error) {
    await database.dispose()
    throw error
  }
}

/** Every database this machine can test on. */
const availableTargets: TestTarget[] = [
  pgliteTarget,
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          open: () => openFreshPostgres(process.env.TEST_DATABASE_URL as string),
          openSeeded: () => openSeededPostgres(process.env.TEST_DATABASE_URL as string),
        },
      ]
    : []),
]

/**
 * Whether the tests that run on each database include `kind`. CI's second pass sets
 * TEST_DATABASE_ONLY=postgres: the whole suite has already passed on PGlite, so running its PGlite half
 * again would only double the time.
 */
export function isTestedKind(kind: TestTarget['name']): boolean {
  const only = process.env.TEST_DATABASE_ONLY
  return !only || only === kind
}

/** The databases the data tests iterate over. */
export const testTargets: TestTarget[] = availableTargets.filter((target) => isTestedKind(target.name))

/** The database of `kind`, whether or not the tests iterate over it (fixtures default to PGlite). */
export function targetOf(kind: TestTarget['name']): TestTarget {
  const target = availableTargets.find((candidate) => candidate.name === kind)
  if (!target) throw new Error(`No test database of kind ${kind} (PostgreSQL needs TEST_DATABASE_URL)`)
  return target
}

/** The seed size of the tests: small enough to be quick, large enough to fill every collection. */
export const TEST_PRODUCTS = 200
/** The seed's clock: deal windows are relative to it, and the database judges them against now(). */
export const TEST_NOW = new Date()
