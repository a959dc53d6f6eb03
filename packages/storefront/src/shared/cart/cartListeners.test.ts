import type { CartItem, WishlistItem } from '@haat/contract'
import { CART_OUT_OF_STOCK_MESSAGE, cartMergedMessage } from '@haat/contract/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store.ts'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import { stubApi, TEST_ORIGIN } from '../../testing/stubApi.ts'
import { sessionEnded, signedIn } from '../session/authSlice.ts'
import { addToVisitorCartNow } from './addToVisitorCart.ts'
import { cartApi } from './cartApi.ts'
import { cartChangedInAnotherTab } from './cartListeners.ts'
import { CART_CHANNEL, type CartChannel, changesCartOrWishlist, startCrossTabCart } from './crossTabCart.ts'
import { readVisitorCart, VISITOR_CART_KEY, type VisitorCartLine } from './visitorCart.ts'

const { toasts } = vi.hoisted(() => ({ toasts: [] as Array<[string, unknown]> }))
// What the listeners say, not how a toast reaches the screen (app/toast.test.ts holds that).
vi.mock('../../app/toast.ts', () => ({
  enqueueToast: (message: string, options: unknown) => void toasts.push([message, options]),
}))

const HOUR = 3_600_000

const line = (productId: string, quantity = 1): VisitorCartLine => ({ productId, quantity, addedAt: 1 })
const withVisitorCart = (lines: VisitorCartLine[]) =>
  memoryStorage({ [VISITOR_CART_KEY]: JSON.stringify(lines) })

const cartItem = (productId: string, quantity = 1): CartItem => ({
  problem: null,
  addedOfferPrice: 90,
  lineTotal: 90 * quantity,
  productId,
  quantity,
  name: `Product ${productId}`,
  imageUrls: ['/media/p.webp'],
  price: 100,
  offerPrice: 90,
  sellingPrice: 90,
  brandDetails: { brandId: 'b1', brandName: 'Brand', brandPage: '' },
  sellerDetails: { sellerId: 's1', name: 'Seller', storedetails: { storename: 'Store' } },
  b2cMaxQty: 5,
  stock: 10,
})

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

interface Call {
  method: string
  path: string
  body: unknown
  token: string | null
}
type Reply = { status?: number; body: unknown }

/** The API as these tests need it: each request is recorded and answered by `answer`. */
function fakeServer(answer: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = []
  stubApi(async (request) => {
    const text = await request.text()
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      token: request.headers.get('authorization'),
    }
    calls.push(call)
    const reply = await answer(call)
    return Response.json(reply.body, { status: reply.status ?? 200 })
  })
  return calls
}

const mergeAnswer = {
  message: cartMergedMessage(1),
  added: [{ productId: 'a', quantity: 2 }],
  skipped: [{ productId: 'b', message: CART_OUT_OF_STOCK_MESSAGE }],
  cart: [cartItem('a', 2), cartItem('z')],
}

const session = (token: string) => signedIn({ token, expiresAt: Date.now() + HOUR })
const merges = (calls: Call[]) => calls.filter((call) => call.path === '/api/merge-cart')

/** A reply the test releases when it chooses. */
function deferred() {
  let release: (reply: Reply) => void = () => {}
  const reply = new Promise<Reply>((resolve) => {
    release = resolve
  })
  return { reply, release }
}

beforeEach(() => {
  toasts.length = 0
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a visitor’s cart in the store', () => {
  it('is read from storage when the store starts, and an add is written back', () => {
    const storage = withVisitorCart([line('a', 2)])
    const store = makeStore(undefined, { storage })
    expect(store.getState().visitorCart.lines).toEqual([line('a', 2)])
    const result = store.dispatch(addToVisitorCartNow({ productId: 'p', stock: 3, b2cMaxQty: 2 }, 1, 99))
    expect(result.ok).toBe(true)
    expect(readVisitorCart(storage)).toEqual([{ productId: 'p', quantity: 1, addedAt: 99 }, line('a', 2)])
  })

  it('refuses an add past the product’s limits and writes nothing', () => {
    const storage = withVisitorCart([line('p', 2)])
    const store = makeStore(undefined, { storage })
    const result = store.dispatch(addToVisitorCartNow({ productId: 'p', stock: 3, b2cMaxQty: 2 }))
    expect(result).toEqual({
      ok: false,
      message: 'You can buy at most 2 of this product; your cart already has 2.',
    })
    expect(readVisitorCart(storage)).toEqual([line('p', 2)])
  })
})

