// Starts the built app the README's way (`npm start`) on a free port with a fresh data folder, waits
// until GET /api/health answers, and stops it with SIGTERM (the server's graceful shutdown).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
/** First start: build if needed, initdb of PGlite and the seed of the demo catalogue. */
const READY_TIMEOUT_MS = 240_000

export interface RunningApp {
  baseUrl: string
  /** Everything the server printed, for the failure message of a test. */
  output: () => string
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`)
    try {
      const answer = await fetch(`${baseUrl}/api/health`)
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`GET /api/health did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`)
}

export interface StartOptions {
  /** Extra environment for the server, after the defaults (e.g. NODE_ENV=development for the outbox). */
  env?: Record<string, string>
}

export async function startApp({ env = {} }: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-e2e-'))
  let log = ''
  // Its own process group, so SIGTERM reaches the server behind npm and sh.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // As the README starts it: development keeps the message outbox on, which the identity journey reads.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const output = () => log
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000)
      await exited
      clearTimeout(killer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, child, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, output, stop }
}
