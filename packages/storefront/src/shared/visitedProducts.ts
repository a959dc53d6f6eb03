import type { ListingProduct, RatingCounts } from '@haat/contract'
import { RECENTLY_VIEWED_MAX } from '@haat/contract/core'
import type { ProductCardProps } from '@haat/ui'
import { productHref } from './links.ts'
import { ratingCountsOf } from './ratingCounts.ts'

/** The localStorage key under which the product page keeps the products this device opened. */
export const VISITED_PRODUCTS_KEY = 'visitedProducts'

/** A recently viewed entry as the product page stores it (each entry's product is under `details`). */
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
 * The visited products list, newest first as stored: read by the home page's Recently Viewed section and
 * the /recently-viewed page. Browser storage is user-controlled: anything unreadable is skipped rather
 * than breaking the page, and duplicates keep their first entry.
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

/** The ProductCard props of a visit; a stock that was not stored shows no stock label. */
export const visitCard = (product: VisitedProduct): ProductCardProps => ({
  href: productHref(product.id),
  name: product.name,
  imageUrl: product.imageUrls[0] ?? '',
  price: product.price,
  offerPrice: product.sellingPrice,
  rating: ratingCountsOf(product),
  stock: product.stock ?? Number.MAX_SAFE_INTEGER,
})

/**
 * Puts a product at the head of this device's visited list, dropping its older entry and anything past
 * the newest RECENTLY_VIEWED_MAX. Entries keep the stored shape ({prodId, details}) that readVisitedProducts
 * reads. A full or blocked storage only loses the memory, never the page.
 */
export function rememberVisit(storage: Pick<Storage, 'getItem' | 'setItem'>, product: VisitedProduct): void {
  const others = readVisitedProducts(storage).filter((visit) => visit.id !== product.id)
  const entries = [product, ...others]
    .slice(0, RECENTLY_VIEWED_MAX)
    .map((details) => ({ prodId: details.id, details }))
  try {
    storage.setItem(VISITED_PRODUCTS_KEY, JSON.stringify(entries))
  } catch {
    // Quota exceeded or storage disabled: the list simply is not remembered on this device.
  }
}

/** A product of the server's recent visits as the device's list holds one. */
export const visitOfListing = (product: ListingProduct): VisitedProduct => ({
  id: product.productId,
  name: product.name,
  imageUrls: product.imageUrls,
  price: product.price,
  sellingPrice: product.sellingPrice,
  ...ratingCountsOf(product),
  stock: product.stock,
})
