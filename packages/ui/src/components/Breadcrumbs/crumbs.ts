export interface Crumb {
  label: string
  /** Leave out for the current page (the last crumb). */
  href?: string
}

// Category ids (CAT123) and database ids (16+ letters and digits) say nothing to a shopper.
const categoryId = /^CAT\d+$/
const longId = /^[A-Za-z0-9]{16,}$/
const hasDigit = /\d/

const friendlyNames: Record<string, string> = { 'discout-for-you': 'Discount for you' }

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function isId(segment: string): boolean {
  return categoryId.test(segment) || (longId.test(segment) && hasDigit.test(segment))
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Breadcrumbs of a path: Home, then one crumb per readable segment, ids left out, dashes read as spaces.
 * `names` replaces a segment (before decoding) with a known name, e.g. { 'CAT12': 'Mobiles' }.
 * Each crumb links to the path up to its segment; the last one is the current page and has no link.
 */
export function crumbsFromPath(pathname: string, names: Record<string, string> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`
    const known = names[segment] ?? names[decode(segment)]
    if (known) {
      crumbs.push({ label: known, href })
      return
    }
    const text = decode(segment)
    if (isId(text)) return
    const label = friendlyNames[text.toLowerCase()] ?? capitalise(text.replace(/-+/g, ' ').trim())
    if (label) crumbs.push({ label, href })
  })
  const last = crumbs.at(-1)
  if (crumbs.length > 1 && last) delete last.href
  return crumbs
}
