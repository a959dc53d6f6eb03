import { type Answer, ErrorAnswer, routes } from '@haat/contract'
import myQuestions from './account/myQuestions.json'
import myReviews from './account/myReviews.json'
import referrals from './account/referrals.json'
import addresses from './addresses/addresses.json'
import { LISTING_QUERY_KEYS, RECORDED_AT_SECONDS, type RecordedCall, type Recording } from './calls.ts'
import orderCancellation from './cancellation/orderCancellation.json'
import cartProducts from './cart/cartProducts.json'
import cartSummary from './cart/cartSummary.json'
import wishlistProducts from './cart/wishlistProducts.json'
import categories from './catalogue/categories.json'
import health from './catalogue/health.json'
import siteSettings from './catalogue/siteSettings.json'
import checkoutSummary from './checkout/checkoutSummary.json'
import coinRange from './checkout/coinRange.json'
import orderSummary from './checkout/orderSummary.json'
import checkPincode from './delivery/checkPincode.json'
import discountsForYou from './home/discountsForYou.json'
import featuredBrands from './home/featuredBrands.json'
import featuredProducts from './home/featuredProducts.json'
import homeBanners from './home/homeBanners.json'
import limitedTimeDeals from './home/limitedTimeDeals.json'
import newArrivals from './home/newArrivals.json'
import topBrands from './home/topBrands.json'
import topDeals from './home/topDeals.json'
import topStores from './home/topStores.json'
import invoiceSummary from './invoices/invoiceSummary.json'
import allProducts from './listing/allProducts.json'
import brandWiseProducts from './listing/brandWiseProducts.json'
import categoryProducts from './listing/categoryProducts.json'
import discountProducts from './listing/discountProducts.json'
import featuredProductsWiseBrand from './listing/featuredProductsWiseBrand.json'
import itemProducts from './listing/itemProducts.json'
import limitedTimeProducts from './listing/limitedTimeProducts.json'
import newArrivalItemProducts from './listing/newArrivalItemProducts.json'
import newArrivalProducts from './listing/newArrivalProducts.json'
import searchListing from './listing/searchListing.json'
import searchProducts from './listing/searchProducts.json'
import searchSuggestions from './listing/searchSuggestions.json'
import sellersProducts from './listing/sellersProducts.json'
import topDealProducts from './listing/topDealProducts.json'
import topStoreProducts from './listing/topStoreProducts.json'
import productInLists from './lists/productInLists.json'
import sharableLists from './lists/sharableLists.json'
import sharedList from './lists/sharedList.json'
import orderDetails from './orders/orderDetails.json'
import orders from './orders/orders.json'
import productDetails from './product/productDetails.json'
import productQuestions from './product/productQuestions.json'
import recentVisits from './product/recentVisits.json'
import productReviews from './reviews/productReviews.json'
import brandPage from './sellers/brandPage.json'
import brands from './sellers/brands.json'
import featuredBrandsWithProducts from './sellers/featuredBrandsWithProducts.json'
import seller from './sellers/seller.json'
import sellerBrands from './sellers/sellerBrands.json'
import sellerRatings from './sellers/sellerRatings.json'
import topStoresWithProducts from './sellers/topStoresWithProducts.json'
import wallet from './wallet/wallet.json'

/**
 * The recorded answers of the API (`npm run record:fixtures`, see scripts/record-fixtures.ts and README.md),
 * checked with the contract as they load: a recording that no longer matches its call's schema throws here,
 * so every test, story and dev:mock page that uses the mocks fails loudly until it is recorded again.
 */
const files: { readonly [N in RecordedCall]: unknown } = {
  health,
  siteSettings,
  categories,
  homeBanners,
  topDeals,
  limitedTimeDeals,
  featuredBrands,
  topStores,
  newArrivals,
  featuredProducts,
  topBrands,
  discountsForYou,
  searchProducts,
  searchSuggestions,
  searchListing,
  topDealProducts,
  limitedTimeProducts,
  featuredProductsWiseBrand,
  topStoreProducts,
  newArrivalProducts,
  brandWiseProducts,
  newArrivalItemProducts,
  sellersProducts,
  discountProducts,
  itemProducts,
  allProducts,
  categoryProducts,
  brandPage,
  brands,
  sellerBrands,
  seller,
  sellerRatings,
  featuredBrandsWithProducts,
  topStoresWithProducts,
  checkPincode,
  productDetails,
  productQuestions,
  recentVisits,
  productReviews,
  cartProducts,
  wishlistProducts,
  cartSummary,
  sharableLists,
  productInLists,
  sharedList,
  addresses,
  coinRange,
  checkoutSummary,
  orderSummary,
  orders,
  orderDetails,
  orderCancellation,
  invoiceSummary,
  myReviews,
  myQuestions,
  referrals,
  wallet,
}

