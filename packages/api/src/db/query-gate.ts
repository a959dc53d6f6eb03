import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The embedded database runs one statement at a time. Under load every request's queries would wait in
 * an unbounded line, each wait longer than the last, and still run for clients that had long given up.
 * The gate keeps that line short: at most `maxWaiting` operations wait, a new request's first query beyond
 * that (or while the line is congested) is refused at once (the server answers 503 with Retry-After), and
 * an operation whose request was aborted (the client left, or the request's deadline passed) leaves the
 * line without running.
 */

/** What a request shares with the queries it makes: its abort signal. */
interface RequestScope {
  signal: AbortSignal
}

const requestScope = new AsyncLocalStorage<RequestScope>()

/** Runs `next` (and everything it starts) as part of a request whose signal the gate watches. */
export function runInRequestScope(signal: AbortSignal, next: () => void): void {
  requestScope.run({ signal }, next)
}

/** Too many queries are already waiting for the embedded database. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError'
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super('The database is busy')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The request a query belonged to was aborted before the query could start; it never ran. */
export class RequestAbortedError extends Error {
  override name = 'RequestAbortedError'

  constructor() {
    super('The request was aborted before its query ran')
  }
}

/** A request the gate has let in: its place in arrival order, and how long its earlier queries waited. */
interface Admission {
  order: number
  waitedMs: number
}

interface Waiter {
  /** When this operation joined the line. */
  since: number
  /** The request's place in arrival order: earlier requests go first, so started work finishes first. */
  order: number
  /** The request's admission (none for the server's own work). */
  admission: Admission | undefined
  admit(): void
  refuse(error: Error): void
  signal: AbortSignal | undefined
  onAbort?: () => void
}

/**
 * A line holding a request that has waited this long for the database is congested: newcomers are
 * refused rather than made to wait longer still. The waits of all the request's queries count together:
 * a request makes several, each waiting behind the others in line, so a limit per query let answers take
 * several times as long. Time spent elsewhere (hashing a password, calling a provider) does not count.
 * The embedded database is CPU-bound on the server's own thread, so a longer line only turns every
 * answer slow instead of some answers fast and honest.
 */
export const MAX_QUEUE_DELAY_MS = 1000

/**
 * PGlite answers a query within microtasks, on the server's own thread: back-to-back queries would run
 * from one request's first query to the last waiter's answer without the event loop ever reading another
 * socket, so newcomers would wait unseen in the kernel, where no limit can count or refuse them. After
 * this much uninterrupted database work the loop gets a turn. Not before every query: each turn also
 * reads every newcomer, if only to refuse it, and clients that retry at once then took most of the
 * thread from the requests already let in (a tenth as many answers in the benchmark).
 */
export const TURN_EVERY_MS = 50

export class QueryGate {
  readonly #maxWaiting: number
  readonly #maxDelayMs: number
  readonly #waiting: Waiter[] = []
  /**
   * Requests already let in, with their arrival order. Their later queries are never refused (no started
   * work is wasted) and go before the queries of later requests, so requests finish one after another
   * instead of all crawling along together.
   */
  readonly #admitted = new WeakMap<AbortSignal, Admission>()
  #arrivals = 0
  #busy = false
  /** When the event loop last had a turn while the database was busy. */
  #lastTurn = 0

  constructor(maxWaiting: number, maxDelayMs = MAX_QUEUE_DELAY_MS) {
    this.#maxWaiting = maxWaiting
    this.#maxDelayMs = maxDelayMs
  }

  /** Operations waiting now (for tests and the health of the line). */
  get waiting(): number {
    return this.#waiting.length
  }

  /** Whether a new request's first query would be refused now: the line is full or congested. */
  get refusing(): boolean {
    if (!this.#busy) return false
    if (this.#waiting.length >= this.#maxWaiting) return true
    const now = performance.now()
    return this.#waiting.some(
      (waiter) => (waiter.admission?.waitedMs ?? 0) + now - waiter.since > this.#maxDelayMs,
    )
  }

  /** Runs `operation` when the database is free; refuses when the line is full or the request is gone. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    const signal = requestScope.getStore()?.signal
    if (signal?.aborted) throw new RequestAbortedError()
    if (this.#busy) await this.#wait(signal)
    else {
      this.#busy = true
      if (signal && !this.#admitted.has(signal)) this.#letIn(signal)
      // An idle database is no sign that nobody waits: requests read in the same pass of the event loop
      // would otherwise each run to their answer before the next is even parsed. One turn lets them in line.
      await new Promise<void>((resolve) => setImmediate(resolve))
      this.#lastTurn = performance.now()
    }
    try {
      return await operation()
    } finally {
      this.#release()
    }
  }

  #letIn(signal: AbortSignal): Admission {
    const admission = { order: ++this.#arrivals, waitedMs: 0 }
    this.#admitted.set(signal, admission)
    return admission
  }

  #wait(signal: AbortSignal | undefined): Promise<void> {
    // Only requests are turned away: the seed and other work of the server itself wait their turn. A
    // second of waiting is already long for statements that take milliseconds each.
    let admission = signal && this.#admitted.get(signal)
    if (signal && !admission) {
      if (this.refusing) return Promise.reject(new DatabaseBusyError(1))
      admission = this.#letIn(signal)
    }
    const order = admission?.order ?? ++this.#arrivals
    return new Promise<void>((admit, refuse) => {
      const waiter: Waiter = { since: performance.now(), order, admission, admit, refuse, signal }
      if (signal) {
        waiter.onAbort = () => {
          const index = this.#waiting.indexOf(waiter)
          if (index >= 0) this.#waiting.splice(index, 1)
          refuse(new RequestAbortedError())
        }
        signal.addEventListener('abort', waiter.onAbort, { once: true })
      }
      const after = this.#waiting.findIndex((other) => other.order > order)
      if (after < 0) this.#waiting.push(waiter)
      else this.#waiting.splice(after, 0, waiter)
    })
  }

  /**
   * After an operation: the database goes straight to the first waiter, unless the loop is due a turn
   * (see TURN_EVERY_MS). Then the waiter is chosen after the turn, so the request that just finished a
   * query has asked for its next one by then and keeps its place ahead of the newcomers the turn let in.
   */
  #release(): void {
    if (this.#waiting.length === 0) {
      this.#busy = false
    } else if (performance.now() - this.#lastTurn < TURN_EVERY_MS) {
      this.#admitNext()
    } else {
      setImmediate(() => {
        this.#lastTurn = performance.now()
        this.#admitNext()
      })
    }
  }

  /** Hands the database to the first waiter whose request is still alive, or marks it free. */
  #admitNext(): void {
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort)
      if (next.signal?.aborted) {
        next.refuse(new RequestAbortedError())
        continue
      }
      if (next.admission) next.admission.waitedMs += performance.now() - next.since
      next.admit()
      return
    }
    this.#busy = false
  }
}

/**
 * A PGlite client whose queries and transactions pass the gate. A transaction holds the database from
 * its first statement to its commit, so it passes as one operation; the statements inside it use the
 * transaction's own client and do not queue again.
 */
export function gatedPglite<C extends object>(client: C, gate: QueryGate): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      // The two calls Drizzle's PGlite driver makes.
      if (property === 'query' || property === 'transaction') {
        const original = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>
        return (...args: unknown[]) => gate.run(() => original.apply(target, args))
      }
      const value = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
