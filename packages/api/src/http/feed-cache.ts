/**
 * A tiny in-process cache of serialised feed answers. Every home page visit asks for the same dozen
 * feeds, and they change only when the catalogue is edited, so each server keeps the answer for a
 * short time (60 s by default) instead of asking the database for every visitor. Loads of the same key
 * that overlap share one database query. Each server process has its own cache: after an edit, copies
 * agree again within one TTL, the same window the HTTP Cache-Control header already allows.
 */
export interface CacheEntry<T> {
  value: T
  /** Epoch ms after which the value is loaded again. */
  expiresAt: number
}

export interface FeedCacheOptions {
  /** When false, every call loads (the benchmark measures the database path this way). */
  enabled: boolean
  ttlMs: number
  now?: () => number
}

export class FeedCache {
  readonly enabled: boolean
  readonly ttlMs: number
  readonly #now: () => number
  readonly #entries = new Map<string, CacheEntry<unknown>>()
  readonly #loading = new Map<string, Promise<CacheEntry<unknown>>>()

  constructor(options: FeedCacheOptions) {
    this.enabled = options.enabled
    this.ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
  }

  /**
   * The cached value of `key`, or the result of `load`. `load` may shorten the lifetime by returning
   * `expiresAt` (for example when a deal starts or ends sooner than the TTL).
   */
  async get<T>(key: string, load: () => Promise<{ value: T; expiresAt?: number }>): Promise<CacheEntry<T>> {
    const now = this.#now()
    const toEntry = (loaded: { value: T; expiresAt?: number }): CacheEntry<T> => ({
      value: loaded.value,
      expiresAt: Math.min(now + this.ttlMs, loaded.expiresAt ?? Number.POSITIVE_INFINITY),
    })
    if (!this.enabled) return toEntry(await load())

    const cached = this.#entries.get(key)
    if (cached && cached.expiresAt > now) return cached as CacheEntry<T>

    let pending = this.#loading.get(key)
    if (!pending) {
      pending = load()
        .then((loaded) => {
          const entry = toEntry(loaded)
          this.#entries.set(key, entry)
          return entry
        })
        .finally(() => this.#loading.delete(key))
      this.#loading.set(key, pending)
    }
    return (await pending) as CacheEntry<T>
  }

  /** Forgets every answer (after a catalogue edit, and between tests). */
  clear(): void {
    this.#entries.clear()
  }
}