/** A recorded answer: the call's answer for a 2xx status, the API's `{ message }` otherwise. */
export type RecordedAnswer<N extends RecordedCall> = Recording<Answer<N> | ErrorAnswer>

/** What a request asks for: its `:name` path parameters and its query string. */
export interface RecordedRequest {
  params?: Readonly<Record<string, string>>
  query?: Readonly<Record<string, string | number>> | URLSearchParams
}

const isTimestamp = (value: object): value is { _seconds: number; _nanoseconds: number } =>
  Object.keys(value).length === 2 && '_seconds' in value && '_nanoseconds' in value

/** `value` with every timestamp moved by `seconds`. */
function moveTimestamps<T>(value: T, seconds: number): T {
  if (Array.isArray(value)) return value.map((item) => moveTimestamps(item, seconds)) as T
  if (value === null || typeof value !== 'object') return value
  if (isTimestamp(value)) return { ...value, _seconds: value._seconds + seconds }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, moveTimestamps(item, seconds)]),
  ) as T
}

/** The file's recordings, parsed with the contract and moved from the recording's clock to the present. */
function load<N extends RecordedCall>(name: N, file: unknown, shift: number): RecordedAnswer<N>[] {
  if (!Array.isArray(file) || file.length === 0) throw new Error(`recorded/${name}.json holds no recordings`)
  return file.map((entry: Recording, index) => {
    const schema = entry.status >= 200 && entry.status < 300 ? routes[name].response : ErrorAnswer
    const parsed = schema.safeParse(entry.answer)
    if (!parsed.success) {
      throw new Error(
        `Recording ${index} of ${name} (recorded/*/${name}.json) no longer matches the contract; ` +
          `run \`npm run record:fixtures\`:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
      )
    }
    const answer = moveTimestamps(parsed.data as Answer<N> | ErrorAnswer, shift)
    return { params: entry.params, query: entry.query, status: entry.status, answer }
  })
}

const shift = Math.floor(Date.now() / 1000) - RECORDED_AT_SECONDS

/** Every recording of every recorded call, by call. The first recording of a call is its default answer. */
export const recordings = Object.fromEntries(
  Object.entries(files).map(([name, file]) => [name, load(name as RecordedCall, file, shift)]),
) as unknown as { readonly [N in RecordedCall]: readonly RecordedAnswer<N>[] }

const entriesOf = (query: RecordedRequest['query']): [string, string][] =>
  query instanceof URLSearchParams
    ? [...query.entries()]
    : Object.entries(query ?? {}).map(([key, value]) => [key, String(value)])

/** A query as one comparable string, its keys in order (only `keep` keys when given). */
function keyOf(query: RecordedRequest['query'], keep: (key: string) => boolean = () => true): string {
  const entries = entriesOf(query)
    .filter(([key]) => keep(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries).toString()
}
const sameParams = (a: Readonly<Record<string, string>> = {}, b: Readonly<Record<string, string>> = {}) =>
  keyOf(a) === keyOf(b)
const isScope = (key: string) => !LISTING_QUERY_KEYS.has(key)

/**
 * The recording that answers `request`. `exact` says whether it was recorded for this very request; when not,
 * it is the default answer of the request's scope (same path parameters and same query apart from the
 * filters, sort and page), else the call's first successful answer.
 */
export function findRecording<N extends RecordedCall>(
  name: N,
  request: RecordedRequest = {},
): { recording: RecordedAnswer<N>; exact: boolean } {
  const all = recordings[name] as readonly RecordedAnswer<N>[]
  const query = keyOf(request.query)
  const exact = all.find((r) => sameParams(r.params, request.params) && keyOf(r.query) === query)
  if (exact) return { recording: exact, exact: true }
  const scope = keyOf(request.query, isScope)
  const fallback =
    all.find((r) => sameParams(r.params, request.params) && keyOf(r.query, isScope) === scope) ??
    all.find((r) => r.status >= 200 && r.status < 300)
  if (!fallback) throw new Error(`${name} has no successful recording`)
  return { recording: fallback, exact: false }
}

/**
 * The recorded answer of a call, for stories and tests: the one recorded for `request`, or the call's
 * default answer without one. Throws when that request was not recorded or its answer was an error.
 */
export function recorded<N extends RecordedCall>(name: N, request?: RecordedRequest): Answer<N> {
  const { recording, exact } = findRecording(name, request)
  if ((request && !exact) || recording.status >= 300) {
    const asked = request ? ` for ${JSON.stringify(request)}` : ''
    throw new Error(`No answer of ${name} was recorded${asked}: add it to scripts/record-fixtures.ts`)
  }
  return recording.answer as Answer<N>
}
