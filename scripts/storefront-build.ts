// Whether the storefront's build is older than what it is built from; shared by `npm start` and the size
// check so both rebuild under the same rule.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Everything the storefront build reads: its own sources and the workspace packages it bundles. */
const buildInputs = [
  'packages/storefront/src',
  'packages/storefront/build',
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

/** True when `builtFile` is missing or any build input changed after it was written. */
export function isBuildStale(builtFile: string): boolean {
  if (!existsSync(builtFile)) return true
  const builtAt = statSync(builtFile).mtimeMs
  return buildInputs.some((input) => newestChange(input) > builtAt)
}
