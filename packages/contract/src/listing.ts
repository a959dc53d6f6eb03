import { z } from 'zod'
import { ListingProduct } from './catalogue.ts'
import { optionalQueryValue, text } from './common.ts'
import {
  AVAILABILITIES,
  DEFAULT_AVAILABILITY,
  DEFAULT_LISTING_SORT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_SORT,
  DISCOUNT_MESSAGE,
  FEATURE_PARAMS,
  GENDERS,
  ITEM_TYPES,
  LISTING_SORTS,
  type ListingSort,
  MAX_PAGE_SIZE,
  oneOfMessage,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
  PRICES_ORDER_MESSAGE,
  RATING_MESSAGE,
  RUPEE_BOUND_MAX,
} from './core/listing.ts'
import { atMostCharactersMessage } from './core/text.ts'

const FEATURE_VALUE_MAX = 100
const featureValue = () =>
  optionalQueryValue(text().trim().min(1).max(FEATURE_VALUE_MAX, atMostCharactersMessage(FEATURE_VALUE_MAX)))

/** Longest id a listing's query or path may carry, and the longest comma-separated list of brand ids. */
const LISTING_ID_MAX = 200
const BRAND_LIST_MAX = 2000
const SEARCH_TEXT_MAX = 500

/** An optional id of the listing's query (a deal, a brand, a seller, a category). */
const optionalId = () =>
  optionalQueryValue(text().trim().min(1).max(LISTING_ID_MAX, atMostCharactersMessage(LISTING_ID_MAX)))

const rupeeBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(RUPEE_BOUND_MAX, `${label} must be at most ${RUPEE_BOUND_MAX} rupees.`)

/** A listing's sort, `defaultSort` when the query names none. */
const sortField = (defaultSort: ListingSort) =>
  optionalQueryValue(
    z.enum(LISTING_SORTS, {
      error: oneOfMessage('Sort', LISTING_SORTS),
    }),
  ).transform((value) => value ?? defaultSort)

/**
 * The filters, sort and page of every listing call, as query-string parameters (all optional). Numbers
 * arrive as strings and are coerced; an unknown value answers 400 with a message naming the parameter.
 */
const listingFields = z.object({
  sort: sortField(DEFAULT_LISTING_SORT),
  /** Comma-separated brand ids. */
  brand: optionalQueryValue(text().max(BRAND_LIST_MAX, atMostCharactersMessage(BRAND_LIST_MAX))).transform(
    (value) =>
      value
        ? [
            ...new Set(
              value
                .split(',')
                .map((id) => id.trim())
                .filter((id) => id !== ''),
            ),
          ]
        : [],
  ),
  availability: optionalQueryValue(
    z.enum(AVAILABILITIES, { error: oneOfMessage('Availability', AVAILABILITIES) }),
  ).transform((value) => value ?? DEFAULT_AVAILABILITY),
  rating: optionalQueryValue(
    z.coerce
      .number({ error: RATING_MESSAGE })
      .int(RATING_MESSAGE)
      .min(1, RATING_MESSAGE)
      .max(5, RATING_MESSAGE),
  ),
  /** At least this percent off the MRP, as the cards show it (rounded). */
  discount: optionalQueryValue(
    z.coerce
      .number({ error: DISCOUNT_MESSAGE })
      .int(DISCOUNT_MESSAGE)
      .min(1, DISCOUNT_MESSAGE)
      .max(99, DISCOUNT_MESSAGE),
  ),
  /** A product detail's exact value (for example size=King), as listed in `facets.features`. */
  size: featureValue(),
  productType: featureValue(),
  flavour: featureValue(),
  diet: featureValue(),
  minPrice: optionalQueryValue(rupeeBound('Minimum price')),
  maxPrice: optionalQueryValue(rupeeBound('Maximum price')),
  /** A category id: the listing keeps that category's whole subtree. */
  category: optionalId(),
  gender: optionalQueryValue(z.enum(GENDERS, { error: oneOfMessage('Gender', GENDERS) })),
  page: optionalQueryValue(
    z.coerce
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(100_000, 'Must be at most 100000.'),
  ).transform((value) => value ?? 1),
  pageSize: optionalQueryValue(
    z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE),
  ).transform((value) => value ?? DEFAULT_PAGE_SIZE),
})

