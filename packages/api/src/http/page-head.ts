import {
  FIRST_FRAME_END,
  FIRST_FRAME_START,
  NOT_FOUND_PAGE_TITLE,
  type PageName,
  type PageSpec,
  pages,
  pageTitle,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_TITLE,
} from '@haat/contract/core'

/** A page of the storefront's table that an address opens, with its decoded `:name` parameters. */
export interface PageMatch {
  name: PageName
  page: PageSpec
  params: Record<string, string>
}

interface CompiledPage {
  name: PageName
  page: PageSpec
  pattern: RegExp
  paramNames: string[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The storefront's router matches like React Router does: letter case aside and with or without a
 * trailing slash, a `:name` segment being any one non-empty segment.
 */
const compiledPages: CompiledPage[] = (Object.entries(pages) as [PageName, PageSpec][]).map(
  ([name, page]) => {
    const paramNames: string[] = []
    const source = page.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escapeRegExp(segment)
        paramNames.push(segment.slice(1))
        return '([^/]+)'
      })
      .join('/')
    const pattern = new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i')
    return { name, page, pattern, paramNames }
  },
)

/** The page an address (its path, without the query) opens, or undefined when it opens none. */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { name, page, pattern, paramNames } of compiledPages) {
    const found = pattern.exec(pathname)
    if (!found) continue
    const params: Record<string, string> = {}
    try {
      paramNames.forEach((param, index) => {
        params[param] = decodeURIComponent(found[index + 1] ?? '')
      })
    } catch {
      return undefined // a malformed %-escape: no page has that address
    }
    return { name, page, params }
  }
  return undefined
}

/**
 * JSON made safe inside a <script> element: `<`, `>` and `&` (and the two line separators that old
 * JavaScript parsers took for line ends) become \u escapes, which JSON reads back as the same characters,
 * so no value can close the script (`</script>`) or open a comment (`<!--`) whatever the database holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** An absolute address on the store at `publicUrl`, for a path of the store or an address given whole. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return pathOrUrl.startsWith('/') ? `${publicUrl}${pathOrUrl}` : undefined
}

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** What the head of one answer says; every value is plain text, escaped when written. */
export interface PageHead {
  /** The whole document title ("Zenvolt | Haat"). */
  title: string
  description: string
  /** The page's own address, absolute; none for an address that opens no page. */
  canonicalUrl?: string
  /** An absolute image address for link previews. */
  imageUrl?: string
  /**
   * Whether the image is a wide picture worth a large preview card (a product photo, a banner) rather than a
   * logo or an icon, which a large card would crop and blow up.
   */
  wideImage?: boolean
  /** The Open Graph type: 'product' on a product's own page, 'website' for everything else. */
  ogType?: 'website' | 'product'
  /** A product's offer as Open Graph's product tags say it (link previews that show a price read these). */
  productOffer?: ProductOffer
  /** schema.org data about the page's subject (a Product), written as JSON-LD. */
  structuredData?: Record<string, unknown>
  /** Keep the page out of search results (not found, personal and signed-in pages). */
  noindex?: boolean
  /** What the browser should start fetching before the app runs (page-preloads.ts and the build's list). */
  preloads?: PagePreloads
}

/** A product's price and stock for Open Graph: `product:price:amount` and the rest. */
export interface ProductOffer {
  /** Rupees as a decimal string ("1299.50"). */
  amount: string
  currency: 'INR'
  inStock: boolean
}

/** Addresses from the store's root, fetched as soon as the head is read. */
export interface PagePreloads {
  /** The page's own JavaScript modules beyond the entry. */
  modules: readonly string[]
  /** API calls the page makes first. */
  calls: readonly string[]
  /** The page's largest picture. */
  image?: string
}

/** The head of a page that names nothing from the database. */
export function defaultHead(match: PageMatch, canonicalUrl: string): PageHead {
  const isHome = match.name === 'home'
  return {
    title: isHome ? SITE_TITLE : pageTitle(match.page.title),
    description: SITE_DESCRIPTION,
    canonicalUrl,
    noindex: Boolean(match.page.protected || match.page.private),
  }
}

export const notFoundHead: PageHead = {
  title: pageTitle(NOT_FOUND_PAGE_TITLE),
  description: SITE_DESCRIPTION,
  noindex: true,
}

/**
 * Preload tags. Calls and modules are fetched in CORS mode with same-origin credentials, as the app's own
 * fetch and module loads are (`crossorigin` says so), or the browser would not reuse them.
 */
function preloadTags({ modules, calls, image }: PagePreloads): string[] {
  return [
    ...(image ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`] : []),
    ...calls.map(
      (call) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(call)}" />`,
    ),
    ...modules.map((module) => `<link rel="modulepreload" crossorigin href="${escapeHtml(module)}" />`),
  ]
}

/** The tags that stand where the built index.html had its <title>. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ]
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`)
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  )
  if (head.canonicalUrl) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`)
  if (head.imageUrl) tags.push(`<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`)
  if (head.productOffer) {
    const { amount, currency, inStock } = head.productOffer
    tags.push(
      `<meta property="product:price:amount" content="${escapeHtml(amount)}" />`,
      `<meta property="product:price:currency" content="${currency}" />`,
      `<meta property="product:availability" content="${inStock ? 'in stock' : 'out of stock'}" />`,
    )
  }
  // X (Twitter) reads og:title and og:description too, but wants its own card type and image.
  const card = head.imageUrl && head.wideImage ? 'summary_large_image' : 'summary'
  tags.push(
    `<meta name="twitter:card" content="${card}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  )
  if (head.imageUrl) tags.push(`<meta name="twitter:image" content="${escapeHtml(head.imageUrl)}" />`)
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`)
  }
  if (head.preloads) tags.push(...preloadTags(head.preloads))
  return tags.join('\n    ')
}

const TITLE = /<title>[\s\S]*?<\/title>/i
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/i

/**
 * The built index.html cut where its head is filled: its own <title> and description go, and each
 * answer's tags stand where the title stood (before </head> if it had none). The first frame the build drew
 * beside #root (between FIRST_FRAME_START and FIRST_FRAME_END) stays for pages in the common layout and goes
 * for pages that draw their own, which would otherwise flash a header they do not have.
 */
export class PageTemplate {
  readonly #before: string
  readonly #afterWithFrame: string
  readonly #afterWithoutFrame: string

  constructor(html: string) {
    const withoutDescription = html.replace(DESCRIPTION, '')
    const title = TITLE.exec(withoutDescription)
    const at = title?.index ?? withoutDescription.search(/<\/head>/i)
    const cut = Math.max(at, 0)
    this.#before = withoutDescription.slice(0, cut)
    this.#afterWithFrame = withoutDescription.slice(cut + (title?.[0].length ?? 0))
    const frameStart = this.#afterWithFrame.indexOf(FIRST_FRAME_START)
    const frameEnd = this.#afterWithFrame.indexOf(FIRST_FRAME_END)
    this.#afterWithoutFrame =
      frameStart >= 0 && frameEnd > frameStart
        ? this.#afterWithFrame.slice(0, frameStart) +
          this.#afterWithFrame.slice(frameEnd + FIRST_FRAME_END.length)
        : this.#afterWithFrame
  }

  render(head: PageHead, { firstFrame = true }: { firstFrame?: boolean } = {}): string {
    return `${this.#before}${renderHead(head)}${firstFrame ? this.#afterWithFrame : this.#afterWithoutFrame}`
  }
}
