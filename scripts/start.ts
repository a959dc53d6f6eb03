// `npm start`: builds the storefront when its build is missing or older than its sources, then runs the
// API server in this process (so Ctrl-C reaches it directly). The server prints the URL.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'packages/storefront/dist/index.html')

/** Everything the storefront build reads: its own sources and the workspace packages it bundles. */
const buildInputs = [
  'packages/storefront/src',
  'packages/storefront/public',
  'packages/storefront/index.html',
  'packages/storefront/vite.config.ts',
  'packages/storefront/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/contract/src',
].map((relative) => path.join(root, relative))

function newestChange(file: string): number {
  if (!existsSync(file)) return 0
  const stats = statSync(file)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestChange(path.join(file, entry)))
  }
  return newest
}

function storefrontNeedsBuild(): string | undefined {
  if (!existsSync(builtIndex)) return 'the storefront is not built yet'
  const builtAt = statSync(builtIndex).mtimeMs
  if (buildInputs.some((input) => newestChange(input) > builtAt)) return 'the storefront sources changed'
  return undefined
}

const reason = storefrontNeedsBuild()
if (reason) {
  console.log(`Building the storefront (${reason})...`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const build = spawnSync(npm, ['run', 'build', '-w', '@haat/storefront'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The storefront build failed (see above); Haat was not started.')
    process.exit(build.status ?? 1)
  }
}

const { runServer } = await import('../packages/api/src/server.ts')
await runServer()
