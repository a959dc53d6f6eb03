import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type Database, openDatabase } from '../../src/db/client.ts'
import {
  DatabaseBusyError,
  QueryGate,
  RequestAbortedError,
  runInRequestScope,
} from '../../src/db/query-gate.ts'
import { BUSY_MESSAGE, TIMED_OUT_MESSAGE } from '../../src/http/errors.ts'
import { identityConfig } from '../messages/identity-app.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `work` as a request with its own abort controller would. */
function inRequest<T>(work: () => Promise<T>, controller = new AbortController()): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    runInRequestScope(controller.signal, () => {
      work().then(resolve, reject)
    })
  })
}

/**
 * An operation that holds the gate until released, returned once it is running. (A fixed sleep before
 * queueing the next ones raced the gate's own turns of the event loop on a loaded machine: `release` was
 * then still a no-op and the test waited forever.)
 */
async function holdGate(gate: QueryGate) {
  let release = () => {}
  let started = () => {}
  const running = new Promise<void>((resolve) => (started = resolve))
  const holding = gate.run(
    () =>
      new Promise<void>((resolve) => {
        release = resolve
        started()
      }),
  )
  await running
  return { holding, release: () => release() }
}

describe('QueryGate', () => {
  it('runs one operation at a time, in order', async () => {
    const gate = new QueryGate(10)
    const log: string[] = []
    const step = (name: string) =>
      gate.run(async () => {
        log.push(`start ${name}`)
        await sleep(5)
        log.push(`end ${name}`)
      })
    await Promise.all([step('a'), step('b'), step('c')])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('refuses a request once the waiting line is full, and admits again when it shortens', async () => {
    const gate = new QueryGate(2)
    const { holding, release } = await holdGate(gate)
    const waiting = [
      inRequest(() => gate.run(async () => 'first')),
      inRequest(() => gate.run(async () => 'second')),
    ]
    await expect(inRequest(() => gate.run(async () => 'third'))).rejects.toBeInstanceOf(DatabaseBusyError)
    expect(gate.waiting).toBe(2)
    release()
    await holding
    expect(await Promise.all(waiting)).toEqual(['first', 'second'])
    expect(await inRequest(() => gate.run(async () => 'later'))).toBe('later')
  })

  it("drops an aborted request's waiting operation without running it", async () => {
    const gate = new QueryGate(5)
    const { holding, release } = await holdGate(gate)
    const controller = new AbortController()
    let ran = false
    const abandoned = inRequest(
      () =>
        gate.run(async () => {
          ran = true
        }),
      controller,
    )
    expect(gate.waiting).toBe(1)
    controller.abort()
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbortedError)
    expect(gate.waiting).toBe(0)
    release()
    await holding
    expect(ran).toBe(false)
  })

  it('lets a request already let in go before requests that came later', async () => {
    const gate = new QueryGate(10)
    const log: string[] = []
    const { holding, release } = await holdGate(gate)
    const query = (name: string) => gate.run(async () => void log.push(name))
    const early = new AbortController()
    const waiting = [
      inRequest(() => query('early 1'), early),
      inRequest(() => query('late 1')),
      // Asked for after late 1, by a request let in before it.
      inRequest(() => query('early 2'), early),
    ]
    release()
    await Promise.all([holding, ...waiting])
    expect(log).toEqual(['early 1', 'early 2', 'late 1'])
  })

  it('says when it is refusing newcomers', async () => {
    const gate = new QueryGate(1)
    expect(gate.refusing).toBe(false)
    const { holding, release } = await holdGate(gate)
    expect(gate.refusing).toBe(false)
    const waiting = inRequest(() => gate.run(async () => 'waiting'))
    expect(gate.refusing).toBe(true)
    release()
    await holding
    expect(await waiting).toBe('waiting')
    expect(gate.refusing).toBe(false)
  })

  it('lets the server’s own work (no request) wait however long the line is', async () => {
    const gate = new QueryGate(1)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => gate.run(async () => i)))
    expect(results).toHaveLength(20)
  })
})

/**
 * Something of the server's own holds the database for a while: a transaction that waits in JavaScript.
 * (A slow statement such as pg_sleep would not do: PGlite runs on this thread, so it would stop the
 * clock of the whole test along with the server.)
 */
