import { API_BASE_PATH, type RouteSpec, routePath } from '@haat/contract/core'
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { type AuthState, sessionEnded } from '../shared/session/authSlice.ts'

/** Feeds are also HTTP-cached by the server; keep them in memory for a while after the last reader. */
export const FEED_CACHE_SECONDS = 15 * 60

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>

const tokenOf = (state: unknown) => (state as { auth: AuthState }).auth.token

/**
 * Any 401 to a request that carried the session's token means the server no longer accepts it
 * (expired or revoked): the token and its expiry are removed and the shopper is signed out. A 401 to a
 * request without a token (a wrong password, say) signs nobody out.
 */
export function endSessionOnUnauthorized(baseQuery: AppBaseQuery): AppBaseQuery {
  return async (args, queryApi, extraOptions) => {
    const sentToken = tokenOf(queryApi.getState())
    const result = await baseQuery(args, queryApi, extraOptions)
    if (result.error?.status === 401 && sentToken !== null && tokenOf(queryApi.getState()) === sentToken) {
      queryApi.dispatch(sessionEnded())
    }
    return result
  }
}

export const baseQuery = endSessionOnUnauthorized(
  fetchBaseQuery({
    baseUrl: API_BASE_PATH,
    prepareHeaders: (headers, { getState }) => {
      const token = tokenOf(getState())
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return headers
    },
  }),
)

/**
 * The cache tags. Every cached read provides one, and every mutation invalidates the tags of what it
 * changes, so RTK Query refetches exactly the reads a change made stale (no screen refetches by hand).
 */
const tagTypes = [
  /** A curated feed, by its call: the home feeds, the featured brands and the top stores with products. */
  'Feed',
  /** The category tree ('categories') and the site settings ('siteSettings'). */
  'Catalogue',
  /** A page of products, by its call. */
  'Listing',
  /** A brand's page, by brandId; the list of brands is 'LIST'. */
  'Brand',
  /** A seller's record (with its rating summary), by sellerId. */
  'Seller',
  /** The brands a seller deals in, by sellerId. */
  'SellerBrands',
  /** A seller's ratings and reviews, every page of them, by sellerId. */
  'SellerRatings',
  'SearchSuggestions',
  /** The signed-in shopper's record; it also follows the session (shared/session/sessionStorage.ts). */
  'User',
  'AuthConfig',
  /** A password-reset link's validity, by its token. */
  'ResetToken',
  /** A product's detail (with its five rating counts), by productId. */
  'Product',
  /** A product's questions and answers, by productId. */
  'Questions',
  /** The signed-in shopper's recent visits kept by the server ('LIST'). */
  'RecentVisits',
  /** A product's reviews, every page and star filter of them, by productId. */
  'Reviews',
  /** Whether we deliver to a pincode, by the pincode. */
  'Delivery',
  /** The signed-in shopper's cart (shared/cart/cartApi.ts): the header's count, Go to Cart, the cart page. */
  'Cart',
  /** The signed-in shopper's wishlist: the header's count and the filled hearts. */
  'Wishlist',
  /**
   * The signed-in shopper's named lists ('MINE'), whether each holds a product ('product:{id}') and the
   * public read of a shared one ('shared:{shareId}'): every list change invalidates the whole type.
   */
  'Lists',
  // The next features' (addresses, orders): nothing provides these yet.
  'Addresses',
  'Orders',
  /** The signed-in shopper's coin range for an order total (shared/checkout/checkoutApi.ts). */
  'Coins',
  /**
   * The signed-in shopper's wallet: balance, coins and transactions, every period and page of them
   * (shared/wallet/walletApi.ts). A cancellation's refund invalidates it.
   */
  'Wallet',
] as const

/**
 * The one RTK Query api of the app. Features inject their endpoints (`api.injectEndpoints`), so each
 * route's chunk carries only the calls it makes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
})

/** The parts of one request besides its route: path parameters, query-string parameters and a JSON body. */
export interface RequestParts {
  params?: Readonly<Record<string, string>>
  querystring?: Readonly<Record<string, string | number | undefined>>
  body?: unknown
}

/**
 * The request of one contract call. Its method and path come from the contract's route table (pass the
 * feature's entry, for example `homeRoutes.topDeals`), so no path is ever written twice.
 */
export function contractRequest(
  route: RouteSpec,
  { params, querystring, body }: RequestParts = {},
): FetchArgs {
  return {
    url: routePath(route.path, params),
    method: route.method,
    ...(querystring ? { params: querystring } : {}),
    ...(body !== undefined ? { body } : {}),
  }
}
