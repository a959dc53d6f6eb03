import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { TEST_NOW, TEST_PRODUCTS, testTargets } from './targets.ts'

interface Slot {
  id: string
  position: number
  productId: string
  storeName: string | null
  stock: number
}

// A data folder seeded before featured products came from named stores: the next start repairs it.
describe.each(testTargets)('featured products of a data folder seeded before on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>
  const slots = () =>
    selectRows<Slot>(
      database.db,
      sql`select f.id, f.position, f.product_id as "productId", s.store_name as "storeName", p.stock
          from featured_products f
          join products p on p.id = f.product_id
          join sellers s on s.id = p.seller_id
          order by f.position`,
    )

  beforeAll(async () => {
    database = await target.open()
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('replaces a product of a nameless store by one of a named store, in the same place', async () => {
    const before = await slots()
    expect(before.every((slot) => slot.storeName !== null)).toBe(true)
    // What the old seed did: feature an in-stock product of the store without a name.
    const [nameless] = await selectRows<{ id: string }>(
      database.db,
      sql`select p.id from products p join sellers s on s.id = p.seller_id
          where s.store_name is null and p.stock > 0
            and not exists (select 1 from featured_products f where f.product_id = p.id)
          order by p.id limit 1`,
    )
    expect(nameless).toBeDefined()
    const slot = before[2] as Slot
    await database.db.execute(
      sql`update featured_products set product_id = ${nameless?.id ?? ''} where id = ${slot.id}`,
    )
    expect((await slots()).some((s) => s.storeName === null)).toBe(true)

    expect(await seedIfEmpty(database.db, { now: TEST_NOW })).toEqual({ seeded: false })
    const after = await slots()
    expect(after.map((s) => [s.id, s.position])).toEqual(before.map((s) => [s.id, s.position]))
    for (const s of after) {
      expect(s.storeName, s.productId).not.toBeNull()
      expect(s.stock).toBeGreaterThan(0)
    }
    expect(new Set(after.map((s) => s.productId)).size).toBe(after.length)
    // A second start changes nothing.
    await seedIfEmpty(database.db, { now: TEST_NOW })
    expect(await slots()).toEqual(after)
  })
})
