/** Rules every text of every request obeys, as plain functions (the schemas and the server both use them). */

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

/**
 * The answer to a text over its limit. It names the limit, not the field, and the error answer sends it alone
 * (no key path in front): a form shows it beside the field it belongs to.
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
