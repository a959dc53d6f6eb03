import { mkdir, open, readFile, rm } from 'node:fs/promises'
import path from 'node:path'

export const LOCK_FILE = 'haat-server.pid'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export interface DataDirLock {
  path: string
  release(): Promise<void>
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims the PGlite data folder for this process with a pid file in it. PGlite has no
 * cross-process lock, and two servers writing one folder corrupt it, so a second server is refused.
 * A pid file left by a crashed server (its process is gone) is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  // PostgreSQL keeps its own postmaster.pid in the data folder in the same way; PGlite ignores ours.
  await mkdir(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockPath, 'wx')
      await handle.writeFile(`${process.pid}\n`)
      await handle.close()
      let released = false
      return {
        path: lockPath,
        release: async () => {
          if (released) return
          released = true
          await rm(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10)
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Haat server (process ${pid}).\n` +
          'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
      )
    }
    // Stale: its server is gone. Remove it and try again.
    await rm(lockPath, { force: true })
  }
  throw new DataDirLockedError(`Could not claim the data folder ${dataDir} (lock file ${lockPath})`)
}
