import { type Body, type RouteName, routes } from '@haat/contract'
import { HttpResponse } from 'msw'
import { recordings } from './recorded/index.ts'

/** What the stateful mocks (the cart's, the lists') share: addresses, refusals, bodies, the recordings. */

/** The path a call is served at, relative as in the browser (MSW resolves it against the page). */
export const url = (name: RouteName) => `/api${routes[name].path}`

/** A refusal as the server answers one: the status and the contract's message. */
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

/** A request's JSON body, typed as the named call's (the contract's schemas have checked real ones). */
export const bodyOf = async <N extends RouteName>(request: Request, _name: N) =>
  (await request.json()) as Body<N>

/** Whether the request carries a bearer token (the mocks take any token for the demo shopper's). */
export const signedIn = (request: Request) =>
  request.headers.get('Authorization')?.startsWith('Bearer ') === true

/**
 * The first object anywhere in the recorded answers that is the product `productId` and passes `carries`
 * (each mock needs other fields of a product: a listing card's, a list product's).
 */
export function findRecordedProduct(
  productId: string,
  carries: (fields: Record<string, unknown>) => boolean,
): Record<string, unknown> | undefined {
  const seen = new Set<unknown>()
  const visit = (value: unknown): Record<string, unknown> | undefined => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return undefined
    seen.add(value)
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item)
        if (found) return found
      }
      return undefined
    }
    const fields = value as Record<string, unknown>
    if (fields.productId === productId && carries(fields)) return fields
    for (const item of Object.values(fields)) {
      const found = visit(item)
      if (found) return found
    }
    return undefined
  }
  return visit(recordings)
}
