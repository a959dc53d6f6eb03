import { API_BASE_PATH, cartRoutes } from '@haat/contract/core'
import { addListener, type UnknownAction, type UnsubscribeListener } from '@reduxjs/toolkit'
import { cartChangedInAnotherTab } from './cartListeners.ts'
import { visitorCartChanged, visitorCartCleared } from './visitorCartSlice.ts'

/** The BroadcastChannel the tabs of this site tell each other on that the cart or wishlist changed. */
export const CART_CHANNEL = 'haat-cart'

/** What a tab posts: only that something changed; each tab reads the lists again itself. */
export const CART_CHANGED_MESSAGE = { kind: 'cart-changed' } as const

/** The calls that change the cart or the wishlist: every call of the cart's route table but its reads. */
const CHANGING_ROUTES = Object.values(cartRoutes).filter((route) => route.method !== 'GET')

/** A mutation named for the cart or the wishlist (one whose request is not at hand, say a queryFn). */
const CART_ENDPOINT_NAME = /cart|wishlist/i

interface MutationMeta {
  arg?: { type?: unknown; endpointName?: unknown }
  requestStatus?: unknown
  baseQueryMeta?: { request?: { method?: unknown; url?: unknown } }
}

function isChangingRequest(request: { method?: unknown; url?: unknown }): boolean {
  if (typeof request.method !== 'string' || typeof request.url !== 'string') return false
  const path = new URL(request.url, 'http://localhost').pathname
  return CHANGING_ROUTES.some(
    (route) => route.method === request.method && path === API_BASE_PATH + route.path,
  )
}

/**
 * A mutation that succeeded and changed the cart or the wishlist: one that called a cart route (any
 * endpoint, the cart page's moves and quantities and the merge included), or one named for them. Known by
 * the call it made rather than a list of endpoints, so an endpoint added later is covered too.
 */
export function changesCartOrWishlist(action: UnknownAction): boolean {
  const meta = (action as { meta?: MutationMeta }).meta
  if (meta?.requestStatus !== 'fulfilled' || meta.arg?.type !== 'mutation') return false
  const request = meta.baseQueryMeta?.request
  if (request && isChangingRequest(request)) return true
  return typeof meta.arg.endpointName === 'string' && CART_ENDPOINT_NAME.test(meta.arg.endpointName)
}

const changedHere = (action: UnknownAction) =>
  changesCartOrWishlist(action) || visitorCartChanged.match(action) || visitorCartCleared.match(action)

/** The part of a BroadcastChannel this module uses (tests hand in their own). */
export interface CartChannel {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

const openBroadcastChannel = (name: string): CartChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)

/**
 * Keeps the header's counts and the hearts right on every open tab of the shopper (docs/product.md, "Cart
 * and wishlist"): after a change made in this tab (a successful cart or wishlist mutation, or an add to
 * the visitor's cart) it posts on CART_CHANNEL; a message from another tab drops the cached cart and
 * wishlist, which their readers fetch again, and reads the visitor's cart again. Returns the function that
 * stops (the app's providers start it with the store and stop it with their unmount).
 */
export function startCrossTabCart(
  store: { dispatch: (action: UnknownAction) => unknown },
  openChannel: (name: string) => CartChannel | null = openBroadcastChannel,
): () => void {
  const channel = openChannel(CART_CHANNEL)
  if (!channel) return () => {}
  const stopListening = store.dispatch(
    addListener({ predicate: changedHere, effect: () => channel.postMessage(CART_CHANGED_MESSAGE) }),
  ) as unknown as UnsubscribeListener
  channel.onmessage = (event) => {
    if ((event.data as { kind?: unknown } | null)?.kind === CART_CHANGED_MESSAGE.kind) {
      store.dispatch(cartChangedInAnotherTab())
    }
  }
  return () => {
    stopListening()
    channel.onmessage = null
    channel.close()
  }
}
