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

/** The answer to any text that carries a control character (a NUL byte, an escape, a lone surrogate...). */
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.'

/**
 * Characters no field of any request may carry: C0 controls other than tab, line feed and carriage return
 * (multi-line texts such as reviews keep those), DEL, the C1 controls, the non-characters U+FFFE and
 * U+FFFF, and surrogate halves that do not form a pair. PostgreSQL refuses several of them outright, and
 * none belongs in a name, an address or a search.
 */
const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a text carries a character no request may carry. */
export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text)
}

/** What a single-line field refuses on top: a name, an id or a search has no use for line breaks or tabs. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/

/** Whether a single-line text carries a forbidden character, a line break or a tab. */
export function hasControlCharacterInLine(text: string): boolean {
  return LINE_BREAK_OR_TAB.test(text) || hasControlCharacter(text)
}

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

/**
 * The answer to a text over its limit. It names the limit, not the field: the error answer puts the field's
 * name in front ("sellerId: Must be at most 64 characters.").
 */
export const atMostCharactersMessage = (max: number) => `Must be at most ${max} characters.`

/**
 * Whether any string inside a request part (query, path parameters or JSON body, including the keys of
 * its objects) carries a forbidden character. Walks at most `depth` levels, which no request reaches. The
 * server runs it in front of the schemas as a net for what they do not see (keys, a field written without
 * `text()`); the schemas stay the contract's own statement of the rule.
 */
export function requestHasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => requestHasControlCharacter(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || requestHasControlCharacter(item, depth + 1),
  )
}