function holdDatabase(database: Database, ms: number): Promise<void> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`)
    await sleep(ms)
  })
}

describe('the embedded database under more load than it can serve', () => {
  let app: FastifyInstance | undefined
  let database: Database | undefined
  afterEach(async () => {
    await app?.close()
    await database?.close()
    app = undefined
    database = undefined
  })

  async function start(options: { maxWaitingQueries: number; requestTimeoutMs: number }) {
    database = await openDatabase({ dataDir: 'memory://', maxWaitingQueries: options.maxWaitingQueries })
    app = await buildApp({
      config: identityConfig({ feedCache: false, requestTimeoutMs: options.requestTimeoutMs }),
      database,
    })
    await app.ready()
    return { app, database }
  }

  it('answers 503 with Retry-After to requests beyond the waiting line', async () => {
    const { app, database } = await start({ maxWaitingQueries: 2, requestTimeoutMs: 10_000 })
    const holding = holdDatabase(database, 400)
    await sleep(20)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ url: '/api/fetchCategory' })),
    )
    await holding
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2)
    const refused = answers.filter((answer) => answer.statusCode === 503)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1')
      expect(answer.json()).toEqual({ message: BUSY_MESSAGE })
    }
  })

  it('refuses API calls on arrival while the line refuses newcomers, before validating them', async () => {
    const { app, database } = await start({ maxWaitingQueries: 1, requestTimeoutMs: 10_000 })
    const holding = holdDatabase(database, 400)
    await sleep(20)
    const waiting = app.inject({ url: '/api/fetchCategory' })
    await sleep(20)
    // Malformed: a 400 normally, but nothing is looked at while the store is refusing.
    const refused = await app.inject({ url: '/api/getAllProducts?page=not-a-number' })
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.json()).toEqual({ message: BUSY_MESSAGE })
    // What is not an API call is not refused.
    const page = await app.inject({ url: '/robots.txt' })
    expect(page.statusCode).not.toBe(503)
    await holding
    expect((await waiting).statusCode).toBe(200)
    const after = await app.inject({ url: '/api/getAllProducts?page=not-a-number' })
    expect(after.statusCode).toBe(400)
  })

  it('answers 503 when a request runs past its deadline, and its query never runs', async () => {
    const { app, database } = await start({ maxWaitingQueries: 10, requestTimeoutMs: 150 })
    const holding = holdDatabase(database, 600)
    await sleep(20)
    const started = performance.now()
    const answer = await app.inject({ url: '/api/fetchCategory' })
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({ message: TIMED_OUT_MESSAGE })
    expect(performance.now() - started).toBeLessThan(550)
    await holding
    // The database is free again at once: the timed-out request left nothing in the line.
    const after = await app.inject({ url: '/api/fetchCategory' })
    expect(after.statusCode).toBe(200)
  })

  it('keeps transactions whole through the gate', async () => {
    const { database } = await start({ maxWaitingQueries: 2, requestTimeoutMs: 10_000 })
    const { db } = database
    await db.execute(sql`create table gate_probe (n int not null)`)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into gate_probe values (1)`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into gate_probe values (${i + 10})`)
          await tx.execute(sql`insert into gate_probe values (${i + 20})`)
        }),
      ),
    )
    const result = (await db.execute(sql`select count(*)::int as n from gate_probe`)) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(result.rows[0]?.n).toBe(10)
  })
})

describe('QueryGate under congestion', () => {
  it('refuses requests once a query in line has waited longer than the delay allows', async () => {
    const gate = new QueryGate(100, 50)
    const { holding, release } = await holdGate(gate)
    const early = inRequest(() => gate.run(async () => 'early'))
    await sleep(80)
    await expect(inRequest(() => gate.run(async () => 'late'))).rejects.toBeInstanceOf(DatabaseBusyError)
    release()
    await holding
    expect(await early).toBe('early')
  })

  it("counts all of a request's waits together, not each query's alone", async () => {
    const gate = new QueryGate(100, 50)
    const hold = () => {
      let release = () => {}
      const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)))
      return { held, release: () => release() }
    }
    const first = await holdGate(gate)
    const request = new AbortController()
    const firstQuery = inRequest(() => gate.run(async () => 'first query'), request)
    // The server's own work is in line after it and will hold the database next.
    const second = hold()
    await sleep(35)
    first.release()
    expect(await firstQuery).toBe('first query')
    const secondQuery = inRequest(() => gate.run(async () => 'second query'), request)
    await sleep(25)
    // Each wait alone is under 50 ms; together they are over it.
    await expect(inRequest(() => gate.run(async () => 'newcomer'))).rejects.toBeInstanceOf(DatabaseBusyError)
    second.release()
    await Promise.all([first.holding, second.held])
    expect(await secondQuery).toBe('second query')
  })
})

describe('the request deadline over a real socket', () => {
  let app: FastifyInstance | undefined
  let database: Database | undefined
  afterEach(async () => {
    await app?.close()
    await database?.close()
    app = undefined
    database = undefined
  })

  async function listen(requestTimeoutMs: number) {
    database = await openDatabase({ dataDir: 'memory://' })
    app = await buildApp({ config: identityConfig({ requestTimeoutMs }), database })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    return { url: `http://127.0.0.1:${address.port}`, database }
  }

  it('lets a POST that reads the database finish (its body being read is not an abort)', async () => {
    const { url } = await listen(10_000)
    const answer = await fetch(`${url}/api/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    })
    expect(answer.status).toBe(200)
  })

  it('answers a POST past its deadline with 503', async () => {
    const { url, database } = await listen(150)
    const holding = holdDatabase(database, 600)
    await sleep(20)
    const answer = await fetch(`${url}/api/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    })
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: TIMED_OUT_MESSAGE })
    await holding
  })
})
