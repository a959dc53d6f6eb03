// `npm run test:size`: the JavaScript the home route (/) needs before its first render, gzipped, against a
// budget. (The first paint needs none: the build draws the header into index.html.) Counted: the entry chunk of index.html, every chunk it imports statically, and the lazy chunk
// of the home route (src/features/home/...) with its own static imports, each file once. Fonts, CSS,
// images and the chunks of other routes are not counted. Then the number of script files each landing
// page's first screen loads beyond the entry, against a budget of its own.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SCREEN_PRELOADS_FILE, type ScreenPreloads } from '@haat/contract/core'
import { FRAME_LABEL, LANDING_FAMILIES } from '../packages/storefront/build/landingChunks.ts'
import { FRAME_PARTS } from '../packages/storefront/src/app/screenModules.ts'
import { isBuildStale, root } from './storefront-build.ts'

/**
 * 188.6 kB on 2026-11-26 with the header's cart and wishlist counts (docs/benchmarks.md has the breakdown): React DOM alone is about 60 kB of it, Redux
 * Toolkit with RTK Query about 20, emotion with MUI's core about 28, the router about 14. The header's
 * first paint already leaves its menus, popovers and the phone's search overlay to lazy chunks; what it
 * still needs is MUI's AppBar, Badge, Button, IconButton, InputBase, Paper, Link and Skeleton (about 12 kB).
 * The budget is today's size with a small margin, so growth shows at once; the phone target of 170 kB
 * needs those header parts replaced by plain elements in packages/ui, not trimmed here.
 */
// 192.5 kB on 2026-11-27: every page of the table is now built (13 more screens, whose chunk lists the
// router's lazy-import map carries in the entry) and the phone header has its menu button. 183.8 kB the same
// day once the build put everything the first paint needs in the entry chunk (7 files instead of 30).
// 204.9 kB on 2026-12-04: the home sections' code (the banners, the rows) now sits in the home route's own
// chunks instead of three files of its own that the page preloaded beside them, one round trip less before
// the first paint (docs/benchmarks.md, "Fewer files before the first paint"). The page downloads the same
// code before its first paint as before; this count now sees it.
// 204.4 kB later that day: React Router's production copy instead of its development one (vite.config.ts).
const BUDGET_BYTES = 208 * 1024
const HOME_ROUTE_SOURCE = /^src\/features\/home\//
/** The landing chunk the home route's screen goes in (build/landingChunks.ts puts landing screens there). */
const HOME_FAMILY_CHUNK = LANDING_FAMILIES.find((family) => family.pages.includes('home'))?.name

const storefront = path.join(root, 'packages/storefront')
/**
 * SIZE_CHECK_DIST measures a build elsewhere (`vite build --outDir <dir> --manifest`) as it is, without
 * building: a build in the shared checkout's dist would replace the one others are running.
 */
const privateDist = process.env.SIZE_CHECK_DIST ? path.resolve(process.env.SIZE_CHECK_DIST) : undefined
const dist = privateDist ?? path.join(storefront, 'dist')
const manifestFile = path.join(dist, '.vite/manifest.json')

type ManifestChunk = {
  file: string
  /** The chunk's name: a landing chunk's is its families' label (build/landingChunks.ts). */
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

function whyBuild(): string | undefined {
  if (!existsSync(manifestFile)) return 'no build with a manifest yet'
  if (isBuildStale(manifestFile)) return 'the sources changed since the build'
  return undefined
}

const reason = privateDist ? undefined : whyBuild()
if (privateDist && !existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build with \`--manifest\` into ${privateDist} first.`)
  process.exit(1)
}
if (reason) {
  console.log(`Building the storefront (${reason})...`)
  // `--manifest` whatever the storefront's own config says: the manifest is how chunks are found here.
  const build = spawnSync('npm', ['run', 'build', '-w', '@haat/storefront', '--', '--manifest'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) {
    console.error('The storefront build failed; the size check cannot run.')
    process.exit(1)
  }
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'))
if (!entryKey) throw new Error(`No index.html entry in ${manifestFile}`)

/** The chunk keys `start` pulls in statically (itself included), transitively. */
function staticClosure(start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into
  into.add(start)
  for (const imported of manifest[start]?.imports ?? []) staticClosure(imported, into)
  return into
}

const beforeFirstPaint = new Map<string, string>() // chunk key -> why it is counted
for (const key of staticClosure(entryKey, new Set()))
  beforeFirstPaint.set(key, key === entryKey ? 'entry' : 'entry import')

// The home route is a lazy chunk reached through a dynamic import of something the entry loads.
const homeRouteKey = [...beforeFirstPaint.keys()]
  .flatMap((key) => manifest[key]?.dynamicImports ?? [])
  .find((key) => HOME_ROUTE_SOURCE.test(key) || manifest[key]?.name === HOME_FAMILY_CHUNK)
if (!homeRouteKey) {
  console.error(
    'No lazy chunk of src/features/home/ or of the home family is imported dynamically by the entry: is the home route lazy?',
  )
  process.exit(1)
}
for (const key of staticClosure(homeRouteKey, new Set())) {
  if (!beforeFirstPaint.has(key))
    beforeFirstPaint.set(key, key === homeRouteKey ? 'home route' : 'home route import')
}

// index.html must really reference the entry it ships (a stale manifest would measure the wrong files).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
const entryFile = manifest[entryKey]?.file ?? ''
if (!indexHtml.includes(entryFile)) throw new Error(`dist/index.html does not load ${entryFile}`)

const rows = [...beforeFirstPaint].map(([key, role]) => {
  const file = manifest[key]?.file ?? key
  const source = readFileSync(path.join(dist, file))
  return { file, role, raw: source.length, gzip: gzipSync(source, { level: 9 }).length }
})

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const width = Math.max(...rows.map((row) => row.file.length), 'file'.length)
console.log(`\nJavaScript of the home route before its first render (gzip level 9)\n`)
console.log(
  `${'file'.padEnd(width)}  ${'counted as'.padEnd(17)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`,
)
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.role.padEnd(17)}  ${kB(row.raw).padStart(9)}  ${kB(row.gzip).padStart(9)}`,
  )
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0)
console.log(`\nTotal: ${kB(total)} gzip of a ${kB(BUDGET_BYTES)} budget (${rows.length} files)`)

// Said out loud rather than hidden: what the home route loads lazily after its first paint. Only the
// home route's own chunks are followed: the entry's lazy imports are the other routes and the menus.
const entryChunks = staticClosure(entryKey, new Set())
const later = new Set<string>()
for (const key of staticClosure(homeRouteKey, new Set())) {
  if (entryChunks.has(key)) continue
  for (const lazyKey of manifest[key]?.dynamicImports ?? []) {
    for (const chunk of staticClosure(lazyKey, new Set())) if (!beforeFirstPaint.has(chunk)) later.add(chunk)
  }
}
if (later.size > 0) {
  const laterGzip = [...later].reduce((sum, key) => {
    const file = manifest[key]?.file ?? key
    return sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  }, 0)
  console.log(
    `Loaded by the home route after its first paint (not counted): ${kB(laterGzip)} gzip in ${later.size} files`,
  )
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kB(total - BUDGET_BYTES)}.`)
  process.exit(1)
}

