import { sql } from 'drizzle-orm'
import { products } from '../db/schema.ts'

/** How many shoppers rated a product: the sum of the five star counts. */
export const ratingCountExpr = sql`(${products.oneRating} + ${products.twoRating} + ${products.threeRating} + ${products.fourRating} + ${products.fiveRating})`
/** The sum of the stars given: the weighted total of the five counts. */
export const ratingSumExpr = sql`(${products.oneRating} + 2 * ${products.twoRating} + 3 * ${products.threeRating} + 4 * ${products.fourRating} + 5 * ${products.fiveRating})`
/** The average of the five counts (null without ratings). */
export const ratingAverageExpr = sql`(${ratingSumExpr}::numeric / nullif(${ratingCountExpr}, 0))`
