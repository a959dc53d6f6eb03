import {
  DEFAULT_LISTING_SORT,
  FEATURE_FILTERS,
  type FeatureFacet,
  type FeatureParam,
  GENDERS,
  type GenderFacet,
  type ListingPage,
  type ListingQuery,
  type ListingSort,
  type NewArrivalProductsPage,
  PRICE_SLIDER_MAX,
} from '@haat/contract'
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import {
  listingBrandJoin,
  listingColumns,
  paiseToRupees,
  toListingProduct,
} from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import {
  brands,
  categories,
  discountsForYou,
  featuredBrandBrands,
  limitedTimeDealProducts,
  limitedTimeDeals,
  newArrivalProducts,
  newArrivals,
  newArrivalVariants,
  products,
  sellers,
  topDealProducts,
  topDeals,
  topStores,
} from '../db/schema.ts'
import { ratingAverageExpr, ratingCountExpr, ratingSumExpr } from './ratings.ts'
import { prepare, relevanceOrder, searchMatch } from './search-query.ts'

/**
 * The one listing engine: a base scope (which products a page is about) narrowed by the ListingQuery
 * filters, sorted and paged in the database, with the total and the facets of the sidebar.
 */

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'brand'; brandId: string }
  /** The brands of the featured-brands feed. */
  | { kind: 'featuredBrands' }
  | { kind: 'seller'; sellerId: string }
  /** The sellers of the top-stores feed. */
  | { kind: 'topStores' }
  /** Every top deal's products, or one deal's (by its id or its dealId). */
  | { kind: 'topDeal'; dealId?: string }
  /** The products of running limited-time deals, or of one deal (empty once it has ended). */
  | { kind: 'limitedTime'; dealId?: string }
  /** Products flagged new arrivals or placed in a new-arrival collection. */
  | { kind: 'newArrivals' }
  /** One new-arrival collection: its products and variant cards' products. */
  | { kind: 'newArrival'; newArrivalId: string }
  /** A discount-for-you tile: its category subtree at its percent off or more. */
  | { kind: 'discount'; discountId: string }
  | { kind: 'search'; q: string }

/** The discount percent a card shows, computed as the wire's `discount` is (rounded, 0 without a saving). */
const discountExpr = sql<number>`(case when ${products.pricePaise} > 0 and ${products.offerPricePaise} < ${products.pricePaise}
  then round((${products.pricePaise} - ${products.offerPricePaise}) * 100.0 / ${products.pricePaise}) else 0 end)`

/**
 * The ids of a category and everything below it (the tree is three levels; a root is its own parent).
 * Resolved first, in its own small query, and then matched as a list: the planner misjudges a recursive
 * CTE inside the products query (it guesses hundreds of ids) and scans every product instead of using
 * the category index.
 */
