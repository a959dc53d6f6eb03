import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { FIRST_FRAME_END, FIRST_FRAME_START, SCREEN_PRELOADS_FILE } from '@haat/contract/core'
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, products, sellers } from '../../src/db/schema.ts'
import { jsonForScript } from '../../src/http/page-head.ts'
import { rupeesText, snippet } from '../../src/http/product-head.ts'
import { parseSitemapFile, SITEMAP_MAX_URLS, sitemapFiles } from '../../src/http/sitemap.ts'
import { headOf, makeTestApp, SCREEN_PRELOADS, type TestApp } from './fixture.ts'

const PUBLIC_URL = 'https://shop.example.com'
const page = (t: TestApp, url: string) => t.app.inject({ url, headers: { accept: 'text/html' } })

/** A `<meta name="...">` tag's content (Twitter's tags use name=, Open Graph's property=). */
const metaName = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1]

interface JsonLd {
  [key: string]: unknown
  name?: string
  description?: string
  offers: Record<string, unknown>
}

/** Every JSON-LD script of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1] ?? '') as JsonLd,
  )

/** HTML attribute text as a browser reads it back. */
const unescapeHtml = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

/**
 * A small strict XML reader for the sitemap's shape (a declaration, elements, attributes, text, the five
 * predefined entities and numeric ones): it throws on anything a real parser would refuse in such a file,
 * such as a raw `<` or `&` in text, an unknown entity, an unclosed or mismatched tag, or a second root.
 */
function parseXml(xml: string): XmlElement {
  let at = 0
  const fail = (why: string): never => {
    throw new Error(`Not well-formed XML at ${at}: ${why}`)
  }
  const decode = (text: string) => {
    if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) fail(`bad character data ${text}`)
    return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
      if (named[entity]) return named[entity]
      return String.fromCodePoint(
        entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
      )
    })
  }
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml)
  if (!declaration) fail('no XML declaration')
  at = declaration?.[0].length ?? 0
  const element = (): XmlElement => {
    const open = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>/.exec(xml.slice(at))
    if (!open) return fail('expected a start tag')
    at += open[0].length
    const attributes: Record<string, string> = {}
    for (const [, name, value] of (open[2] ?? '').matchAll(/([A-Za-z][\w:.-]*)="([^"]*)"/g)) {
      attributes[name ?? ''] = decode(value ?? '')
    }
    const node: XmlElement = { name: open[1] ?? '', attributes, children: [], text: '' }
    if (open[3]) return node
    for (;;) {
      const textEnd = xml.indexOf('<', at)
      if (textEnd < 0) fail(`unclosed <${node.name}>`)
      node.text += decode(xml.slice(at, textEnd))
      at = textEnd
      if (xml.startsWith(`</${node.name}>`, at)) {
        at += node.name.length + 3
        return node
      }
      if (xml.startsWith('</', at)) fail(`mismatched end tag in <${node.name}>`)
      node.children.push(element())
    }
  }
  const root = element()
  if (xml.slice(at).trim() !== '') fail('content after the root element')
  return root
}

// One app for the whole file (seeding one costs seconds on a busy machine), without the feed cache so what
// a test adds to the catalogue shows at once.
let t: TestApp
beforeAll(async () => {
  t = await makeTestApp({ config: { publicUrl: PUBLIC_URL, feedCache: false } })
})
afterAll(() => t?.close())

