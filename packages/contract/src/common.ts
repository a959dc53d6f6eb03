import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter, hasControlCharacterInLine } from './core/text.ts'

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

type TextParams = Parameters<typeof z.string>[0]

/**
 * The string of every single-line request field (ids, names, e-mails, searches, tokens): it refuses control
 * characters, line breaks and tabs with CONTROL_CHARACTERS_MESSAGE before any other check runs, so a NUL
 * byte gets that one clear answer instead of a pattern's. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function text(params?: TextParams) {
  return z.string(params).refine((value) => !hasControlCharacterInLine(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  })
}

/** The string of a multi-line request field (a review's comment, a report): tabs and line breaks stay. */
export function multilineText(params?: TextParams) {
  return z.string(params).refine((value) => !hasControlCharacter(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  })
}

/** An optional query-string value: an empty string counts as absent (a cleared filter in the URL). */
export function optionalQueryValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}
