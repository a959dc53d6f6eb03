import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import {
  FIRST_FRAME_END,
  FIRST_FRAME_ID,
  FIRST_FRAME_START,
  type PageName,
  SCREEN_PRELOADS_FILE,
  type ScreenPreloads,
} from '@haat/contract/core'
import react from '@vitejs/plugin-react'
import type { OutputBundle, OutputChunk } from 'rolldown'
import {
  createServer,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from 'vite'
import { openingModules, staticClosure } from './build/chunkGraph.ts'
import { LANDING_SCAN_MODE, landingChunks } from './build/landingChunks.ts'
import { type ScreenModule, screenModules } from './src/app/screenModules.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the server sends as files: worth compressing ahead of time. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/
/** Smaller files gain too little (the server's on-the-fly compression starts at 1 kB too). */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text asset,
 * so the server (packages/api/src/http/spa.ts, `preCompressed`) sends them without compressing on each
 * request. index.html is left out: the server fills its head per page and compresses that answer itself;
 * source maps are left out: they are never served.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'haat:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file))
          if (source.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          if (br.length < source.length) await writeFile(path.join(outDir, `${file}.br`), br)
          if (gz.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gz)
        }),
      )
    },
  }
}

/** The one Inter file every page needs (its latin characters and ₹), written by scripts/font-subset.ts. */
const PAGE_FONT = path.resolve(import.meta.dirname, '../ui/src/fonts/inter-latin-wght-normal.woff2')

/**
 * Adds `<link rel="preload" as="font">` for the page font to the built index.html. Without it the browser
 * finds the font only after it has loaded and applied the CSS and laid out text, which delays text drawn in
 * Inter (and shifts it when Inter replaces the fallback). The file name carries the build's content hash,
 * so it is looked up in the bundle; a build where the font is missing fails instead of losing the preload.
 */
