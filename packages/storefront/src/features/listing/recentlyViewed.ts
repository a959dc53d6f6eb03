import { type Availability, type ListingSort, RECENTLY_VIEWED_MAX } from '@haat/contract/core'
import type { VisitedProduct } from '../../shared/visitedProducts.ts'

/** "In stock" on this page means more than this many left (docs/product.md, Stock). */
export const RECENTLY_VIEWED_IN_STOCK_ABOVE = 5

/**
 * The recently viewed products to show: the newest ten visits, kept or dropped by availability (a visit
 * stored without its stock counts only under "All Products"), sorted by the price paid.
 */
export function recentlyViewed(
  visits: readonly VisitedProduct[],
  { sort, availability }: { sort: ListingSort; availability: Availability },
): VisitedProduct[] {
  const inStock = (product: VisitedProduct) =>
    product.stock !== undefined && product.stock > RECENTLY_VIEWED_IN_STOCK_ABOVE
  const outOfStock = (product: VisitedProduct) =>
    product.stock !== undefined && product.stock <= RECENTLY_VIEWED_IN_STOCK_ABOVE
  const kept = visits
    .slice(0, RECENTLY_VIEWED_MAX)
    .filter((product) =>
      availability === 'all' ? true : availability === 'in-stock' ? inStock(product) : outOfStock(product),
    )
  if (sort === 'price-asc') return [...kept].sort((a, b) => a.sellingPrice - b.sellingPrice)
  if (sort === 'price-desc') return [...kept].sort((a, b) => b.sellingPrice - a.sellingPrice)
  return kept
}
