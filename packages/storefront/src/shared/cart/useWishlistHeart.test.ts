import type { WishlistItem } from '@haat/contract'
import {
  ADDED_TO_WISHLIST_MESSAGE,
  ALREADY_IN_WISHLIST_MESSAGE,
  MOVE_TO_WISHLIST_FAILED_MESSAGE,
  REMOVE_FROM_WISHLIST_FAILED_MESSAGE,
  REMOVED_FROM_WISHLIST_MESSAGE,
  WISHLIST_FULL_MESSAGE,
} from '@haat/contract/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store.ts'
import { stubApi } from '../../testing/stubApi.ts'
import { cartApi } from './cartApi.ts'
import { heartIsOn, toggleWishlistHeart } from './useWishlistHeart.ts'
import { selectPendingHearts, wishlistCountWith } from './wishlistHeartsSlice.ts'

const { toasts } = vi.hoisted(() => ({ toasts: [] as Array<[string, unknown]> }))
vi.mock('../../app/toast.ts', () => ({
  enqueueToast: (message: string, options: unknown) => void toasts.push([message, options]),
}))

const wishlistItem = (productId: string): WishlistItem => ({
  productId,
  name: `Product ${productId}`,
  imageUrls: ['/media/p.webp'],
  brandId: 'b1',
  brand: 'Brand',
  sellerId: 's1',
  seller: 'Store',
  price: 100,
  offerPrice: 90,
  sellingPrice: 90,
  stock: 10,
  oneRating: 0,
  twoRating: 0,
  threeRating: 0,
  fourRating: 0,
  fiveRating: 1,
})

type Reply = { status?: number; body: unknown }

/**
 * A server holding one wishlist: the reads answer it, add and remove change it unless `refuse` answers
 * for them, and `hold` keeps the next write waiting until the test releases it.
 */
function wishlistServer(start: string[]) {
  const server = {
    wished: [...start],
    writes: [] as string[],
    refuse: null as Reply | null,
    held: null as ((value?: unknown) => void) | null,
    hold: false,
  }
  stubApi(async (request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/get-wishList-products') return Response.json(server.wished.map(wishlistItem))
    const { productId } = (await request.json()) as { productId: string }
    server.writes.push(`${path} ${productId}`)
    if (server.hold) await new Promise((resolve) => (server.held = resolve))
    if (server.refuse) return Response.json(server.refuse.body, { status: server.refuse.status })
    if (path === '/api/add-to-wishlist') {
      if (server.wished.includes(productId))
        return Response.json({ message: ALREADY_IN_WISHLIST_MESSAGE }, { status: 400 })
      server.wished.unshift(productId)
      return Response.json({ message: ADDED_TO_WISHLIST_MESSAGE })
    }
    server.wished = server.wished.filter((id) => id !== productId)
    return Response.json(server.wished.map(wishlistItem))
  })
  return server
}

/** A signed-in shopper's store whose wishlist has been read (as a screen with hearts would have it). */
async function shopperStore() {
  const store = makeStore(
    { auth: { token: 'tok', expiresAt: Date.now() + 3_600_000 } },
    { storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } },
  )
  const reading = store.dispatch(cartApi.endpoints.getWishlistProducts.initiate())
  await reading
  return { store, stop: reading.unsubscribe }
}

const wishedIds = (state: ReturnType<ReturnType<typeof makeStore>['getState']>) =>
  new Set(
    cartApi.endpoints.getWishlistProducts
      .select()(state)
      .data?.map((item) => item.productId),
  )

