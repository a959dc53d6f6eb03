/** Cuts text to `max` characters, ending with "..." when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...` : text
}

const graphemes = /* @__PURE__ */ new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The first `max` characters of `text` followed by an ellipsis ("…") when it is longer; shorter or equal
 * text comes back untouched. Characters are what a reader sees (grapheme clusters), so an emoji or an
 * Indic syllable is never split in half; spaces and . , ; : before the ellipsis are dropped.
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(graphemes.segment(text), (part) => part.segment)
  if (chars.length <= max) return text
  // A cut that ends on a sentence's full stop or a comma would read "recommended.…": drop them too.
  return `${chars
    .slice(0, Math.max(0, max))
    .join('')
    .replace(/[\s.,;:]+$/u, '')}…`
}
