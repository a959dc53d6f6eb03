// What the landing pages make the browser do on the main thread while they load, read from a Chromium trace
// with the categories Lighthouse records. Two patterns made most of the phone's blocking time before
// (docs/benchmarks.md, "Work done inside scripts"): a script reading layout straight after React had added
// elements (Embla measuring a carousel, `innerWidth` in a render, `scrollY` in an animation frame), which
// makes the browser compute those elements' styles and layout inside that script; and large placeholders
// taken away, whose every laid-out element the browser undoes inside React's commit. Both are counted
// here, by elements, not by time, so the check holds on a busy machine.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import { pageHref, pages } from '@haat/contract/core'
import { apiJson, useAppAndBrowser } from './support.ts'

/** Lighthouse 12's trace categories (core/gather/gatherers/trace.js), so the browser records what it records. */
const LIGHTHOUSE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.invalidationTracking',
].join(',')

/** A style recalculation or layout a script asks for may touch a few elements (a menu measuring itself). */
const FORCED_ELEMENTS_ALLOWED = 50
/**
 * Laid-out elements each page may remove from scripts while it loads: the placeholders its answers replace.
 * Measured on 2026-12-03 (the same on every run): home 127, a category and a search 22, a brand page 16;
 * on 2026-12-04 home 120. That day some runs removed about 90 more, the drawn header of the first frame
 * when it was taken out before the browser had drawn it hidden (app/firstFrame/DropFirstFrame.tsx).
 * Before, with the first frame drawn inside #root (which React cleared), MUI's skeletons (a tree of twenty
 * elements a card) and skeleton rows that were whole carousels, a search removed 278 and home 350.
 */
const REMOVED_ALLOWED: Record<string, number> = { home: 150, category: 40, search: 40, brand: 40 }

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: {
    /** A thread_name metadata event's name. */
    name?: string
    elementCount?: number
    data?: { reason?: string; stackTrace?: StackFrame[] }
    beginData?: { dirtyObjects?: number; stackTrace?: StackFrame[] }
  }
}
interface StackFrame {
  functionName: string
  url: string
  lineNumber: number
}

const journey = useAppAndBrowser()

async function landingPages(baseUrl: string): Promise<Record<string, string>> {
  const categories = await apiJson<Answer<'categories'>>(baseUrl, '/fetchCategory')
  const category = categories.find((c) => c.parentCategory === c.id && c.productCount > 0 && c.name)
  const [brand] = await apiJson<Answer<'topBrands'>>(baseUrl, '/getTopBrand')
  assert.ok(category?.name && brand, 'the seed has a top category and a top brand')
  return {
    home: pages.home.path,
    category: pageHref('categoryNamed', { categoryId: category.id, name: category.name }),
    search: `${pages.searchResults.path}?${new URLSearchParams({ query: 'phone' })}`,
    brand: pageHref('brand', { brandId: brand.brandId }),
  }
}

/** The page's load as the renderer's main thread recorded it, until the network has been idle a while. */
async function traceLoad(url: string): Promise<TraceEvent[]> {
  const context = await journey.browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    await cdp.send('Tracing.start', { categories: LIGHTHOUSE_CATEGORIES, transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    const busiest = events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((thread) => ({
        thread,
        busy: events
          .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
          .reduce((sum, e) => sum + (e.dur ?? 0), 0),
      }))
      .sort((a, b) => b.busy - a.busy)[0]?.thread
    assert.ok(busiest, 'the trace has a renderer main thread')
    return events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid)
  } finally {
    await context.close()
  }
}

const where = (stack: StackFrame[] = []) =>
  stack
    .slice(0, 3)
    .map(
      (frame) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`,
    )
    .join(' < ')

describe('main-thread work of the landing pages while they load', () => {
  test('no script makes the browser lay out what React has just added, and few laid-out elements are removed', async () => {
    const urls = await landingPages(journey.app.baseUrl)
    for (const [name, path] of Object.entries(urls)) {
      const events = await traceLoad(`${journey.app.baseUrl}${path}`)
      const forced = events.flatMap((event) => {
        const stack = event.args?.beginData?.stackTrace
        if (!stack?.length || event.ph !== 'X') return []
        const elements =
          event.name === 'UpdateLayoutTree'
            ? (event.args?.elementCount ?? 0)
            : event.name === 'Layout'
              ? (event.args?.beginData?.dirtyObjects ?? 0)
              : 0
        return elements > FORCED_ELEMENTS_ALLOWED ? [`${event.name} of ${elements} from ${where(stack)}`] : []
      })
      assert.deepEqual(forced, [], `${name} (${path}): work forced by scripts while loading`)
      const removed = events.filter(
        (event) =>
          event.name === 'LayoutInvalidationTracking' &&
          event.args?.data?.reason === 'Removed from layout' &&
          event.args.data.stackTrace?.length,
      ).length
      const tracked = events.filter((event) => event.name === 'LayoutInvalidationTracking').length
      assert.ok(tracked > 0, `${name}: the trace records what changes layout (Lighthouse's categories)`)
      const allowed = REMOVED_ALLOWED[name] ?? 0
      assert.ok(
        removed <= allowed,
        `${name} (${path}): scripts removed ${removed} laid-out elements while it loaded (at most ${allowed})`,
      )
    }
  })
})
