import type { Answer } from '@haat/contract'
import { eq, sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'
import { categories, products, siteSettings } from '../db/schema.ts'

/** The catalogue's own answers: the site's settings and the category tree. */

export class MissingSiteSettingsError extends Error {
  constructor() {
    super('Site settings are missing: the database has not been seeded.')
    this.name = 'MissingSiteSettingsError'
  }
}

export async function getSiteSettings(db: Db): Promise<Answer<'siteSettings'>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1))
  if (!row) throw new MissingSiteSettingsError()
  return {
    brandName: row.brandName,
    tagline: row.tagline,
    about: row.about,
    supportEmail: row.supportEmail,
    registeredOffice: row.registeredOffice,
    operationsOffice: row.operationsOffice,
    b2bSignInUrl: row.b2bSignInUrl,
    social: { instagram: row.instagramUrl, linkedin: row.linkedinUrl },
    policies: {
      privacy: row.privacyUrl,
      shipping: row.shippingUrl,
      returnAndCancellation: row.returnAndCancellationUrl,
      termsOfUse: row.termsOfUseUrl,
    },
    appLinks: { playStore: row.playStoreUrl, appStore: row.appStoreUrl },
  }
}

interface CategoryRow {
  id: string
  name: string | null
  parent_category: string
  icon: string | null
  banner: string | null
  product_ids: string[] | null
  product_count: number | string
}

/**
 * Every category with a preview of up to 8 product ids of its whole subtree (newest first) and the
 * subtree's product count. Top levels first, each level in display order.
 */
export async function getCategories(db: Db): Promise<Answer<'categories'>> {
  const rows = await selectRows<CategoryRow>(
    db,
    sql`
    with recursive subtree(ancestor, category) as (
      select id, id from ${categories}
      union all
      select s.ancestor, c.id from subtree s
      join ${categories} c on c.parent_category = s.category and c.id <> c.parent_category
    ),
    ranked as (
      select s.ancestor, p.id,
        row_number() over (partition by s.ancestor order by p.created_at desc, p.id) as rank,
        count(*) over (partition by s.ancestor) as total
      from subtree s join ${products} p on p.category_id = s.category
    )
    select c.id, c.name, c.parent_category, c.icon, c.banner,
      array_agg(r.id order by r.rank) filter (where r.rank <= 8) as product_ids,
      coalesce(max(r.total), 0)::int as product_count
    from ${categories} c left join ranked r on r.ancestor = c.id
    group by c.id
    order by c.level, c.position, c.id
  `,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    parentCategory: row.parent_category,
    categoryIcon: row.icon,
    categoryBanner: row.banner,
    products: row.product_ids ?? [],
    productCount: Number(row.product_count),
  }))
}
