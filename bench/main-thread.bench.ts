// `npm run bench:main-thread`: where a phone's main thread spends the landing pages' first seconds. Loads
// each page of e2e/landing-pages.ts (home, a category, a search, a brand; BENCH_PAGES=home,brand picks)
// LOADS times (default 3) in Debian's Chromium as Lighthouse's phone: 412 x 823 at 1.75x, touch, the CPU
// slowed 4x (no network throttling: the work, not the waits). Each load is traced for its first load event
// and six seconds more. Printed per page, medians of the loads: the blocking-time stand-in (the sum over
// tasks of their time beyond 50 ms), the main thread's time by kind of work, and the long tasks of the
// median load with the functions that ran longest in each, named through the build's hidden source maps.
// Starts the built app the e2e way (a fresh data folder), or measures BENCH_BASE_URL. Figures in
// docs/benchmarks.md ("Flat pictures"); Lighthouse's own figures come from `npm run test:lighthouse`.
import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { pagesToAudit } from '../e2e/landing-pages.ts'
import { type RunningApp, startApp } from '../e2e/server.ts'
import { PHONE, rendererMainThread, type TraceEvent } from '../e2e/trace.ts'

const LOADS = Number(process.env.LOADS ?? 3)
const CPU_SLOWDOWN = 4
const AFTER_LOAD_MS = 6000
const LONG_TASK_US = 50_000
const assets = path.resolve(import.meta.dirname, '../packages/storefront/dist/assets')

/** The arguments of the events read here: a profile's start and its chunks. */
type ProfileEvent = TraceEvent<{ data?: ProfileData & { startTime?: number } }>
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number }
}
interface ProfileData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
  timeDeltas?: number[]
}

/** Kinds of main-thread work, by the trace event that did it (its own time, without its children's). */
const KINDS: [kind: string, events: RegExp][] = [
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)/,
  ],
  ['SVG pictures', /^(DecodedDataDocumentParser::AppendBytes|IsolatedSVGDocumentHost)/],
  ['style', /^(Document::recalcStyle|UpdateLayoutTree|Document::updateStyle|Document::rebuildLayoutTree)/],
  ['layout', /^(Layout|LocalFrameView::performLayout|InlineNode::)/],
  [
    'paint',
    /^(Paint|PrePaint|Layerize|PaintArtifactCompositor|LocalFrameView::Run(Pre)?PaintLifecyclePhase)/,
  ],
]
const kindOf = (name: string) => KINDS.find(([, events]) => events.test(name))?.[0] ?? 'other'

const sourceMaps = new Map<string, SourceMap | null>()
function functionName(frame: ProfileNode['callFrame']): string {
  const url = frame.url ?? ''
  const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1]
  const fallback = `${frame.functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}`
  if (!file) return frame.functionName || url || '(native)'
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, new SourceMap(JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'))))
    } catch {
      sourceMaps.set(file, null)
    }
  }
  const entry = sourceMaps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber)
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return fallback
  const source = entry.originalSource.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')
  // The map names the original function where the minifier renamed it; else the compiled name stands.
  const name = (entry as { name?: string }).name ?? (frame.functionName || '(anonymous)')
  return `${name} ${source}:${entry.originalLine + 1}`
}

interface Load {
  blocking: number
  byKind: Map<string, number>
  longTasks: string[]
}

async function traceLoad(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const events: ProfileEvent[] = []
    cdp.on('Tracing.dataCollected', (batch) => events.push(...(batch.value as unknown as ProfileEvent[])))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.cpu_profiler,blink',
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(AFTER_LOAD_MS)
    await cdp.send('Tracing.end')
    await complete
    return analyse(events)
  } finally {
    await browser.close()
  }
}

function analyse(events: ProfileEvent[]): Load {
  const onMain = rendererMainThread(events)
  const main = onMain[0]
  if (!main) throw new Error('The trace has no renderer main thread')
  const complete = onMain
    .filter((e) => e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  // Each event's own time: its duration less its direct children's.
  const own = new Map<ProfileEvent, number>(complete.map((e) => [e, e.dur ?? 0]))
  const open: ProfileEvent[] = []
  for (const e of complete) {
    while (open.length && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= e.ts) open.pop()
    const parent = open.at(-1)
    if (parent) own.set(parent, (own.get(parent) ?? 0) - (e.dur ?? 0))
    open.push(e)
  }
  const byKind = new Map<string, number>()
  for (const [e, us] of own)
    if (e.name !== 'RunTask') byKind.set(kindOf(e.name), (byKind.get(kindOf(e.name)) ?? 0) + us / 1000)

  // CPU samples, for the functions inside each long task.
  const nodes = new Map<number, ProfileNode>()
  const samples: [ts: number, node: number][] = []
  let time = onMain.find((e) => e.name === 'Profile')?.args?.data?.startTime ?? 0
  for (const chunk of events.filter((e) => e.pid === main.pid && e.name === 'ProfileChunk')) {
    const data = chunk.args?.data
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const deltas = data?.timeDeltas ?? []
    for (const [i, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      time += deltas[i] ?? 0
      samples.push([time, node])
    }
  }
  const start = Math.min(...onMain.filter((e) => e.name === 'ParseHTML').map((e) => e.ts))
  const tasks = complete.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US)
  const longTasks = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const hits = new Map<string, number>()
    for (const [ts, id] of samples) {
      const node = nodes.get(id)
      if (ts < task.ts || ts >= end || !node || /^\((idle|program|root)\)$/.test(node.callFrame.functionName))
        continue
      const name = functionName(node.callFrame)
      hits.set(name, (hits.get(name) ?? 0) + 1)
    }
    const top = [...hits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name)
    const at = Math.round((task.ts - start) / 1000)
    return `at ${at} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${top.join(' | ') || '(no script)'}`
  })
  const blocking = tasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0)
  return { blocking, byKind, longTasks }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function server(): Promise<RunningApp> {
  const baseUrl = process.env.BENCH_BASE_URL?.replace(/\/$/, '')
  return baseUrl ? { baseUrl, output: () => '', stop: async () => {} } : startApp()
}

const app = await server()
try {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? ['home', 'category', 'search', 'brand']
  const pages = Object.entries(await pagesToAudit(app.baseUrl)).filter(([name]) => only.includes(name))
  // Once each first, unmeasured: the server's first answers (caches, the database's first reads).
  for (const [, pagePath] of pages) await traceLoad(`${app.baseUrl}${pagePath}`)
  const rows = []
  for (const [name, pagePath] of pages) {
    const loads: Load[] = []
    for (let i = 0; i < LOADS; i++) loads.push(await traceLoad(`${app.baseUrl}${pagePath}`))
    const blocking = loads.map((load) => load.blocking)
    const kinds = [...KINDS.map(([kind]) => kind), 'other']
    rows.push({
      page: name,
      'blocking stand-in (ms)': Math.round(median(blocking)),
      runs: blocking.map(Math.round).join(', '),
      ...Object.fromEntries(
        kinds.map((kind) => [kind, Math.round(median(loads.map((l) => l.byKind.get(kind) ?? 0)))]),
      ),
    })
    const typical = loads.find((load) => load.blocking === median(blocking)) ?? loads[0]
    console.log(`\n${name} (${pagePath}), the long tasks of its median load:`)
    for (const line of typical?.longTasks ?? []) console.log(`  ${line}`)
  }
  console.log(`\nMain thread, ${CPU_SLOWDOWN}x slower CPU, ms (medians of ${LOADS} loads):`)
  console.table(rows)
} finally {
  await app.stop()
}
