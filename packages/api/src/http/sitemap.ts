import { type PageName, pageHref } from '@haat/contract/core'
import { asc, count } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { brands, categories, products, sellers } from '../db/schema.ts'
import { sendCacheable, strongEtag } from './http-cache.ts'
import { categoryPath } from './page-subjects.ts'

/**
 * The sitemap: every public page a search engine should know, as absolute addresses on PUBLIC_URL (never
 * the request's Host header, which a client chooses). A sitemap file may hold at most 50,000 addresses
 * (and 50 MB), so /sitemap.xml is an index of files of at most that many, one run of files per kind of
 * page (/sitemaps/products-1.xml, /sitemaps/products-2.xml, ...): the catalogue can grow past any one
 * file's limit without a change here. A product URL is under 100 bytes, so 50,000 stay far below 50 MB.
 */

export const SITEMAP_PATH = '/sitemap.xml'
/** The most addresses one sitemap file may list (the sitemaps.org protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000
/**
 * An hour: crawlers read a sitemap a few times a day at most, and each file is also kept in the feed
 * cache, so a burst of crawler requests costs one query per file and minute.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600'
const XML_TYPE = 'application/xml; charset=utf-8'

interface SitemapEntry {
  /** The page's path on the store. */
  path: string
  /** When the page's content last changed, where the catalogue knows it. */
  lastmod?: Date | string | null
}

interface SitemapSection {
  count(db: Db): Promise<number>
  /** The section's entries from `offset`, at most `limit`, in an order that never changes between calls. */
  entries(db: Db, offset: number, limit: number): Promise<SitemapEntry[]>
}

/** The public pages without a parameter that are worth a search result (not sign-in forms or search). */
const STATIC_PAGES: readonly PageName[] = [
  'home',
  'topDeals',
  'limitedTimeDeals',
  'featuredBrands',
  'newArrivals',
  'about',
]

const countOf = async (db: Db, table: typeof categories | typeof brands | typeof sellers | typeof products) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0

/** The kinds of page the sitemap lists, each in its own run of files, by file-name prefix. */
export const sitemapSections = {
  pages: {
    count: async () => STATIC_PAGES.length,
    entries: async (_db, offset, limit) =>
      STATIC_PAGES.slice(offset, offset + limit).map((name) => ({ path: pageHref(name as 'home') })),
  },
  categories: {
    count: (db) => countOf(db, categories),
    entries: async (db, offset, limit) =>
      (
        await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .orderBy(asc(categories.id))
          .offset(offset)
          .limit(limit)
      ).map((row) => ({ path: categoryPath(row.id, row.name) })),
  },
  brands: {
    count: (db) => countOf(db, brands),
    entries: async (db, offset, limit) =>
      (
        await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).offset(offset).limit(limit)
      ).map((row) => ({ path: pageHref('brand', { brandId: row.id }) })),
  },
  stores: {
    count: (db) => countOf(db, sellers),
    entries: async (db, offset, limit) =>
      (
        await db.select({ id: sellers.id }).from(sellers).orderBy(asc(sellers.id)).offset(offset).limit(limit)
      ).map((row) => ({ path: pageHref('sellerStore', { sellerId: row.id }) })),
  },
  products: {
    count: (db) => countOf(db, products),
    entries: async (db, offset, limit) =>
      (
        await db
          .select({ id: products.id, createdAt: products.createdAt })
          .from(products)
          .orderBy(asc(products.id))
          .offset(offset)
          .limit(limit)
      ).map((row) => ({
        path: pageHref('product', { prodId: row.id }),
        // Nothing edits a product's page content after it is created yet (only its stock moves), so its
        // creation is its last change; once products can be edited, an updated_at column belongs here.
        lastmod: row.createdAt,
      })),
  },
} satisfies Record<string, SitemapSection>

export type SitemapSectionName = keyof typeof sitemapSections

/** One file of the sitemap: a section's `page`th run of at most `perFile` addresses, from 1. */
export interface SitemapFile {
  section: SitemapSectionName
  page: number
}