describe('merging the visitor’s cart on sign-in', () => {
  it('sends the lines once, empties the browser’s cart, replaces the cached cart and says so once', async () => {
    const merge = deferred()
    const calls = fakeServer((call) =>
      call.path === '/api/merge-cart' ? merge.reply : { body: [cartItem('old')] },
    )
    const storage = withVisitorCart([line('a', 2), line('b')])
    const store = makeStore(undefined, { storage })
    store.dispatch(session('tok-1'))
    // Signed out and in again while the first merge is on its way: still one merge.
    store.dispatch(sessionEnded())
    store.dispatch(session('tok-2'))
    await vi.waitFor(() => expect(merges(calls)).toHaveLength(1))
    expect(merges(calls)[0]).toMatchObject({
      method: 'POST',
      token: 'Bearer tok-1',
      body: {
        items: [
          { productId: 'a', quantity: 2 },
          { productId: 'b', quantity: 1 },
        ],
      },
    })
    merge.release({ body: mergeAnswer })
    await vi.waitFor(() => expect(store.getState().visitorCart.lines).toEqual([]))
    expect(storage.map.has(VISITOR_CART_KEY)).toBe(false)
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        [cartMergedMessage(1), { variant: 'success' }],
        [CART_OUT_OF_STOCK_MESSAGE, { variant: 'warning' }],
      ]),
    )
    expect(cartApi.endpoints.getCartProducts.select()(store.getState()).data).toEqual(mergeAnswer.cart)

    // Another sign-in later has nothing left to merge, and the message is not repeated.
    store.dispatch(sessionEnded())
    store.dispatch(session('tok-3'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(merges(calls)).toHaveLength(1)
    expect(toasts).toHaveLength(2)
  })

  it('keeps the browser’s cart when the merge fails, and tries again on the next sign-in', async () => {
    let failing = true
    const calls = fakeServer((call) =>
      call.path === '/api/merge-cart'
        ? failing
          ? { status: 503, body: { message: 'Service unavailable' } }
          : { body: mergeAnswer }
        : { body: [] },
    )
    const storage = withVisitorCart([line('a', 2)])
    const store = makeStore(undefined, { storage })
    store.dispatch(session('tok-1'))
    await vi.waitFor(() => expect(merges(calls)).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.getState().visitorCart.lines).toEqual([line('a', 2)])
    expect(readVisitorCart(storage)).toEqual([line('a', 2)])
    expect(toasts).toEqual([])

    failing = false
    store.dispatch(sessionEnded())
    store.dispatch(session('tok-2'))
    await vi.waitFor(() => expect(storage.map.has(VISITOR_CART_KEY)).toBe(false))
    expect(merges(calls)).toHaveLength(2)
  })

  it('merges at start when the shopper is still signed in with a visitor’s cart left', async () => {
    const calls = fakeServer(() => ({ body: mergeAnswer }))
    const storage = withVisitorCart([line('a', 2)])
    makeStore({ auth: { token: 'tok', expiresAt: Date.now() + HOUR } }, { storage })
    await vi.waitFor(() => expect(merges(calls)).toHaveLength(1))
    await vi.waitFor(() => expect(storage.map.has(VISITOR_CART_KEY)).toBe(false))
  })

  it('asks nothing of a shopper who signs in with an empty browser cart', async () => {
    const calls = fakeServer(() => ({ body: [] }))
    const store = makeStore(undefined, { storage: memoryStorage() })
    store.dispatch(session('tok'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(merges(calls)).toEqual([])
  })
})

describe('a change in another tab', () => {
  it('reads the visitor’s cart again and reads the cart and wishlist again', async () => {
    const calls = fakeServer((call) => ({
      body: call.path === '/api/get-cart-products' ? [cartItem('a')] : [wishlistItem('w')],
    }))
    const storage = memoryStorage()
    const store = makeStore({ auth: { token: 'tok', expiresAt: Date.now() + HOUR } }, { storage })
    const cart = store.dispatch(cartApi.endpoints.getCartProducts.initiate())
    const wishlist = store.dispatch(cartApi.endpoints.getWishlistProducts.initiate())
    await Promise.all([cart, wishlist])
    const reads = (path: string) => calls.filter((call) => call.path === path).length
    expect(reads('/api/get-cart-products')).toBe(1)

    storage.setItem(VISITOR_CART_KEY, JSON.stringify([line('x', 3)]))
    store.dispatch(cartChangedInAnotherTab())
    expect(store.getState().visitorCart.lines).toEqual([line('x', 3)])
    await vi.waitFor(() => {
      expect(reads('/api/get-cart-products')).toBe(2)
      expect(reads('/api/get-wishList-products')).toBe(2)
    })
    cart.unsubscribe()
    wishlist.unsubscribe()
  })
})

describe('changesCartOrWishlist', () => {
  const fulfilledMutation = (endpointName: string, method: string, url: string) => ({
    type: 'api/executeMutation/fulfilled',
    payload: {},
    meta: {
      requestStatus: 'fulfilled',
      arg: { type: 'mutation', endpointName },
      baseQueryMeta: { request: { method, url } },
    },
  })

  it('knows a cart or wishlist change by the call it made, whatever its endpoint is named', () => {
    expect(
      changesCartOrWishlist(fulfilledMutation('stepUp', 'PUT', `${TEST_ORIGIN}/api/update-cart-quantity`)),
    ).toBe(true)
    expect(changesCartOrWishlist(fulfilledMutation('x', 'POST', `${TEST_ORIGIN}/api/move-to-wishlist`))).toBe(
      true,
    )
    expect(changesCartOrWishlist(fulfilledMutation('x', 'POST', `${TEST_ORIGIN}/api/merge-cart`))).toBe(true)
  })

  it('knows one by its name when the request is not at hand', () => {
    const action = fulfilledMutation('removeFromCart', 'POST', '')
    delete (action.meta as { baseQueryMeta?: unknown }).baseQueryMeta
    expect(changesCartOrWishlist(action)).toBe(true)
  })

  it('ignores reads, failures and other mutations', () => {
    expect(changesCartOrWishlist(fulfilledMutation('logout', 'POST', `${TEST_ORIGIN}/api/logout`))).toBe(
      false,
    )
    expect(
      changesCartOrWishlist(fulfilledMutation('reportBrand', 'POST', `${TEST_ORIGIN}/api/report-brand`)),
    ).toBe(false)
    const read = fulfilledMutation('getCartProducts', 'GET', `${TEST_ORIGIN}/api/get-cart-products`)
    read.meta.arg.type = 'query'
    expect(changesCartOrWishlist(read)).toBe(false)
    const failed = fulfilledMutation('addToCart', 'POST', `${TEST_ORIGIN}/api/add-to-cart`)
    failed.meta.requestStatus = 'rejected'
    expect(changesCartOrWishlist(failed)).toBe(false)
  })
})

describe('startCrossTabCart', () => {
  const stops: Array<() => void> = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  it('tells the other tabs of a wishlist change, which read their wishlist again', async () => {
    const calls = fakeServer((call) =>
      call.path === '/api/add-to-wishlist' ? { body: { message: 'Added to your wishlist' } } : { body: [] },
    )
    const storage = memoryStorage()
    const here = makeStore({ auth: { token: 'here', expiresAt: Date.now() + HOUR } }, { storage })
    const there = makeStore({ auth: { token: 'there', expiresAt: Date.now() + HOUR } }, { storage })
    stops.push(startCrossTabCart(here), startCrossTabCart(there))
    const reading = there.dispatch(cartApi.endpoints.getWishlistProducts.initiate())
    await reading
    const readsThere = () =>
      calls.filter((call) => call.path === '/api/get-wishList-products' && call.token === 'Bearer there')
        .length
    expect(readsThere()).toBe(1)

    await here.dispatch(cartApi.endpoints.addToWishlist.initiate({ productId: 'p' }))
    await vi.waitFor(() => expect(readsThere()).toBe(2))
    reading.unsubscribe()
  })

  it('tells the other tabs of an add to the visitor’s cart, which show it', async () => {
    const storage = memoryStorage()
    const here = makeStore(undefined, { storage })
    const there = makeStore(undefined, { storage })
    stops.push(startCrossTabCart(here), startCrossTabCart(there))
    here.dispatch(addToVisitorCartNow({ productId: 'p', stock: 5, b2cMaxQty: 5 }, 2, 7))
    await vi.waitFor(() =>
      expect(there.getState().visitorCart.lines).toEqual([{ productId: 'p', quantity: 2, addedAt: 7 }]),
    )
  })

  it('posts nothing for other changes, and nothing once stopped', async () => {
    const posted: unknown[] = []
    const channel: CartChannel = {
      postMessage: (message) => void posted.push(message),
      onmessage: null,
      close: vi.fn(),
    }
    const opened: string[] = []
    const store = makeStore(undefined, { storage: memoryStorage() })
    const stop = startCrossTabCart(store, (name) => {
      opened.push(name)
      return channel
    })
    expect(opened).toEqual([CART_CHANNEL])
    store.dispatch(sessionEnded())
    expect(posted).toEqual([])
    store.dispatch(addToVisitorCartNow({ productId: 'p', stock: 5, b2cMaxQty: 5 }))
    expect(posted).toHaveLength(1)

    stop()
    expect(channel.close).toHaveBeenCalled()
    store.dispatch(addToVisitorCartNow({ productId: 'q', stock: 5, b2cMaxQty: 5 }))
    expect(posted).toHaveLength(1)
  })

  it('ignores a message it does not know', () => {
    const channel: CartChannel = { postMessage: () => {}, onmessage: null, close: () => {} }
    const storage = memoryStorage()
    const store = makeStore(undefined, { storage })
    stops.push(startCrossTabCart(store, () => channel))
    storage.setItem(VISITOR_CART_KEY, JSON.stringify([line('x')]))
    channel.onmessage?.(new MessageEvent('message', { data: { kind: 'something-else' } }))
    expect(store.getState().visitorCart.lines).toEqual([])
    channel.onmessage?.(new MessageEvent('message', { data: { kind: 'cart-changed' } }))
    expect(store.getState().visitorCart.lines).toEqual([line('x')])
  })
})