describe('the head of product pages', () => {
  /** A seeded product that has ratings and stock, with its brand and seller. */
  async function ratedProduct() {
    const [row] = await t.database.db
      .select({ product: products, brandName: brands.name, storeName: sellers.storeName })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(gt(products.stock, 0), gt(products.fiveRating, 0), isNotNull(sellers.storeName)))
      .orderBy(asc(products.id))
      .limit(1)
    if (!row) throw new Error('The seed has no rated product in stock')
    return row
  }

  it('names the product, cuts its description at a word and gives link previews its first picture', async () => {
    const { product } = await ratedProduct()
    const res = await page(t, `/product-page/${product.id}`)
    expect(res.statusCode).toBe(200)
    const head = headOf(res.body)
    const canonical = `${PUBLIC_URL}/product-page/${product.id}`
    expect(unescapeHtml(head.title)).toBe(`${product.name} | Haat`)
    const description = unescapeHtml(head.description) ?? ''
    expect(description).toBe(snippet(product.description))
    expect(description.length).toBeLessThanOrEqual(155)
    expect(unescapeHtml(head.canonical)).toBe(canonical)
    expect(head.robots).toBeUndefined()
    expect(head.og('type')).toBe('product')
    const productTag = (name: string) =>
      new RegExp(`<meta property="product:${name}" content="([^"]*)"`).exec(res.body)?.[1]
    expect(productTag('price:amount')).toBe((product.offerPricePaise / 100).toFixed(2))
    expect(productTag('price:currency')).toBe('INR')
    expect(productTag('availability')).toBe('in stock')
    expect(head.og('title')).toBe(head.title)
    expect(head.og('description')).toBe(head.description)
    expect(unescapeHtml(head.og('url'))).toBe(canonical)
    expect(unescapeHtml(head.og('image'))).toBe(`${PUBLIC_URL}${product.imageUrls[0]}`)
    expect(metaName(res.body, 'twitter:card')).toBe('summary_large_image')
    expect(metaName(res.body, 'twitter:title')).toBe(head.title)
    expect(metaName(res.body, 'twitter:description')).toBe(head.description)
    expect(metaName(res.body, 'twitter:image')).toBe(head.og('image'))
  })

  it('describes the product in JSON-LD: price in rupees, stock, seller and the weighted rating', async () => {
    const { product, brandName, storeName } = await ratedProduct()
    const [data, ...others] = jsonLdOf((await page(t, `/product-page/${product.id}`)).body)
    expect(others).toEqual([])
    const counts = [
      product.oneRating,
      product.twoRating,
      product.threeRating,
      product.fourRating,
      product.fiveRating,
    ]
    const total = counts.reduce((sum, n) => sum + n, 0)
    const stars = counts.reduce((sum, n, index) => sum + n * (index + 1), 0)
    const url = `${PUBLIC_URL}/product-page/${product.id}`
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      image: product.imageUrls.map((image) => `${PUBLIC_URL}${image}`),
      description: product.description,
      sku: product.id,
      url,
      brand: { '@type': 'Brand', name: brandName },
      offers: {
        '@type': 'Offer',
        price: (product.offerPricePaise / 100).toFixed(2),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: storeName },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round((stars / total) * 10) / 10,
        reviewCount: total,
        bestRating: 5,
        worstRating: 1,
      },
    })
    expect(data?.offers.price).toMatch(/^\d+\.\d{2}$/)
  })

  it('writes the rupees of a price from its paise exactly', () => {
    expect(rupeesText(129_950)).toBe('1299.50')
    expect(rupeesText(5)).toBe('0.05')
    expect(rupeesText(100)).toBe('1.00')
    // 0.1 + 0.2 style float errors never reach the wire: 1,00,00,001 paise is 100000.01 rupees.
    expect(rupeesText(10_000_001)).toBe('100000.01')
  })

  it('cuts a long description at a word, marks the cut, and keeps a short one whole', () => {
    const short = 'A sturdy  steel\nbottle.'
    expect(snippet(short)).toBe('A sturdy steel bottle.')
    const long = `${'word '.repeat(40)}end`
    const cut = snippet(long)
    expect(cut.length).toBeLessThanOrEqual(155)
    expect(cut).toMatch(/ word…$/)
    expect(cut).not.toMatch(/wor…$|\s…$/)
  })

  describe('a product whose name and description try to break out of the page', () => {
    const EVIL_ID = 'PRODUCT-EVIL'
    const name = `Evil </script><script>alert("x")</script> <!-- & Co's`
    beforeAll(async () => {
      const [template] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1)
      if (!template) throw new Error('The seed has no product')
      const { search: _search, ...columns } = template
      await t.database.db.insert(products).values({
        ...columns,
        id: EVIL_ID,
        name,
        description: `</SCRIPT> ${name} \u2028 line`,
        stock: 0,
        oneRating: 0,
        twoRating: 0,
        threeRating: 0,
        fourRating: 0,
        fiveRating: 0,
      })
    })
    afterAll(async () => {
      await t.database.db.delete(products).where(eq(products.id, EVIL_ID))
    })

    it('escapes the JSON-LD so no value closes the script, and the JSON still reads back the same', async () => {
      const res = await page(t, `/product-page/${EVIL_ID}`)
      expect(res.statusCode).toBe(200)
      // The only script end tag in the head is the JSON-LD's own; nothing the name carries opens one.
      expect(res.body.match(/<\/script>/gi)).toHaveLength(2) // the JSON-LD's and the build's entry script
      expect(res.body).not.toContain('<script>alert')
      // The build's marks around the first frame are the page's only comments.
      expect(res.body.replace(FIRST_FRAME_START, '').replace(FIRST_FRAME_END, '')).not.toContain('<!--')
      const [data] = jsonLdOf(res.body)
      expect(data?.name).toBe(name)
      expect(data?.description).toBe(`</SCRIPT> ${name} \u2028 line`)
      expect(unescapeHtml(headOf(res.body).title)).toBe(`${name} | Haat`)
    })

    it('says OutOfStock at no stock and has no rating until somebody rates', async () => {
      const [data] = jsonLdOf((await page(t, `/product-page/${EVIL_ID}`)).body)
      expect(data?.offers.availability).toBe('https://schema.org/OutOfStock')
      expect(data).not.toHaveProperty('aggregateRating')
    })

    it('escapes <, > and & (and the line separators) into \\u escapes', () => {
      const text = jsonForScript({ a: '</script><!--&\u2028\u2029' })
      expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}')
      expect(JSON.parse(text)).toEqual({ a: '</script><!--&\u2028\u2029' })
    })
  })

  it('names the reviews page after the product, with a canonical link to itself', async () => {
    const { product } = await ratedProduct()
    const res = await page(t, `/product-inner-page/${product.id}`)
    expect(res.statusCode).toBe(200)
    const head = headOf(res.body)
    expect(unescapeHtml(head.title)).toBe(`Reviews of ${product.name} | Haat`)
    expect(unescapeHtml(head.canonical)).toBe(`${PUBLIC_URL}/product-inner-page/${product.id}`)
    expect(head.og('type')).toBe('website')
    expect(jsonLdOf(res.body)).toEqual([])
  })

  it('answers 404 with the SPA for a product that does not exist', async () => {
    for (const url of ['/product-page/NO-SUCH-PRODUCT', '/product-inner-page/NO-SUCH-PRODUCT']) {
      const res = await page(t, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      const head = headOf(res.body)
      expect(head.title, url).toBe('Page not found | Haat')
      expect(head.robots, url).toBe('noindex')
      expect(head.preloads('image'), url).toEqual([])
      expect(jsonLdOf(res.body), url).toEqual([])
    }
  })

  it('gives category and brand pages Twitter cards: large for a banner, small for a logo', async () => {
    const [brand] = await t.database.db.select().from(brands).orderBy(asc(brands.id)).limit(1)
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(isNotNull(categories.banner))
      .orderBy(asc(categories.id))
      .limit(1)
    if (!brand || !category) throw new Error('The seed has no brand or category with a banner')
    const brandPage = (await page(t, `/brand-page/${brand.id}`)).body
    expect(metaName(brandPage, 'twitter:card')).toBe('summary')
    expect(metaName(brandPage, 'twitter:title')).toBe(headOf(brandPage).title)
    expect(metaName(brandPage, 'twitter:image')).toBe(`${PUBLIC_URL}${brand.logo}`)
    const categoryPage = (await page(t, `/categories-page/${category.id}`)).body
    expect(metaName(categoryPage, 'twitter:card')).toBe('summary_large_image')
    expect(metaName(categoryPage, 'twitter:image')).toBe(headOf(categoryPage).og('image'))
    // A page about nothing in particular has no picture: a small card.
    expect(metaName((await page(t, '/top-deals')).body, 'twitter:card')).toBe('summary')
  })
})

