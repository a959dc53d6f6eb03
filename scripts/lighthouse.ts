// `npm run test:lighthouse`: Lighthouse CI on five pages of the built app, with the budgets of
// lighthouserc.cjs as assertions. Starts the app the e2e way (`npm start` on a free port with a fresh data
// folder, e2e/server.ts), picks a category, a search, a brand and a product from the seeded catalogue
// through the API, runs `lhci collect` (3 mobile runs a page in /usr/bin/chromium), prints the median of
// each page, then `lhci assert`, whose failure fails this script. Reports land in .lighthouseci/ (ignored
// by git).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pagesToAudit } from '../e2e/landing-pages.ts'
import { type RunningApp, startApp } from '../e2e/server.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, '.lighthouseci')
const CONFIG = '--config=lighthouserc.cjs'

/**
 * A Lighthouse run that hangs (a page Lighthouse declares unresponsive has left its process waiting for
 * ever) must fail the step, not hold CI until it is cut: twelve runs take about five minutes on a quiet
 * machine and twenty on a busy one.
 */
const LHCI_TIMEOUT_MS = 30 * 60_000

function lhci(args: string[], env: Record<string, string> = {}): number {
  const run = spawnSync('npx', ['lhci', ...args, CONFIG], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: LHCI_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  })
  if (run.error) console.error(`lhci ${args[0]} did not finish: ${run.error.message}`)
  return run.status ?? 1
}

interface Lhr {
  requestedUrl: string
  /** Set when Lighthouse itself failed the run (for example NO_NAVSTART, a trace without its navigation). */
  runtimeError?: { code: string }
  environment: { benchmarkIndex: number }
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Each page's median of every figure (each on its own, so the columns may come from different runs). */
function summarise(urls: Record<string, string>, baseUrl: string) {
  const reports = readdirSync(outDir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Lhr)
  const bytes = (lhr: Lhr, type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize ?? 0
  const rows = Object.entries(urls).map(([name, pagePath]) => {
    const all = reports.filter((lhr) => lhr.requestedUrl === `${baseUrl}${pagePath}`)
    // A run Lighthouse failed has no figures. `lhci assert` checks the run nearest the median first paint and
    // interactive time, which one failed run of three never is.
    const runs = all.filter((lhr) => !lhr.runtimeError)
    const failed = all.flatMap((lhr) => (lhr.runtimeError ? [lhr.runtimeError.code] : []))
    const score = (category: string) =>
      medianOf(runs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100))
    const audit = (id: string) => medianOf(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
    return {
      page: name,
      path: pagePath,
      runs: runs.length,
      ...(failed.length ? { failedRuns: failed.join(' ') } : {}),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      scriptKB: Number((medianOf(runs.map((lhr) => bytes(lhr, 'script'))) / 1000).toFixed(1)),
      fontKB: Number((medianOf(runs.map((lhr) => bytes(lhr, 'font'))) / 1000).toFixed(1)),
      totalKB: Number((medianOf(runs.map((lhr) => bytes(lhr, 'total'))) / 1000).toFixed(1)),
      benchmarkIndex: Math.round(medianOf(runs.map((lhr) => lhr.environment.benchmarkIndex))),
    }
  })
  console.table(rows)
  writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`)
}

/**
 * LIGHTHOUSE_BASE_URL audits a server that is already running (its catalogue must be the seeded one), for
 * example on a machine too busy to start and seed a fresh one within the e2e helper's time-out.
 */
async function server(): Promise<RunningApp> {
  const baseUrl = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '')
  if (baseUrl) return { baseUrl, output: () => '', stop: async () => {} }
  const app = await startApp()
  // Ctrl-C or a CI time-out: the server runs in a process group of its own and must not outlive this run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.stop().finally(() => process.exit(1))
    })
  }
  return app
}

rmSync(outDir, { recursive: true, force: true })
const app = await server()
let status = 1
try {
  // LIGHTHOUSE_PAGES=category,brand audits only those of the four pages.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
  const urls = Object.fromEntries(
    Object.entries(await pagesToAudit(app.baseUrl)).filter(([name]) => !only || only.includes(name)),
  )
  const list = Object.values(urls).map((pagePath) => `${app.baseUrl}${pagePath}`)
  console.log(`Lighthouse (mobile, 3 runs a page): ${list.join(' ')}`)
  status = lhci(['collect'], { HAAT_LIGHTHOUSE_URLS: list.join(' ') })
  if (status === 0) {
    summarise(urls, app.baseUrl)
    lhci(['upload'])
    status = lhci(['assert'])
  }
} finally {
  await app.stop()
}
process.exit(status)
