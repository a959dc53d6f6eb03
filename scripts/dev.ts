// `npm run dev`: the API on port 3000 (restarted when its sources change) and the storefront's Vite dev
// server with hot reload (it proxies /api and /media to the API), in one terminal with prefixed output.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

interface Task {
  label: string
  colour: number
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

const tasks: Task[] = [
  {
    label: 'api',
    colour: 36,
    // The Node running this script is the pinned Node 24 (npm run puts it first on the PATH).
    command: process.execPath,
    // --watch restarts the server when a module it imports changes (the contract included).
    args: ['--watch', 'packages/api/src/server.ts'],
    // The Vite dev server proxies to port 3000.
    env: { NODE_ENV: 'development', PORT: '3000' },
  },
  { label: 'web', colour: 35, command: npm, args: ['run', 'dev', '-w', '@haat/storefront'] },
]

const children = new Map<string, ChildProcess>()
let stopping = false

function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WriteStream): void {
  if (!stream) return
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`))
}

/**
 * Each child leads its own process group, and signals go to the whole group: `npm run` starts vite
 * through a shell that does not pass signals on, which would leave vite running.
 */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of children.values()) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, signal)
    } catch {
      child.kill(signal)
    }
  }
}

for (const task of tasks) {
  const prefix = `\x1b[${task.colour}m[${task.label}]\x1b[0m`
  const child = spawn(task.command, task.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1', ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  })
  children.set(task.label, child)
  prefixLines(child.stdout, prefix, process.stdout)
  prefixLines(child.stderr, prefix, process.stderr)
  child.on('exit', (code, signal) => {
    children.delete(task.label)
    if (!stopping) {
      // One half alone is no use: stop the other and report why.
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the others`)
      stopping = true
      process.exitCode = code ?? 1
      stopAll()
    }
    if (children.size === 0) process.exit()
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      stopAll('SIGKILL')
      process.exit(1)
    }
    stopping = true
    stopAll(signal)
  })
}