/** The files a sitemap of sections with these sizes needs: none for an empty section. */
export function sitemapFiles(
  counts: Readonly<Record<SitemapSectionName, number>>,
  perFile = SITEMAP_MAX_URLS,
): SitemapFile[] {
  return (Object.keys(sitemapSections) as SitemapSectionName[]).flatMap((section) =>
    Array.from({ length: Math.ceil((counts[section] ?? 0) / perFile) }, (_, index) => ({
      section,
      page: index + 1,
    })),
  )
}

export const sitemapFilePath = ({ section, page }: SitemapFile) => `/sitemaps/${section}-${page}.xml`

const FILE_NAME = /^([a-z]+)-([1-9]\d{0,5})\.xml$/

/** The file a name under /sitemaps/ asks for, or undefined when the name is no sitemap file's. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  const found = FILE_NAME.exec(name)
  if (!found || !Object.hasOwn(sitemapSections, found[1] ?? '')) return undefined
  return { section: found[1] as SitemapSectionName, page: Number(found[2]) }
}

/** Text made safe inside an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const lastmodTag = (value: Date | string | null | undefined) => {
  if (value === null || value === undefined) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A sitemap file listing `entries` as absolute addresses on `publicUrl`. */
export function renderUrlSet(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  )
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls, '</urlset>', ''].join('\n')
}

/** The sitemap index naming every file. */
export function renderIndex(publicUrl: string, files: readonly SitemapFile[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${publicUrl}${sitemapFilePath(file)}`)}</loc></sitemap>`,
  )
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, '</sitemapindex>', ''].join('\n')
}

async function sectionCounts(db: Db): Promise<Record<SitemapSectionName, number>> {
  const names = Object.keys(sitemapSections) as SitemapSectionName[]
  const counts = await Promise.all(names.map((name) => sitemapSections[name].count(db)))
  return Object.fromEntries(names.map((name, index) => [name, counts[index] ?? 0])) as Record<
    SitemapSectionName,
    number
  >
}

export interface SitemapOptions {
  /** The store's address (PUBLIC_URL): every address the sitemap lists is on it. */
  publicUrl: string
  /** How the server answers an address it has nothing for. */
  notFound: (reply: FastifyReply) => FastifyReply
}

/** /sitemap.xml (the index) and the files it names under /sitemaps/. */
export function registerSitemap(app: FastifyInstance, { publicUrl, notFound }: SitemapOptions): void {
  /** The sizes of the sections, shared by the index and the files (which refuse a page past the end). */
  const counts = async () =>
    (await app.feedCache.get('sitemap counts', async () => ({ value: await sectionCounts(app.db) }))).value

  /** A file's XML and its ETag from the feed cache, made at most once per cache period. */
  const cached = async (key: string, make: () => Promise<string>) =>
    (
      await app.feedCache.get(`sitemap ${key}`, async () => {
        const body = await make()
        return { value: { body, etag: strongEtag(body) } }
      })
    ).value

  const send = (request: FastifyRequest, reply: FastifyReply, answer: { body: string; etag: string }) =>
    sendCacheable(request, reply, { ...answer, cacheControl: SITEMAP_CACHE_CONTROL, contentType: XML_TYPE })

  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (request, reply) =>
    send(
      request,
      reply,
      await cached('index', async () => renderIndex(publicUrl, sitemapFiles(await counts()))),
    ),
  )

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file)
      // Only the files the index names: a page past a section's end is refused before any query.
      if (!file || file.page > Math.ceil((await counts())[file.section] / SITEMAP_MAX_URLS))
        return notFound(reply)
      const answer = await cached(sitemapFilePath(file), async () => {
        const section: SitemapSection = sitemapSections[file.section]
        return renderUrlSet(
          publicUrl,
          await section.entries(app.db, (file.page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS),
        )
      })
      return send(request, reply, answer)
    },
  )
}
