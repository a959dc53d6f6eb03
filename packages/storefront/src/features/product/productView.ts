import type { ProductDetails } from '@haat/contract'
import type { FeatureBadge, GalleryImage, ProductBadge, RatingBar } from '@haat/ui'
import { ratingCountsOf } from '../../shared/ratingCounts.ts'
import type { VisitedProduct } from '../../shared/visitedProducts.ts'

/*
 * Pure mappings from the product page's answer to what the @haat/ui components take. No React here, so
 * each rule is unit-tested.
 */

/** The service badges a product earns from its flags, in the contract's spelling of each flag. */
export function featureBadges(product: ProductDetails): FeatureBadge[] {
  const flags: [boolean, FeatureBadge][] = [
    [product.cashOnDelivery, 'cashOnDelivery'],
    [product.sevenDaysReplacement, 'sevenDaysReplacement'],
    [product.sevenDaysReturnable, 'sevenDaysReturnable'],
    [product.nonReturnableItem, 'nonReturnable'],
    [product.oneYearWarrenty, 'oneYearWarranty'],
    [product.noWarrenty, 'noWarranty'],
    [product.branded, 'branded'],
  ]
  return flags.filter(([on]) => on).map(([, badge]) => badge)
}

/** One bar per star count, five down to one. */
export const ratingBars = (product: ProductDetails): RatingBar[] => [
  { stars: 5, count: product.fiveRating },
  { stars: 4, count: product.fourRating },
  { stars: 3, count: product.threeRating },
  { stars: 2, count: product.twoRating },
  { stars: 1, count: product.oneRating },
]

/** The gallery's pictures; a product without any shows none rather than a broken image. */
export const galleryImages = (product: ProductDetails): GalleryImage[] =>
  product.imageUrls.map((src) => ({ src }))

/** The general-details rows: the fixed facts first, then the seller's own feature names. */
export function generalDetails(product: ProductDetails): [string, string][] {
  const fixed: [string, string][] = [
    ['TCIN', product.tcin],
    ['Country of origin', product.origin],
    ['Weight', product.weight],
  ]
  return [...fixed, ...Object.entries(product.features)].filter(([, value]) => value.trim() !== '')
}

/** What this device remembers of a visit (the home page's Recently Viewed and /recently-viewed read it). */
export const visitOf = (product: ProductDetails): VisitedProduct => ({
  id: product.productId,
  name: product.name,
  imageUrls: product.imageUrls.slice(0, 1),
  price: product.price,
  sellingPrice: product.sellingPrice,
  ...ratingCountsOf(product),
  stock: product.stock,
})

/** The labels over the product's name (the specification's fixed texts). */
export function productBadges(
  product: Pick<ProductDetails, 'bestSeller' | 'sponsored'>,
): Extract<ProductBadge, 'Best Seller' | 'Sponsored'>[] {
  const badges: Extract<ProductBadge, 'Best Seller' | 'Sponsored'>[] = []
  if (product.bestSeller) badges.push('Best Seller')
  if (product.sponsored) badges.push('Sponsored')
  return badges
}
