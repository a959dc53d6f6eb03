import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { openSeededPglite } from './seeded-snapshot.ts'
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
