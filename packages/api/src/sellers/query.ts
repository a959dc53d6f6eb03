import type {
  Answer,
  Brand,
  BrandBannerItem,
  BrandGalleryItem,
  BrandPageSection,
  BrandProductItem,
  BrandVideoItem,
  ListingProduct,
  RatingBar,
} from '@haat/contract'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { listingBrandJoin, listingColumns, toListingProduct, toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import {
  brandPageSections,
  brands,
  featuredBrandBrands,
  featuredBrands,
  products,
  sellerRatings,
  sellers,
  users,
} from '../db/schema.ts'

/** Brand pages, brand lists, seller stores and seller ratings, as the contract's sellers calls answer them. */

type BrandRow = typeof brands.$inferSelect

export function toBrand(row: BrandRow): Brand {
  return {
    brandId: row.id,
    brandName: row.name,
    brandLogo: row.logo,
    isVerified: row.isVerified,
    isBestSeller: row.isBestSeller,
    joinedDate: toTimestamp(row.joinedDate),
  }
}

/** Listing products by id, in the order of `ids` (ids no longer in the catalogue are skipped). */
async function listingProductsByIds(db: Db, ids: string[]): Promise<ListingProduct[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(listingColumns)
    .from(products)
    .innerJoin(brands, listingBrandJoin)
    .where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.id, toListingProduct(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The picture of a brand page's hero: the first picture of its first banner section, as the storefront
 * draws it (BrandHero), or undefined when the page has none.
 */
export async function brandHeroPicture(db: Db, brandId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ payload: brandPageSections.payload })
    .from(brandPageSections)
    .where(and(eq(brandPageSections.brandId, brandId), eq(brandPageSections.kind, 'bannerSection')))
    .orderBy(asc(brandPageSections.position))
    .limit(1)
  return (row?.payload as BrandBannerItem[] | undefined)?.[0]?.url
}

/** The brand page, or null when the brand does not exist. A brand without sections has an empty list. */
export async function getBrandPage(db: Db, brandId: string): Promise<Answer<'brandPage'> | null> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1)
  if (!brand) return null
  const rows = await db
    .select()
    .from(brandPageSections)
    .where(eq(brandPageSections.brandId, brandId))
    .orderBy(asc(brandPageSections.position))
  const sections: BrandPageSection[] = []
  for (const row of rows) {
    switch (row.kind) {
      case 'productSection': {
        const items: BrandProductItem[] = (await listingProductsByIds(db, row.payload as string[])).map(
          (product) => ({
            productId: product.productId,
            productDetails: product,
            rate: product.offerPrice,
            originalPrice: product.price,
            name: product.name,
            imageUrl: product.imageUrls[0] ?? brand.logo,
          }),
        )
        sections.push({ name: 'productSection', items })
        break
      }
      case 'gallerySection':
        sections.push({ name: 'gallerySection', items: row.payload as BrandGalleryItem[] })
        break
      case 'bannerSection':
        sections.push({ name: 'bannerSection', items: row.payload as BrandBannerItem[] })
        break
      case 'videoSection':
        sections.push({ name: 'videoSection', items: row.payload as BrandVideoItem[] })
        break
    }
  }
  return { brandDetails: toBrand(brand), sections }
}

/** Every brand by name; with a category id, only brands with products in that category's subtree. */
export async function getBrands(db: Db, categoryId: string | undefined): Promise<Brand[]> {
  const subtree = sql`(
    with recursive tree as (
      select id from categories where id = ${categoryId ?? ''}
      union all
      select c.id from categories c join tree t on c.parent_category = t.id and c.id <> t.id
    ) select id from tree)`
  const rows = await db
    .select()
    .from(brands)
    .where(
      categoryId === undefined
        ? undefined
        : sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id}
            and ${products.categoryId} in ${subtree})`,
    )
    .orderBy(asc(brands.name), asc(brands.id))
  return rows.map(toBrand)
}

export async function sellerExists(db: Db, sellerId: string): Promise<boolean> {
  const rows = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).limit(1)
  return rows.length > 0
}

export async function brandExists(db: Db, brandId: string): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1)
  return rows.length > 0
}

/** The brands a seller sells (by name), or null for an unknown seller. */
export async function getSellerBrands(db: Db, sellerId: string): Promise<Brand[] | null> {
  if (!(await sellerExists(db, sellerId))) return null
  const rows = await db
    .select()
    .from(brands)
    .where(
      sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id}
        and ${products.sellerId} = ${sellerId})`,
    )
    .orderBy(asc(brands.name), asc(brands.id))
  return rows.map(toBrand)
}

/** Weighted mean of the five counts, one decimal; 0 without ratings. */
function averageOf(counts: number[]): { average: number; count: number } {
  const count = counts.reduce((sum, n) => sum + n, 0)
  if (count === 0) return { average: 0, count: 0 }
  const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0)
  return { average: Math.round((total / count) * 10) / 10, count }
}

