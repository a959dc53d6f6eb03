import type { Category, FeatureFacet, ListingProduct, RatingCounts } from '@haat/contract'
import {
  AVAILABILITIES,
  AVAILABILITY_MENU,
  DEFAULT_AVAILABILITY,
  FEATURE_PARAMS,
  GENDERS,
  type ListingParams,
  oneOf,
  PRICE_SLIDER_MAX,
  SORT_MENU,
} from '@haat/contract/core'
import type { ShownRange } from '@haat/ui'
import { categoryLabel, type FilterValue, type ProductCardProps } from '@haat/ui'
import { categoryPageHref, productHref } from '../links.ts'
import { ratingCountsOf } from '../ratingCounts.ts'

/** The two price sorts, which most listings offer (Price: Low to High, the default, first). */
export const PRICE_SORTS = SORT_MENU.filter((option) => option.value.startsWith('price-'))

/** The availability select of the pages without a sidebar: All Products first, then the sidebar's choices. */
export const AVAILABILITY_OPTIONS = [
  ...AVAILABILITY_MENU.filter((option) => option.value === 'all'),
  ...AVAILABILITY_MENU.filter((option) => option.value !== 'all'),
]

/**
 * Pure mappings between what the API answers, the URL state and what the @haat/ui listing components
 * take. No React here, so each rule is unit-tested.
 */

/** The range of "Showing 1-24 of 30 results"; a page past the end shows 0-0. */
export function shownRange(page: number, pageSize: number, total: number) {
  const from = (page - 1) * pageSize + 1
  if (total === 0 || from > total) return { from: 0, to: 0, total }
  return { from, to: Math.min(page * pageSize, total), total }
}

/**
 * The toolbar's count for a listing's state: the page's range once an answer is in, a placeholder while
 * the first one loads, and none for a listing that failed or names nothing ("0 results" would be untrue).
 */
export function resultCount(
  answer: { page: number; pageSize: number; total: number } | undefined,
  status: 'loading' | 'error' | 'empty' | 'ready',
): ShownRange | 'loading' | null {
  if (answer) return shownRange(answer.page, answer.pageSize, answer.total)
  return status === 'loading' ? 'loading' : null
}

export const pageCount = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize))

/** The FilterSidebar's value for the URL state (the sidebar picks one brand; the URL may list several). */
export function sidebarValue(params: ListingParams): FilterValue {
  return {
    rating: params.rating ?? null,
    minPrice: params.minPrice ?? 0,
    maxPrice: params.maxPrice ?? PRICE_SLIDER_MAX,
    brand: params.brand[0] ?? null,
    gender: params.gender ?? null,
    availability: params.availability,
    discount: params.discount ?? null,
    details: { ...params.details },
  }
}

export function paramsFromSidebar(value: FilterValue): Partial<ListingParams> {
  return {
    rating: value.rating ?? undefined,
    minPrice: value.minPrice > 0 ? value.minPrice : undefined,
    maxPrice: value.maxPrice < PRICE_SLIDER_MAX ? value.maxPrice : undefined,
    brand: value.brand === null ? [] : [value.brand],
    gender: oneOf(GENDERS, value.gender),
    availability: oneOf(AVAILABILITIES, value.availability) ?? DEFAULT_AVAILABILITY,
    discount: value.discount ?? undefined,
    details: Object.fromEntries(
      FEATURE_PARAMS.flatMap((key) => (value.details[key] ? [[key, value.details[key]]] : [])),
    ),
  }
}

/** The sidebar's product-detail sections from the answer's facets (empty until the answer arrives). */
export function detailFilters(facets: FeatureFacet[] | undefined) {
  return (facets ?? []).map((facet) => ({ key: facet.param, label: facet.label, values: facet.values }))
}

/** What every answer that lists products says of each, as much as a ProductCard shows. */
export type CardProduct = RatingCounts &
  Pick<ListingProduct, 'productId' | 'name' | 'imageUrls' | 'price' | 'offerPrice' | 'stock'>

/** The props of @haat/ui's ProductCard for a product of any answer, linking to its page; no labels. */
export const productCardOf = (product: CardProduct): ProductCardProps => ({
  href: productHref(product.productId),
  name: product.name,
  imageUrl: product.imageUrls[0] ?? '',
  price: product.price,
  offerPrice: product.offerPrice,
  rating: ratingCountsOf(product),
  stock: product.stock,
})

/** The props of @haat/ui's ProductCard for a listing product (the heart is added by the screen). */
export function cardOf(product: ListingProduct) {
  const badges: ('Best Seller' | 'Sponsored' | 'New')[] = []
  if (product.isBestSeller) badges.push('Best Seller')
  if (product.sponsored) badges.push('Sponsored')
  if (product.newArrivals) badges.push('New')
  return { ...productCardOf(product), badges }
}

const isTop = (category: Category) => category.parentCategory === category.id

/** The direct sub-categories of a category, in the order the API lists them. */
export const childrenOf = (categories: readonly Category[], parentId: string) =>
  categories.filter((category) => !isTop(category) && category.parentCategory === parentId)

/** The path from the top-level category down to `categoryId` (empty when the id is unknown). */
export function categoryTrail(categories: readonly Category[], categoryId: string): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const trail: Category[] = []
  for (let current = byId.get(categoryId); current && !trail.includes(current); ) {
    trail.unshift(current)
    current = isTop(current) ? undefined : byId.get(current.parentCategory)
  }
  return trail
}

/** The sidebar's Categories section: top-level categories with products, each with its sub-categories. */
export function sidebarCategories(categories: readonly Category[]) {
  return categories
    .filter((category) => isTop(category) && category.productCount > 0)
    .map((top) => ({
      id: top.id,
      name: categoryLabel(top),
      children: childrenOf(categories, top.id).map((child) => ({
        id: child.id,
        name: categoryLabel(child),
        href: categoryPageHref(child),
      })),
    }))
}
