import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from '../../src/db/client.ts'
import { DEMO_REVIEWER_NAMES } from '../../src/db/seed/browse.ts'
import { seedIfEmpty } from '../../src/db/seed/index.ts'
import { synonymRows } from '../../src/db/seed/synonyms.ts'
import { oldDataFolders } from './old-data-folder.ts'

describe('a data folder from before brand pages, seller ratings and search words', () => {
  const folders = oldDataFolders()
  afterAll(() => folders.dispose())

  it('migrates forward and gains gender, brand pages, seller ratings and search words once, without reseeding', async () => {
    // A tiny old catalogue: Fashion > Men's Clothing > T-Shirts, one brand, one seller, three products.
    const dataDir = await folders.open(
      '_browse',
      `
      insert into categories (id, name, parent_category, level, banner) values
        ('CAT1', 'Fashion', 'CAT1', 1, '/media/b/category-fashion.svg'), ('CAT2', 'Men''s Clothing', 'CAT1', 2, null),
        ('CAT3', 'T-Shirts', 'CAT2', 3, null), ('CAT4', 'Footwear', 'CAT1', 2, null),
        ('CAT5', 'Sports Shoes', 'CAT4', 3, null);
      insert into brands (id, name, logo, joined_date) values ('B1', 'Rangrez', '/media/l/r.svg', now());
      insert into sellers (id, name, store_name, store_image, created_date)
        values ('S1', 'Arjun Menon', 'Arjun Stores', '/media/s/1.svg', now() - interval '100 days');
      insert into products (id, name, description, image_urls, price_paise, offer_price_paise,
          selling_price_paise, discount_percent, stock, brand_id, seller_id, category_id, tcin, origin, weight,
          b2c_max_qty)
        values
        ('P1', 'Rangrez Men''s Polo T-Shirt', 'Cotton', '{/media/p/1.svg}', 99900, 49900, 49900, 50, 10,
          'B1', 'S1', 'CAT3', 't1', 'India', '200 g', 5),
        ('P2', 'Rangrez Sprint Running Shoes for Women, Black', 'Mesh', '{/media/p/2.svg}', 199900, 99900,
          99900, 50, 10, 'B1', 'S1', 'CAT5', 't2', 'India', '600 g', 5),
        ('P3', 'Rangrez Canvas Sneakers', 'Canvas', '{/media/p/3.svg}', 99900, 79900, 79900, 20, 10,
          'B1', 'S1', 'CAT5', 't3', 'India', '500 g', 5);
      insert into site_settings (brand_name, tagline, about, support_email, registered_office,
        operations_office, b2b_sign_in_url, instagram_url, linkedin_url, privacy_url, shipping_url,
        return_and_cancellation_url, terms_of_use_url)
      values ('Haat', 't', 'a', 's@haat.example', 'r', 'o', 'b', 'i', 'l', 'p', 's', 'r', 't');
    `,
    )

    const database = await openDatabase({ dataDir })
    try {
      const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query)
      const counts = async () =>
        (
          await rows<{
            sections: number
            ratings: number
            reviewers: number
            products: number
            synonyms: number
          }>(sql`
            select (select count(*) from brand_page_sections)::int as sections,
              (select count(*) from search_synonyms)::int as synonyms,
              (select count(*) from seller_ratings)::int as ratings,
              (select count(*) from users where id like 'DemoReviewer%')::int as reviewers,
              (select count(*) from products)::int as products`)
        )[0]

      expect(await seedIfEmpty(database.db)).toEqual({ seeded: false })
      const genders = await rows<{ id: string; gender: string | null }>(
        sql`select id, gender from products order by id`,
      )
      expect(genders).toEqual([
        { id: 'P1', gender: 'Male' },
        { id: 'P2', gender: 'Female' },
        { id: 'P3', gender: null },
      ])
      const after = await counts()
      expect(after?.products).toBe(3)
      expect(after?.reviewers).toBe(DEMO_REVIEWER_NAMES.length)
      expect(after?.ratings).toBeGreaterThanOrEqual(5)
      expect(after?.ratings).toBeLessThanOrEqual(DEMO_REVIEWER_NAMES.length)
      // Search gains its synonyms ("sari" finds sarees) without a reseed.
      expect(after?.synonyms).toBe(synonymRows().length)
      const sections = await rows<{ kind: string }>(
        sql`select kind from brand_page_sections where brand_id = 'B1' order by position`,
      )
      expect(sections.map((s) => s.kind)).toEqual(['bannerSection', 'productSection', 'gallerySection'])
      const [seller] = await rows<{ total: number }>(
        sql`select (one_rating + two_rating + three_rating + four_rating + five_rating)::int as total
            from sellers where id = 'S1'`,
      )
      expect(seller?.total).toBe(after?.ratings)

      // Migration 0005 collected the old catalogue's words for typo correction.
      const words = await rows<{ term: string }>(
        sql`select term from search_terms where term in ('rangrez', 'sneakers', 'polo') order by term`,
      )
      expect(words.map((w) => w.term)).toEqual(['polo', 'rangrez', 'sneakers'])

      // A second start adds nothing.
      expect(await seedIfEmpty(database.db)).toEqual({ seeded: false })
      expect(await counts()).toEqual(after)
    } finally {
      await database.close()
    }
  })
})