export async function getSeller(db: Db, sellerId: string): Promise<Answer<'seller'> | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1)
  if (!row) return null
  const counts = [row.oneRating, row.twoRating, row.threeRating, row.fourRating, row.fiveRating]
  return {
    sellerId: row.id,
    name: row.name,
    storedetails: { storename: row.storeName },
    storeImage: row.storeImage,
    createdDate: toTimestamp(row.createdDate),
    oneRating: row.oneRating,
    twoRating: row.twoRating,
    threeRating: row.threeRating,
    fourRating: row.fourRating,
    fiveRating: row.fiveRating,
    ratingSummary: averageOf(counts),
  }
}

/**
 * The five bars of a seller's ratings, 5 stars first. Percentages have one decimal and are shared out by
 * largest remainder, so with any ratings they add up to exactly 100.
 */
async function ratingBars(db: Db, sellerId: string): Promise<RatingBar[]> {
  const rows = await selectRows<{ stars: number; count: number; tenths: number }>(
    db,
    sql`
      with counts as (
        select s.stars, coalesce(r.n, 0)::int as n
        from generate_series(1, 5) as s(stars)
        left join (
          select rating as stars, count(*)::int as n from seller_ratings where seller_id = ${sellerId}
          group by rating
        ) r on r.stars = s.stars
      ),
      shares as (
        select stars, n, sum(n) over () as total,
          case when sum(n) over () = 0 then 0 else n * 1000.0 / sum(n) over () end as exact
        from counts
      ),
      ranked as (
        select stars, n, total, floor(exact)::int as base,
          row_number() over (order by exact - floor(exact) desc, stars desc) as place,
          1000 - sum(floor(exact)) over () as missing
        from shares
      )
      select stars, n as count,
        case when total = 0 then 0 else base + (case when place <= missing then 1 else 0 end) end as tenths
      from ranked order by stars desc`,
  )
  return rows.map((row) => ({
    stars: Number(row.stars),
    count: Number(row.count),
    percent: Number(row.tenths) / 10,
  }))
}

const graphemes = new Intl.Segmenter('en-IN', { granularity: 'grapheme' })

/**
 * How a reviewer appears on a seller's public ratings: the first name and the initial of the last ("Priya
 * Nair" becomes "Priya N."), as Indian marketplaces show reviewers, so a public page never names a
 * shopper in full nor carries their account id. One word stays as it is; an empty name stays empty (the
 * list then says "Haat shopper").
 */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  if (!last) return first
  // The first letter as a reader sees it (a Devanagari letter with its vowel sign, not half of it).
  const initial = graphemes.segment(last)[Symbol.iterator]().next().value?.segment ?? ''
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`
}

/** A page of a seller's ratings (newest first) with the summary of all of them; null for an unknown seller. */
export async function getSellerRatings(
  db: Db,
  sellerId: string,
  page: number,
  limit: number,
): Promise<Answer<'sellerRatings'> | null> {
  if (!(await sellerExists(db, sellerId))) return null
  const [rows, bars] = await Promise.all([
    db
      .select({
        id: sellerRatings.id,
        comment: sellerRatings.comment,
        rating: sellerRatings.rating,
        sellerId: sellerRatings.sellerId,
        review: sellerRatings.review,
        name: users.name,
        createdAt: sellerRatings.createdAt,
      })
      .from(sellerRatings)
      .innerJoin(users, eq(users.id, sellerRatings.userId))
      .where(eq(sellerRatings.sellerId, sellerId))
      .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ratingBars(db, sellerId),
  ])
  const counts = [...bars].sort((a, b) => a.stars - b.stars).map((bar) => bar.count)
  const summary = averageOf(counts)
  return {
    ratings: rows.map((row) => ({
      ...row,
      name: reviewerDisplayName(row.name),
      createdAt: toTimestamp(row.createdAt),
    })),
    total: summary.count,
    page,
    limit,
    summary: { ...summary, bars },
  }
}

/** How many products each brand of the /featured-brands page shows. */
export const FEATURED_BRAND_PRODUCTS = 10

/** The featured brands (in home-feed order, each once) with their best products. */
export async function getFeaturedBrandsWithProducts(db: Db): Promise<Answer<'featuredBrandsWithProducts'>> {
  const rows = await db
    .select({ image: featuredBrands.image, brand: brands })
    .from(featuredBrands)
    .innerJoin(featuredBrandBrands, eq(featuredBrandBrands.featuredBrandId, featuredBrands.id))
    .innerJoin(brands, eq(brands.id, featuredBrandBrands.brandId))
    .orderBy(asc(featuredBrands.position), asc(featuredBrandBrands.position))
  const seen = new Set<string>()
  const answer: Answer<'featuredBrandsWithProducts'> = []
  for (const row of rows) {
    if (seen.has(row.brand.id)) continue
    seen.add(row.brand.id)
    const productRows = await db
      .select(listingColumns)
      .from(products)
      .innerJoin(brands, listingBrandJoin)
      .where(eq(products.brandId, row.brand.id))
      .orderBy(desc(products.isBestSeller), desc(products.createdAt), asc(products.id))
      .limit(FEATURED_BRAND_PRODUCTS)
    answer.push({
      brandId: row.brand.id,
      brandName: row.brand.name,
      brandLogo: row.brand.logo,
      image: row.image,
      products: productRows.map(toListingProduct),
    })
  }
  return answer
}