describe('the preloads of a product page', () => {
  it("preloads the first picture with high priority, the shell's calls but not the per-shopper product call", async () => {
    const [product] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1)
    if (!product) throw new Error('The seed has no product')
    const res = await page(t, `/product-page/${product.id}`)
    const head = headOf(res.body)
    expect(head.preloads('image')).toEqual([product.imageUrls[0]])
    expect(res.body).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+" \/>/)
    expect(head.preloads('fetch')).toEqual(['/api/get-site-settings', '/api/fetchCategory'])
  })

  it('preloads the product screen modules once the build lists them for the page', async () => {
    const [product] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1)
    if (!product) throw new Error('The seed has no product')
    // Not built yet: nothing listed, nothing preloaded.
    expect(headOf((await page(t, `/product-page/${product.id}`)).body).modulePreloads()).toEqual([])
    // A build with the product screen (the server rereads the list when the build rewrites it).
    const file = path.join(t.staticDir, SCREEN_PRELOADS_FILE)
    const later = new Date(Date.now() + 5_000)
    await writeFile(
      file,
      JSON.stringify({
        ...SCREEN_PRELOADS,
        product: ['assets/ProductRoute-abc123.js', 'assets/productApi-1.js'],
      }),
    )
    const { utimes } = await import('node:fs/promises')
    await utimes(file, later, later)
    expect(headOf((await page(t, `/product-page/${product.id}`)).body).modulePreloads()).toEqual([
      '/assets/ProductRoute-abc123.js',
      '/assets/productApi-1.js',
    ])
  })
})

