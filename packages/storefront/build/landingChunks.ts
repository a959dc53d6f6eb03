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
}

/** The label of what the frame's lazy parts need, after the families' in a chunk's name. */
export const FRAME_LABEL = 'frame'

/**
 * Which landing chunk each module goes in: the one named after the families with a page that needs the
 * module at first render ('listing', 'home_listing', ...), so a page loads no module that none of its
 * family's pages needs. What a family needs only for the lazy parts of its first screens goes in chunks
 * of their own ('homeParts_listing'), so its screens render without waiting for them. What the frame's lazy
 * parts need is labelled the same way ('frame', 'store_frame'), so the footer and the phone's bottom bar
 * load only their own modules. Pages outside the families load a landing chunk for any module of it they
 * use: they are reached from a landing page far more often than opened directly, and their own code stays
 * apart.
 *
 * A module's imports are needed wherever the module is, so a chunk only imports chunks of the same or more
 * families: there are no cycles between them.
 */
export function landingChunkOf(
  { pageNeeds, ownChunkModules, frameNeeds = new Set() }: LandingChunkInput,
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
    const screens = new Set(needs.flatMap((need) => [...need.screen]))
    add(screens, family.name)
    const parts = new Set(needs.flatMap((need) => [...need.parts]))
    add(
      [...parts].filter((id) => !screens.has(id)),
      `${family.name}Parts`,
    )
  }
  add(frameNeeds, FRAME_LABEL)
  return new Map([...neededBy].map(([id, labels]) => [id, labels.join('_')]))
}

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
        screens.flatMap(([, screen]) => openingModules(screen).map((file) => path.join(srcDir, file))),
      )
      chunkOf = landingChunkOf({
        pageNeeds,
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
