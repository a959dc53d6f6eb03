import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  FIRST_FRAME_END,
  FIRST_FRAME_ID,
  FIRST_FRAME_START,
  SCREEN_PRELOADS_FILE,
  type ScreenPreloads,
} from '@haat/contract/core'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'
import { targetOf, testTargets } from '../db/targets.ts'

/** The hashed asset the fake storefront build contains, with its source map and compressed copies. */
export const HASHED_ASSET = '/assets/index-3f2a9c1b.js'
export const HASHED_ASSET_SOURCE = 'console.log("haat")\n'
/** Not the brotli of the source, so a test can tell which file was sent. */
export const HASHED_ASSET_BR = Buffer.from('brotli bytes of index-3f2a9c1b.js')
export const HASHED_ASSET_GZ = Buffer.from('gzip bytes of index-3f2a9c1b.js')
/** The build's drawing of the header beside #root, between its marks. */
export const FIRST_FRAME = `${FIRST_FRAME_START}<div id="${FIRST_FRAME_ID}"><div inert aria-hidden="true"><header>Haat</header></div></div>${FIRST_FRAME_END}`
/** Shaped like Vite's: the head's title and description are what the server replaces. */
export const INDEX_HTML = [
  '<!doctype html><html><head>',
  '<meta charset="UTF-8" />',
  '<meta\n  name="description"\n  content="Haat test build description"\n/>',
  '<title>Haat test build</title>',
  `<script type="module" crossorigin src="${HASHED_ASSET}"></script>`,
  `</head><body><div id="root"></div>${FIRST_FRAME}</body></html>`,
].join('\n')
/** What a page in the common layout keeps of INDEX_HTML: everything but the title and description. */
export const INDEX_HTML_BODY = `<body><div id="root"></div>${FIRST_FRAME}</body>`
/** What a page that draws its own frame keeps: the same, without the header's drawing. */
export const INDEX_HTML_BODY_WITHOUT_FRAME = '<body><div id="root"></div></body>'

/** A stand-in for packages/storefront/dist: index.html and one hashed asset, as the build writes them. */
/** The build's list of each page's own modules, as the storefront's build writes it. */
export const SCREEN_PRELOADS: ScreenPreloads = {
  home: ['assets/HomeRoute-abc123.js', 'assets/feedsApi-def456.js'],
  brand: ['assets/BrandRoute-abc123.js'],
}

export async function makeStaticDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-static-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML)
  await writeFile(path.join(dir, HASHED_ASSET), HASHED_ASSET_SOURCE)
  await writeFile(path.join(dir, `${HASHED_ASSET}.br`), HASHED_ASSET_BR)
  await writeFile(path.join(dir, `${HASHED_ASSET}.gz`), HASHED_ASSET_GZ)
  await writeFile(path.join(dir, `${HASHED_ASSET}.map`), '{"version":3,"sources":["src/main.tsx"]}')
  // What `vite build --manifest` leaves in the build (the size check asks for it).
  await mkdir(path.join(dir, '.vite'))
  await writeFile(path.join(dir, '.vite/manifest.json'), '{}')
  await writeFile(path.join(dir, SCREEN_PRELOADS_FILE), JSON.stringify(SCREEN_PRELOADS))
  return dir
}

/** The contents of the head's tags an answer carries, for the assertions' sake. */
export function headOf(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]
  const links = (rel: string, as?: string) =>
    [...html.matchAll(/<link ([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((tag) => tag.includes(`rel="${rel}"`) && (!as || tag.includes(`as="${as}"`)))
      // The head escapes & as &#38; (what a browser reads back as &).
      .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&#38;', '&'))
  return {
    /** Addresses of `<link rel="preload" as=...>` or `<link rel="modulepreload">`, in order. */
    preloads: (as: 'fetch' | 'image') => links('preload', as),
    modulePreloads: () => links('modulepreload'),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/<meta\s+name="description"/g)?.length ?? 0,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    og: (property: string) => attribute(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides }
}

/** The databases the HTTP tests run on: embedded PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds = testTargets.map((target) => target.name)

export interface TestApp {
  app: FastifyInstance
  database: Database
  staticDir: string
  close(): Promise<void>
}

/** The whole app on a fresh database (seeded with a small catalogue unless `seed` is false). */
export async function makeTestApp(
  options: {
    kind?: 'pglite' | 'postgres'
    seed?: boolean
    config?: Partial<Config>
    /** Called before the app is ready, to add test-only routes. */
    prepare?: (app: FastifyInstance) => void
  } = {},
): Promise<TestApp> {
  const target = targetOf(options.kind ?? 'pglite')
  const database = options.seed === false ? await target.open() : await target.openSeeded()
  const staticDir = await makeStaticDir()
  const app = await buildApp({ config: testConfig({ staticDir, ...options.config }), database })
  options.prepare?.(app)
  await app.ready()
  return {
    app,
    database,
    staticDir,
    close: async () => {
      await app.close()
      await database.dispose()
      await rm(staticDir, { recursive: true, force: true })
    },
  }
}