beforeEach(() => {
  toasts.length = 0
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toggleWishlistHeart', () => {
  it('shows the heart on at once, and keeps it on once the server has it', async () => {
    const server = wishlistServer(['a'])
    const { store, stop } = await shopperStore()
    server.hold = true
    const toggling = store.dispatch(toggleWishlistHeart('p'))
    expect(heartIsOn(store.getState(), 'p')).toBe(true)
    // The header counts it too, before the server answers.
    expect(wishlistCountWith(wishedIds(store.getState()), selectPendingHearts(store.getState()))).toBe(2)
    await vi.waitFor(() => expect(server.held).not.toBeNull())
    server.held?.()
    expect(await toggling).toBe('added')
    expect(toasts).toEqual([[ADDED_TO_WISHLIST_MESSAGE, { variant: 'success' }]])
    // The wishlist is read again; then the heart follows the list alone.
    await vi.waitFor(() => expect(selectPendingHearts(store.getState())).toEqual({}))
    expect(wishedIds(store.getState())).toEqual(new Set(['p', 'a']))
    expect(heartIsOn(store.getState(), 'p')).toBe(true)
    stop()
  })

  it('turns a wished product off at once and takes the server’s list', async () => {
    const server = wishlistServer(['a', 'b'])
    const { store, stop } = await shopperStore()
    server.hold = true
    const toggling = store.dispatch(toggleWishlistHeart('a'))
    expect(heartIsOn(store.getState(), 'a')).toBe(false)
    await vi.waitFor(() => expect(server.held).not.toBeNull())
    server.held?.()
    expect(await toggling).toBe('removed')
    expect(toasts).toEqual([[REMOVED_FROM_WISHLIST_MESSAGE, { variant: 'success' }]])
    await vi.waitFor(() => expect(selectPendingHearts(store.getState())).toEqual({}))
    expect(wishedIds(store.getState())).toEqual(new Set(['b']))
    expect(server.writes).toEqual(['/api/remove-from-wishList a'])
    stop()
  })

  it('takes "already in wishlist" as the product being there', async () => {
    const server = wishlistServer(['a'])
    const { store, stop } = await shopperStore()
    // Another tab wished it after this one read the list.
    server.wished.unshift('p')
    expect(await store.dispatch(toggleWishlistHeart('p'))).toBe('added')
    expect(toasts).toEqual([[ADDED_TO_WISHLIST_MESSAGE, { variant: 'success' }]])
    await vi.waitFor(() => expect(wishedIds(store.getState()).has('p')).toBe(true))
    expect(heartIsOn(store.getState(), 'p')).toBe(true)
    stop()
  })

  it('rolls a refused add back with the contract’s fallback, or the server’s reason', async () => {
    const server = wishlistServer([])
    const { store, stop } = await shopperStore()
    server.refuse = { status: 500, body: { message: 'Internal Server Error' } }
    expect(await store.dispatch(toggleWishlistHeart('p'))).toBe('failed')
    expect(heartIsOn(store.getState(), 'p')).toBe(false)
    expect(selectPendingHearts(store.getState())).toEqual({})

    server.refuse = { status: 409, body: { message: WISHLIST_FULL_MESSAGE } }
    expect(await store.dispatch(toggleWishlistHeart('p'))).toBe('failed')
    expect(heartIsOn(store.getState(), 'p')).toBe(false)
    expect(toasts).toEqual([
      [MOVE_TO_WISHLIST_FAILED_MESSAGE, { variant: 'error' }],
      [WISHLIST_FULL_MESSAGE, { variant: 'error' }],
    ])
    stop()
  })

  it('rolls a failed removal back on', async () => {
    const server = wishlistServer(['a'])
    const { store, stop } = await shopperStore()
    server.refuse = { status: 503, body: {} }
    expect(await store.dispatch(toggleWishlistHeart('a'))).toBe('failed')
    expect(heartIsOn(store.getState(), 'a')).toBe(true)
    expect(toasts).toEqual([[REMOVE_FROM_WISHLIST_FAILED_MESSAGE, { variant: 'error' }]])
    stop()
  })

  it('ignores a second press while the first is on its way', async () => {
    const server = wishlistServer([])
    const { store, stop } = await shopperStore()
    server.hold = true
    const first = store.dispatch(toggleWishlistHeart('p'))
    expect(await store.dispatch(toggleWishlistHeart('p'))).toBe('busy')
    expect(heartIsOn(store.getState(), 'p')).toBe(true)
    await vi.waitFor(() => expect(server.held).not.toBeNull())
    server.held?.()
    expect(await first).toBe('added')
    expect(server.writes).toEqual(['/api/add-to-wishlist p'])
    stop()
  })
})

describe('wishlistCountWith', () => {
  it('counts a heart turned on for a product the list lacks, and off for one it holds', () => {
    const wished = new Set(['a', 'b'])
    expect(wishlistCountWith(wished, {})).toBe(2)
    expect(wishlistCountWith(wished, { p: { on: true, saved: false } })).toBe(3)
    expect(wishlistCountWith(wished, { a: { on: false, saved: true } })).toBe(1)
    // A heart already agreeing with the list changes nothing.
    expect(wishlistCountWith(wished, { a: { on: true, saved: true }, q: { on: false, saved: false } })).toBe(
      2,
    )
  })
})
