// The real server (`node src/server.ts`) killed with SIGKILL while shoppers are placing orders, then
// started again on the same data: every order it acknowledged is there, every unit of stock is either on
// the shelf or in an order, every coin balance is the sum of its ledger, no checkout is missing its items,
// and asking again with the same Idempotency-Key answers the same order instead of placing a second one.
// On PGlite this is also the embedded database's own crash recovery, and the stale data-folder lock.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase, selectRows } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { isTestedKind, TEST_PRODUCTS } from '../db/targets.ts'
import {
  type Answer,
  codOrder,
  giveCoins,
  HttpClient,
  invariantBreaks,
  type LoadShopper,
  makeShoppers,
  newIdempotencyKey,
  pickProducts,
  singleProductPlaceOrderPath,
  stockProducts,
  stocksOf,
} from './load-support.ts'

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts')
/**
 * Shoppers placing orders at once, and how many orders are acknowledged before the kill. PGlite runs one
 * statement at a time: more shoppers there only fill its waiting line (503, asked again), so fewer.
 */
const SHOPPERS = { pglite: 12, postgres: 40 }
const PRODUCTS = 6
const STOCK = 1_000
const COINS = 100
/** The kill comes once this many orders have been acknowledged, with every shopper's next one in flight. */
const ACKNOWLEDGED_BEFORE_KILL = { pglite: 40, postgres: 120 }
const READY_TIMEOUT_MS = 60_000

interface Target {
  name: 'pglite' | 'postgres'
  /** The server's environment for this database, and how to open it from the test. */
  prepare(): Promise<{ env: Record<string, string>; open(): Promise<Database>; cleanup(): Promise<void> }>
}

const targets: Target[] = [
  {
    name: 'pglite',
    async prepare() {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-crash-'))
      return {
        env: { DATA_DIR: dataDir },
        open: () => openDatabase({ dataDir }),
        cleanup: () => rm(dataDir, { recursive: true, force: true }),
      }
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          async prepare() {
            const adminUrl = process.env.TEST_DATABASE_URL as string
            const name = `haat_crash_${randomBytes(6).toString('hex')}`
            const admin = async (statement: string) => {
              const client = new pg.Client({ connectionString: adminUrl })
              await client.connect()
              try {
                await client.query(statement)
              } finally {
                await client.end()
              }
            }
            await admin(`CREATE DATABASE ${name}`)
            const url = new URL(adminUrl)
            url.pathname = `/${name}`
            return {
              env: { DATABASE_URL: url.toString() },
              open: () => openDatabase({ databaseUrl: url.toString() }),
              cleanup: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
            }
          },
        },
      ]
    : []),
]

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

interface Child {
  process: ChildProcess
  port: number
  output(): string
  exited: Promise<number | null>
}

