import { type Answer, type RouteName, routes } from '@haat/contract'
import type { ListingPageCall } from '@haat/contract/core'
import { delay, HttpResponse, http } from 'msw'
import { accountHandlers } from './accountHandlers.ts'
import { addressHandlers } from './addressHandlers.ts'
import { authHandlers } from './authHandlers.ts'
import { cancellationHandlers } from './cancellationHandlers.ts'
import { cartHandlers } from './cartHandlers.ts'
import { checkoutHandlers } from './checkoutHandlers.ts'
import { invoiceHandlers } from './invoiceHandlers.ts'
import { listHandlers } from './listHandlers.ts'
import { orderHandlers } from './orderHandlers.ts'
import { productHandlers } from './productHandlers.ts'
import { MOCK_HEADER, type RecordedCall, recordedCalls, UNFILTERED } from './recorded/calls.ts'
import { findRecording } from './recorded/index.ts'
import { reviewHandlers } from './reviewHandlers.ts'
import { sellerAreaHandlers } from './sellerAreaHandlers.ts'
import { walletHandlers } from './walletHandlers.ts'

/** The URL MSW matches for a contract call (relative, so it works on any origin; `:name` segments match any value). */
export const apiUrl = (name: RouteName) => `/api${routes[name].path}`

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

/**
 * A recorded call answered from its recordings (recorded/index.ts): the answer recorded for this request,
 * else the default answer of its scope marked `X-Haat-Mock: unfiltered` (a listing's filters, sort or page,
 * or an id that was not recorded: the mocks have no listing engine, so they do not pretend to filter).
 */
function recordedHandler(name: RecordedCall) {
  return http.get(apiUrl(name), ({ request, params }) => {
    const pathParams = Object.fromEntries(
      Object.entries(params).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
    )
    const { recording, exact } = findRecording(name, {
      params: pathParams,
      query: new URL(request.url).searchParams,
    })
    return HttpResponse.json(recording.answer, {
      status: recording.status,
      headers: exact ? {} : { [MOCK_HEADER]: UNFILTERED },
    })
  })
}

const signedIn = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ') === true

/** The browse calls that write: accepted when signed in, refused without a session, as the server does. */
const writeHandlers = () =>
  (['addSellerRating', 'reportSeller', 'reportBrand'] as const).map((name) =>
    http.post(apiUrl(name), ({ request }) => {
      if (!signedIn(request)) return fail(401, 'Please log in.')
      const answer: Answer<typeof name> = {
        message: name === 'addSellerRating' ? 'Rating added.' : 'Report received.',
      }
      return HttpResponse.json(answer)
    }),
  )

/**
 * Every contract call: the GET calls of the catalogue, home, listing and seller features from the
 * recordings, the identity calls from the in-memory mocks of authHandlers, the product page's writes from
 * productHandlers, the cart and wishlist from the in-memory mocks of cartHandlers and the named lists from
 * those of listHandlers (both starting from the demo shopper's recorded lists), the browse writes above.
 */
export const handlers = [
  // Before the shop's sign-in: the demo seller's e-mail signs in as a seller member, others fall through.
  ...sellerAreaHandlers(),
  ...authHandlers(),
  // Before the recordings: the cart, wishlist and list reads answer what the shopper has changed since.
  ...cartHandlers(),
  ...listHandlers(),
  ...addressHandlers(),
  ...checkoutHandlers(),
  ...orderHandlers(),
  ...cancellationHandlers(),
  // Before the recordings: an invoice not recorded is unknown, not another order's.
  ...invoiceHandlers(),
  ...accountHandlers(),
  // Before the recordings: any period and page of the wallet, filtered and paged from the recorded ones.
  ...walletHandlers(),
  ...recordedCalls.map(recordedHandler),
  ...writeHandlers(),
  ...productHandlers(),
  ...reviewHandlers(),
]

/** The home feeds: each has a loading, an error and an empty state. */
type FeedCall =
  | 'homeBanners'
  | 'categories'
  | 'topDeals'
  | 'limitedTimeDeals'
  | 'featuredBrands'
  | 'topStores'
  | 'newArrivals'
  | 'featuredProducts'
  | 'topBrands'
  | 'discountsForYou'

/** The empty answer of each home feed (a list, or `{ data: [] }` for the two wrapped feeds). */
const emptyAnswers: { [N in FeedCall]: Answer<N> } = {
  homeBanners: [],
  categories: [],
  topDeals: [],
  limitedTimeDeals: [],
  featuredBrands: [],
  topStores: { data: [] },
  newArrivals: { data: [] },
  featuredProducts: [],
  topBrands: [],
  discountsForYou: [],
}
export type FeedName = keyof typeof emptyAnswers
export const feedNames = Object.keys(emptyAnswers) as FeedName[]

/**
 * Overrides for stories: put them in `parameters.msw.handlers` (or `worker.use`) before `handlers`. With
 * `once`, only the first call fails and the next ones reach the handlers after it (a retry works).
 */
export function failing(
  name: RouteName,
  status = 500,
  message = 'Internal Server Error',
  { once = false } = {},
) {
  return http.get(apiUrl(name), () => fail(status, message), { once })
}

export function empty(name: FeedName) {
  return http.get(apiUrl(name), () => HttpResponse.json(emptyAnswers[name]))
}

/** A call that never answers: the loading state stays on screen. */
export function pending(name: RouteName) {
  return http.get(apiUrl(name), async () => {
    await delay('infinite')
    return HttpResponse.json(null)
  })
}

export const allFeedsEmpty = () => feedNames.map(empty)
export const allFeedsPending = () => feedNames.map(pending)

/** Story override: a listing call that finds nothing (the page asked for, no products, no facets). */
export function emptyListing(name: ListingPageCall) {
  return http.get(apiUrl(name), ({ request }) => {
    const query = new URL(request.url).searchParams
    const answer: Answer<'searchListing'> = {
      products: [],
      total: 0,
      page: Number(query.get('page') ?? 1),
      pageSize: Number(query.get('pageSize') ?? 24),
      facets: { brands: [], priceRange: { min: 0, max: 0 }, features: [], genders: [] },
    }
    return HttpResponse.json(answer)
  })
}
