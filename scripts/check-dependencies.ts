// `npm run test:deps`: an offline check of the locked dependencies, for machines where `npm audit` cannot
// reach a registry (CI runs `npm audit --audit-level=high` as well where it can). It reads
// package-lock.json and fails when
// - a locked package is in a high or critical advisory of security/advisories.json,
// - a package would be installed without an integrity hash (nothing would prove it is what was locked),
// - a package has an install script that package.json's allowScripts does not list (true: it runs;
//   false: reviewed, and npm skips it).
// Lower-severity advisories are printed without failing, as `npm audit --audit-level=high` does.
// Other files can be checked (the tests do): --lockfile, --advisories and --package take paths.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')

const SEVERITIES = ['low', 'moderate', 'high', 'critical'] as const
type Severity = (typeof SEVERITIES)[number]
/** The same bar as `npm audit --audit-level=high`. */
const FAILING_SEVERITY: Severity = 'high'
/** Hashes npm still trusts; a sha1 integrity proves little. */
const STRONG_INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/

const NO_INTEGRITY_MESSAGE = 'has no integrity hash (sha256, sha384 or sha512) in the lockfile'
const UNLISTED_SCRIPT_MESSAGE = "runs an install script that package.json's allowScripts does not list"

interface Advisory {
  name: string
  vulnerable: string
  id: string
  url: string
  severity: Severity
  title: string
}

interface LockEntry {
  name?: string
  version?: string
  integrity?: string
  link?: boolean
  inBundle?: boolean
  hasInstallScript?: boolean
}

interface Lockfile {
  lockfileVersion?: number
  packages?: Record<string, LockEntry>
}

// ---- versions and ranges -----------------------------------------------------------------------------
// A small reading of semver ranges, enough for advisories: `||` between alternatives, comparators
// (<, <=, >, >=, =, or a bare version) joined by spaces, and hyphen ranges (1.2.0 - 1.4.1). Versions are
// written in full: a partial one (`<2`, `1.x`, `^1.2.0`) is refused rather than read too narrowly. A prerelease
// counts as just below its release and matches any range it falls in: for a security check, matching too
// much is the safe mistake.

type Version = [number, number, number, string]

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim())
  if (!match) return undefined
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? '']
}

function comparePrerelease(a: string, b: string): number {
  if (a === b) return 0
  if (a === '') return 1
  if (b === '') return -1
  const left = a.split('.')
  const right = b.split('.')
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i]
    const y = right[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    if (x === y) continue
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y)
    if (numeric) return Number(x) - Number(y)
    return x < y ? -1 : 1
  }
  return 0
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || comparePrerelease(a[3], b[3])
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(comparator)
  const bound = match?.[2] ? parseVersion(match[2]) : undefined
  if (!match || !bound) throw new Error(`Cannot read the version range part "${comparator}"`)
  const order = compareVersions(version, bound)
  switch (match[1]) {
    case '<':
      return order < 0
    case '<=':
      return order <= 0
    case '>':
      return order > 0
    case '>=':
      return order >= 0
    default:
      return order === 0
  }
}

/** Whether `version` lies in `range`; throws on a range this reader does not understand. */
function inRange(version: string, range: string): boolean {
  const parsed = parseVersion(version)
  if (!parsed) return false
  return range.split('||').some((alternative) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative)
    const comparators = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : alternative
          .trim()
          .replace(/(<=|>=|<|>|=)\s+/g, '$1')
          .split(/\s+/)
    if (comparators.length === 0 || comparators[0] === '')
      throw new Error(`Empty version range in "${range}"`)
    return comparators.every((comparator) => satisfiesComparator(parsed, comparator))
  })
}

// ---- the checks ---------------------------------------------------------------------------------------

interface Finding {
  /** Where in the lockfile, e.g. node_modules/tsx/node_modules/esbuild. */
  location: string
  problem: string
  fails: boolean
}

/** The installed name of a lockfile entry: its last node_modules/ segment, or its own name for aliases. */
function packageName(location: string, entry: LockEntry): string {
  return entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/** Entries npm downloads: under node_modules, neither a link to a workspace nor bundled in another package. */
function downloaded(location: string, entry: LockEntry): boolean {
  return location.includes('node_modules/') && !entry.link && !entry.inBundle
}

function checkLockfile(
  lockfile: Lockfile,
  advisories: Advisory[],
  allowScripts: Record<string, unknown>,
): Finding[] {
  const findings: Finding[] = []
  if (!lockfile.packages || (lockfile.lockfileVersion ?? 0) < 2) {
    return [
      {
        location: 'package-lock.json',
        problem: 'has no "packages" map (lockfileVersion 2 or 3 needed)',
        fails: true,
      },
    ]
  }
  for (const [location, entry] of Object.entries(lockfile.packages)) {
    if (!downloaded(location, entry)) continue
    const name = packageName(location, entry)
    const version = entry.version ?? ''
    for (const advisory of advisories) {
      if (advisory.name !== name || !inRange(version, advisory.vulnerable)) continue
      findings.push({
        location,
        problem: `${name}@${version}: ${advisory.severity} ${advisory.id} ${advisory.title} (${advisory.url})`,
        fails: SEVERITIES.indexOf(advisory.severity) >= SEVERITIES.indexOf(FAILING_SEVERITY),
      })
    }
    if (!STRONG_INTEGRITY.test(entry.integrity ?? '')) {
      findings.push({ location, problem: `${name}@${version} ${NO_INTEGRITY_MESSAGE}`, fails: true })
    }
    if (entry.hasInstallScript && !Object.hasOwn(allowScripts, name)) {
      findings.push({ location, problem: `${name}@${version} ${UNLISTED_SCRIPT_MESSAGE}`, fails: true })
    }
  }
  return findings
}

function readAdvisories(file: string): Advisory[] {
  const { advisories } = JSON.parse(readFileSync(file, 'utf8')) as { advisories: Advisory[] }
  for (const advisory of advisories) {
    if (!SEVERITIES.includes(advisory.severity)) {
      throw new Error(`${advisory.id}: severity must be one of ${SEVERITIES.join(', ')}`)
    }
    // A range this reader cannot parse must stop the check, not quietly match nothing.
    inRange('0.0.0', advisory.vulnerable)
  }
  return advisories
}

function main(): void {
  const { values } = parseArgs({
    options: {
      lockfile: { type: 'string', default: path.join(root, 'package-lock.json') },
      advisories: { type: 'string', default: path.join(root, 'security/advisories.json') },
      package: { type: 'string', default: path.join(root, 'package.json') },
    },
  })
  const lockfile = JSON.parse(readFileSync(values.lockfile, 'utf8')) as Lockfile
  const advisories = readAdvisories(values.advisories)
  const { allowScripts = {} } = JSON.parse(readFileSync(values.package, 'utf8')) as {
    allowScripts?: Record<string, unknown>
  }
  const findings = checkLockfile(lockfile, advisories, allowScripts)
  for (const finding of findings) {
    const line = `${finding.fails ? 'FAIL' : 'note'} ${finding.location}: ${finding.problem}`
    if (finding.fails) console.error(line)
    else console.log(line)
  }
  const failures = findings.filter((finding) => finding.fails).length
  const checked = Object.keys(lockfile.packages ?? {}).length
  if (failures > 0) {
    console.error(`Dependency check failed: ${failures} problem(s) in ${checked} lockfile entries.`)
    process.exit(1)
  }
  console.log(`Dependency check passed: ${checked} lockfile entries, ${advisories.length} advisories.`)
}

main()
