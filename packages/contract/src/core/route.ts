/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may make a call: 'bearer' needs `Authorization: Bearer <token>` and answers 401 without a live
 * session; 'optional' uses a token when one is sent. A call without `auth` ignores the header.
 */
export type RouteAuth = 'bearer' | 'optional'

/**
 * One call of the API as every package needs it, without its schemas: the method, the path under `/api`
 * (spelled exactly as the specification spells it, `:name` segments for path parameters) and who may
 * make it. The server registers its routes from these, the storefront builds its request URLs from them
 * and the MSW mocks match them, so a path is written in exactly one place.
 */
export interface RouteSpec {
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly auth?: RouteAuth
}

/** Where the API's calls live on the store's own origin: every RouteSpec path is under it. */
export const API_BASE_PATH = '/api'

/** Checks a feature's table against `RouteSpec` while keeping its literal types. */
export const routeTable = <const T extends Record<string, RouteSpec>>(table: T): T => table

/** The path of a call with its `:name` parameters filled in, each URI-encoded into one segment. */
export function routePath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** The names of a path's `:name` parameters, as a type: `PathParams<'/getProducts/:itemId'>` is 'itemId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/**
 * The whole address of a GET call as the storefront's fetch builds it: the API base, the filled path and
 * the query in URLSearchParams order. The server uses it to preload a page's first calls, and a preload
 * is only reused by an address spelled exactly the same.
 */
export function callUrl(
  route: RouteSpec,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number>> = {},
): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
  return `${API_BASE_PATH}${routePath(route.path, params)}${search ? `?${search}` : ''}`
}
