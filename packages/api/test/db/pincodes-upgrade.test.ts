import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from '../../src/db/client.ts'
import { DEMO_SELLER_PINCODES, ensurePincodes, ensureSellerPincodes } from '../../src/db/seed/pincodes.ts'
import { oldDataFolders } from './old-data-folder.ts'

describe('a data folder from before India Post pincodes', () => {
  const folders = oldDataFolders()
  afterAll(() => folders.dispose())

  it('drops the demo delivery areas, loads the pincodes once and gives each seller one', async () => {
    const dataDir = await folders.open(
      '_pincodes',
      `
      insert into sellers (id, name, store_name, store_image, created_date) values
        ('S1', 'Arjun Menon', 'Arjun Stores', '/media/s/1.svg', now()),
        ('S2', 'Meera Iyer', null, '/media/s/2.svg', now());
      insert into delivery_areas (prefix, region, delivery_days) values ('400', 'Mumbai', 2);
    `,
    )
    const database = await openDatabase({ dataDir })
    try {
      const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query)
      const [old] = await rows<{ present: boolean }>(
        sql`select to_regclass('delivery_areas') is not null as present`,
      )
      expect(old?.present).toBe(false)

      const loaded = await ensurePincodes(database.db)
      expect(loaded).toBeGreaterThan(19_000)
      await ensureSellerPincodes(database.db)
      const sellerPins = await rows<{ pincode: string }>(sql`select pincode from sellers order by id`)
      expect(sellerPins).toHaveLength(2)
      for (const { pincode } of sellerPins) expect(DEMO_SELLER_PINCODES).toContain(pincode)
      const [delhi] = await rows<{ district: string; state: string; lat: number }>(
        sql`select district, state, lat from pincodes where pincode = '110001'`,
      )
      expect(delhi).toMatchObject({ district: 'Central Delhi', state: 'Delhi' })
      expect(delhi?.lat).toBeCloseTo(28.63, 1)
      // Hyderabad's pincodes are filed under Telangana, not the Andhra Pradesh of the older list.
      const [hyderabad] = await rows<{ state: string }>(
        sql`select state from pincodes where pincode = '500001'`,
      )
      expect(hyderabad?.state).toBe('Telangana')

      // A second start changes nothing.
      const before = await rows<{ n: number }>(sql`select count(*)::int as n from pincodes`)
      expect(await ensurePincodes(database.db)).toBe(0)
      await ensureSellerPincodes(database.db)
      expect(await rows<{ n: number }>(sql`select count(*)::int as n from pincodes`)).toEqual(before)
      expect(await rows<{ pincode: string }>(sql`select pincode from sellers order by id`)).toEqual(
        sellerPins,
      )
    } finally {
      await database.close()
    }
  }, 120_000)
})
