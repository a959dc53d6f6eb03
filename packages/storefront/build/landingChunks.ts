import path from 'node:path'
import type { PageName } from '@haat/contract/core'
import type { CodeSplittingGroup, OutputChunk } from 'rolldown'
import { build, type Plugin } from 'vite'
import { FRAME_PARTS, type ScreenModule, screenModules } from '../src/app/screenModules.ts'
import { openingModules, staticClosure } from './chunkGraph.ts'

/** Landing pages whose first screens' code is chunked as one. */
export interface LandingFamily {
  name: string
  pages: readonly PageName[]
}

/**
 * Pages where shoppers arrive from outside the store (a search engine, a shared link, an advert), grouped by
 * the code they share, in the order their chunk names join them: docs/architecture.md, "Landing chunks".
 */
export const LANDING_FAMILIES: readonly LandingFamily[] = [
  { name: 'home', pages: ['home'] },
  {
    name: 'listing',
    pages: [
      'category',
      'categoryNamed',
      'searchResults',
      'dealProducts',
      'discountProducts',
      'topBrandProducts',
      'featuredBrandProducts',
    ],
  },
  { name: 'store', pages: ['brand', 'sellerStore'] },
  { name: 'product', pages: ['product'] },
]

/** What a page needs at first render beyond the entry, as module ids. */
export interface PageNeeds {
  /** For its screen (and the module that starts its first calls): before the screen can render. */
  screen: ReadonlySet<string>
  /** For the parts of its first screen that it loads lazily (the home page's sections). */
  parts: ReadonlySet<string>
}

export interface LandingChunkInput {
  /**
   * What each page needs, as the bundler found it once unused exports were shaken out (a first build
   * without landing chunks).
   */
  pageNeeds: ReadonlyMap<PageName, PageNeeds>
  /** Modules that must keep a chunk of their own (every screen: the router loads each by itself). */
  ownChunkModules: ReadonlySet<string>
  /**
   * What the lazy parts of every page's frame need beyond the entry (FRAME_PARTS: the footer, the phone's
   * bottom bar). Every page loads them after its first paint, so they get chunks of their own ('frame',
   * and 'store_frame' for what they share with a family) rather than a whole family's chunk each.
   */
  frameNeeds?: ReadonlySet<string>
  /**
   * The size of each module's code (the landing scan's rendered length, before minifying). With it, a
   * chunk shared by some families that is smaller than SMALL_SHARED_CHUNK_BYTES joins the chunk shared by
   * all of them (below).
   */
  moduleBytes?: ReadonlyMap<string, number>
}

/**
 * Below this much code (before minifying; about 3 kB on the wire) a chunk shared by some of the families
 * joins the chunk every family loads: a page then downloads a few kB it does not run, where before its
 * first paint every file more costs a phone's connection a round trip (docs/architecture.md, "Landing
 * chunks").
 */
export const SMALL_SHARED_CHUNK_BYTES = 12_000

/** The label of what the frame's lazy parts need, after the families' in a chunk's name. */
export const FRAME_LABEL = 'frame'

/**
 * Which landing chunk each module goes in: the one named after the families with a page that needs the
 * module at first render ('listing', 'home_listing', ...), so a page loads no module that none of its
 * family's pages needs. What a family needs for the lazy parts of its first screens goes with what its
 * screens need: the page preloads both, and each file more costs a phone a round trip before the first
 * paint (docs/architecture.md, "Landing chunks"). What the frame's lazy parts need is labelled the same
 * way ('frame', 'store_frame'), so the footer and the phone's bottom bar load only their own modules. Pages
 * outside the families load a landing chunk for any module of it they use: they are reached from a landing
 * page far more often than opened directly, and their own code stays apart.
 *
 * A module's imports are needed wherever the module is, so a chunk only imports chunks of the same or more
 * families: there are no cycles between them.
 */
export function landingChunkOf(
  { pageNeeds, ownChunkModules, frameNeeds = new Set(), moduleBytes }: LandingChunkInput,
  families: readonly LandingFamily[] = LANDING_FAMILIES,
): Map<string, string> {
  const neededBy = new Map<string, string[]>()
  const add = (ids: Iterable<string>, label: string) => {
    for (const id of ids) {
      if (!ownChunkModules.has(id)) neededBy.set(id, [...(neededBy.get(id) ?? []), label])
    }
  }
  for (const family of families) {
    const needs = family.pages.flatMap((page) => {
      const need = pageNeeds.get(page)
      return need ? [need] : []
    })
    add(new Set(needs.flatMap((need) => [...need.screen, ...need.parts])), family.name)
  }
  add(frameNeeds, FRAME_LABEL)
  const labelled = new Map([...neededBy].map(([id, labels]) => [id, labels.join('_')]))
  return moduleBytes ? joinSmallSharedChunks(labelled, neededBy, families, moduleBytes) : labelled
}

/**
 * Moves the modules of small chunks that several (not all) families share into the chunk all families share.
 * A chunk only imports chunks of more families, so a chunk joins only when every chunk of more families
 * that it might import, short of all of them, has joined too: the chunk of all families then imports none
 * that imports it back. Chunks of one family and the frame's stay as they are.
 */
