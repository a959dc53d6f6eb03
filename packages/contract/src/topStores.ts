import { z } from 'zod'
import { ListingProduct } from './catalogue.ts'
import { ImageUrl } from './common.ts'

/** The sorts of the /topStore-Page carousels: the two price sorts, Discounts and Recommended. */
export const TOP_STORE_SORTS = ['price-asc', 'price-desc', 'discount', 'recommended'] as const
export type TopStoreSort = (typeof TOP_STORE_SORTS)[number]
export const MAX_TOP_STORE_PRODUCTS = 12
export const DEFAULT_TOP_STORE_PRODUCTS = 8

/** An optional query-string value: an empty string counts as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

const PER_STORE_MESSAGE = `perStore must be a whole number from 1 to ${MAX_TOP_STORE_PRODUCTS}.`

/** `GET /topStoresWithProducts?sort=&perStore=`: unknown values answer 400 naming the parameter. */
export const TopStoresWithProductsQuery = z.object({
  sort: optional(
    z.enum(TOP_STORE_SORTS, { error: `sort must be one of ${TOP_STORE_SORTS.join(', ')}.` }),
  ).transform((value) => value ?? 'price-asc'),
  perStore: optional(
    z.coerce
      .number({ error: PER_STORE_MESSAGE })
      .int(PER_STORE_MESSAGE)
      .min(1, PER_STORE_MESSAGE)
      .max(MAX_TOP_STORE_PRODUCTS, PER_STORE_MESSAGE),
  ).transform((value) => value ?? DEFAULT_TOP_STORE_PRODUCTS),
})
export type TopStoresWithProductsQuery = z.output<typeof TopStoresWithProductsQuery>

/** One top store (in the top-stores feed's order) with its first products under the chosen sort. */
export const TopStoreWithProducts = z.object({
  sellerId: z.string(),
  /** Null when the seller has no store name ("Store Name Unavailable"). */
  storeName: z.string().nullable(),
  image: ImageUrl,
  products: z.array(ListingProduct),
})
export type TopStoreWithProducts = z.infer<typeof TopStoreWithProducts>
export const TopStoresWithProductsAnswer = z.object({ data: z.array(TopStoreWithProducts) })
