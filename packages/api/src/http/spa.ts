import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  type PageSpec,
  pages,
  pageTitle,
  routePath,
  SCREEN_PRELOADS_FILE,
  type ScreenPreloads,
} from '@haat/contract/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMMUTABLE_CACHE_CONTROL } from './http-cache.ts'
import {
  absoluteUrl,
  defaultHead,
  matchPage,
  notFoundHead,
  type PageHead,
  type PageMatch,
  type PagePreloads,
  PageTemplate,
} from './page-head.ts'
import { pageFetches } from './page-preloads.ts'
import { findPageSubject } from './page-subjects.ts'
import { registerSitemap, SITEMAP_PATH } from './sitemap.ts'

export const NOT_FOUND_MESSAGE = 'Not found'

/**
 * The store's icon as 16 and 32 pixel images: the purple square with the white H that index.html declares
 * as its SVG icon. Browsers that read the SVG never ask for it; crawlers, feed readers, bookmarks and a
 * browser showing a JSON answer ask for /favicon.ico whatever the page says.
 */
const FAVICON = readFileSync(path.join(import.meta.dirname, 'favicon.ico'))
/** A day: the icon rarely changes, and a stale one for a day harms nobody. */
const FAVICON_CACHE_CONTROL = 'public, max-age=86400'

/** Paths that belong to the server, never to the SPA's router. */
const SERVER_PREFIXES = ['/api/', '/media/', '/assets/']

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url
  return pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** A browser navigating (Accept: text/html) or a path without a file extension, such as /top-deals. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.accept?.includes('text/html')) return true
  const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? ''
  return !lastSegment.includes('.')
}

/**
 * Files of the build that are never served: source maps (built for error tracking, not for the public),
 * and index.html itself, which every page answers with its head filled in.
 */
export function isServedFile(pathname: string): boolean {
  return !pathname.endsWith('.map') && pathname !== '/index.html'
}

/**
 * A file of the build, parsed when first read and again only when the build rewrites it (its hashed script
 * names change with every build); undefined while there is no build.
 */
function builtFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined
  const load = () => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return undefined
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) }
    return cached.value
  }
  load()
  return load
}

/**
 * robots.txt: everything but the API, the signed-in pages and the pages with personal addresses, and where
 * the sitemap is (the protocol wants its address whole).
 */
export function robotsTxt(publicUrl: string): string {
  const disallowed = new Set(['/api/'])
  for (const page of Object.values(pages as Record<string, PageSpec>)) {
    if (!page.protected && !page.private) continue
    // Up to the first parameter: /order/:orderId keeps crawlers out of /order/ and all below it.
    disallowed.add(page.path.replace(/:.*$/, ''))
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n')
}

/**
 * Helmet's headers that mean something only on a page (a document), not on a hashed script, style sheet or
 * font: a page loads dozens of those, and these cost about 0.6 kB on each (Lighthouse counts a phone's
 * product page at 74 scripts). nosniff, the resource policy and HSTS stay: they protect the files too.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/** A day, like the icon: the rules change with the page table, which is rare. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400'

export interface SpaOptions {
  /** The built storefront (packages/storefront/dist). */
  staticDir: string
  /** The store's address (PUBLIC_URL), for canonical links and Open Graph addresses. */
  publicUrl: string
}

/**
 * The built storefront from `staticDir`, with history fallback: an address of the storefront's page table
 * (`pages` in the contract core) answers index.html with its head filled for that page (title, description,
 * canonical link, Open Graph and Twitter tags; the product, brand, category or store named from the
 * database, a product with its JSON-LD), so crawlers and link previews see what the page is. robots.txt
 * and the sitemap (sitemap.ts) are answered here too. Any other address that is not the server's (/api,
 * /media, /assets) and looks like a page answers 404 with the same SPA, which shows its not-found page;
 * everything else that matches no route answers JSON 404. Needs @fastify/rate-limit registered first.
 *
 * @fastify/static keeps its default wildcard route, so files built after start are served too (its
 * glob mode would answer index.html for freshly built hashed assets). Vite names files under /assets
 * by content hash: they are cached for a year; the rest revalidate every time. The build writes brotli
 * and gzip copies beside them (`.br`, `.gz`), sent to clients that accept them (@fastify/compress leaves
 * an answer that already has a Content-Encoding alone). Source maps are built but never served.
 */
