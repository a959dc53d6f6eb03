// What the landing pages make the browser do on the main thread while they load, read from a Chromium trace
// with the categories Lighthouse records. Two patterns made most of the phone's blocking time before
// (docs/benchmarks.md, "Work done inside scripts"): a script reading layout straight after React had added
// elements (Embla measuring a carousel, `innerWidth` in a render, `scrollY` in an animation frame), which
// makes the browser compute those elements' styles and layout inside that script; and large placeholders
// taken away, whose every laid-out element the browser undoes inside React's commit. Both are counted
// here, by elements, not by time, so the check holds on a busy machine.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { pagesToAudit } from './landing-pages.ts'
import { useAppAndBrowser } from './support.ts'
import { type TraceEvent as AnyTraceEvent, PHONE, rendererMainThread } from './trace.ts'

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

/** The events read here, with the arguments of invalidations, style recalculations and layouts. */
type TraceEvent = AnyTraceEvent<{
  elementCount?: number
  data?: { reason?: string; stackTrace?: StackFrame[] }
  beginData?: { dirtyObjects?: number; stackTrace?: StackFrame[] }
}>
interface StackFrame {
  functionName: string
  url: string
  lineNumber: number
}

const journey = useAppAndBrowser()

/** The four landing pages of the audited ones (the product page is not one). */
async function landingPages(baseUrl: string): Promise<Record<string, string>> {
  const { product: _product, ...landing } = await pagesToAudit(baseUrl)
  return landing
}

/** The page's load as the renderer's main thread recorded it, until the network has been idle a while. */
async function traceLoad(url: string): Promise<TraceEvent[]> {
  const context = await journey.browser.newContext(PHONE)
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
    return rendererMainThread(events)
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
