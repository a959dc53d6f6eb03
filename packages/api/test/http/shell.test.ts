import { routes, SEARCH_TOO_LONG_MESSAGE } from '@haat/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_ONLY_HEADERS } from '../../src/http/spa.ts'
import {
  HASHED_ASSET,
  HASHED_ASSET_BR,
  HASHED_ASSET_GZ,
  HASHED_ASSET_SOURCE,
  headOf,
  INDEX_HTML_BODY,
  INDEX_HTML_BODY_WITHOUT_FRAME,
  makeTestApp,
  type TestApp,
} from './fixture.ts'

// What every request meets before a feed is asked: errors, the SPA, docs, security headers, limits.
// The database is empty here; none of these answers needs a catalogue.
describe('the HTTP shell', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({
      seed: false,
      // A route that fails the way a bug would, to see what the client gets.
      prepare: (app) =>
        app.get('/api/test-explodes', async () => {
          throw new Error('secret detail at /srv/haat/db.ts:42')
        }),
    })
  })
  afterAll(() => t?.close())

  it('answers health once the database answers', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers JSON 404 for an unknown /api path, whatever the client accepts', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await t.app.inject({ url: '/api/nope', headers: { accept } })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/fetchDeals' })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ message: 'Not found' })
  })

  it('answers 400 with the contract message alone for a bad querystring', async () => {
    const res = await t.app.inject(`/api/getSearchProd?q=${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: SEARCH_TOO_LONG_MESSAGE })
  })

  it('answers 500 with a fixed message and no details for an unexpected error', async () => {
    const res = await t.app.inject('/api/test-explodes')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong' })
    expect(res.body).not.toContain('secret')
  })

  it('gives each request an id and hands it back', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234' } })
    expect(given.headers['x-request-id']).toBe('lb-1234')
  })

  it('serves index.html for client routes and deep links, never cached', async () => {
    for (const url of ['/', '/top-deals', '/all-products/top-deals/D%207', '/banner/abc?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain(`<script type="module" crossorigin src="${HASHED_ASSET}"></script>`)
      expect(res.body).toContain(INDEX_HTML_BODY)
    }
  })

  it("keeps the build's first frame for pages in the common layout, and drops it for pages with their own", async () => {
    for (const url of ['/', '/login', '/no-such-page']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.body, url).toContain(INDEX_HTML_BODY)
    }
    // The seller's area and the product checkout draw their own frame: a shopper's header would flash there.
    for (const url of ['/seller/login', '/product-checkout/P1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(INDEX_HTML_BODY_WITHOUT_FRAME)
      expect(res.body, url).not.toContain('<header>')
    }
  })

  it("fills each page's head: its title, description, canonical link and Open Graph tags", async () => {
    const home = headOf((await t.app.inject('/')).body)
    expect(home.title).toBe('Haat: online shopping for India')
    expect(home.canonical).toBe('http://localhost:3000/')

    const res = await t.app.inject({ url: '/top-deals?page=2', headers: { accept: 'text/html' } })
    const head = headOf(res.body)
    expect(head.title).toBe('Top Deals | Haat')
    // The build's own title and description are replaced, not repeated.
    expect(head.titles).toBe(1)
    expect(head.descriptions).toBe(1)
    expect(res.body).not.toContain('Haat test build')
    expect(head.description).toMatch(/^Haat: shop electronics/)
    expect(head.canonical).toBe('http://localhost:3000/top-deals')
    expect(head.og('title')).toBe('Top Deals | Haat')
    expect(head.og('description')).toBe(head.description)
    expect(head.og('type')).toBe('website')
    expect(head.og('url')).toBe(head.canonical)
    expect(head.robots).toBeUndefined()

    // Matched as the storefront's router matches: any letter case, with or without a trailing slash.
    const variant = await t.app.inject({ url: '/TOP-deals/', headers: { accept: 'text/html' } })
    expect(variant.statusCode).toBe(200)
    expect(headOf(variant.body).canonical).toBe('http://localhost:3000/top-deals')

    // A signed-in page stays out of search results.
    expect(headOf((await t.app.inject('/my-account')).body).robots).toBe('noindex')
  })

  it('answers 404 with the SPA for an address that is no page, so the SPA shows its not-found page', async () => {
    for (const [url, accept] of [
      ['/no-such-page', 'text/html'],
      ['/no-such-page', '*/*'],
      ['/top-deals/extra', 'text/html'],
      ['/index.html', 'text/html'],
    ]) {
      const res = await t.app.inject({ url, headers: { accept } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.body).toContain(`src="${HASHED_ASSET}"`)
      const head = headOf(res.body)
      expect(head.title).toBe('Page not found | Haat')
      expect(head.robots).toBe('noindex')
      expect(head.canonical).toBeUndefined()
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' })
    expect(head.statusCode).toBe(404)
    expect(head.headers['content-type']).toMatch(/^text\/html/)
  })

  it('serves robots.txt: everything but the API and the signed-in and personal pages, and the sitemap', async () => {
    const res = await t.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    for (const path of [
      '/api/',
      '/my-account',
      '/checkOut-page',
      '/shopping-cart',
      '/order/',
      '/reset-password/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(res.body).not.toMatch(/Disallow: \/(top-deals|brand-page|categories-page)/)
    // The sitemap's whole address (product-pages.test.ts reads the sitemap itself).
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/))
  })

  it('never serves source maps or the build manifest', async () => {
    for (const url of [`${HASHED_ASSET}.map`, '/.vite/manifest.json']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
    const br = await t.app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The file as built, not compressed again on the way out.
    expect(br.rawPayload.equals(HASHED_ASSET_BR)).toBe(true)

    const gzip = await t.app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.rawPayload.equals(HASHED_ASSET_GZ)).toBe(true)

    const plain = await t.app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(HASHED_ASSET_SOURCE)
  })

  it('does not answer index.html for missing files and server paths', async () => {
    const requests = [
      ['/assets/missing-0000.js', 'text/html'],
      ['/assets/', 'text/html'],
      ['/media/nope.svg', 'text/html'],
      // A file the build lacks, asked for by an <img> or <link>, not by a navigation.
      ['/apple-touch-icon.png', 'image/avif,image/webp,*/*'],
    ]
    for (const [url, accept] of requests) {
      const res = await t.app.inject({ url, headers: { accept } })
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toHaveProperty('message')
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject(HASHED_ASSET)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('publishes an OpenAPI document with every call of the contract', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(document.openapi).toMatch(/^3\./)
    for (const route of Object.values(routes)) {
      // OpenAPI spells the path parameters `:name` of the contract as `{name}`.
      const openApiPath = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`
      expect(document.paths[openApiPath], route.path).toHaveProperty(route.method.toLowerCase())
    }
    const search = document.paths['/api/getSearchProd']?.get as { parameters: Array<{ name: string }> }
    expect(search.parameters.map((p) => p.name)).toContain('q')
    const page = await t.app.inject('/api/docs/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
  })

  it('sends security headers with a CSP the SPA can live with', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data:")
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toBeDefined()
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it("leaves a page's own security headers off hashed assets, and keeps those that protect the file", async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    const asset = await t.app.inject(HASHED_ASSET)
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(page.headers, `${name} on the page`).toHaveProperty(name)
      expect(asset.headers, `${name} on the asset`).not.toHaveProperty(name)
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['strict-transport-security']).toBeDefined()
  })

  it('compresses JSON for clients that accept gzip', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})

describe('the rate limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({ seed: false, config: { rateLimitMax: 3 } })
  })
  afterAll(() => t?.close())

  it('answers 429 with Retry-After and a message once the budget is spent', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200)
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+/),
    })
    // Unknown paths spend the same budget.
    expect((await t.app.inject('/api/nope')).statusCode).toBe(429)
    // Another address has its own budget.
    const other = await t.app.inject({ url: '/api/health', remoteAddress: '10.0.0.9' })
    expect(other.statusCode).toBe(200)
  })
})
