// The part of autocannon 9 the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Seconds before a request counts as timed out. */
    timeout?: number
    /** Each request may be rewritten before it is sent (for example to vary its path). */
    requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>
  }
  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
  }
  interface Result {
    requests: { total: number; average: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
