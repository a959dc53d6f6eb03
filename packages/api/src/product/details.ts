import type { ProductDetails } from '@haat/contract'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { discountPercent, paiseToRupees } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brandPageSections, brands, categories, products, sellers } from '../db/schema.ts'

/**
 * The product page's main answer: every field of the product with its brand, its seller and its place in
 * the category tree, in the wire's shapes (rupees, docs/product.md "Money and numbers"). Read per call;
 * whether the shopper bought it is added by the route.
 */

/** The average of docs/product.md ("Average rating"): weighted mean of the five counts, one decimal, 0 without. */
export function averageRating(c: {
  oneRating: number
  twoRating: number
  threeRating: number
  fourRating: number
  fiveRating: number
}): { averageRating: number; ratingCount: number } {
  const count = c.oneRating + c.twoRating + c.threeRating + c.fourRating + c.fiveRating
  if (count === 0) return { averageRating: 0, ratingCount: 0 }
  const stars = c.oneRating + 2 * c.twoRating + 3 * c.threeRating + 4 * c.fourRating + 5 * c.fiveRating
  return { averageRating: Math.round((stars / count) * 10) / 10, ratingCount: count }
}

/**
 * The product's category and its ancestors, top level first (a top-level row is its own parent), as one
 * JSON array computed inside the product's own query: one round trip for the whole answer.
 */
const categoryPath = sql<{ id: string; name: string | null }[]>`(
  with recursive up(id, name, parent, depth) as (
    select c.id, c.name, c.parent_category, 0 from ${categories} c where c.id = ${products.categoryId}
    union all
    select c.id, c.name, c.parent_category, up.depth + 1
    from ${categories} c join up on c.id = up.parent
    where up.parent <> up.id and up.depth < 5
  )
  select coalesce(json_agg(json_build_object('id', up.id, 'name', up.name) order by up.depth desc), '[]'::json)
  from up
)`

/** Every column the page maps: not the search vector, which only search reads. */
const { search: _search, ...productColumns } = getTableColumns(products)

function detailsQuery(db: Db) {
  return db
    .select({
      product: productColumns,
      brandName: brands.name,
      hasBrandPage: sql<boolean>`exists (
        select 1 from ${brandPageSections} where ${brandPageSections.brandId} = ${products.brandId}
      )`,
      categoryPath,
      seller: {
        name: sellers.name,
        storeName: sellers.storeName,
        oneRating: sellers.oneRating,
        twoRating: sellers.twoRating,
        threeRating: sellers.threeRating,
        fourRating: sellers.fourRating,
        fiveRating: sellers.fiveRating,
      },
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, sql.placeholder('productId')))
    .limit(1)
    .prepare('product_details')
}

/**
 * The query prepared once per database: PostgreSQL then plans it once per connection instead of on every
 * call, where planning (a wide table with many indexes, two subqueries) cost more than running it
 * (docs/benchmarks.md, "The product page's main call").
 */
const prepared = new WeakMap<Db, ReturnType<typeof detailsQuery>>()

/** The product `productId` as the page shows it; null when the catalogue has no such product. */
export async function getProductDetails(db: Db, productId: string): Promise<ProductDetails | null> {
  let query = prepared.get(db)
  if (!query) {
    query = detailsQuery(db)
    prepared.set(db, query)
  }
  const [row] = await query.execute({ productId })
  if (!row) return null
  const p = row.product
  return {
    productId: p.id,
    name: p.name,
    description: p.description,
    imageUrls: p.imageUrls,
    price: paiseToRupees(p.pricePaise),
    offerPrice: paiseToRupees(p.offerPricePaise),
    sellingPrice: paiseToRupees(p.sellingPricePaise),
    discountPercentage: discountPercent(p.pricePaise, p.offerPricePaise),
    stock: p.stock,
    tirePrice: p.tierPrices.map((tier) => ({
      range: tier.range,
      discountPrice: paiseToRupees(tier.discountPricePaise),
    })),
    keyFeatures: p.keyFeatures,
    features: p.features,
    tcin: p.tcin,
    origin: p.origin,
    weight: p.weight,
    brandId: p.brandId,
    brandDetails: {
      brandId: p.brandId,
      brandName: row.brandName,
      // The brand's id when it has a page of its own, empty when its name links to its product list.
      brandPage: row.hasBrandPage ? p.brandId : '',
    },
    sellerId: p.sellerId,
    sellerDetails: {
      sellerId: p.sellerId,
      name: row.seller.name,
      storedetails: { storename: row.seller.storeName },
      oneRating: row.seller.oneRating,
      twoRating: row.seller.twoRating,
      threeRating: row.seller.threeRating,
      fourRating: row.seller.fourRating,
      fiveRating: row.seller.fiveRating,
    },
    category: p.categoryId,
    categoryPath: row.categoryPath,
    oneRating: p.oneRating,
    twoRating: p.twoRating,
    threeRating: p.threeRating,
    fourRating: p.fourRating,
    fiveRating: p.fiveRating,
    ...averageRating(p),
    b2cMaxQty: p.b2cMaxQty,
    b2bMaxQty: p.b2bMaxQty,
    bestSeller: p.isBestSeller,
    sponsored: p.sponsored,
    purchaseLimit: p.purchaseLimit,
    branded: p.branded,
    cashOnDelivery: p.cashOnDelivery,
    minimumQuantity: p.minimumQuantity,
    oneYearWarrenty: p.oneYearWarrenty,
    noWarrenty: p.noWarrenty,
    sevenDaysReplacement: p.sevenDaysReplacement,
    nonReturnableItem: p.nonReturnableItem,
    sevenDaysReturnable: p.sevenDaysReturnable,
    offerTitle: p.offerTitle,
    offerDesc: p.offerDesc,
  }
}
