import {
  AVAILABILITIES,
  type Availability,
  DEFAULT_AVAILABILITY,
  DEFAULT_LISTING_SORT,
  FEATURE_PARAMS,
  type FeatureParam,
  GENDERS,
  type Gender,
  LISTING_FILTER_PARAMS,
  LISTING_SORTS,
  type ListingSort,
  PRICE_SLIDER_MAX,
} from './listing.ts'

/**
 * The filters, sort and page of a listing as they live in the URL query (a filtered page can be shared,
 * survives a reload, and Back returns to the same results: docs/product.md, "Listings"). Pure functions, so the rules are
 * tested without a router: reading tolerates hand-edited URLs (unknown values fall back to the default),
 * writing omits every default so the plain page keeps its plain URL. Here in the contract because the
 * server reads a listing page's address the same way, to preload the call the page is about to make.
 */

/** Products on one page of a listing. */
export const LISTING_PAGE_SIZE = 24

export interface ListingParams {
  sort: ListingSort
  /** Brand ids, in the order they were picked. */
  brand: string[]
  availability: Availability
  /** Average rating at least this (1..5), or undefined for any rating. */
  rating: number | undefined
  minPrice: number | undefined
  maxPrice: number | undefined
  gender: Gender | undefined
  /** At least this percent off (1..99), or undefined for any discount. */
  discount: number | undefined
  /** The chosen product details (size, productType, diet), by their query key. */
  details: Partial<Record<FeatureParam, string>>
  page: number
}

/** The keys this module owns in the query; every other key (query=, for one) is left untouched. */
export const LISTING_KEYS = LISTING_FILTER_PARAMS

export const defaultListingParams = (sort: ListingSort = DEFAULT_LISTING_SORT): ListingParams => ({
  sort,
  brand: [],
  availability: DEFAULT_AVAILABILITY,
  rating: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  gender: undefined,
  discount: undefined,
  details: {},
  page: 1,
})

/** Every filter at its default, the sort left as it is: what Clear all writes. */
export function clearedFilters(): Partial<ListingParams> {
  const { sort: _sort, page: _page, ...filters } = defaultListingParams()
  return filters
}

/** `raw` when it is one of `values`, else undefined: how a hand-edited or stale value is dropped. */
export const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw)

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= min && value <= max ? value : undefined
}

/** The product-detail choices of the query: non-empty values of at most 100 characters, as the API takes. */
function readDetails(query: URLSearchParams): Partial<Record<FeatureParam, string>> {
  const details: Partial<Record<FeatureParam, string>> = {}
  for (const key of FEATURE_PARAMS) {
    const value = query.get(key)?.trim()
    if (value && value.length <= 100) details[key] = value
  }
  return details
}

export function readListingParams(
  query: URLSearchParams,
  defaultSort: ListingSort = DEFAULT_LISTING_SORT,
): ListingParams {
  const defaults = defaultListingParams(defaultSort)
  const brand = (query.get('brand') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id, index, all) => id !== '' && all.indexOf(id) === index)
  let minPrice = wholeNumber(query.get('minPrice'), 0, PRICE_SLIDER_MAX)
  let maxPrice = wholeNumber(query.get('maxPrice'), 0, Number.MAX_SAFE_INTEGER)
  if (maxPrice !== undefined && maxPrice >= PRICE_SLIDER_MAX) maxPrice = undefined
  if (minPrice === 0) minPrice = undefined
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ;[minPrice, maxPrice] = [maxPrice, minPrice]
  }
  return {
    sort: oneOf(LISTING_SORTS, query.get('sort')) ?? defaults.sort,
    brand,
    availability: oneOf(AVAILABILITIES, query.get('availability')) ?? defaults.availability,
    rating: wholeNumber(query.get('rating'), 1, 5),
    minPrice,
    maxPrice,
    gender: oneOf(GENDERS, query.get('gender')),
    discount: wholeNumber(query.get('discount'), 1, 99),
    details: readDetails(query),
    page: wholeNumber(query.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  }
}

/**
 * The query after `changes`: other keys are kept, defaults are dropped, and any change other than the
 * page itself goes back to page 1 (page 3 of the old results means nothing for the new ones).
 */
export function writeListingParams(
  query: URLSearchParams,
  changes: Partial<ListingParams>,
  defaultSort: ListingSort = DEFAULT_LISTING_SORT,
): URLSearchParams {
  const current = readListingParams(query, defaultSort)
  const filtersChanged = Object.keys(changes).some((key) => key !== 'page')
  const next: ListingParams = {
    ...current,
    ...changes,
    page: changes.page ?? (filtersChanged ? 1 : current.page),
  }
  const out = new URLSearchParams(query)
  for (const key of LISTING_KEYS) out.delete(key)
  const put = (key: string, value: string | number | undefined, omitted: string | number | undefined) => {
    if (value !== undefined && value !== omitted) out.set(key, String(value))
  }
  put('sort', next.sort, defaultSort)
  put('brand', next.brand.join(','), '')
  put('availability', next.availability, 'all')
  put('rating', next.rating, undefined)
  put('minPrice', next.minPrice, 0)
  put(
    'maxPrice',
    next.maxPrice !== undefined && next.maxPrice >= PRICE_SLIDER_MAX ? undefined : next.maxPrice,
    undefined,
  )
  put('gender', next.gender, undefined)
  put('discount', next.discount, undefined)
  for (const key of FEATURE_PARAMS) put(key, next.details[key], undefined)
  put('page', next.page, 1)
  return out
}

/** The query parameters of a listing call: the URL's params, defaults left out (the server has them). */
export function listingCallParams(params: ListingParams, pageSize?: number): Record<string, string | number> {
  const out: Record<string, string | number> = { sort: params.sort }
  if (params.brand.length > 0) out.brand = params.brand.join(',')
  if (params.availability !== 'all') out.availability = params.availability
  if (params.rating !== undefined) out.rating = params.rating
  if (params.minPrice !== undefined) out.minPrice = params.minPrice
  if (params.maxPrice !== undefined) out.maxPrice = params.maxPrice
  if (params.gender !== undefined) out.gender = params.gender
  if (params.discount !== undefined) out.discount = params.discount
  for (const key of FEATURE_PARAMS) {
    const value = params.details[key]
    if (value !== undefined) out[key] = value
  }
  if (params.page !== 1) out.page = params.page
  if (pageSize !== undefined) out.pageSize = pageSize
  return out
}
