import type { RatingCounts } from '@haat/contract'
import { AUTH_TOKEN_KEY, TOKEN_EXPIRY_KEY } from '../../shared/session/authSlice.ts'

export const VISITED_PRODUCTS_KEY = 'visitedProducts'

/**
 * Keys that survive a home page load. The specification keeps only the login token and the visited
 * products; we also keep tokenExpiry, deliberately: without it the stored token has no expiry and the
 * session would end on the next load (readStoredSession drops a token without a valid expiry).
 */
export const HOME_KEPT_KEYS: readonly string[] = [AUTH_TOKEN_KEY, TOKEN_EXPIRY_KEY, VISITED_PRODUCTS_KEY]

type StorageLike = Pick<Storage, 'length' | 'key' | 'removeItem'>

/** Clears browser storage except the kept keys (spec 2.11: "on every home page load"). */
export function clearStorageForHome(storage: StorageLike): void {
  const doomed: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null && !HOME_KEPT_KEYS.includes(key)) doomed.push(key)
  }
  for (const key of doomed) storage.removeItem(key)
}

/** A recently viewed entry as the product page stores it (spec section 3: `details`). */
export interface VisitedProduct extends RatingCounts {
  id: string
  name: string
  imageUrls: string[]
  price: number
  sellingPrice: number
  /** Present when the product page stored it; unknown otherwise. */
  stock?: number
}

const RATING_KEYS = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'] as const

function toVisitedProduct(entry: unknown): VisitedProduct | null {
  if (typeof entry !== 'object' || entry === null) return null
  const details = (entry as { details?: unknown }).details ?? entry
  if (typeof details !== 'object' || details === null) return null
  const d = details as Record<string, unknown>
  const id = d.id ?? d.productId
  if (typeof id !== 'string' || typeof d.name !== 'string') return null
  const price = Number(d.price)
  const sellingPrice = Number(d.sellingPrice ?? d.offerPrice ?? d.price)
  if (!Number.isFinite(price) || !Number.isFinite(sellingPrice)) return null
  const imageUrls = Array.isArray(d.imageUrls) ? d.imageUrls.filter((u) => typeof u === 'string') : []
  const ratings = Object.fromEntries(
    RATING_KEYS.map((key) => [key, Number.isInteger(d[key]) && (d[key] as number) >= 0 ? d[key] : 0]),
  ) as unknown as RatingCounts
  const stock = typeof d.stock === 'number' && Number.isInteger(d.stock) ? d.stock : undefined
  return {
    id,
    name: d.name,
    imageUrls,
    price,
    sellingPrice,
    ...ratings,
    ...(stock === undefined ? {} : { stock }),
  }
}

/**
 * The visited products list, newest first as stored. Browser storage is user-controlled: anything
 * unreadable is skipped rather than breaking the home page, and duplicates keep their first entry.
 */
export function readVisitedProducts(storage: Pick<Storage, 'getItem'>): VisitedProduct[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(VISITED_PRODUCTS_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const seen = new Set<string>()
  const products: VisitedProduct[] = []
  for (const entry of parsed) {
    const product = toVisitedProduct(entry)
    if (product && !seen.has(product.id)) {
      seen.add(product.id)
      products.push(product)
    }
  }
  return products
}
