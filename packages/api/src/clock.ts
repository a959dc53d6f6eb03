/** Where the server reads the time. Tests pass a clock they can move (session expiry, reset links). */
export interface Clock {
  now(): Date
  /** Waits `ms` (a slowed-down answer); a manual clock moves forward instead of waiting. */
  pause(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => new Date(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** A clock that only moves when told to; for tests and scripted demos. */
export class ManualClock implements Clock {
  #ms: number
  /** Every pause asked of this clock, in order (tests read how much an answer was slowed). */
  readonly pauses: number[] = []

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 10, 0, 0)) {
    this.#ms = typeof start === 'number' ? start : start.getTime()
  }

  now(): Date {
    return new Date(this.#ms)
  }

  async pause(ms: number): Promise<void> {
    this.pauses.push(ms)
    this.#ms += ms
  }

  advance(ms: number): void {
    this.#ms += ms
  }

  set(at: Date | number): void {
    this.#ms = typeof at === 'number' ? at : at.getTime()
  }
}
