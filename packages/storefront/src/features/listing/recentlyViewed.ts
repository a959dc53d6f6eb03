import type { Availability, ListingSort } from '@haat/contract/core'
import { productHref } from '../../shared/links.ts'
import type { VisitedProduct } from '../home/homeStorage.ts'

/** The page shows at most this many of the stored visits (spec 2.13). */
export const RECENTLY_VIEWED_MAX = 10
/** "In stock" on this page means more than this many left (spec section 5). */
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

/** The ProductCard props of a visit; a stock that was not stored shows no stock label. */
export const visitCard = (product: VisitedProduct) => ({
  href: productHref(product.id),
  name: product.name,
  imageUrl: product.imageUrls[0] ?? '',
  price: product.price,
  offerPrice: product.sellingPrice,
  rating: {
    oneRating: product.oneRating,
    twoRating: product.twoRating,
    threeRating: product.threeRating,
    fourRating: product.fourRating,
    fiveRating: product.fiveRating,
  },
  stock: product.stock ?? Number.MAX_SAFE_INTEGER,
})