/** A price range whose minimum is above its maximum is refused rather than answered empty. */
function pricesOrdered(q: { minPrice?: number; maxPrice?: number }): boolean {
  return q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice
}
const PRICES_ORDERED = { message: PRICES_ORDER_MESSAGE, path: ['minPrice'] }

export const ListingQuery = listingFields.refine(pricesOrdered, PRICES_ORDERED)
export type ListingQueryInput = z.input<typeof ListingQuery>
export type ListingQuery = z.output<typeof ListingQuery>

/** A listing query with an optional deal id (top deals and limited-time deals). */
export const DealListingQuery = listingFields
  .extend({
    dealId: optionalId(),
  })
  .refine(pricesOrdered, PRICES_ORDERED)
export const BrandListingQuery = listingFields
  .extend({
    brandId: optionalId(),
  })
  .refine(pricesOrdered, PRICES_ORDERED)
export const SellerListingQuery = listingFields
  .extend({
    sellerId: optionalId(),
  })
  .refine(pricesOrdered, PRICES_ORDERED)
export const RequiredSellerListingQuery = listingFields
  .extend({
    sellerId: text({ error: 'A seller id is required.' })
      .trim()
      .min(1, 'A seller id is required.')
      .max(LISTING_ID_MAX, atMostCharactersMessage(LISTING_ID_MAX)),
  })
  .refine(pricesOrdered, PRICES_ORDERED)

export const ItemListingQuery = listingFields
  .extend({
    type: z.enum(ITEM_TYPES, { error: oneOfMessage('Listing type', ITEM_TYPES) }),
  })
  .refine(pricesOrdered, PRICES_ORDERED)

/** Search results open on their best matches: unsorted, they go by relevance, not price. */
export const SearchListingQuery = listingFields
  .extend({
    sort: sortField(DEFAULT_SEARCH_SORT),
    q: text()
      .trim()
      .max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters.`)
      .default(''),
  })
  .refine(pricesOrdered, PRICES_ORDERED)

const idParam = (name: string) =>
  text().trim().min(1, `${name} is required.`).max(LISTING_ID_MAX, atMostCharactersMessage(LISTING_ID_MAX))
export const IdParams = z.object({ id: idParam('An id') })
export const ItemIdParams = z.object({ itemId: idParam('An item id') })
export const CategoryIdParams = z.object({ categoryId: idParam('A category id') })

export const BrandFacet = z.object({
  brandId: z.string(),
  brandName: z.string(),
  count: z.number().int().nonnegative(),
})
export type BrandFacet = z.infer<typeof BrandFacet>

/** The values of one product-detail filter within the scope and the other filters, with their counts. */
export const FeatureFacet = z.object({
  param: z.enum(FEATURE_PARAMS),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
})
export type FeatureFacet = z.infer<typeof FeatureFacet>

/** A gender some product of the listing is made for, with its count (the gender filter left out). */
export const GenderFacet = z.object({ value: z.enum(GENDERS), count: z.number().int().nonnegative() })
export type GenderFacet = z.infer<typeof GenderFacet>

/**
 * One page of a listing. `total` counts every product matching the scope and filters; `facets` are
 * computed within the scope and the other filters: brand counts ignore the brand filter (so more brands
 * can be ticked), gender and detail counts their own filter, the price range ignores the price filter
 * (so the slider keeps its bounds). Prices in
 * rupees; `priceRange` is null-free: {0, 0} when nothing matches.
 */
export const ListingPage = z.object({
  products: z.array(ListingProduct),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  facets: z.object({
    brands: z.array(BrandFacet),
    priceRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
    /** Only the filters some product of the listing has a value for, in FEATURE_FILTERS order. */
    features: z.array(FeatureFacet),
    /** Only the genders some product of the listing is made for, in GENDERS order (none for tea). */
    genders: z.array(GenderFacet),
  }),
})
export type ListingPage = z.infer<typeof ListingPage>

/** A product of a new-arrival collection: a listing product with its full description (the card cuts it). */
export const NewArrivalProduct = ListingProduct.extend({
  description: z.string(),
})
export type NewArrivalProduct = z.infer<typeof NewArrivalProduct>

/** One page of a new-arrival collection (/new-arrivals-product/{newArrivalId}): a ListingPage with descriptions. */
export const NewArrivalProductsPage = ListingPage.extend({
  products: z.array(NewArrivalProduct),
})
export type NewArrivalProductsPage = z.infer<typeof NewArrivalProductsPage>
