import {
  accountRoutes,
  addressRoutes,
  cancellationRoutes,
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  deliveryRoutes,
  homeRoutes,
  invoiceRoutes,
  LISTING_FILTER_PARAMS,
  listingRoutes,
  listRoutes,
  orderRoutes,
  productRoutes,
  type RouteName,
  reviewRoutes,
  sellerRoutes,
  walletRoutes,
} from '@haat/contract/core'

/**
 * What `npm run record:fixtures` (scripts/record-fixtures.ts) records and how a recording is kept. Shared by
 * the recorder, the loader (./index.ts), the MSW handlers and their tests, so all four agree on one list.
 */

/**
 * The contract's features whose GET calls are recorded, by the folder their files go to. Identity is not
 * among them: its mocks (authHandlers.ts) are stateful and stay hand-written.
 */
export const RECORDED_FEATURES = {
  catalogue: catalogueRoutes,
  home: homeRoutes,
  listing: listingRoutes,
  sellers: sellerRoutes,
  product: productRoutes,
  delivery: deliveryRoutes,
  reviews: reviewRoutes,
  /** The demo shopper's lists, recorded signed in (the recorder's `signedIn` requests). */
  cart: cartRoutes,
  /** The demo shopper's named lists (signed in) and the public page of the shared one. */
  lists: listRoutes,
  /** The demo shopper's address book (signed in). */
  addresses: addressRoutes,
  /** The demo shopper's coin range, checkout summaries and seeded orders (signed in). */
  checkout: checkoutRoutes,
  /** The demo shopper's order list (a period, a search) and order pages (delivered, cancelled, processing). */
  orders: orderRoutes,
  /** The cancellation page of the demo shopper's orders: shipped, processing, cancelled, delivered (signed in). */
  cancellation: cancellationRoutes,
  /** The demo shopper's reviews, questions and referrals, My Account's own sections (signed in). */
  account: accountRoutes,
  /** The invoice summaries of the demo shopper's orders up to delivery (signed in); the PDF is made by the mocks. */
  invoices: { invoiceSummary: invoiceRoutes.invoiceSummary },
  /** The demo shopper's wallet: the default period and its pages, 30 days, every transaction (signed in). */
  wallet: walletRoutes,
} as const
export type RecordedFeature = keyof typeof RECORDED_FEATURES

type GetCallsOf<T> = { [K in keyof T]: T[K] extends { method: 'GET' } ? K : never }[keyof T]
/** Every GET call of the recorded features: each has a recording file and an MSW handler answering it. */
export type RecordedCall = {
  [F in RecordedFeature]: GetCallsOf<(typeof RECORDED_FEATURES)[F]>
}[RecordedFeature] &
  RouteName

/** The recorder's list of calls: every GET call of the recorded features, feature by feature. */
export const recordedCalls: readonly RecordedCall[] = Object.values(RECORDED_FEATURES).flatMap((table) =>
  Object.entries(table)
    .filter(([, spec]) => spec.method === 'GET')
    .map(([name]) => name as RecordedCall),
)

/** The feature (and so the folder) a recorded call belongs to. */
export function featureOf(name: RecordedCall): RecordedFeature {
  for (const [feature, table] of Object.entries(RECORDED_FEATURES)) {
    if (name in table) return feature as RecordedFeature
  }
  throw new Error(`${name} is not a call of a recorded feature`)
}

/**
 * One recorded request and the server's answer: the `:name` path parameters, the query string (every value
 * a string, as on the wire), the HTTP status and the body (the call's answer, or `{ message }` for an error).
 */
export interface Recording<Answer = unknown> {
  params: Record<string, string>
  query: Record<string, string>
  status: number
  answer: Answer
}

/**
 * The clock of the recordings. The recorder seeds the catalogue at the real time (the server judges deal
 * windows against the database's clock) and then moves every timestamp as if it had recorded at this
 * instant, so a new recording differs from the last only where the data did. The loader moves them again,
 * by the time since this instant, so countdowns and "joined N days ago" read as they did when recorded.
 */
export const RECORDED_AT_SECONDS = Date.UTC(2026, 0, 1, 6, 30) / 1000

/** The id the recorder asks for where the server answers "not found" (an unknown brand, seller, collection). */
export const UNKNOWN_ID = 'NOPE'

/**
 * The query keys of a listing's filters, sort and page (and its page size). A listing request whose other
 * keys (its scope: q, sellerId, brandId, type) and path match a recording but whose filter keys do not is
 * answered with the recording of that scope's default query, marked unfiltered.
 */
export const LISTING_QUERY_KEYS: ReadonlySet<string> = new Set([...LISTING_FILTER_PARAMS, 'pageSize'])

/** The response header that marks an answer recorded for another query than the one asked. */
export const MOCK_HEADER = 'X-Haat-Mock'
export const UNFILTERED = 'unfiltered'