describe('the sitemap and robots.txt', () => {
  /** Every address the sitemap lists, read the way a crawler does: the index, then each file it names. */
  async function crawl() {
    const res = await t.app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/)
    const index = parseXml(res.body)
    expect(index.name).toBe('sitemapindex')
    expect(index.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls: { loc: string; lastmod?: string }[] = []
    for (const item of index.children) {
      expect(item.name).toBe('sitemap')
      const loc = item.children.find((child) => child.name === 'loc')?.text ?? ''
      expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`), loc).toBe(true)
      const file = await t.app.inject(loc.slice(PUBLIC_URL.length))
      expect(file.statusCode, loc).toBe(200)
      expect(file.headers['content-type'], loc).toMatch(/^application\/xml/)
      const set = parseXml(file.body)
      expect(set.name).toBe('urlset')
      expect(set.children.length, loc).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
      for (const url of set.children) {
        expect(url.name).toBe('url')
        const at = (name: string) => url.children.find((child) => child.name === name)?.text
        urls.push({ loc: at('loc') ?? '', ...(at('lastmod') ? { lastmod: at('lastmod') } : {}) })
      }
    }
    return urls
  }

  it('lists the home page and every category, brand and product page, each once, on PUBLIC_URL', async () => {
    const urls = await crawl()
    const locs = urls.map((url) => url.loc)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true)
    expect(locs).toContain(`${PUBLIC_URL}/`)

    const db = t.database.db
    const productCount = (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n
    const productUrls = urls.filter((url) => url.loc.startsWith(`${PUBLIC_URL}/product-page/`))
    expect(productUrls).toHaveLength(productCount ?? -1)
    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1)
    const [brand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1)
    const [category] = await db
      .select()
      .from(categories)
      .where(isNotNull(categories.name))
      .orderBy(asc(categories.id))
      .limit(1)
    if (!product || !brand || !category?.name) throw new Error('The seed lacks a product, brand or category')
    const productUrl = productUrls.find((url) => url.loc === `${PUBLIC_URL}/product-page/${product.id}`)
    expect(productUrl?.lastmod).toBe(new Date(product.createdAt).toISOString())
    expect(locs).toContain(`${PUBLIC_URL}/brand-page/${brand.id}`)
    // The category's canonical address (the one its page's head names), decoded from the XML's escapes.
    expect(locs).toContain(
      `${PUBLIC_URL}/categories-page/${category.id}/${encodeURIComponent(category.name)}`,
    )
    const categoryCount = (await db.select({ n: sql<number>`count(*)::int` }).from(categories))[0]?.n
    expect(locs.filter((loc) => loc.includes('/categories-page/'))).toHaveLength(categoryCount ?? -1)
    // No private page is ever listed.
    expect(locs.some((loc) => /my-account|checkOut|shopping-cart|\/order|\/api\//i.test(loc))).toBe(false)
  })

  it('escapes what it lists, so a brand id with & < > still makes well-formed XML', async () => {
    await t.database.db.insert(brands).values({
      id: 'A&B<C>"D\'',
      name: 'A & B',
      logo: '/media/l/x.svg',
      joinedDate: new Date('2024-01-01T00:00:00Z'),
    })
    try {
      const locs = (await crawl()).map((url) => url.loc)
      expect(locs).toContain(`${PUBLIC_URL}/brand-page/${encodeURIComponent('A&B<C>"D\'')}`)
    } finally {
      await t.database.db.delete(brands).where(eq(brands.id, 'A&B<C>"D\''))
    }
  })

  it('answers 404 for a sitemap file the index does not name', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/users-1.xml']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404)
    }
  })

  it('revalidates with an ETag', async () => {
    const first = await t.app.inject('/sitemap.xml')
    const again = await t.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': first.headers.etag },
    })
    expect(again.statusCode).toBe(304)
  })

  it('splits a section into files of at most 50,000 addresses, and an empty section needs none', () => {
    const counts = { pages: 6, categories: 0, brands: 50_000, stores: 3, products: 120_001 }
    const files = sitemapFiles(counts)
    expect(files).toEqual([
      { section: 'pages', page: 1 },
      { section: 'brands', page: 1 },
      { section: 'stores', page: 1 },
      { section: 'products', page: 1 },
      { section: 'products', page: 2 },
      { section: 'products', page: 3 },
    ])
    expect(sitemapFiles(counts, 2).filter((file) => file.section === 'pages')).toHaveLength(3)
    expect(parseSitemapFile('products-3.xml')).toEqual({ section: 'products', page: 3 })
    expect(parseSitemapFile('products-0.xml')).toBeUndefined()
    expect(parseSitemapFile('constructor-1.xml')).toBeUndefined()
  })

  it('robots.txt points to the sitemap by its whole address and keeps private pages out', async () => {
    const res = await t.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    const lines = res.body.split('\n')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
    for (const path of [
      '/api/',
      '/my-account',
      '/checkOut-page',
      '/shopping-cart',
      '/order/',
      '/order-inner-page/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(res.body).not.toMatch(/Disallow: \/(product-page|product-inner-page|brand-page|categories-page)/)
  })
})
