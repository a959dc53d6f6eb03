import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * `npm run test:deps` stands in for `npm audit` where no registry answers. It runs here as it does in
 * `npm test`, as a process on the pinned Node, once on the real lockfile and then on small lockfiles
 * that each break one rule.
 */
const root = path.resolve(import.meta.dirname, '../../../..')
const script = path.join(root, 'scripts/check-dependencies.ts')
const run = promisify(execFile)

interface Outcome {
  code: number
  output: string
}

async function check(args: string[] = []): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { cwd: root })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

const INTEGRITY = `sha512-${'A'.repeat(86)}==`

const advisories = {
  advisories: [
    {
      name: 'left-pad',
      vulnerable: '>=1.0.0 <1.3.1 || 2.0.0 - 2.0.4',
      id: 'TEST-0001',
      url: 'https://example.com/TEST-0001',
      severity: 'high',
      title: 'A test advisory',
    },
    {
      name: 'right-pad',
      vulnerable: '<=0.2.0',
      id: 'TEST-0002',
      url: 'https://example.com/TEST-0002',
      severity: 'moderate',
      title: 'A milder test advisory',
    },
  ],
}

function lockfile(packages: Record<string, object>) {
  return {
    name: 'fixture',
    lockfileVersion: 3,
    packages: {
      '': { name: 'fixture' },
      'packages/app': { name: '@fixture/app' },
      'node_modules/@fixture/app': { resolved: 'packages/app', link: true },
      ...packages,
    },
  }
}

describe('the offline dependency check', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-deps-'))
    await writeFile(path.join(dir, 'advisories.json'), JSON.stringify(advisories))
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ allowScripts: { esbuild: true } }))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  async function checkFixture(packages: Record<string, object>): Promise<Outcome> {
    const file = path.join(dir, 'package-lock.json')
    await writeFile(file, JSON.stringify(lockfile(packages)))
    return check([
      '--lockfile',
      file,
      '--advisories',
      path.join(dir, 'advisories.json'),
      '--package',
      path.join(dir, 'package.json'),
    ])
  }

  it("passes on the repository's own lockfile and advisory list", async () => {
    const outcome = await check()
    expect(outcome.output).toContain('Dependency check passed')
    expect(outcome.code).toBe(0)
  })

  it('passes a clean lockfile (workspace links need no integrity)', async () => {
    const outcome = await checkFixture({
      'node_modules/left-pad': { version: '1.3.1', integrity: INTEGRITY },
      'node_modules/esbuild': { version: '0.25.0', integrity: INTEGRITY, hasInstallScript: true },
    })
    expect(outcome.code).toBe(0)
  })

  it('fails on a locked version inside a high advisory, nested copies included', async () => {
    const outcome = await checkFixture({
      'node_modules/left-pad': { version: '1.3.1', integrity: INTEGRITY },
      'node_modules/other/node_modules/left-pad': { version: '2.0.3', integrity: INTEGRITY },
    })
    expect(outcome.code).toBe(1)
    expect(outcome.output).toContain(
      'node_modules/other/node_modules/left-pad: left-pad@2.0.3: high TEST-0001',
    )
    expect(outcome.output).not.toContain('node_modules/left-pad: left-pad@1.3.1')
  })

  it('reads both ends of a range and the alternatives', async () => {
    for (const [version, fails] of [
      ['0.9.9', false],
      ['1.0.0', true],
      ['1.3.0', true],
      ['1.3.1-rc.1', true],
      ['1.3.1', false],
      ['2.0.0', true],
      ['2.0.4', true],
      ['2.0.5', false],
    ] as const) {
      const outcome = await checkFixture({ 'node_modules/left-pad': { version, integrity: INTEGRITY } })
      expect({ version, code: outcome.code }).toEqual({ version, code: fails ? 1 : 0 })
    }
  })

  it('prints a moderate advisory without failing, as npm audit --audit-level=high does', async () => {
    const outcome = await checkFixture({
      'node_modules/right-pad': { version: '0.1.0', integrity: INTEGRITY },
    })
    expect(outcome.code).toBe(0)
    expect(outcome.output).toContain('note node_modules/right-pad: right-pad@0.1.0: moderate TEST-0002')
  })

  it('fails on a package without an integrity hash, or with only sha1', async () => {
    const missing = await checkFixture({ 'node_modules/left-pad': { version: '1.3.1' } })
    expect(missing.code).toBe(1)
    expect(missing.output).toContain('left-pad@1.3.1 has no integrity hash')
    const weak = await checkFixture({
      'node_modules/left-pad': { version: '1.3.1', integrity: 'sha1-2jmbPgOEDnsZc4fM+xOWHTRo6bA=' },
    })
    expect(weak.code).toBe(1)
  })

  it('fails on an install script that allowScripts does not list', async () => {
    const outcome = await checkFixture({
      'node_modules/sneaky': { version: '1.0.0', integrity: INTEGRITY, hasInstallScript: true },
    })
    expect(outcome.code).toBe(1)
    expect(outcome.output).toContain("sneaky@1.0.0 runs an install script that package.json's allowScripts")
  })

  it('passes an install script allowScripts lists as reviewed and refused (false: npm skips it)', async () => {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ allowScripts: { sneaky: false } }))
    const outcome = await checkFixture({
      'node_modules/sneaky': { version: '1.0.0', integrity: INTEGRITY, hasInstallScript: true },
    })
    expect(outcome.code).toBe(0)
  })

  it('refuses an advisory range it cannot read (or would read too narrowly) instead of matching nothing', async () => {
    for (const vulnerable of ['^1.2.0', '<2']) {
      await writeFile(
        path.join(dir, 'advisories.json'),
        JSON.stringify({ advisories: [{ ...advisories.advisories[0], vulnerable }] }),
      )
      const outcome = await checkFixture({
        'node_modules/left-pad': { version: '1.3.1', integrity: INTEGRITY },
      })
      expect(outcome.code).not.toBe(0)
      expect(outcome.output).toContain(`Cannot read the version range part "${vulnerable}"`)
    }
  })
})
