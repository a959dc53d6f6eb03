import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Database, type OpenDatabaseOptions, openDatabase } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'

/*
 * Seeding the test catalogue is most of what a data test file spends (building it and inserting it take
 * several times longer than the file's own tests on a slow machine), and every file seeds the same one.
 * PGlite starts from a dumped data folder faster than it starts empty, so the first file of a run seeds
 * and dumps, and the files after it start from that dump.
 *
 * A dump is reused only while it is young: the seed places its deal windows, orders and reviews relative
 * to the moment it ran, and a test's own clock starts at its moment. SNAPSHOT_MAX_AGE_MS keeps the two
 * within minutes, well inside the hours the seed's windows span. Its name carries a fingerprint of the
 * code that shapes the data, so a change to it seeds afresh.
 */

const apiRoot = path.resolve(import.meta.dirname, '../..')
const repositoryRoot = path.resolve(apiRoot, '../..')
/** Under node_modules: a fresh clone starts without dumps, and git never sees them. */
const SNAPSHOT_FOLDER = path.join(repositoryRoot, 'node_modules/.cache/haat-test-databases')
/** How old a dump may be and still stand in for a fresh seed. */
export const SNAPSHOT_MAX_AGE_MS = 10 * 60_000

/**
 * What decides the seed's rows: the migrations, the api's code (the seed writes through its modules), the
 * contract, and the locked packages (the picture sets come from npm).
 */
const DATA_SOURCES = [
  path.join(apiRoot, 'drizzle'),
  path.join(apiRoot, 'src'),
  path.join(repositoryRoot, 'packages/contract/src'),
  path.join(repositoryRoot, 'package-lock.json'),
]

async function filesUnder(folder: string): Promise<string[]> {
  if ((await stat(folder)).isFile()) return [folder]
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

let fingerprintOnce: Promise<string> | undefined
function sourcesFingerprint(): Promise<string> {
  fingerprintOnce ??= (async () => {
    const hash = createHash('sha256')
    for (const folder of DATA_SOURCES) {
      for (const file of await filesUnder(folder)) {
        hash.update(path.relative(repositoryRoot, file))
        hash.update(await readFile(file))
      }
    }
    return hash.digest('hex').slice(0, 16)
  })()
  return fingerprintOnce
}

async function snapshotPath(products: number): Promise<string> {
  return path.join(SNAPSHOT_FOLDER, `seeded-${products}-${await sourcesFingerprint()}.tar`)
}

async function youngSnapshot(file: string): Promise<Blob | undefined> {
  try {
    if (Date.now() - (await stat(file)).mtimeMs > SNAPSHOT_MAX_AGE_MS) return undefined
    return new Blob([await readFile(file)])
  } catch {
    return undefined
  }
}

/**
 * Deletes the dumps (and the halves of dumps a stopped run left) that are too old ever to be used again,
 * whatever code they were made from: each is tens of megabytes, and every change to the data's sources
 * makes a new one. Returns the names it deleted.
 */
export async function pruneOldSnapshots(folder = SNAPSHOT_FOLDER, now = Date.now()): Promise<string[]> {
  const deleted: string[] = []
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return deleted
  }
  for (const name of names) {
    if (!/^seeded-.*\.tar(\.\d+\.partial)?$/.test(name)) continue
    const file = path.join(folder, name)
    try {
      // A file read right now stays readable after its name is gone.
      if (now - (await stat(file)).mtimeMs <= SNAPSHOT_MAX_AGE_MS) continue
      await rm(file, { force: true })
      deleted.push(name)
    } catch {
      // Deleted by a parallel file first: nothing to do.
    }
  }
  return deleted
}

/**
 * A PGlite database in memory holding the test catalogue of `products` products, as `seedIfEmpty` leaves
 * it: from a young dump when there is one, else seeded here and dumped for the files that follow.
 */
export async function openSeededPglite(
  products: number,
  options: Pick<OpenDatabaseOptions, 'maxWaitingQueries'> = {},
): Promise<Database> {
  const file = await snapshotPath(products)
  const snapshot = await youngSnapshot(file)
  if (snapshot) return openDatabase({ ...options, dataDir: 'memory://', loadDataDir: snapshot })
  const database = await openDatabase({ ...options, dataDir: 'memory://' })
  try {
    await seedIfEmpty(database.db, { products })
    if (!database.dumpDataDir) throw new Error('This PGlite database cannot dump its data folder')
    const dump = await database.dumpDataDir()
    await mkdir(SNAPSHOT_FOLDER, { recursive: true })
    // Written aside and renamed: a file running in parallel reads a whole dump or none.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    await pruneOldSnapshots()
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}
