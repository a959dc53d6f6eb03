/** Cuts text to `max` characters, ending with "..." when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...` : text
}

// Made on first use, not when the module loads: a page's first Segmenter loads ICU's break rules, about
// 100 ms of main thread on a mid-range phone, and the product card's chunk carries this module.
let graphemes: Intl.Segmenter | undefined
// Latin letters, digits and punctuation without combining marks (nor CR, which pairs with LF): each unit
// is a grapheme of its own, and the Segmenter is not needed.
const oneUnitPerGrapheme = /^[\t\n\x20-\x7E\xA0-\u02FF]*$/

function graphemesOf(text: string): string[] {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return Array.from(graphemes.segment(text), (part) => part.segment)
}

/**
 * The first `max` characters of `text` followed by an ellipsis ("…") when it is longer; shorter or equal
 * text comes back untouched. Characters are what a reader sees (grapheme clusters), so an emoji or an
 * Indic syllable is never split in half; spaces and . , ; : before the ellipsis are dropped.
 */
export function cutText(text: string, max: number): string {
  // A grapheme is one UTF-16 unit or more, so text this short has at most `max` of them.
  if (text.length <= max) return text
  const chars = oneUnitPerGrapheme.test(text) ? Array.from(text) : graphemesOf(text)
  if (chars.length <= max) return text
  // A cut that ends on a sentence's full stop or a comma would read "recommended.…": drop them too.
  return `${chars
    .slice(0, Math.max(0, max))
    .join('')
    .replace(/[\s.,;:]+$/u, '')}…`
}
