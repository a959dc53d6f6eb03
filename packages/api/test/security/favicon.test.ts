import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../src/config.ts'
import { makeTestApp, type TestApp } from '../http/fixture.ts'

/** The sizes of the images an ICO file holds, read from its directory (0 in a size byte means 256). */
function icoSizes(bytes: Buffer): number[] {
  expect(bytes.readUInt16LE(0)).toBe(0)
  expect(bytes.readUInt16LE(2)).toBe(1)
  const count = bytes.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => bytes[6 + 16 * i] || 256)
}

describe('the favicon', () => {
  let t: TestApp
  beforeAll(async () => {
    // The test build has no icon of its own: the server answers it with or without one.
    t = await makeTestApp({ seed: false })
  })
  afterAll(() => t?.close())

  it('/favicon.ico answers 200 with a real icon, cached for a day', async () => {
    for (const accept of ['image/avif,image/webp,*/*', 'text/html', '*/*']) {
      const answer = await t.app.inject({ url: '/favicon.ico', headers: { accept } })
      expect(answer.statusCode, accept).toBe(200)
      expect(answer.headers['content-type']).toBe('image/x-icon')
      expect(answer.headers['cache-control']).toBe('public, max-age=86400')
      expect(icoSizes(answer.rawPayload)).toEqual([16, 32])
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/favicon.ico' })
    expect(head.statusCode).toBe(200)
  })

  it('the storefront declares its SVG icon in index.html', async () => {
    const html = await readFile(path.join(repoRoot, 'packages/storefront/index.html'), 'utf8')
    expect(html).toMatch(/<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,/)
  })
})
