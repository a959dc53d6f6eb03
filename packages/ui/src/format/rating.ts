export interface RatingCounts {
  oneRating: number
  twoRating: number
  threeRating: number
  fourRating: number
  fiveRating: number
}

/** Number of ratings a product has. */
export function ratingTotal(c: RatingCounts): number {
  return c.oneRating + c.twoRating + c.threeRating + c.fourRating + c.fiveRating
}

/** Weighted mean of the five rating counts to one decimal; 0 when there are no ratings. */
export function averageRating(c: RatingCounts): number {
  const total = ratingTotal(c)
  if (total === 0) return 0
  const sum = c.oneRating + 2 * c.twoRating + 3 * c.threeRating + 4 * c.fourRating + 5 * c.fiveRating
  return Math.round((sum / total) * 10) / 10
}
