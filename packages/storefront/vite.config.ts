import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

// `vite` (npm run dev) proxies the API of packages/api; `vite --mode mock` (npm run dev:mock) serves the
// repo's public/ folder instead, where the MSW worker script and the fixture images live.
export default defineConfig(({ mode }) => {
  const mock = mode === 'mock'
  return {
    plugins: [react(), precompress()],
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
    },
  }
})
