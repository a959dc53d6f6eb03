import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { openSeededPglite, pruneOldSnapshots, SNAPSHOT_MAX_AGE_MS } from './seeded-snapshot.ts'
import { TEST_PRODUCTS } from './targets.ts'

type Seeded = Awaited<ReturnType<typeof openSeededPglite>>

const count = async (database: Seeded, query: ReturnType<typeof sql>) =>
  Number((await selectRows<{ n: number }>(database.db, query))[0]?.n)
const productCount = (database: Seeded) => count(database, sql`select count(*)::int as n from products`)
const soldOut = (database: Seeded) =>
  count(database, sql`select count(*)::int as n from products where stock = 0`)

describe('a seeded test database started from a dump', () => {
  it('holds the whole test catalogue, and each copy is its own', async () => {
    const first = await openSeededPglite(TEST_PRODUCTS)
    const second = await openSeededPglite(TEST_PRODUCTS)
    try {
      expect(await productCount(first)).toBe(TEST_PRODUCTS)
      expect(await productCount(second)).toBe(TEST_PRODUCTS)
      // Already seeded: the seed finds its catalogue and adds nothing.
      expect(await seedIfEmpty(second.db, { products: TEST_PRODUCTS })).toEqual({ seeded: false })
      expect(await productCount(second)).toBe(TEST_PRODUCTS)

      const soldOutBefore = await soldOut(second)
      expect(soldOutBefore).toBeLessThan(TEST_PRODUCTS)
      await first.db.execute(sql`update products set stock = 0`)
      expect(await soldOut(first)).toBe(TEST_PRODUCTS)
      expect(await soldOut(second)).toBe(soldOutBefore)
    } finally {
      await first.close()
      await second.close()
    }
  })
})

describe('old dumps', () => {
  it('are deleted once too old to be used, whatever code they came from; young ones and other files stay', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'haat-dumps-'))
    try {
      const now = Date.now()
      const files = {
        'seeded-400-0123456789abcdef.tar': now - SNAPSHOT_MAX_AGE_MS - 60_000,
        'seeded-400-fedcba9876543210.tar.4242.partial': now - SNAPSHOT_MAX_AGE_MS - 60_000,
        'seeded-400-aaaaaaaaaaaaaaaa.tar': now - 60_000,
        'notes.txt': now - 10 * SNAPSHOT_MAX_AGE_MS,
      }
      for (const [name, modified] of Object.entries(files)) {
        await writeFile(path.join(folder, name), name)
        await utimes(path.join(folder, name), modified / 1000, modified / 1000)
      }

      const deleted = await pruneOldSnapshots(folder, now)

      expect(deleted.sort()).toEqual([
        'seeded-400-0123456789abcdef.tar',
        'seeded-400-fedcba9876543210.tar.4242.partial',
      ])
      expect((await readdir(folder)).sort()).toEqual(['notes.txt', 'seeded-400-aaaaaaaaaaaaaaaa.tar'])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('leave nothing to do when there is no folder yet', async () => {
    await expect(
      pruneOldSnapshots(path.join(tmpdir(), 'haat-dumps-none', String(Date.now()))),
    ).resolves.toEqual([])
  })
})