async function categorySubtreeIds(db: Db, categoryId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    with recursive subtree(id) as (
      select ${categories.id} from ${categories} where ${categories.id} = ${categoryId}
      union
      select c.id from ${categories} c join subtree s on c.parent_category = s.id
    )
    select id from subtree`,
  )
  return rows.map((row) => row.id)
}

async function categorySubtree(db: Db, categoryId: string): Promise<SQL> {
  const ids = await categorySubtreeIds(db, categoryId)
  return ids.length > 0 ? inArray(products.categoryId, ids) : sql`false`
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0
}

interface ResolvedScope {
  condition: SQL | undefined
  /** Relevance for search scopes, used to break ties of the chosen sort. */
  score?: SQL<number>
  search: boolean
}

/** The condition of a scope, or null when its id names nothing (the route answers 404). */
async function resolveScope(db: Db, scope: ListingScope): Promise<ResolvedScope | null> {
  const plain = (condition: SQL | undefined): ResolvedScope => ({ condition, search: false })
  switch (scope.kind) {
    case 'all':
      return plain(undefined)
    case 'category': {
      const found = await exists(
        db.select({ id: categories.id }).from(categories).where(eq(categories.id, scope.categoryId)).limit(1),
      )
      return found ? plain(await categorySubtree(db, scope.categoryId)) : null
    }
    case 'brand': {
      const found = await exists(
        db.select({ id: brands.id }).from(brands).where(eq(brands.id, scope.brandId)).limit(1),
      )
      return found ? plain(eq(products.brandId, scope.brandId)) : null
    }
    case 'featuredBrands':
      return plain(
        inArray(products.brandId, db.select({ id: featuredBrandBrands.brandId }).from(featuredBrandBrands)),
      )
    case 'seller': {
      const found = await exists(
        db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, scope.sellerId)).limit(1),
      )
      return found ? plain(eq(products.sellerId, scope.sellerId)) : null
    }
    case 'topStores':
      return plain(inArray(products.sellerId, db.select({ id: topStores.sellerId }).from(topStores)))
    case 'topDeal': {
      if (scope.dealId === undefined) {
        return plain(inArray(products.id, db.select({ id: topDealProducts.productId }).from(topDealProducts)))
      }
      const [deal] = await db
        .select({ id: topDeals.id })
        .from(topDeals)
        .where(sql`${topDeals.id} = ${scope.dealId} or ${topDeals.dealId} = ${scope.dealId}`)
        .limit(1)
      if (!deal) return null
      return plain(
        inArray(
          products.id,
          db
            .select({ id: topDealProducts.productId })
            .from(topDealProducts)
            .where(eq(topDealProducts.dealId, deal.id)),
        ),
      )
    }
    case 'limitedTime': {
      const running = sql`(${limitedTimeDeals.startDate} is null or ${limitedTimeDeals.startDate} <= now())
        and (${limitedTimeDeals.endDate} is null or ${limitedTimeDeals.endDate} > now())`
      if (scope.dealId !== undefined) {
        const found = await exists(
          db
            .select({ id: limitedTimeDeals.id })
            .from(limitedTimeDeals)
            .where(eq(limitedTimeDeals.id, scope.dealId))
            .limit(1),
        )
        if (!found) return null
      }
      const dealMatch =
        scope.dealId === undefined ? running : and(running, eq(limitedTimeDeals.id, scope.dealId))
      return plain(
        inArray(
          products.id,
          db
            .select({ id: limitedTimeDealProducts.productId })
            .from(limitedTimeDealProducts)
            .innerJoin(limitedTimeDeals, eq(limitedTimeDeals.id, limitedTimeDealProducts.dealId))
            .where(dealMatch),
        ),
      )
    }
    case 'newArrivals':
      return plain(
        sql`(${products.newArrivals} or ${products.id} in (select ${newArrivalProducts.productId} from ${newArrivalProducts}))`,
      )
    case 'newArrival': {
      const found = await exists(
        db
          .select({ id: newArrivals.id })
          .from(newArrivals)
          .where(eq(newArrivals.id, scope.newArrivalId))
          .limit(1),
      )
      if (!found) return null
      return plain(sql`${products.id} in (
        select ${newArrivalProducts.productId} from ${newArrivalProducts} where ${newArrivalProducts.newArrivalId} = ${scope.newArrivalId}
        union
        select ${newArrivalVariants.variantId} from ${newArrivalVariants} where ${newArrivalVariants.newArrivalId} = ${scope.newArrivalId}
      )`)
    }
    case 'discount': {
      const [tile] = await db
        .select({ categoryId: discountsForYou.categoryId, percent: discountsForYou.percent })
        .from(discountsForYou)
        .where(eq(discountsForYou.id, scope.discountId))
        .limit(1)
      if (!tile) return null
      return plain(and(await categorySubtree(db, tile.categoryId), sql`${discountExpr} >= ${tile.percent}`))
    }
    case 'search': {
      const prepared = prepare(scope.q)
      // Empty or symbol-only text finds nothing, as the header's search does.
      if (!prepared) return { condition: sql`false`, search: false }
      const { matches, score } = await searchMatch(db, prepared)
      return { condition: matches, score, search: true }
    }
  }
}

/** The filter conditions of a query, kept apart so each facet can leave its own filter out. */
async function filterConditions(
  db: Db,
  query: ListingQuery,
): Promise<{ brand?: SQL; gender?: SQL; price?: SQL; others: SQL[]; features: FeatureCondition[] }> {
  const others: SQL[] = []
  if (query.availability === 'in-stock') others.push(sql`${products.stock} > 0`)
  if (query.availability === 'out-of-stock') others.push(sql`${products.stock} <= 0`)
  if (query.rating !== undefined) {
    // round(average, 1) >= r exactly when average >= r - 0.05, i.e. 20 * sum >= (20r - 1) * count: the
    // same test in integers, about twice as fast over a large category as numeric division and rounding.
    others.push(
      sql`(${ratingCountExpr} > 0 and 20::bigint * ${ratingSumExpr} >= (20 * ${query.rating} - 1)::bigint * ${ratingCountExpr})`,
    )
  }
  if (query.category !== undefined) others.push(await categorySubtree(db, query.category))
  if (query.discount !== undefined) others.push(sql`${discountExpr} >= ${query.discount}`)

  const brand = query.brand.length > 0 ? inArray(products.brandId, query.brand) : undefined
  const gender = query.gender !== undefined ? eq(products.gender, query.gender) : undefined

  const priceParts: SQL[] = []
  if (query.minPrice !== undefined && query.minPrice > 0) {
    priceParts.push(sql`${products.offerPricePaise} >= ${Math.round(query.minPrice * 100)}`)
  }
  // The slider's top (10,000 rupees) or above means no upper bound.
  if (query.maxPrice !== undefined && query.maxPrice < PRICE_SLIDER_MAX) {
    priceParts.push(sql`${products.offerPricePaise} <= ${Math.round(query.maxPrice * 100)}`)
  }
  const price = priceParts.length > 0 ? and(...priceParts) : undefined

  const features: FeatureCondition[] = []
  for (const filter of FEATURE_FILTERS) {
    const value = query[filter.param]
    if (value !== undefined) {
      features.push({
        param: filter.param,
        condition: sql`${products.features} ->> ${filter.feature} = ${value}`,
      })
    }
  }
  return { brand, gender, price, others, features }
}

interface FeatureCondition {
  param: FeatureParam
  condition: SQL
}

/**
 * The values of the product-detail filters (Size, Type, Diet) with their counts, within the scope and
 * every other filter; each filter's own values ignore its own choice, so another value can be picked.
 */
async function featureFacets(db: Db, where: SQL[], features: FeatureCondition[]): Promise<FeatureFacet[]> {
  const pairs = sql.join(
    FEATURE_FILTERS.map((filter) => sql`(${filter.param}, ${products.features} ->> ${filter.feature})`),
    sql`, `,
  )
  const othersChosen = features.map(({ param, condition }) => sql`(f.param = ${param} or ${condition})`)
  const rows = await selectRows<{ param: FeatureParam; value: string; count: number }>(
    db,
    sql`select f.param, f.value, count(*)::int as count
      from ${products} cross join lateral (values ${pairs}) as f(param, value)
      where ${products.features} ?| array[${sql.join(
        FEATURE_FILTERS.map((filter) => sql`${filter.feature}`),
        sql`, `,
      )}]::text[]
        and f.value is not null and ${and(...where, ...othersChosen) ?? sql`true`}
      group by f.param, f.value
      order by f.value`,
  )
  return FEATURE_FILTERS.map((filter) => ({
    param: filter.param,
    label: filter.label,
    values: rows
      .filter((row) => row.param === filter.param)
      .map((row) => ({ value: row.value, count: Number(row.count) })),
  })).filter((facet) => facet.values.length > 0)
}

/**
 * The genders the listing's products are made for, with their counts, within the scope and every other
 * filter but gender's own (so the other gender can be picked). Empty where nothing is gendered (tea,
 * phones), which hides the Gender section instead of offering a filter that finds nothing.
 */
async function genderFacets(db: Db, where: SQL[]): Promise<GenderFacet[]> {
  const rows = await db
    .select({ value: products.gender, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...where, isNotNull(products.gender)))
    .groupBy(products.gender)
  return GENDERS.flatMap((value) => {
    const row = rows.find((r) => r.value === value)
    return row ? [{ value, count: Number(row.count) }] : []
  })
}

/**
 * The ORDER BY of a sort (a search's relevance breaks ties); ties end on the id so paging is stable.
 * Relevance needs a search text: any other listing sorts as its default instead.
 */
export function sortOrder(sort: ListingSort, score?: SQL<number>): SQL[] {
  const relevanceTie = score ? [desc(score)] : []
  switch (sort) {
    case 'relevance':
      return score ? relevanceOrder(score) : sortOrder(DEFAULT_LISTING_SORT)
    case 'price-asc':
      return [asc(products.offerPricePaise), ...relevanceTie, asc(products.id)]
    case 'price-desc':
      return [desc(products.offerPricePaise), ...relevanceTie, asc(products.id)]
    case 'discount':
      return [desc(discountExpr), asc(products.offerPricePaise), asc(products.id)]
    case 'recommended':
      return [
        desc(products.isBestSeller),
        desc(products.sponsored),
        sql`${ratingAverageExpr} desc nulls last`,
        ...relevanceTie,
        asc(products.id),
      ]
    case 'rating':
      return [sql`${ratingAverageExpr} desc nulls last`, desc(ratingCountExpr), asc(products.id)]
    case 'newest':
      return [desc(products.createdAt), asc(products.id)]
    case 'top-selling':
      // A seller's Top Selling row (docs/product.md, Listings): what sells, among what can be bought now.
      // How many rated a product stands in for its sales; sponsorship is left out (Recommended weighs it).
      return [
        sql`(${products.stock} > 0) desc`,
        desc(products.isBestSeller),
        desc(ratingCountExpr),
        sql`${ratingAverageExpr} desc nulls last`,
        ...relevanceTie,
        asc(products.id),
      ]
  }
}

/**
 * One page of the products of `scope` matching `query`, with the total and the facets; null when the
 * scope's id names nothing. Every value travels as a bound parameter. Two queries: the page, and one
 * pass grouped by brand from which the total, the price range and the brand counts all come.
 */
export async function listProducts(
  db: Db,
  scope: ListingScope,
  query: ListingQuery,
): Promise<ListingPage | null> {
  const resolved = await resolveScope(db, scope)
  if (!resolved) return null
  const { brand, gender, price, others, features } = await filterConditions(db, query)
  const chosenFeatures = features.map((feature) => feature.condition)
  const base = [resolved.condition, ...others, gender, ...chosenFeatures].filter((c) => c !== undefined)

  // The page's ids first, sorting narrow rows, then the 24 cards joined with their brands: joining
  // before the sort would join every matching product (16,000 in the largest category of the benchmark).
  const order = sortOrder(query.sort, resolved.score)
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(...base, brand, price))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const rows = await db
    .select(listingColumns)
    .from(products)
    .innerJoin(brands, listingBrandJoin)
    .where(inArray(products.id, pageIds))
    .orderBy(...order)

  // Per brand, over the scope and the other filters: the count within the price filter (the brand
  // facet, which ignores the brand filter so more brands can be ticked) and the price range without it
  // (the slider keeps its bounds). The total and the range then add up the ticked brands' groups.
  const perBrand = db
    .select({
      brandId: products.brandId,
      inPrice: (price ? sql<number>`(count(*) filter (where ${price}))::int` : sql<number>`count(*)::int`).as(
        'in_price',
      ),
      minPaise: sql<number>`min(${products.offerPricePaise})`.as('min_paise'),
      maxPaise: sql<number>`max(${products.offerPricePaise})`.as('max_paise'),
    })
    .from(products)
    .where(and(...base))
    .groupBy(products.brandId)
    .as('per_brand')
  const groups = await db
    .select({
      brandId: perBrand.brandId,
      brandName: brands.name,
      inPrice: perBrand.inPrice,
      minPaise: perBrand.minPaise,
      maxPaise: perBrand.maxPaise,
    })
    .from(perBrand)
    .innerJoin(brands, eq(brands.id, perBrand.brandId))
    .orderBy(asc(brands.name), asc(brands.id))
  const ticked = query.brand.length > 0 ? groups.filter((g) => query.brand.includes(g.brandId)) : groups
  const brandFacets = groups
    .filter((group) => Number(group.inPrice) > 0)
    .map((group) => ({ brandId: group.brandId, brandName: group.brandName, count: Number(group.inPrice) }))
  const featureValues = await featureFacets(
    db,
    [resolved.condition, ...others, gender, brand, price].filter((condition) => condition !== undefined),
    features,
  )
  const genderValues = await genderFacets(
    db,
    [resolved.condition, ...others, ...chosenFeatures, brand, price].filter((c) => c !== undefined),
  )
  const min = Math.min(...ticked.map((g) => Number(g.minPaise)))
  const max = Math.max(...ticked.map((g) => Number(g.maxPaise)))

  return {
    products: rows.map(toListingProduct),
    total: ticked.reduce((sum, group) => sum + Number(group.inPrice), 0),
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      brands: brandFacets,
      priceRange: {
        min: paiseToRupees(ticked.length > 0 ? min : 0),
        max: paiseToRupees(ticked.length > 0 ? max : 0),
      },
      features: featureValues,
      genders: genderValues,
    },
  }
}

/**
 * The page of a new-arrival collection with each product's description merged in, read in one query
 * for the page's product ids. A product that is one of the collection's variant cards shows the
 * description the collection gives that variant; any other shows the product's. An empty page costs no query.
 */
export async function withDescriptions(
  db: Db,
  newArrivalId: string,
  page: ListingPage,
): Promise<NewArrivalProductsPage> {
  const ids = page.products.map((product) => product.productId)
  if (ids.length === 0) return { ...page, products: [] }
  const rows = await db
    .select({
      id: products.id,
      description: sql<string>`coalesce(${newArrivalVariants.description}, ${products.description})`,
    })
    .from(products)
    .leftJoin(
      newArrivalVariants,
      and(eq(newArrivalVariants.variantId, products.id), eq(newArrivalVariants.newArrivalId, newArrivalId)),
    )
    .where(inArray(products.id, ids))
  const descriptions = new Map(rows.map((row) => [row.id, row.description]))
  return {
    ...page,
    products: page.products.map((product) => ({
      ...product,
      description: descriptions.get(product.productId) ?? '',
    })),
  }
}
