import { asc, sql } from 'drizzle-orm'
import { recountSellerRatings } from '../../sellers/writes.ts'
import type { Db } from '../client.ts'
import { selectRows } from '../client.ts'
import { brandPageSections, sellerRatings, sellers, users } from '../schema.ts'
import { documentId, Random } from './random.ts'

/**
 * The browse data added on top of the catalogue: product gender, brand pages, demo reviewers and
 * their seller ratings, and featured products sold by stores with a name. Everything is derived from what the database already holds, so it runs both
 * right after a fresh seed and on a data folder seeded before this existed; each part only fills in
 * what is missing, so running it again changes nothing.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const SEED = 0x0b_20_26_04
const DAY = 86_400_000

/** Shoppers who wrote the demo seller reviews. They have no password, e-mail or phone: nobody signs in as them. */
export const DEMO_REVIEWER_NAMES = [
  'Priya Nair',
  'Rahul Verma',
  'Ananya Iyer',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Kavya Menon',
  'Rohan Gupta',
  'Meera Pillai',
  'Aditya Joshi',
  'Ishita Banerjee',
  'Karthik Subramanian',
  'Pooja Patel',
  'Siddharth Rao',
  'Neha Agarwal',
  'Manish Tiwari',
  'Divya Krishnan',
  'Harsh Malhotra',
  'Lakshmi Narayanan',
  'Amit Chauhan',
  'Riya Desai',
  'Sanjay Mishra',
  'Tanvi Shetty',
  'Nikhil Bhat',
  'Shreya Ghosh',
  'Varun Kapoor',
  'Aishwarya Hegde',
  'Deepak Yadav',
  'Fatima Sheikh',
  'Gurpreet Kaur',
  'Imran Qureshi',
  'Jyoti Saxena',
  'Kunal Mehta',
  'Nandini Das',
  'Omkar Pawar',
  'Pallavi Sinha',
  'Rajesh Pandey',
  'Swati Chatterjee',
  'Tarun Bose',
  'Zoya Khan',
] as const

export const reviewerId = (index: number) => `DemoReviewer${String(index + 1).padStart(8, '0')}`

/** Short review (at most 120 characters) and a longer comment per star count, as shoppers write them. */
const REVIEWS: Record<1 | 2 | 3 | 4 | 5, readonly [string, string][]> = {
  5: [
    [
      'Excellent seller, fast delivery',
      'Order reached two days early and was packed very well. Will buy again.',
    ],
    [
      'Genuine products, great service',
      'Product was original with bill and warranty card. Seller replied quickly.',
    ],
    ['Very happy with the purchase', 'Exactly as described. Packaging was neat and nothing was damaged.'],
    ['Trustworthy store', 'Third order from this store and every time the quality has been consistent.'],
    ['Superb packing and quick dispatch', 'Dispatched the same day. Delivery partner was polite too.'],
  ],
  4: [
    ['Good seller overall', 'Product is good. Delivery took a day longer than promised but it was fine.'],
    ['Nice quality, fair price', 'Quality is good for the price. Box was slightly dented but item was safe.'],
    ['Reliable, would recommend', 'Seller answered my query about size quickly. Happy with the product.'],
    ['Satisfied with the order', 'Everything as expected. Only the invoice came separately by e-mail.'],
  ],
  3: [
    ['Average experience', 'Product is okay. Delivery was late by three days and no update was given.'],
    ['Decent but packing can improve', 'Item was fine but the packing was thin for something this fragile.'],
    ['Okay for the price', 'Not bad, not great. Colour is slightly different from the photos.'],
  ],
  2: [
    ['Delivery was very late', 'Took more than a week to arrive and the seller did not reply to messages.'],
    ['Product not as described', 'Size chart was wrong. Return was accepted but it took a long time.'],
  ],
  1: [
    ['Poor experience', 'Received a damaged item and the replacement request is still pending.'],
    ['Would not buy again', 'Wrong colour was sent and customer support did not help at all.'],
  ],
}

/** Stars weighted towards the good end, as real store ratings are. */
function pickStars(r: Random, mood: number): 1 | 2 | 3 | 4 | 5 {
  const x = r.next() * mood
  if (x < 0.05) return 1
  if (x < 0.12) return 2
  if (x < 0.27) return 3
  if (x < 0.55) return 4
  return 5
}

