import type { Category } from '@haat/contract'
import { categoryLabel } from '@haat/ui'

/** How many of the category's best deals the campaign page shows: two rows at the widest layout. */
export const BANNER_DEALS = 10

/**
 * The campaign's words, from the catalogue itself: the category, its best discount right now (the first
 * of its products sorted by discount) and a few of its sub-categories. No discount, no percentage: the
 * page never promises an offer the listing does not hold.
 */
export function offerTextOf(
  category: Pick<Category, 'name'>,
  bestDiscount: number | undefined,
  children: readonly Pick<Category, 'name'>[],
): { headline: string; subline: string; linkLabel: string } {
  const name = categoryLabel(category)
  const headline =
    bestDiscount && bestDiscount > 0 ? `${name}: up to ${bestDiscount}% off` : `The best of ${name}`
  const named = children.slice(0, 3).map(categoryLabel)
  const subline =
    named.length > 0
      ? `Deals on ${listOf(named)} from trusted sellers, delivered across India.`
      : 'Deals from trusted sellers, delivered across India.'
  return { headline, subline, linkLabel: `Shop all ${name}` }
}

/** "a", "a and b", "a, b and c". */
function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