/** `node src/server.ts` on this database, ready once GET /api/health answers. */
async function startChild(env: Record<string, string>): Promise<Child> {
  const port = await freePort()
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Seeded by the test (small); the server only checks it is there.
      SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: '/nonexistent/haat-storefront-build',
      RATE_LIMIT_MAX: '1000000000',
      DB_QUEUE_MAX: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log}`,
      )
    }
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (answer.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { process: child, port, output: () => log, exited }
}

interface Attempt {
  shopper: LoadShopper
  key: string
  body: ReturnType<typeof codOrder>
  /** The answer, or why none came (the connection died with the server). */
  answer: Answer | { status: 'no answer'; error: string }
}

/**
 * Asks each attempt again with its own key, a few at a time, until the answer is not "busy" (503): the
 * replay is about what the data holds, not about the embedded database's waiting line.
 */
async function replay(client: HttpClient, attempts: readonly Attempt[]): Promise<Answer[]> {
  const answers: Answer[] = new Array(attempts.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < attempts.length; i = next++) {
      const a = attempts[i] as Attempt
      for (let tries = 0; ; tries++) {
        const answer = await client.post(singleProductPlaceOrderPath, a.shopper.token, a.key, a.body)
        answers[i] = answer
        if (answer.status !== 503 || tries >= 50) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return answers
}

describe.each(targets.filter((target) => isTestedKind(target.name)))(
  'a server killed while placing orders, on $name',
  (target) => {
    let env: Record<string, string>
    let open: () => Promise<Database>
    let cleanup: () => Promise<void> = async () => {}
    let child: Child | undefined
    let shoppers: LoadShopper[]
    let productIds: string[]
    let initial: Map<string, number>

    beforeAll(async () => {
      ;({ env, open, cleanup } = await target.prepare())
      // A small seed, products stocked, shoppers with sessions and coins, written before the server starts:
      // PGlite's folder has one process at a time.
      const preparing = performance.now()
      const database = await open()
      try {
        await seedIfEmpty(database.db, { products: TEST_PRODUCTS })
        productIds = (await pickProducts(database.db, PRODUCTS)).map((p) => p.id)
        await stockProducts(database.db, productIds, STOCK, 5)
        initial = await stocksOf(database.db, productIds)
        shoppers = await makeShoppers(database.db, SHOPPERS[target.name], 'Crash')
        await giveCoins(
          database.db,
          shoppers.map((s) => s.id),
          COINS,
        )
      } finally {
        await database.close()
      }
      console.info(
        `${target.name}: seeded and prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
      )
    }, 300_000) // a fresh PGlite folder (initdb) and the seed take over a minute on a busy machine

    afterAll(async () => {
      if (child && child.process.exitCode === null && child.process.signalCode === null) {
        child.process.kill('SIGKILL')
        await child.exited
      }
      await cleanup()
    })

    it('keeps every acknowledged order, loses no stock or coin, and answers a replay with the same order', async () => {
      let starting = performance.now()
      child = await startChild(env)
      const first = child
      console.info(`${target.name}: server ready in ${((performance.now() - starting) / 1000).toFixed(1)} s`)
      const client = new HttpClient(first.port)
      const attempts: Attempt[] = []
      let acknowledged = 0
      let busy = 0
      let killed = false
      let killedAt = 0
      const kill = () => {
        if (killed) return
        killed = true
        killedAt = attempts.length
        first.process.kill('SIGKILL')
      }

      // Each shopper places one order after another (1 unit, 1 coin redeemed), all shoppers at once.
      const shopperLoop = async (shopper: LoadShopper, index: number) => {
        for (let round = 0; !killed; round++) {
          const productId = productIds[(index + round) % productIds.length] as string
          const attempt: Attempt = {
            shopper,
            key: newIdempotencyKey(),
            body: codOrder([{ id: productId, quantity: 1 }], 1),
            answer: { status: 'no answer', error: 'pending' },
          }
          attempts.push(attempt)
          // A busy server (503: PGlite's waiting line is congested) placed nothing or, past its deadline,
          // may have: either way the same attempt is asked again with the same key, as the storefront does.
          for (;;) {
            try {
              attempt.answer = await client.post(
                singleProductPlaceOrderPath,
                shopper.token,
                attempt.key,
                attempt.body,
              )
            } catch (error) {
              attempt.answer = { status: 'no answer', error: (error as Error).message }
              return
            }
            if (attempt.answer.status !== 503 || killed) break
            busy += 1
            await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
          }
          if (attempt.answer.status === 200 && ++acknowledged >= ACKNOWLEDGED_BEFORE_KILL[target.name]) kill()
        }
      }
      const started = performance.now()
      await Promise.all(shoppers.map(shopperLoop))
      client.close()
      const signal = await first.exited.then(() => first.process.signalCode)
      expect(signal, first.output()).toBe('SIGKILL')

      const placed = attempts.filter((a): a is Attempt & { answer: Answer } => a.answer.status === 200)
      // Unsettled: cut off by the kill, or told "busy" just before it.
      const inFlight = attempts.filter((a) => a.answer.status === 'no answer' || a.answer.status === 503)
      // Nothing else: the stock and the coins are plenty, so no attempt may be refused.
      expect(
        attempts
          .filter((a) => a.answer.status !== 200 && !inFlight.includes(a))
          .map((a) => [a.answer.status, (a.answer as Answer).body.message]),
        first.output(),
      ).toEqual([])
      expect(placed.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL[target.name])
      console.info(
        `${target.name}: ${placed.length} orders acknowledged in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(${busy} busy answers asked again), ${inFlight.length} attempts unsettled at the kill (after ${killedAt} sent)`,
      )

      // Started again on the same data: PGlite recovers its folder, and the dead server's lock is stale.
      starting = performance.now()
      child = await startChild(env)
      const second = child
      console.info(
        `${target.name}: started again after the kill in ${((performance.now() - starting) / 1000).toFixed(1)} s`,
      )
      const again = new HttpClient(second.port)
      try {
        // Every acknowledged order answers again with its own id, not a second order.
        const replays = await replay(again, placed)
        expect(
          replays.map((r) => r.status),
          second.output(),
        ).toEqual(placed.map(() => 200))
        expect(replays.map((r) => r.body.orderId)).toEqual(placed.map((a) => a.answer.body.orderId))
        // The requests cut off by the kill: each either was committed (the same order answers) or was not
        // (it is placed now); retried twice, the second answer is always the first's.
        const retried = await replay(again, inFlight)
        expect(
          retried.map((r) => r.status),
          second.output(),
        ).toEqual(inFlight.map(() => 200))
        const retriedAgain = await replay(again, inFlight)
        expect(retriedAgain.map((r) => r.body.orderId)).toEqual(retried.map((r) => r.body.orderId))
      } finally {
        again.close()
      }

      // Stopped the polite way, so the test may open the data itself.
      second.process.kill('SIGTERM')
      expect(await second.exited, second.output()).toBe(0)
      child = undefined

      const database = await open()
      try {
        const { db } = database
        const checkouts = await selectRows<{
          id: string
          user_id: string
          credit_coins: number
          state: string
        }>(db, sql`select id, user_id, credit_coins, state from parent_orders where user_id like 'Crash%'`)
        const ids = new Set(checkouts.map((c) => c.id))
        for (const a of placed) expect(ids.has(a.answer.body.orderId as string)).toBe(true)
        // One checkout per attempt that was ever answered 200, none for anything else: no doubles.
        expect(checkouts).toHaveLength(placed.length + inFlight.length)
        for (const checkout of checkouts) expect(checkout.state).toBe('placed')
        const [keys] = await selectRows<{ n: string | number }>(
          db,
          sql`select count(*) as n from idempotency_keys where user_id like 'Crash%'`,
        )
        expect(Number(keys?.n)).toBe(checkouts.length)
        // One coin redeemed per checkout, each as a ledger entry naming it.
        const [redeemed] = await selectRows<{ entries: string | number; coins: string | number }>(
          db,
          sql`select count(*) as entries, coalesce(-sum(delta), 0) as coins from coin_ledger
            where user_id like 'Crash%' and reason = 'redeemed'`,
        )
        expect(Number(redeemed?.entries)).toBe(checkouts.length)
        expect(Number(redeemed?.coins)).toBe(checkouts.reduce((sum, c) => sum + Number(c.credit_coins), 0))
        expect(await invariantBreaks(db, initial)).toEqual({
          stock: [],
          coins: [],
          emptyOrders: [],
          negativeStock: [],
        })
      } finally {
        await database.close()
      }
    }, 240_000)
  },
)
