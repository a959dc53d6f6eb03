import { ErrorAnswer, identityRoutes, type RouteName, routes, sellerAreaRoutes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { apiUrl, handlers } from '../handlers.ts'
import { featureOf, RECORDED_AT_SECONDS, type RecordedCall, type Recording, recordedCalls } from './calls.ts'
import { recorded, recordings } from './index.ts'

/** Every JSON file under recorded/, as written (not through the loader), by its path from here. */
const files = import.meta.glob<Recording[]>('./*/*.json', { eager: true, import: 'default' })
const fileList = Object.entries(files).map(([file, kept]) => ({
  file: file.replace(/^\.\//, ''),
  name: file.replace(/^.*\/|\.json$/g, ''),
  kept,
}))
/** The pictures of the repo's fixture set (public/, served by Storybook and dev:mock). */
const fixtureImages = new Set(
  Object.keys(import.meta.glob('../../../../../public/fixtures/img/*.svg')).map((file) =>
    file.replace(/^.*\/public/, ''),
  ),
)

describe('the recordings', () => {
  it.each(fileList)('$file parses with its contract schema', ({ name, kept }) => {
    expect(kept.length).toBeGreaterThan(0)
    for (const { status, answer } of kept) {
      const schema = status >= 200 && status < 300 ? routes[name as RouteName].response : ErrorAnswer
      expect(schema.safeParse(answer).error?.issues ?? []).toEqual([])
    }
  })

  it('are one file for each recorded call, in the folder of its feature', () => {
    expect(fileList.map(({ file }) => file).sort()).toEqual(
      recordedCalls.map((name) => `${featureOf(name)}/${name}.json`).sort(),
    )
  })

  it('each have a successful answer to fall back on', () => {
    for (const name of recordedCalls) {
      expect(
        recordings[name].some((r) => r.status === 200),
        name,
      ).toBe(true)
    }
  })

  it('only point at pictures of the repo fixture set', () => {
    const urls = new Set(
      fileList.flatMap(
        ({ kept }) => JSON.stringify(kept).match(/"\/[a-z]+\/[^"]*\.(svg|png|jpe?g|webp)"/g) ?? [],
      ),
    )
    expect(fixtureImages.size).toBeGreaterThan(20)
    expect(urls.size).toBeGreaterThan(20)
    for (const url of urls) expect(fixtureImages).toContain(JSON.parse(url))
  })

  it('load with their dates moved to the present', () => {
    const kept = files['./home/limitedTimeDeals.json'] as Recording<{ endDate: { _seconds: number } }[]>[]
    const recordedEnd = kept[0]?.answer[0]?.endDate._seconds ?? 0
    const loadedEnd = recorded('limitedTimeDeals')[0]?.endDate?._seconds ?? 0
    expect(loadedEnd - Date.now() / 1000).toBeCloseTo(recordedEnd - RECORDED_AT_SECONDS, -1)
  })
})

describe('the recorder', () => {
  // Hand-written, not recorded: identity's and the seller area's mocks keep state (a sign-in, an order
  // that moves on), and the invoice PDF is a file, not JSON.
  it('lists every GET call the handlers answer, except the hand-written ones', () => {
    const byUrl = new Map(Object.keys(routes).map((name) => [apiUrl(name as RouteName), name as RouteName]))
    const answered = handlers
      .filter((handler) => 'method' in handler.info && handler.info.method === 'GET')
      .map((handler) => byUrl.get(String(handler.info.path)))
    expect(answered).not.toContain(undefined)
    const handWritten = new Set<string>([
      ...Object.keys(identityRoutes),
      ...Object.keys(sellerAreaRoutes),
      'orderInvoice',
    ])
    const recordable = new Set(answered.filter((name) => name !== undefined && !handWritten.has(name)))
    expect([...recordable].sort()).toEqual([...recordedCalls].sort())
    for (const name of recordable) expect(featureOf(name as RecordedCall)).toBeTruthy()
  })
})
