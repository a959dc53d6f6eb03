import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'

/** The hashed asset the fake storefront build contains. */
export const HASHED_ASSET = '/assets/index-3f2a9c1b.js'
export const INDEX_HTML =
  '<!doctype html><html><head><title>Haat test build</title></head><body></body></html>'

/** A stand-in for packages/storefront/dist: index.html and one hashed asset. */
export async function makeStaticDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-static-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML)
  await writeFile(path.join(dir, HASHED_ASSET), 'console.log("haat")\n')
  return dir
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides }
}

/** The databases the HTTP tests run on: embedded PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A fresh, empty database of the given kind. On PostgreSQL, a new database is created next to the one
 * TEST_DATABASE_URL names and dropped again by `drop`, so runs never see each other's data.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({})
    return { database, drop: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `haat_http_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  staticDir: string
  close(): Promise<void>
}

/** The whole app on a fresh database (seeded with a small catalogue unless `seed` is false). */
export async function makeTestApp(
  options: {
    kind?: 'pglite' | 'postgres'
    seed?: boolean
    config?: Partial<Config>
    /** Called before the app is ready, to add test-only routes. */
    prepare?: (app: FastifyInstance) => void
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(options.kind ?? 'pglite')
  if (options.seed !== false) await seedIfEmpty(database.db, { products: 200 })
  const staticDir = await makeStaticDir()
  const app = await buildApp({ config: testConfig({ staticDir, ...options.config }), database })
  options.prepare?.(app)
  await app.ready()
  return {
    app,
    database,
    staticDir,
    close: async () => {
      await app.close()
      await drop()
      await rm(staticDir, { recursive: true, force: true })
    },
  }
}
