import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { TEST_PRODUCTS, testTargets } from '../db/targets.ts'

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
export const databaseKinds = testTargets.map((target) => target.name)

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
  const target = testTargets.find((candidate) => candidate.name === (options.kind ?? 'pglite'))
  if (!target) throw new Error(`No test database of kind ${options.kind}`)
  const database = await target.open()
  if (options.seed !== false) await seedIfEmpty(database.db, { products: TEST_PRODUCTS })
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
      await database.dispose()
      await rm(staticDir, { recursive: true, force: true })
    },
  }
}
