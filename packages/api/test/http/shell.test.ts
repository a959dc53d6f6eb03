import { routes, SEARCH_TOO_LONG_MESSAGE } from '@haat/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HASHED_ASSET, INDEX_HTML, makeTestApp, type TestApp } from './fixture.ts'

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

  it('answers 400 with a readable message for a bad querystring', async () => {
    const res = await t.app.inject(`/api/getSearchProd?q=${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: `q: ${SEARCH_TOO_LONG_MESSAGE}` })
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
    for (const url of [
      '/',
      '/top-deals',
      '/categories-page/CAT12/Mobiles%20%26%20Tablets',
      '/product-page/abc?x=1',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toBe(INDEX_HTML)
    }
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