function preloadPageFont(): Plugin {
  let base = '/'
  return {
    name: 'haat:preload-page-font',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => path.resolve(import.meta.dirname, name) === PAGE_FONT),
        )
        if (!font)
          throw new Error(`The build has no asset made from ${PAGE_FONT}: the page font would not load`)
        return [
          {
            tag: 'link',
            // Fonts are fetched in CORS mode, so the preload must be too or the browser fetches it twice.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `${base}${font.fileName}`,
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

/**
 * Puts the entry's style sheet (the page font's @font-face rules, under 2 kB) into index.html as a <style>
 * instead of a <link>. A linked sheet holds the first paint until it has arrived: on a phone that is one
 * more round trip before the first frame shows, and over HTTP/1.1 its request can wait for a free
 * connection behind the page's preloaded calls and modules (Lighthouse's traces showed it sent 60-80 ms
 * after the HTML had arrived, on localhost).
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'haat:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (_link, fileName: string) => {
            const sheet = bundle?.[fileName]
            if (sheet?.type !== 'asset')
              throw new Error(`index.html links ${fileName}, which the build did not write`)
            return `<style>${String(sheet.source)}</style>`
          },
        )
      },
    },
  }
}

/** The root the app renders into, empty in the source index.html. */
const EMPTY_ROOT = '<div id="root"></div>'

/**
 * Draws the app's first frame (src/app/firstFrame/renderFirstFrame.tsx: the header and category bar a
 * visitor sees before any data) into the built index.html, with its styles inline, so the browser paints
 * the store's frame from the HTML alone (docs/architecture.md, "The first frame"). The header is inert and
 * hidden from assistive technology: it is a picture of the header until the app draws the live one.
 *
 * The frame stands beside the empty #root, not in it, and a rule of its own hides it as soon as #root has
 * content: the browser then drops the frame's layout in its own rendering step when the app's first render
 * comes, where React clearing the frame out of #root made it undo the layout of each element of the frame
 * inside the commit. The app removes the hidden frame once the browser has drawn it hidden
 * (src/app/firstFrame/DropFirstFrame.tsx). The components are rendered in Node by a throwaway Vite server,
 * from the same sources the bundle is built from.
 */
function drawFirstFrame(): Plugin {
  let root = ''
  return {
    name: 'haat:first-frame',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT))
          throw new Error(`index.html has no ${EMPTY_ROOT} to draw the first frame in`)
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { conditions: ['source', ...defaultClientConditions] },
          ssr: {
            resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
          },
        })
        try {
          const { renderFirstFrame } = (await server.ssrLoadModule(
            '/src/app/firstFrame/renderFirstFrame.tsx',
          )) as {
            renderFirstFrame: () => string
          }
          const hideOnceTheAppDraws = `<style>#root:not(:empty)+#${FIRST_FRAME_ID}{display:none}</style>`
          return html.replace(
            EMPTY_ROOT,
            `${EMPTY_ROOT}${FIRST_FRAME_START}<div id="${FIRST_FRAME_ID}">${hideOnceTheAppDraws}${renderFirstFrame()}</div>${FIRST_FRAME_END}`,
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}

/**
 * Lists each built page's own JavaScript (its screen chunk, the chunks of the lazy parts its first screen
 * draws and of the module that starts its first calls, and their static imports, less what the entry
 * already loads) in SCREEN_PRELOADS_FILE, for the
 * server to preload in that page's index.html. A screen or part of the table with no chunk of its own fails
 * the build: its page would lose its preloads without anyone noticing.
 */
function screenPreloads(): Plugin {
  let srcDir = ''
  return {
    name: 'haat:screen-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src')
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return this.error('The build has no entry chunk')
      const loadedByEntry = staticClosure(entry, byFile)
      // A screen's own chunk, or the landing chunk it went in (build/landingChunks.ts).
      const chunkOf = (file: string) =>
        chunks.find((candidate) => candidate.facadeModuleId === path.join(srcDir, file)) ??
        chunks.find((candidate) => candidate.moduleIds.includes(path.join(srcDir, file)))
      const preloads: ScreenPreloads = {}
      for (const [page, screen] of Object.entries(screenModules) as [PageName, ScreenModule][]) {
        // In the order the app asks for them: the first calls' module comes before the screen.
        const closure = new Set<string>()
        for (const file of openingModules(screen)) {
          const chunk = chunkOf(file)
          if (!chunk) return this.error(`src/${file}, of page "${page}", has no chunk of its own`)
          staticClosure(chunk, byFile, closure)
        }
        preloads[page] = [...closure].filter((file) => !loadedByEntry.has(file))
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}

/**
 * React Router publishes its code twice, and every condition of its package's exports names the
 * development copy, whose warnings (descendant routes, unmatched locations, the default error page's
 * console output and its "Hey developer" text) run in the browser. Production builds take the production
 * copy instead: the same code with those warnings off. `npm run dev` keeps them.
 */
function reactRouterProductionCopy() {
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'))
  const production = path.join(development, '..', 'production')
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ]
}

// `vite` (npm run dev) proxies the API of packages/api; `vite --mode mock` (npm run dev:mock) serves the
// repo's public/ folder instead, where the MSW worker script and the fixture images live.
export default defineConfig(({ mode, command }) => {
  const mock = mode === 'mock'
  // The first of a production build's two passes (build/landingChunks.ts): only what shapes the chunks.
  const landing = mode === LANDING_SCAN_MODE ? undefined : landingChunks()
  return {
    plugins: !landing
      ? [react()]
      : [
          react(),
          precompress(),
          preloadPageFont(),
          landing.plugin,
          screenPreloads(),
          inlineEntryStyles(),
          drawFirstFrame(),
        ],
    // @haat/ui's "source" export: the app builds from the package's sources, so no build of it is needed.
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: command === 'build' ? reactRouterProductionCopy() : [],
    },
    // Production builds ship no public folder: the fixtures and the MSW worker are for mock mode only.
    publicDir: mock ? '../../public' : false,
    server: {
      port: 5173,
      strictPort: true,
      proxy: mock
        ? undefined
        : {
            // The API listens on 127.0.0.1 in development; "localhost" may resolve to ::1 first.
            '/api': 'http://127.0.0.1:3000',
            '/media': 'http://127.0.0.1:3000',
          },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps for error tracking, without the comment that points browsers at them: the server never
      // serves a .map (packages/api/src/http/spa.ts).
      sourcemap: 'hidden',
      // The entry is about 560 kB before compression (React DOM is a third of it). What it may weigh is
      // scripts/size-check.ts's gzip budget, so Vite's generic 500 kB warning would only be noise.
      chunkSizeWarningLimit: 650,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything index.html loads before the first paint goes in the entry chunk. Left to itself,
            // Rolldown cuts what the entry shares with lazy screens into two dozen chunks (some under
            // 100 bytes), and the page downloads them all anyway: each costs a request with a kilobyte of
            // headers, and small files compress worse than one. For the same reasons, what the landing
            // pages' first screens need beyond the entry goes in one chunk per family of those pages
            // (build/landingChunks.ts); other screens share the bundler's own chunks.
            groups: [{ name: 'boot', tags: ['$initial'] }, ...(landing?.groups ?? [])],
          },
        },
      },
    },
  }
})
