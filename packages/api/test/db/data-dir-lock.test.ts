import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../../src/db/data-dir-lock.ts'

describe('data folder lock', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'haat-lock-')), 'data')
  })
  afterEach(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true })
  })

  it('refuses a folder another running process holds, naming the process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      const lock = await acquireDataDirLock(dataDir)
      await writeFile(lock.path, `${other.pid}\n`)
      const attempt = acquireDataDirLock(dataDir)
      await expect(attempt).rejects.toThrow(DataDirLockedError)
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
        `in use by another Haat server (process ${other.pid})`,
      )
    } finally {
      other.kill()
    }
  })

  it('takes over the lock of a server that is gone, and releases it', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.on('exit', resolve))
    await acquireDataDirLock(dataDir)
    await writeFile(path.join(dataDir, LOCK_FILE), `${gone.pid}\n`)
    const lock = await acquireDataDirLock(dataDir)
    expect(existsSync(lock.path)).toBe(true)
    await lock.release()
    expect(existsSync(lock.path)).toBe(false)
  })
})