/**
 * The script files a landing page's first screen needs beyond the entry (the server preloads them). One
 * chunk per family of landing pages keeps them few (packages/storefront/build/landingChunks.ts): over
 * HTTP/1.1 a phone fetches six files at a time, each a round trip. Before that grouping a category page
 * needed 56 and the product page 64; with it, 8 to 11; with the screens in their families' chunks and the
 * small shared chunks joined (2026-12-04), 2 on the home page and 5 on the others. More than this means the
 * grouping broke.
 */
const LANDING_FILES_BUDGET = 6
const screenPreloads = JSON.parse(
  readFileSync(path.join(dist, SCREEN_PRELOADS_FILE), 'utf8'),
) as ScreenPreloads
console.log(`\nScripts a landing page's first screen loads beyond the entry (gzip level 9)\n`)
const tooMany: string[] = []
for (const page of LANDING_FAMILIES.flatMap((family) => family.pages)) {
  const scripts = (screenPreloads[page] ?? []).filter((file) => file.endsWith('.js'))
  const gzip = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  )
  console.log(`${page.padEnd(22)}  ${String(scripts.length).padStart(2)} files  ${kB(gzip).padStart(9)}`)
  if (scripts.length > LANDING_FILES_BUDGET) tooMany.push(page)
}
if (tooMany.length > 0) {
  console.error(`More than ${LANDING_FILES_BUDGET} files on: ${tooMany.join(', ')}.`)
  process.exit(1)
}

// The frame's lazy parts (footer, the phone's bottom bar) load on every page right after its first paint:
// they must load chunks of their own, never a landing family's chunk whole (packages/storefront/build/
// landingChunks.ts). Before that rule the phone's bottom bar loaded and ran the seller stores' chunk (32 kB)
// on every page.
const entryClosure = staticClosure(entryKey, new Set())
const frameChunks = new Set<string>()
for (const file of FRAME_PARTS) {
  const key = `src/${file}`
  if (!manifest[key]) {
    console.error(`${key}, a part of the frame, has no chunk of its own.`)
    process.exit(1)
  }
  for (const chunk of staticClosure(key, new Set())) if (!entryClosure.has(chunk)) frameChunks.add(chunk)
}
const framePartKeys = new Set(FRAME_PARTS.map((file) => `src/${file}`))
const strayChunks = [...frameChunks].filter((key) => {
  const labels = path
    .basename(manifest[key]?.file ?? key)
    .replace(/-[\w-]+\.js$/, '')
    .split('_')
  return !framePartKeys.has(key) && !labels.includes(FRAME_LABEL)
})
const frameGzip = [...frameChunks].reduce(
  (sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key]?.file ?? '')), { level: 9 }).length,
  0,
)
console.log(`
The frame's lazy parts load ${frameChunks.size} files beyond the entry, ${kB(frameGzip)} gzip.`)
if (strayChunks.length > 0) {
  console.error(
    `They load chunks that are not theirs: ${strayChunks.map((key) => manifest[key]?.file).join(', ')}.`,
  )
  process.exit(1)
}

// The app needs only the contract's zod-free core; the schemas are for development checks. A chunk that
// carries zod means some module imports `@haat/contract` for a value instead of `@haat/contract/core`.
const withZod = readdirSync(path.join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') && readFileSync(path.join(dist, 'assets', file), 'utf8').includes('ZodError'),
)
if (withZod.length > 0) {
  console.error(`These chunks carry zod: ${withZod.join(', ')}. Import values from @haat/contract/core.`)
  process.exit(1)
}
console.log('No chunk carries zod.')

// React Router's development copy runs its warnings in the browser; the build aliases the production copy
// (vite.config.ts). One of the development copy's warnings, as a marker that it came back.
const ROUTER_DEVELOPMENT_MARKER = 'You rendered descendant <Routes>'
const withRouterWarnings = readdirSync(path.join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(path.join(dist, 'assets', file), 'utf8').includes(ROUTER_DEVELOPMENT_MARKER),
)
if (withRouterWarnings.length > 0) {
  console.error(`These chunks carry React Router's development copy: ${withRouterWarnings.join(', ')}.`)
  process.exit(1)
}
console.log("No chunk carries React Router's development copy.")
