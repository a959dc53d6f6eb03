/**
 * The listing vocabulary: the sorts, filters and limits every listing call takes. The server validates
 * with it, the storefront reads and writes listing URLs with it and shows its labels. The rules behind
 * each filter are written down in docs/product.md ("Listings").
 */

/**
 * The sorts a listing call takes. 'relevance' (how well a product matches the search text, then how many
 * rated it and how well) applies to search results; any other listing sorts as its default instead.
 * 'top-selling' (the products in stock first, then best sellers, then how many rated them and how well)
 * is a seller store's Top Selling row.
 */
export const LISTING_SORTS = [
  'price-asc',
  'price-desc',
  'discount',
  'recommended',
  'rating',
  'newest',
  'relevance',
  'top-selling',
] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
/** The sort a listing opens with ("Price: Low to High"). */
export const DEFAULT_LISTING_SORT = 'price-asc' satisfies ListingSort
/** The sorts the listing's sort menu offers, with what it says for each ('rating', 'newest' and 'top-selling' are not offered). */
export const SORT_MENU: readonly { value: ListingSort; label: string }[] = [
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'discount', label: 'Discounts' },
  { value: 'recommended', label: 'Recommended' },
]

/** The sort search results open with: the best matches first (docs/product.md, "Listings"). */
export const DEFAULT_SEARCH_SORT = 'relevance' satisfies ListingSort
/** The search results' sort menu: Relevance first, then the two price sorts. */
export const SEARCH_SORT_MENU: readonly { value: ListingSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  ...SORT_MENU.filter((option) => option.value === 'price-asc' || option.value === 'price-desc'),
]

/** The availability filter's choices, in the order the sidebar offers them; 'all' is the default. */
export const AVAILABILITIES = ['in-stock', 'out-of-stock', 'all'] as const
export type Availability = (typeof AVAILABILITIES)[number]
export const DEFAULT_AVAILABILITY = 'all' satisfies Availability
/** The availability filter's choices with what the sidebar says for each. */
export const AVAILABILITY_MENU: readonly { value: Availability; label: string }[] = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
  { value: 'all', label: 'All Products' },
]

/** The genders a product can be made for; a product for everyone has none. */
export const GENDERS = ['Male', 'Female'] as const
export type Gender = (typeof GENDERS)[number]

/** The price slider's range in rupees; a maximum at the top of the slider means "no upper bound". */
export const PRICE_SLIDER_MAX = 10_000
/** The slider moves in steps of this many rupees. */
export const PRICE_SLIDER_STEP = 100
/** No product costs a crore of rupees; a bound above that is a mistake, not a filter. */
export const RUPEE_BOUND_MAX = 10_000_000

/** The rating filter keeps products rated at least this many stars, from 1 to 5. */
export const RATING_CHOICES = [5, 4, 3, 2, 1] as const
/** The discount filter keeps products at least this percent off their MRP, as the cards round it. */
export const DISCOUNT_CHOICES = [10, 20, 30, 40, 50] as const

/** Everything the filter sidebar offers besides the listing's own facets, as the app hands it over. */
export const SIDEBAR_CHOICES = {
  priceMax: PRICE_SLIDER_MAX,
  priceStep: PRICE_SLIDER_STEP,
  ratings: RATING_CHOICES,
  discounts: DISCOUNT_CHOICES,
  genders: GENDERS,
  availabilities: AVAILABILITY_MENU,
}

/**
 * The sidebar's product-detail filters (Size, Type, Flavor and Special Diet Needs), each read from one key
 * of a product's `features`. A listing shows a section only when its products carry that key.
 */
export const FEATURE_FILTERS = [
  { param: 'size', feature: 'Size', label: 'Size' },
  // Not `type`: the item listing (getProducts/{itemId}?type=) already uses that name.
  { param: 'productType', feature: 'Type', label: 'Type' },
  { param: 'flavour', feature: 'Flavour', label: 'Flavor' },
  { param: 'diet', feature: 'Diet', label: 'Special Diet Needs' },
] as const
export type FeatureParam = (typeof FEATURE_FILTERS)[number]['param']
export const FEATURE_PARAMS = FEATURE_FILTERS.map((filter) => filter.param) as [
  FeatureParam,
  ...FeatureParam[],
]

/**
 * Every query key a listing call takes for its filters, sort and page: the storefront owns exactly these
 * keys of a listing URL and leaves any other (a search's `query=`, say) alone.
 */
export const LISTING_FILTER_PARAMS = [
  'sort',
  'brand',
  'availability',
  'rating',
  'minPrice',
  'maxPrice',
  'gender',
  'discount',
  ...FEATURE_PARAMS,
  'page',
] as const
export type ListingFilterParam = (typeof LISTING_FILTER_PARAMS)[number]

export const MAX_PAGE_SIZE = 60
export const DEFAULT_PAGE_SIZE = 24

/** The kinds of item `getProducts/:itemId?type=` opens. */
export const ITEM_TYPES = [
  'top-deals',
  'limited-time-offer',
  'new-arrivals',
  'discount-for-you',
  'brand',
] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** The sorts of the top-stores page's carousels: the two price sorts, Discounts and Recommended. */
export const TOP_STORE_SORTS = [
  'price-asc',
  'price-desc',
  'discount',
  'recommended',
] as const satisfies readonly ListingSort[]
export type TopStoreSort = (typeof TOP_STORE_SORTS)[number]
export const MAX_TOP_STORE_PRODUCTS = 12
export const DEFAULT_TOP_STORE_PRODUCTS = 8

// --- The answers to a bad listing query: the server sends the message alone, so each names its parameter in words ---
export const DISCOUNT_MESSAGE = 'Discount must be a whole percent from 1 to 99.'
export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5.'
export const PAGE_MESSAGE = 'Page must be a whole number from 1.'
export const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`
export const PRICES_ORDER_MESSAGE = 'The minimum price cannot be above the maximum price.'
export const PER_STORE_MESSAGE = `Products per store must be a whole number from 1 to ${MAX_TOP_STORE_PRODUCTS}.`
/** The answer to a value outside a fixed list: `Sort must be one of price-asc, price-desc, ….` */
export const oneOfMessage = (label: string, values: readonly string[]) =>
  `${label} must be one of ${values.join(', ')}.`
