import type { Answer } from '@haat/contract'
import { asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { paiseToRupees, ratingCountColumns, toTimestamp } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import {
  brands,
  categories,
  discountsForYou,
  featuredBrandBrands,
  featuredBrands,
  featuredProducts,
  homeBanners,
  limitedTimeDealProducts,
  limitedTimeDeals,
  newArrivalProducts,
  newArrivals,
  products,
  sellers,
  topBrands,
  topDealProducts,
  topDeals,
  topStores,
} from '../db/schema.ts'

/** The home page's feeds, read straight from the merchandising tables in their display order. */

export async function getHomeBanners(db: Db): Promise<Answer<'homeBanners'>> {
  const productCategory = alias(categories, 'product_category')
  const rows = await db
    .select({
      id: homeBanners.id,
      image: homeBanners.image,
      dealType: homeBanners.dealType,
      title: homeBanners.title,
      headline: homeBanners.headline,
      subline: homeBanners.subline,
      linkLabel: homeBanners.linkLabel,
      categoryId: homeBanners.categoryId,
      categoryName: categories.name,
      productId: homeBanners.productId,
      productCategoryId: productCategory.id,
      productCategoryName: productCategory.name,
    })
    .from(homeBanners)
    .leftJoin(categories, eq(categories.id, homeBanners.categoryId))
    .leftJoin(products, eq(products.id, homeBanners.productId))
    .leftJoin(productCategory, eq(productCategory.id, products.categoryId))
    .orderBy(asc(homeBanners.position))
  return rows.flatMap((row): Answer<'homeBanners'> => {
    // The banner's words, sent only when it has them; without a headline it shows its artwork alone.
    const words = {
      ...(row.headline ? { headline: row.headline } : {}),
      ...(row.headline && row.subline ? { subline: row.subline } : {}),
      ...(row.headline && row.linkLabel ? { linkLabel: row.linkLabel } : {}),
    }
    if (row.dealType === 'Category' && row.categoryId) {
      return [
        {
          id: row.id,
          image: row.image,
          dealType: 'Category' as const,
          selectedValue: [row.categoryId],
          categoryDetails: [
            { categoryId: row.categoryId, categoryName: row.categoryName ?? 'Unnamed Category' },
          ],
          productId: null,
          title: row.title,
          ...words,
        },
      ]
    }
    if (row.dealType === 'Product' && row.productId) {
      return [
        {
          id: row.id,
          image: row.image,
          dealType: 'Product' as const,
          selectedValue: [row.productId],
          categoryDetails: row.productCategoryId
            ? [
                {
                  categoryId: row.productCategoryId,
                  categoryName: row.productCategoryName ?? 'Unnamed Category',
                },
              ]
            : [],
          productId: row.productId,
          title: row.title,
          ...words,
        },
      ]
    }
    return []
  })
}

/** Product ids of a collection's join table in display order, as a correlated subquery. */
function orderedIds(table: { productId: unknown; position: unknown }, owner: unknown, ownerId: unknown) {
  return sql<
    string[]
  >`coalesce((select array_agg(${table.productId} order by ${table.position}) from ${table} where ${owner} = ${ownerId}), '{}')`
}

export async function getTopDeals(db: Db): Promise<Answer<'topDeals'>> {
  const rows = await db
    .select({
      id: topDeals.id,
      dealId: topDeals.dealId,
      bannerUrl: topDeals.bannerUrl,
      multipleProduct: topDeals.multipleProduct,
      title: topDeals.title,
      offerText: topDeals.offerText,
      productIds: orderedIds(topDealProducts, topDealProducts.dealId, topDeals.id),
    })
    .from(topDeals)
    .orderBy(asc(topDeals.position))
  return rows.filter((row) => row.productIds.length > 0)
}

export async function getLimitedTimeDeals(db: Db): Promise<Answer<'limitedTimeDeals'>> {
  const rows = await db
    .select({
      id: limitedTimeDeals.id,
      image: limitedTimeDeals.images,
      startDate: limitedTimeDeals.startDate,
      endDate: limitedTimeDeals.endDate,
      title: limitedTimeDeals.title,
      offerTitle: limitedTimeDeals.offerTitle,
      offerDesc: limitedTimeDeals.offerDesc,
      productIds: orderedIds(limitedTimeDealProducts, limitedTimeDealProducts.dealId, limitedTimeDeals.id),
    })
    .from(limitedTimeDeals)
    // An ended deal leaves the feed (its listing is empty by then), judged by the database's clock as the
    // listing judges a deal's window; a deal that has not started yet stays, counting down to its start.
    // The answer is cached for a minute, so the storefront also drops a deal that ends on screen.
    .where(sql`${limitedTimeDeals.endDate} is null or ${limitedTimeDeals.endDate} > now()`)
    .orderBy(asc(limitedTimeDeals.position))
  return rows
    .filter((row) => row.productIds.length > 0 && row.image.length > 0)
    .map((row) => ({ ...row, startDate: toTimestamp(row.startDate), endDate: toTimestamp(row.endDate) }))
}

export async function getFeaturedBrands(db: Db): Promise<Answer<'featuredBrands'>> {
  const rows = await db
    .select({
      id: featuredBrands.id,
      image: featuredBrands.image,
      featuredType: featuredBrands.featuredType,
      brandId: brands.id,
      brandName: brands.name,
      brandLogo: brands.logo,
    })
    .from(featuredBrands)
    .innerJoin(featuredBrandBrands, eq(featuredBrandBrands.featuredBrandId, featuredBrands.id))
    .innerJoin(brands, eq(brands.id, featuredBrandBrands.brandId))
    .orderBy(asc(featuredBrands.position), asc(featuredBrandBrands.position))
  const entries = new Map<string, Answer<'featuredBrands'>[number]>()
  for (const row of rows) {
    let entry = entries.get(row.id)
    if (!entry) {
      entry = {
        id: row.id,
        image: row.image,
        featuredType: row.featuredType,
        selectedBrands: [],
        selectedBrandDetails: [],
      }
      entries.set(row.id, entry)
    }
    entry.selectedBrands.push(row.brandId)
    entry.selectedBrandDetails.push({
      brandId: row.brandId,
      brandLogo: row.brandLogo,
      brandName: row.brandName,
    })
  }
  return [...entries.values()]
}

export async function getTopStores(db: Db): Promise<Answer<'topStores'>> {
  const rows = await db
    .select({
      id: topStores.id,
      sellerId: topStores.sellerId,
      image: topStores.image,
      storeName: sellers.storeName,
    })
    .from(topStores)
    .innerJoin(sellers, eq(sellers.id, topStores.sellerId))
    .orderBy(asc(topStores.position))
  return {
    data: rows.map((row) => ({
      id: row.id,
      sellerId: row.sellerId,
      image: row.image,
      sellerData: { storedetails: { storename: row.storeName } },
    })),
  }
}

export async function getNewArrivals(db: Db): Promise<Answer<'newArrivals'>> {
  const rows = await db
    .select({
      id: newArrivals.id,
      image: newArrivals.image,
      newArrivalType: newArrivals.newArrivalType,
      title: newArrivals.title,
      selectedProducts: orderedIds(newArrivalProducts, newArrivalProducts.newArrivalId, newArrivals.id),
    })
    .from(newArrivals)
    .orderBy(asc(newArrivals.position))
  return { data: rows.filter((row) => row.selectedProducts.length > 0) }
}

export async function getFeaturedProducts(db: Db): Promise<Answer<'featuredProducts'>> {
  const rows = await db
    .select({
      id: featuredProducts.id,
      productId: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      pricePaise: products.pricePaise,
      offerPricePaise: products.offerPricePaise,
      stock: products.stock,
      storeName: sellers.storeName,
      ...ratingCountColumns,
    })
    .from(featuredProducts)
    .innerJoin(products, eq(products.id, featuredProducts.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(asc(featuredProducts.position))
  return rows.map(({ pricePaise, offerPricePaise, storeName, ...row }) => ({
    ...row,
    price: paiseToRupees(pricePaise),
    offerPrice: paiseToRupees(offerPricePaise),
    sellerDetails: { storedetails: { storename: storeName } },
  }))
}

export async function getTopBrands(db: Db): Promise<Answer<'topBrands'>> {
  return db
    .select({ id: topBrands.id, brandId: brands.id, brandName: brands.name, brandLogo: brands.logo })
    .from(topBrands)
    .innerJoin(brands, eq(brands.id, topBrands.brandId))
    .orderBy(asc(topBrands.position))
}

export async function getDiscountsForYou(db: Db): Promise<Answer<'discountsForYou'>> {
  const rows = await db
    .select({
      id: discountsForYou.id,
      imgUrl: discountsForYou.image,
      parentCategoryName: categories.name,
      discount: discountsForYou.percent,
    })
    .from(discountsForYou)
    .innerJoin(categories, eq(categories.id, discountsForYou.categoryId))
    .orderBy(asc(discountsForYou.position))
  return rows.map((row) => ({ ...row, parentCategoryName: row.parentCategoryName ?? 'Unnamed Category' }))
}
