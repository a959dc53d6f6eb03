// `npm run build -w @haat/ui`: the package as apps outside this monorepo install it (packages/ui/dist).
// Inside the monorepo nothing needs this build: the "source" export condition points Vite, Vitest,
// Storybook and TypeScript at src/.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'

const packageDir = import.meta.dirname
const src = path.join(packageDir, 'src')
const dist = path.join(packageDir, 'dist')
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** Every package the consumer installs beside ours: imported by name, never copied into dist. */
const installedBeside = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
const isInstalledBeside = (id: string) =>
  installedBeside.some((name) => id === name || id.startsWith(`${name}/`))

/** The stylesheet of the fonts entry and the one font file it names by a relative path. */
const FONT_FILES = ['fonts/inter.css', 'fonts/inter-latin-wght-normal.woff2']

/**
 * Ships the fonts stylesheet as it is, beside a dist/fonts.js that still imports it. Vite's library mode
 * would instead drop the import from the JavaScript and either inline every font as base64 or leave the
 * CSS for the consumer to find. Kept as written, the consumer's bundler loads the stylesheet on
 * `import '@haat/ui/fonts'` and resolves its font URLs: our subset next to it, the other scripts' files
 * from @fontsource-variable/inter (a dependency).
 */
function fontsAsWritten(): Plugin {
  return {
    name: 'haat-ui:fonts-as-written',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && source.endsWith('.css')) return { id: source, external: true }
      return null
    },
    generateBundle() {
      for (const file of FONT_FILES)
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(src, file)) })
    },
  }
}

const RELATIVE_TS_IMPORT = /(from\s+|import\s+|import\()(['"])(\.{1,2}\/[^'"]*?)\.tsx?\2/g

/**
 * Declarations with `tsc` (TypeScript 7 is a native binary with no API for a Vite plugin to call). tsc keeps
 * the sources' `.ts`/`.tsx` import paths in .d.ts files; they are rewritten to the `.js` files that dist
 * holds, as TypeScript expects of a published package. fonts.d.ts declares nothing: its stylesheet import
 * is left out so a consumer's TypeScript never has to resolve a CSS file.
 */
function declarations(): Plugin {
  return {
    name: 'haat-ui:declarations',
    apply: 'build',
    closeBundle() {
      const tsc = spawnSync(
        path.join(packageDir, '../../node_modules/.bin/tsc'),
        ['-p', path.join(packageDir, 'tsconfig.build.json')],
        { stdio: 'inherit' },
      )
      if (tsc.status !== 0) throw new Error('tsc could not write the declarations of @haat/ui')
      for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
        const file = path.join(entry.parentPath, entry.name)
        const text = readFileSync(file, 'utf8')
        const rewritten =
          file === path.join(dist, 'fonts.d.ts')
            ? 'export {};\n'
            : text.replace(
                RELATIVE_TS_IMPORT,
                (_match, keyword, quote, target) => `${keyword}${quote}${target}.js${quote}`,
              )
        if (rewritten !== text) writeFileSync(file, rewritten)
      }
    },
  }
}

export default defineConfig({
  plugins: [fontsAsWritten(), declarations()],
  build: {
    outDir: dist,
    emptyOutDir: true,
    // Consumers bundle and minify for themselves; readable output is easier to debug in their apps.
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: path.join(src, 'index.ts'), fonts: path.join(src, 'fonts.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isInstalledBeside,
      output: {
        // One file per source module, so an app that imports one component bundles only that component.
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
      },
    },
  },
})
