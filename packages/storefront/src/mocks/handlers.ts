import { type Answer, type RouteName, routes } from '@haat/contract'
import { delay, HttpResponse, http } from 'msw'
import { authHandlers } from './authHandlers.ts'
import { browseHandlers } from './browseHandlers.ts'
import * as fixtures from './fixtures.ts'

/** The URL MSW matches for a contract call (relative, so it works on any origin). */
export const apiUrl = (name: RouteName) => `/api${routes[name].path}`

const matches = (name: string, q: string) => name.toLowerCase().includes(q.toLowerCase())

type FixedRoute =
  | 'health'
  | 'siteSettings'
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

/** What each call answers in the loaded state. */
const answers: { [N in FixedRoute]: () => Answer<N> } = {
  health: () => ({ status: 'ok', database: 'pglite' }),
  siteSettings: () => fixtures.siteSettings,
  homeBanners: () => fixtures.homeBanners,
  categories: () => fixtures.categories,
  topDeals: () => fixtures.topDeals,
  limitedTimeDeals: () => fixtures.limitedTimeDeals,
  featuredBrands: () => fixtures.featuredBrands,
  topStores: () => fixtures.topStores,
  newArrivals: () => fixtures.newArrivals,
  featuredProducts: () => fixtures.featuredProducts,
  topBrands: () => fixtures.topBrands,
  discountsForYou: () => fixtures.discountsForYou,
}

/** The empty answer of each feed (a list, or `{ data: [] }` for the two wrapped feeds). */
const emptyAnswers: { [N in Exclude<FixedRoute, 'health' | 'siteSettings'>]: Answer<N> } = {
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

/** Every contract call answered from the fixtures (identity calls by the in-memory mocks of authHandlers). */
export const handlers = [
  ...authHandlers(),
  ...browseHandlers(),
  ...(Object.keys(answers) as FixedRoute[]).map((name) =>
    http.get(apiUrl(name), () => HttpResponse.json(answers[name]())),
  ),
  http.get(apiUrl('searchSuggestions'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? ''
    const found = q === '' ? [] : fixtures.searchableProducts.filter((p) => matches(p.name, q))
    return HttpResponse.json(
      found
        .slice(0, 8)
        .map(({ productId, name }) => ({ productId, name })) satisfies Answer<'searchSuggestions'>,
    )
  }),
  http.get(apiUrl('searchProducts'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? ''
    return HttpResponse.json(
      fixtures.searchableProducts.filter((p) => matches(p.name, q)) satisfies Answer<'searchProducts'>,
    )
  }),
]

/** Overrides for stories: put them in `parameters.msw.handlers` (or `worker.use`) before `handlers`. */
export function failing(name: RouteName, status = 500, message = 'Internal Server Error') {
  return http.get(apiUrl(name), () => HttpResponse.json({ message }, { status }))
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
