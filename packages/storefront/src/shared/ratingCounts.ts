import type { RatingCounts } from '@haat/contract'

/**
 * Only a product's five star counts (a card's rating must not carry the rest of the product along). Its own
 * module, so the home page's recently viewed row takes these few lines and not the listing screens' views.
 */
export const ratingCountsOf = (product: RatingCounts): RatingCounts => ({
  oneRating: product.oneRating,
  twoRating: product.twoRating,
  threeRating: product.threeRating,
  fourRating: product.fourRating,
  fiveRating: product.fiveRating,
})
