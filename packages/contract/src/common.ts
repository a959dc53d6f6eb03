import { z } from 'zod'

/** Every error answer of the API: `{ message }`, with a 4xx or 5xx status. */
export const ErrorAnswer = z.object({ message: z.string() })
export type ErrorAnswer = z.infer<typeof ErrorAnswer>

/** The specification's timestamp shape (Firestore style), sent for dates such as deal start and end. */
export const Timestamp = z.object({
  _seconds: z.number().int(),
  _nanoseconds: z.number().int().min(0).max(999_999_999),
})
export type Timestamp = z.infer<typeof Timestamp>

/**
 * Money on the wire is rupees as a JSON number with at most two decimals. The server keeps paise as
 * integers and converts once on the way out; clients only display these values, they never add them up.
 */
export const Rupees = z.number().nonnegative()

/** The five rating counts a product, store or seller carries; the average is derived from them. */
export const RatingCounts = z.object({
  oneRating: z.number().int().nonnegative(),
  twoRating: z.number().int().nonnegative(),
  threeRating: z.number().int().nonnegative(),
  fourRating: z.number().int().nonnegative(),
  fiveRating: z.number().int().nonnegative(),
})
export type RatingCounts = z.infer<typeof RatingCounts>

/** A URL path of an image served by the API (for example `/media/p/laptop-3.svg`). */
export const ImageUrl = z.string().min(1)