/** Fashion products made for one gender: Men's/Women's branches and "for Men"/"Women's" names. */
async function fillProductGender(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with recursive fashion as (
      select id, name from categories where level = 1 and name = 'Fashion'
      union all
      select c.id, c.name from categories c join fashion f on c.parent_category = f.id and c.id <> f.id
    ),
    branch_of as (
      select leaf.id as leaf_id, branch.name as branch_name
      from categories leaf join categories branch on branch.id = leaf.parent_category
      where leaf.level = 3 and leaf.id in (select id from fashion)
    )
    update products p set gender = case
        when b.branch_name ilike 'women%' or p.name ~* '\\mwomen(''s)?\\M' then 'Female'
        when b.branch_name ilike 'men%' or p.name ~* '\\mmen(''s)?\\M' then 'Male'
      end
    from branch_of b
    where p.category_id = b.leaf_id and p.gender is null
      and (b.branch_name ~* '^(wo)?men' or p.name ~* '\\m(wo)?men(''s)?\\M')`)
}

/** Big Buck Bunny, the Blender Foundation's open film (CC BY 3.0), on its official YouTube upload. */
export const DEMO_BRAND_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'

interface BrandSource {
  featured: boolean
  brand_id: string
  brand_name: string
  logo: string
  banner: string | null
  product_ids: string[]
  gallery: { image: string; name: string; description: string }[]
}

/**
 * A page for every brand without one: a banner (the brand's own hero artwork; a brand seeded before
 * brands had one gets the category banner of its main category),
 * its eight best-rated products, and a gallery of four product pictures with their names. The brands
 * promoted as featured brands also get a Featured Video: the invented brands have no films of their
 * own, so the demo shows an openly licensed short film, credited as such (other brands show none).
 */
async function fillBrandPages(tx: Tx): Promise<void> {
  const rows = await selectRows<BrandSource>(
    tx as unknown as Db,
    sql`
      with missing as (
        select b.id, b.name, b.logo, b.hero from brands b
        where not exists (select 1 from brand_page_sections s where s.brand_id = b.id)
      ),
      ranked as (
        select p.brand_id, p.id, p.name, p.description, p.image_urls[1] as image, p.category_id,
          row_number() over (
            partition by p.brand_id
            order by p.is_best_seller desc,
              (p.one_rating + 2 * p.two_rating + 3 * p.three_rating + 4 * p.four_rating + 5 * p.five_rating)
                desc,
              p.id
          ) as n
        from products p join missing m on m.id = p.brand_id
      ),
      main_top as (
        select distinct on (r.brand_id) r.brand_id, top.banner
        from ranked r
        join categories leaf on leaf.id = r.category_id
        join categories branch on branch.id = leaf.parent_category
        join categories top on top.id = branch.parent_category
        group by r.brand_id, top.id, top.banner
        order by r.brand_id, count(*) desc, top.id
      )
      select m.id as brand_id, m.name as brand_name,
        exists (select 1 from featured_brand_brands f where f.brand_id = m.id) as featured, m.logo,
        coalesce(m.hero, t.banner) as banner,
        coalesce((select array_agg(r.id order by r.n) from ranked r where r.brand_id = m.id and r.n <= 8),
          '{}') as product_ids,
        coalesce((select json_agg(json_build_object('image', r.image, 'name', r.name,
            -- A caption of at most 160 characters, cut after a whole word (and any full stop or comma
            -- there dropped, so it never reads "at once.…").
            'description', case when length(r.description) <= 160 then r.description
              else regexp_replace(regexp_replace(left(r.description, 161), '\\s+\\S*$', ''), '[\\s.,;:]+$', '')
                || '…' end) order by r.n)
          from ranked r where r.brand_id = m.id and r.n <= 4 and r.image is not null), '[]') as gallery
      from missing m left join main_top t on t.brand_id = m.id
      order by m.id`,
  )
  const values: (typeof brandPageSections.$inferInsert)[] = []
  for (const row of rows) {
    let position = 0
    if (row.banner) {
      values.push({
        brandId: row.brand_id,
        position: position++,
        kind: 'bannerSection',
        payload: [
          {
            url: row.banner,
            link: `/topbrand-products-page/${row.brand_id}`,
            brandLogo: row.logo,
            brandName: row.brand_name,
          },
        ],
      })
    }
    if (row.product_ids.length > 0) {
      values.push({
        brandId: row.brand_id,
        position: position++,
        kind: 'productSection',
        payload: row.product_ids,
      })
    }
    if (row.gallery.length >= 3) {
      values.push({
        brandId: row.brand_id,
        position: position++,
        kind: 'gallerySection',
        payload: row.gallery.map((g) => ({ imageUrl: g.image, Title: g.name, Description: g.description })),
      })
    }
    if (row.featured) {
      values.push({
        brandId: row.brand_id,
        position: position++,
        kind: 'videoSection',
        payload: [
          {
            url: DEMO_BRAND_VIDEO_URL,
            Title: `${row.brand_name} presents: Big Buck Bunny`,
            Description:
              'Demo data: "Big Buck Bunny" by the Blender Foundation (CC BY 3.0) stands in for a brand film.',
          },
        ],
      })
    }
  }
  for (let start = 0; start < values.length; start += 200) {
    await tx.insert(brandPageSections).values(values.slice(start, start + 200))
  }
}

/** The demo reviewers (idempotent: existing ids are left alone). */
async function ensureReviewers(tx: Tx, now: number): Promise<void> {
  await tx
    .insert(users)
    .values(
      DEMO_REVIEWER_NAMES.map((name, i) => ({
        id: reviewerId(i),
        name,
        referralCode: `REVIEW${String(i + 1).padStart(4, '0')}`,
        createdAt: new Date(now - (400 + i) * DAY),
        updatedAt: new Date(now - (400 + i) * DAY),
      })),
    )
    .onConflictDoNothing()
}

/**
 * 5 to 40 ratings per seller from the demo reviewers, only while no seller has any rating (once real
 * shoppers rate, the demo ratings are not topped up). Seller rating counts are then recomputed from the
 * rows, so every count shown anywhere matches the bars.
 */
async function fillSellerRatings(tx: Tx, now: number): Promise<void> {
  const any = await tx.select({ id: sellerRatings.id }).from(sellerRatings).limit(1)
  if (any.length > 0) return
  const sellerRows = await tx
    .select({ id: sellers.id, createdDate: sellers.createdDate })
    .from(sellers)
    .orderBy(asc(sellers.id))
  const r = new Random(SEED)
  const rows: (typeof sellerRatings.$inferInsert)[] = []
  for (const seller of sellerRows) {
    const count = r.int(5, DEMO_REVIEWER_NAMES.length)
    const mood = 0.6 + r.next() * 0.5
    const reviewers = r.sample(
      DEMO_REVIEWER_NAMES.map((_, i) => i),
      count,
    )
    const ageDays = Math.max(2, Math.floor((now - seller.createdDate.getTime()) / DAY))
    for (const reviewer of reviewers) {
      const stars = pickStars(r, mood)
      const [review, comment] = r.pick(REVIEWS[stars])
      rows.push({
        id: documentId(r),
        sellerId: seller.id,
        userId: reviewerId(reviewer),
        rating: stars,
        review,
        comment,
        createdAt: new Date(now - r.int(1, Math.min(ageDays, 365)) * DAY - r.int(0, DAY - 1)),
      })
    }
  }
  for (let start = 0; start < rows.length; start += 250) {
    await tx.insert(sellerRatings).values(rows.slice(start, start + 250))
  }
  await recountSellerRatings(tx)
}

/** A product's top-level category, from its category row `c` and that row's parent `m` (three levels). */
const topCategoryOf = (c: string, m: string) =>
  sql.raw(
    `(case ${c}.level when 1 then ${c}.id when 2 then ${c}.parent_category else ${m}.parent_category end)`,
  )

/**
 * Featured products are sold by stores with a name (a featured card shows its store). A data folder
 * seeded before the seed chose them that way (packages/api/src/db/seed/build.ts) gets each product of a
 * nameless store replaced by the best-rated product in stock of the same top-level category from a
 * named store, as the seed picks them; the slot keeps its place.
 */
async function featureNamedStores(tx: Tx): Promise<void> {
  const db = tx as unknown as Db
  const misplaced = await selectRows<{ id: string; top: string }>(
    db,
    sql`select f.id, ${topCategoryOf('c', 'm')} as top
        from featured_products f
        join products p on p.id = f.product_id
        join sellers s on s.id = p.seller_id
        join categories c on c.id = p.category_id
        left join categories m on m.id = c.parent_category
        where s.store_name is null
        order by f.position, f.id`,
  )
  for (const slot of misplaced) {
    const [candidate] = await selectRows<{ id: string }>(
      db,
      sql`select p.id from products p
          join sellers s on s.id = p.seller_id and s.store_name is not null
          join categories c on c.id = p.category_id
          left join categories m on m.id = c.parent_category
          where p.stock > 0 and ${topCategoryOf('c', 'm')} = ${slot.top}
            and not exists (select 1 from featured_products f where f.product_id = p.id)
          order by p.five_rating desc, p.id
          limit 1`,
    )
    if (candidate) {
      await tx.execute(sql`update featured_products set product_id = ${candidate.id} where id = ${slot.id}`)
    }
  }
}

/** Adds whatever browse data is missing (see the top of this file). Runs inside the seed transaction. */
export async function ensureBrowseData(tx: Tx, opts: { now?: Date } = {}): Promise<void> {
  const now = (opts.now ?? new Date()).getTime()
  await featureNamedStores(tx)
  await fillProductGender(tx)
  await fillBrandPages(tx)
  await ensureReviewers(tx, now)
  await fillSellerRatings(tx, now)
}