function joinSmallSharedChunks(
  labelled: Map<string, string>,
  neededBy: ReadonlyMap<string, readonly string[]>,
  families: readonly LandingFamily[],
  moduleBytes: ReadonlyMap<string, number>,
): Map<string, string> {
  const all = families.map((family) => family.name)
  const allLabel = all.join('_')
  const familiesOf = new Map<string, readonly string[]>()
  const bytesOf = new Map<string, number>()
  for (const [id, label] of labelled) {
    familiesOf.set(label, neededBy.get(id) ?? [])
    bytesOf.set(label, (bytesOf.get(label) ?? 0) + (moduleBytes.get(id) ?? 0))
  }
  const shared = [...familiesOf].filter(
    ([, names]) => names.length > 1 && names.length < all.length && !names.includes(FRAME_LABEL),
  )
  const joined = new Set<string>()
  // Chunks of more families first: whether a chunk may join depends on theirs.
  for (const [label, names] of shared.sort(([, a], [, b]) => b.length - a.length)) {
    const wider = shared.filter(
      ([other, otherNames]) =>
        other !== label &&
        names.every((name) => otherNames.includes(name)) &&
        otherNames.length > names.length,
    )
    const small = (bytesOf.get(label) ?? 0) < SMALL_SHARED_CHUNK_BYTES
    if (small && wider.every(([other]) => joined.has(other))) joined.add(label)
  }
  return new Map([...labelled].map(([id, label]) => [id, joined.has(label) ? allLabel : label]))
}

/**
 * The landing pages: their screens go in their families' chunks instead of chunks of their own, one file
 * less before their first paint. A family's chunk already holds the code of every page of the family, so
 * a page loads little it does not show.
 */
const landingPages = new Set<PageName>(LANDING_FAMILIES.flatMap((family) => family.pages))

/** The mode of the first build the landing chunks are worked out from: the bundler's own chunking. */
export const LANDING_SCAN_MODE = 'landing-scan'

/**
 * The landing chunks of a build: a plugin that works them out, and the chunk group that forms them.
 *
 * The plugin first builds the app in LANDING_SCAN_MODE (nothing written, no landing chunks): its chunks tell
 * which modules each page needs once unused exports are shaken out, which the module graph alone cannot
 * (every screen imports @haat/ui's index, which re-exports every component). The group then names, for
 * each module, the chunk it goes in.
 */
export function landingChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let chunkOf = new Map<string, string>()
  let root = ''
  const plugin: Plugin = {
    name: 'haat:landing-chunks',
    apply: (_config, { command, mode }) => command === 'build' && mode !== LANDING_SCAN_MODE,
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      const scan = await build({
        root,
        mode: LANDING_SCAN_MODE,
        logLevel: 'error',
        build: { write: false, minify: false, sourcemap: false },
      })
      const chunks = (Array.isArray(scan) ? scan : [scan])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((file): file is OutputChunk => file.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return this.error('The landing scan built no entry chunk')
      const loadedByEntry = staticClosure(entry, byFile)
      const srcDir = path.join(root, 'src')
      const screens = Object.entries(screenModules) as [PageName, ScreenModule][]
      const neededBeyondEntry = (files: readonly string[]) => {
        const loaded = new Set<string>()
        for (const file of files) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(srcDir, file))
          if (!chunk) throw new Error(`src/${file} has no chunk of its own in the landing scan`)
          staticClosure(chunk, byFile, loaded)
        }
        const own = [...loaded].filter((file) => !loadedByEntry.has(file))
        return new Set(own.flatMap((file) => byFile.get(file)?.moduleIds ?? []))
      }
      const pageNeeds = new Map(
        screens.map(([page, screen]) => [
          page,
          {
            screen: neededBeyondEntry([...(screen.firstCalls ? [screen.firstCalls] : []), screen.file]),
            parts: neededBeyondEntry(screen.firstScreenParts ?? []),
          },
        ]),
      )
      const ownChunkModules = new Set(
        screens
          .filter(([page]) => !landingPages.has(page))
          .flatMap(([, screen]) => openingModules(screen).map((file) => path.join(srcDir, file))),
      )
      const moduleBytes = new Map(
        chunks.flatMap((chunk) =>
          Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength] as const),
        ),
      )
      chunkOf = landingChunkOf({
        pageNeeds,
        moduleBytes,
        ownChunkModules: new Set([...ownChunkModules, ...FRAME_PARTS.map((file) => path.join(srcDir, file))]),
        frameNeeds: neededBeyondEntry(FRAME_PARTS),
      })
    },
  }
  const groups: CodeSplittingGroup[] = [
    {
      // One chunk per name landingChunkOf gives; modules it leaves out are chunked by the bundler.
      name: (id) => chunkOf.get(id) ?? null,
      // Off: every module a landing page needs already has its chunk, and on, a chunk would also take
      // the screens some of its modules import, which keep chunks of their own.
      includeDependenciesRecursively: false,
    },
  ]
  return { plugin, groups }
}
