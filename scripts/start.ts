// `npm start`: builds the storefront when its build is missing or older than its sources, then runs the
// API server in this process (so Ctrl-C reaches it directly). The server prints the URL.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { isBuildStale, root } from './storefront-build.ts'

const builtIndex = path.join(root, 'packages/storefront/dist/index.html')

function storefrontNeedsBuild(): string | undefined {
  if (!existsSync(builtIndex)) return 'the storefront is not built yet'
  if (isBuildStale(builtIndex)) return 'the storefront sources changed'
  return undefined
}

const reason = storefrontNeedsBuild()
if (reason) {
  console.log(`Building the storefront (${reason})...`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // Always a production build: with NODE_ENV=development in the environment (the e2e journeys and the
  // Lighthouse run start the server so) Vite would bundle React's and Redux Toolkit's development checks.
  const build = spawnSync(npm, ['run', 'build', '-w', '@haat/storefront'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) {
    console.error('The storefront build failed (see above); Haat was not started.')
    process.exit(build.status ?? 1)
  }
}

const { runServer } = await import('../packages/api/src/server.ts')
await runServer()
