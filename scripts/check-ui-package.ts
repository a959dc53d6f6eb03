// `npm run test:package`: @haat/ui works outside this monorepo, as an app that installs it from npm gets it.
// Builds the package, packs it as `npm publish` would, installs the tarball with its peer dependencies into a
// scratch app in a temporary folder (nothing of the monorepo is reachable from there), and checks that
// - the tarball holds the build and its declarations, and none of the sources,
// - Node renders a component with the theme to HTML (react-dom/server),
// - TypeScript type-checks a small consumer against the installed declarations (a wrong prop is an error),
// - Vite bundles an app that imports one component and the fonts: the fonts stylesheet and its files are
//   found, and the other components are left out of the bundle.
// The peer versions are the ones the monorepo develops with (packages/ui's devDependencies).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const uiDir = path.join(root, 'packages/ui')
const keep = process.argv.includes('--keep')

type Manifest = { devDependencies?: Record<string, string> }
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest
const uiDevDependencies = readManifest(path.join(uiDir, 'package.json')).devDependencies ?? {}
const rootDevDependencies = readManifest(path.join(root, 'package.json')).devDependencies ?? {}

/** What an app installs beside @haat/ui: its peers, and React's types for TypeScript. */
const besideUi = [
  ...['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'].map(
    (name) => `${name}@${uiDevDependencies[name]}`,
  ),
  ...['@types/react', '@types/react-dom'].map((name) => `${name}@${rootDevDependencies[name]}`),
]

const failures: string[] = []
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

function run(step: string, command: string, args: string[], cwd: string): string {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`${step} failed (${seconds} s):\n${result.stdout}\n${result.stderr}`)
    process.exit(1)
  }
  console.log(`${step}: ${seconds} s`)
  return result.stdout
}

const scratch = mkdtempSync(path.join(tmpdir(), 'haat-ui-package-'))
try {
  run('build @haat/ui', 'npm', ['run', 'build', '-w', '@haat/ui'], root)
  check(existsSync(path.join(uiDir, 'dist/index.d.ts')), 'the build has dist/index.d.ts')

  const packed = JSON.parse(
    run('npm pack', 'npm', ['pack', '--json', '--pack-destination', scratch], uiDir),
  ) as { filename: string; files: { path: string }[] }[]
  const tarball = packed[0]
  if (!tarball) throw new Error('npm pack reported no tarball')
  const files = tarball.files.map((file) => file.path)
  check(
    files.includes('dist/index.js') && files.includes('dist/index.d.ts'),
    'the tarball has dist/index.js and .d.ts',
  )
  check(files.includes('dist/fonts/inter.css'), 'the tarball has the fonts stylesheet')
  check(!files.some((file) => file.startsWith('src/')), 'the tarball has no sources')

  const app = path.join(scratch, 'app')
  run('scratch app folder', 'mkdir', ['-p', app], scratch)
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'haat-ui-consumer', private: true, type: 'module' }, null, 2),
  )
  run(
    'npm install (tarball and peers)',
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      path.join(scratch, tarball.filename),
      ...besideUi,
    ],
    app,
  )

  // Plain JavaScript, as a Node app without a build step would write it.
  writeFileSync(
    path.join(app, 'render.mjs'),
    `import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from '@mui/material/styles'
import { Price, theme } from '@haat/ui'
process.stdout.write(renderToString(h(ThemeProvider, { theme }, h(Price, { price: 1299, offerPrice: 999 }))))
`,
  )
  const html = run('render with react-dom/server', process.execPath, ['render.mjs'], app)
  // React separates adjacent text pieces with comments ("23<!-- -->% off"): compare the text alone.
  const text = html.replace(/<[^>]*>/g, '')
  check(
    text.includes('₹999.00') && text.includes('₹1,299.00'),
    'the rendered Price shows ₹999.00 and ₹1,299.00',
  )
  check(text.includes('23% off'), 'the rendered Price shows "23% off"')

  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // As most apps do. A declaration of ours that resolves to nothing still shows: the consumer's
          // expected error on a wrong prop and its use of the theme's own palette entries stop checking.
          skipLibCheck: true,
          types: [],
        },
        files: ['consumer.tsx'],
      },
      null,
      2,
    ),
  )
  writeFileSync(
    path.join(app, 'consumer.tsx'),
    `import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Price, type PriceProps, formatRupees, theme } from '@haat/ui'
import '@haat/ui/fonts'

const props: PriceProps = { price: 1299, offerPrice: 999, size: 'lg' }
const label: string = formatRupees(999)
// The theme carries Haat's own palette entries.
const border: string = theme.palette.border.main

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Price {...props} />
    {label}
    {border}
    {/* @ts-expect-error: a price is a number; accepting this would mean the declarations type nothing */}
    <Price price="1299" offerPrice={999} />
  </ThemeProvider>
)
`,
  )
  // run() stops the check with tsc's errors when the consumer does not type-check.
  run('tsc of a consumer', path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app)
  console.log('ok   a consumer type-checks against the installed declarations')

  writeFileSync(
    path.join(app, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.js"></script>',
  )
  writeFileSync(
    path.join(app, 'main.js'),
    `import '@haat/ui/fonts'
import { Price } from '@haat/ui'
console.log(Price)
`,
  )
  const started = performance.now()
  await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    build: { outDir: path.join(app, 'dist'), minify: false },
  })
  console.log(`vite build of the app: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const assets = readdirSync(path.join(app, 'dist/assets'))
  const js = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8'))
    .join('\n')
  check(
    assets.some((file) => file.endsWith('.css')),
    'the app bundle has the fonts stylesheet',
  )
  check(assets.filter((file) => file.endsWith('.woff2')).length >= 2, 'the app bundle has the font files')
  check(js.includes('Original price'), 'the app bundle has Price')
  check(!js.includes('function FilterSidebar'), 'the app bundle leaves out components it does not import')
} finally {
  if (keep) console.log(`scratch app kept in ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`\n@haat/ui does not work as an installed package: ${failures.length} check(s) failed.`)
  process.exit(1)
}
console.log('\n@haat/ui works as an installed package.')