export async function registerSpa(app: FastifyInstance, { staticDir, publicUrl }: SpaOptions): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No storefront build in ${staticDir}: only the API is served (run \`npm run build\`)`)
  }
  const template = builtFile(indexFile, (html) => new PageTemplate(html))
  // Each built page's own modules, from the build (the storefront's vite.config.ts writes the list).
  const screenPreloads = builtFile(
    path.join(staticDir, SCREEN_PRELOADS_FILE),
    (json) => JSON.parse(json) as ScreenPreloads,
  )
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      cacheControl: false,
      // Pages are answered below, with their head filled in.
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      allowedPath: (pathname) => isServedFile(pathname),
      setHeaders: (reply, filePath) => {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/')
        const hashed = relative.startsWith('assets/')
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE_CONTROL : 'no-cache')
        // Helmet set these on the raw answer when the request came in.
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
      },
    })
  }

  // Answered by the server itself, so it is there with or without a storefront build.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', FAVICON_CACHE_CONTROL).send(FAVICON),
  )
  const robots = robotsTxt(publicUrl)
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE_CONTROL).send(robots),
  )

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE })
  registerSitemap(app, { publicUrl, notFound })

  /** An absolute address on this store, for a path of the store or an address given whole. */
  const absolute = (pathOrUrl: string) => absoluteUrl(publicUrl, pathOrUrl)

  async function headFor(request: FastifyRequest, match: PageMatch): Promise<PageHead | null> {
    const head = defaultHead(match, `${publicUrl}${routePath(match.page.path, match.params)}`)
    let found: Awaited<ReturnType<typeof findPageSubject>>
    try {
      found = await findPageSubject(request.server.db, match, publicUrl)
    } catch (error) {
      // The page still works without its name: the SPA asks the API itself.
      request.log.warn({ err: error }, 'page head: the subject lookup failed')
      return head
    }
    if (!found) return head
    const { rule, subject } = found
    if (!subject) return null
    return {
      ...head,
      ...(subject.name
        ? { title: pageTitle(rule.title(subject.name)), description: rule.description(subject.name) }
        : {}),
      ...(subject.description ? { description: subject.description } : {}),
      ...(subject.canonicalPath ? { canonicalUrl: absolute(subject.canonicalPath) } : {}),
      ...(subject.image ? { imageUrl: absolute(subject.image), wideImage: subject.wideImage } : {}),
      ...(subject.ogType ? { ogType: subject.ogType } : {}),
      ...(subject.productOffer ? { productOffer: subject.productOffer } : {}),
      ...(subject.structuredData ? { structuredData: subject.structuredData } : {}),
    }
  }

  /** The page's own modules, first calls and main picture, for the browser to fetch before the app runs. */
  async function preloadsFor(request: FastifyRequest, match: PageMatch): Promise<PagePreloads> {
    const modules = (screenPreloads()?.[match.name] ?? []).map((file) => `/${file}`)
    try {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '')
      return { modules, ...(await pageFetches(request.server, match, query)) }
    } catch (error) {
      // Preloads only speed the page up: it loads its data itself without them.
      request.log.warn({ err: error }, 'page head: the preload lookup failed')
      return { modules, calls: [] }
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = template()
    if (!page) return notFound(reply)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache')
    const match = matchPage(request.url.split('?')[0] ?? '/')
    const head = match ? await headFor(request, match) : null
    // An address that is no page, or a page about a brand, category or store that does not exist.
    if (!match || !head) return reply.code(404).send(page.render(notFoundHead))
    const preloads = await preloadsFor(request, match)
    return reply.send(page.render({ ...head, preloads }, { firstFrame: !match.page.ownLayout }))
  }

  // The home page: @fastify/static would answer / with the bare index.html.
  app.get('/', { schema: { hide: true } }, sendPage)

  // Rate limited like the routes, so probing unknown paths costs the same budget.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (isServerPath(request.url) || !wantsPage(request)) return notFound(reply)
    return sendPage(request, reply)
  })
}
