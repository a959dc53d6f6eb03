import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The embedded database runs one statement at a time. Under load every request's queries would wait in
 * an unbounded line, each wait longer than the last, and still run for clients that had long given up.
 * The gate keeps that line short: at most `maxWaiting` operations wait, a request's newcomer beyond that is
 * refused at once (the server answers 503 with Retry-After), and an operation whose request was aborted
 * (the client left, or the request's deadline passed) leaves the line without running.
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

interface Waiter {
  admit(): void
  refuse(error: Error): void
  signal: AbortSignal | undefined
  onAbort?: () => void
}

export class QueryGate {
  readonly #maxWaiting: number
  readonly #waiting: Waiter[] = []
  #busy = false

  constructor(maxWaiting: number) {
    this.#maxWaiting = maxWaiting
  }

  /** Operations waiting now (for tests and the health of the line). */
  get waiting(): number {
    return this.#waiting.length
  }

  /** Runs `operation` when the database is free; refuses when the line is full or the request is gone. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    const signal = requestScope.getStore()?.signal
    if (signal?.aborted) throw new RequestAbortedError()
    if (this.#busy) await this.#wait(signal)
    else this.#busy = true
    try {
      return await operation()
    } finally {
      this.#admitNext()
    }
  }

  #wait(signal: AbortSignal | undefined): Promise<void> {
    // Only requests are turned away: the seed and other work of the server itself wait their turn. A
    // second of waiting is already long for statements that take milliseconds each.
    if (signal && this.#waiting.length >= this.#maxWaiting) return Promise.reject(new DatabaseBusyError(1))
    return new Promise<void>((admit, refuse) => {
      const waiter: Waiter = { admit, refuse, signal }
      if (signal) {
        waiter.onAbort = () => {
          const index = this.#waiting.indexOf(waiter)
          if (index >= 0) this.#waiting.splice(index, 1)
          refuse(new RequestAbortedError())
        }
        signal.addEventListener('abort', waiter.onAbort, { once: true })
      }
      this.#waiting.push(waiter)
    })
  }

  /** Hands the database to the next waiter whose request is still alive, or marks it free. */
  #admitNext(): void {
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort)
      if (next.signal?.aborted) {
        next.refuse(new RequestAbortedError())
        continue
      }
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
