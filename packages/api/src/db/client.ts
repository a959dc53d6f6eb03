import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { gatedPglite, QueryGate } from './query-gate.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PGlite only: whether new requests are being refused because its waiting line is full or slow. */
  refusing?: () => boolean
  /** PGlite only: the whole data folder as a tar archive, which `loadDataDir` starts a database from. */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string
  /** PGlite data folder; `memory://` or undefined gives an in-memory database. */
  dataDir?: string
  /** PGlite only: how many request queries may wait for the database before more are refused (503). */
  maxWaitingQueries?: number
  /** PGlite only: a data folder dumped by `dumpDataDir` to start from, instead of an empty database. */
  loadDataDir?: Blob
}

/** The default length of PGlite's waiting line (DB_QUEUE_MAX). */
export const DEFAULT_MAX_WAITING_QUERIES = 64

/** The generated SQL migrations, found next to the package whatever the working directory is. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

/** Opens the database and brings its schema up to date (migrations are applied on every open). */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  return openPglite(opts.dataDir, opts.maxWaitingQueries ?? DEFAULT_MAX_WAITING_QUERIES, opts.loadDataDir)
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  let closing = false
  // An idle connection can die (a server restart, a failover, a dropped database): the pool discards it
  // and connects again on the next query. Without a listener that 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing)
      console.error(`PostgreSQL: an idle connection failed (${error.message}); reconnecting on next use.`)
  })
  try {
    const db = drizzleNodePostgres({ client: pool, schema })
    await migrateNodePostgres(db, { migrationsFolder })
    const close = () => {
      closing = true
      return pool.end()
    }
    return { db: db as unknown as Db, kind: 'postgres', close }
  } catch (error) {
    await pool.end()
    throw error
  }
}

async function openPglite(
  dataDir: string | undefined,
  maxWaitingQueries: number,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir === '' || dataDir.startsWith('memory://')
  if (!inMemory) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = await PGlite.create(inMemory ? 'memory://' : path.resolve(dataDir), {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  try {
    // PGlite runs one statement at a time: the gate bounds the line in front of it (see query-gate.ts).
    const gate = new QueryGate(maxWaitingQueries)
    const db = drizzlePglite({ client: gatedPglite(client, gate), schema })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      refusing: () => gate.refusing,
      dumpDataDir: () => client.dumpDataDir('none'),
      close: () => client.close(),
    }
  } catch (error) {
    await client.close()
    throw error
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with an object holding `rows`, but
 * the shared Db type cannot say so. Column names come back as written in the SQL (snake_case).
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
