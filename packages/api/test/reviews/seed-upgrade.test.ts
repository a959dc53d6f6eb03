import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { DEMO_SHOPPER, demoShopperPurchases, seedIfEmpty } from '../../src/db/seed/index.ts'
import { hasPurchased } from '../../src/orders/purchases.ts'
import { TEST_NOW, TEST_PRODUCTS, testTargets } from '../db/targets.ts'

describe.each(testTargets)('a data folder seeded before reviews and orders, on $name', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  const count = async (table: 'product_reviews' | 'parent_orders' | 'order_items') => {
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    return Number(row?.n)
  }

  beforeAll(async () => {
    database = await open()
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })
  }, 120_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('gets the demo reviews and the demo shopper orders on its next start, once', async () => {
    const reviews = await count('product_reviews')
    const items = await count('order_items')
    expect(reviews).toBeGreaterThan(0)
    // As a data folder from before: no reviews, no orders.
    await database.db.execute(sql`delete from product_reviews`)
    await database.db.execute(sql`delete from parent_orders`)
    expect(await hasPurchased(database.db, DEMO_SHOPPER.id, demoShopperPurchases.delivered[0])).toBe(false)

    expect(await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })).toEqual({
      seeded: false,
    })
    // The same catalogue and clock give the same reviews and orders again.
    expect(await count('product_reviews')).toBe(reviews)
    expect(await count('order_items')).toBe(items)
    expect(await hasPurchased(database.db, DEMO_SHOPPER.id, demoShopperPurchases.delivered[0])).toBe(true)

    // A later start adds nothing more.
    await seedIfEmpty(database.db, { products: TEST_PRODUCTS, now: TEST_NOW })
    expect(await count('product_reviews')).toBe(reviews)
    expect(await count('order_items')).toBe(items)
  })
})
