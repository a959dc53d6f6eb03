/** Where the server reads the time. Tests pass a clock they can move (session expiry, reset links). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to; for tests and scripted demos. */
export class ManualClock implements Clock {
  #ms: number

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 10, 0, 0)) {
    this.#ms = typeof start === 'number' ? start : start.getTime()
  }

  now(): Date {
    return new Date(this.#ms)
  }

  advance(ms: number): void {
    this.#ms += ms
  }

  set(at: Date | number): void {
    this.#ms = typeof at === 'number' ? at : at.getTime()
  }
}
