import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { DEMO_SHOPPER, seedIfEmpty } from '../../src/db/seed/index.ts'
import { verifyPassword } from '../../src/identity/passwords.ts'
import { oldDataFolders } from '../db/old-data-folder.ts'
import { TEST_PRODUCTS, testTargets } from '../db/targets.ts'

describe.each(testTargets)('the demo shopper on $name', (target) => {
  it('is seeded with the catalogue, hashed with argon2id, and added only once', async () => {
    const database = await target.open()
    try {
      expect(await seedIfEmpty(database.db, { products: TEST_PRODUCTS })).toEqual({ seeded: true })
      const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))
      expect(row).toMatchObject({
        name: 'Aarav Sharma',
        phone: '9876543210',
        emailVerified: true,
        coin: 250,
      })
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
      expect(await verifyPassword(row?.passwordHash ?? '', 'Demo@1234')).toBe(true)

      // A store seeded before accounts existed (simulated by removing the shopper) gets it on start.
      await database.db.delete(users).where(eq(users.id, DEMO_SHOPPER.id))
      expect(await seedIfEmpty(database.db)).toEqual({ seeded: false })
      expect(await seedIfEmpty(database.db)).toEqual({ seeded: false })
      const rows = await database.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))
      expect(rows).toHaveLength(1)
    } finally {
      await database.dispose()
    }
  })
})

describe('a data folder from before identity', () => {
  const folders = oldDataFolders()
  afterAll(() => folders.dispose())

  it('migrates forward and gains the demo shopper without reseeding the catalogue', async () => {
    // The old seed's "done" marker, plus a category standing in for the old catalogue.
    const dataDir = await folders.open(
      '_identity',
      `
      insert into categories (id, name, parent_category, level) values ('CAT1', 'Old', 'CAT1', 1);
      insert into site_settings (brand_name, tagline, about, support_email, registered_office,
        operations_office, b2b_sign_in_url, instagram_url, linkedin_url, privacy_url, shipping_url,
        return_and_cancellation_url, terms_of_use_url)
      values ('Haat', 't', 'a', 's@haat.example', 'r', 'o', 'b', 'i', 'l', 'p', 's', 'r', 't');
    `,
    )

    const database = await openDatabase({ dataDir })
    try {
      expect(await seedIfEmpty(database.db)).toEqual({ seeded: false })
      const [categories] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from categories`,
      )
      expect(categories?.n).toBe(1)
      const demo = await database.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))
      expect(demo).toHaveLength(1)
    } finally {
      await database.close()
    }
  })
})
