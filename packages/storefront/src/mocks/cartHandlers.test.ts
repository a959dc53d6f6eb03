import {
  type CartItem,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
  MOVED_TO_CART_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
  NOT_IN_CART_MESSAGE,
  type RouteName,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { type CartMockOptions, cartHandlers } from './cartHandlers.ts'
import { recorded } from './recorded/index.ts'
import { callMock, listeningMockServer } from './testServer.ts'

const server = listeningMockServer()

/** A fresh shopper for each test: the mocks keep their lists in memory. */
const shopper = (options?: CartMockOptions) => server.resetHandlers(...cartHandlers(options))

const call = <N extends RouteName>(name: N, body?: unknown, token = true) => callMock(name, { body, token })

const demoCart = recorded('cartProducts')
const demoWishlist = recorded('wishlistProducts')
const [lipstick, television] = demoCart
const [wished] = demoWishlist
if (!lipstick || !television || !wished) throw new Error("The recordings need the demo shopper's lists")

/** A line as a story writes it: the facts, with a problem and total the mocks must work out again. */
const line = (base: CartItem, change: Partial<CartItem>): CartItem => ({
  ...base,
  problem: null,
  lineTotal: 0,
  ...change,
})

describe('cart mocks', () => {
  it('answer every cart call 401 without a token', async () => {
    shopper()
    expect((await call('cartSummary', undefined, false)).status).toBe(401)
    for (const name of ['moveToWishlist', 'moveToCart', 'removeFromCart', 'mergeCart'] as const) {
      expect((await call(name, { productId: lipstick.productId }, false)).status).toBe(401)
    }
    const quantity = { productId: lipstick.productId, quantity: 1 }
    expect((await call('updateCartQuantity', quantity, false)).status).toBe(401)
  })

  it('total the summary as the server does, leaving out the lines with a problem', async () => {
    shopper()
    expect((await call('cartSummary')).body).toEqual(recorded('cartSummary'))
    shopper({
      cart: [
        line(lipstick, { quantity: 2, price: 399, offerPrice: 199.5, addedOfferPrice: 199.5 }),
        line(television, { stock: 0 }),
      ],
    })
    const summary = (await call('cartSummary')).body
    expect(summary).toEqual({
      lines: 1,
      items: 2,
      excludedLines: 1,
      price: 798,
      discount: 399,
      shippingCharges: 40,
      total: 399,
    })
  })

  it("work out each line's problem and total from what it keeps", async () => {
    shopper({
      cart: [
        line(lipstick, { quantity: 3, b2cMaxQty: 2 }),
        line(television, { addedOfferPrice: television.offerPrice - 100 }),
      ],
    })
    const [fewer, changed] = (await call('cartProducts')).body
    expect(fewer?.problem).toBe('fewerLeft')
    expect(fewer?.lineTotal).toBe(lipstick.offerPrice * 3)
    expect(changed?.problem).toBe('priceChanged')
  })

  it('set a quantity within the limits, refusing above b2cMaxQty or the stock and changing nothing', async () => {
    shopper({ cart: [line(television, { quantity: 1, b2cMaxQty: 5, stock: 56 })] })
    const set = await call('updateCartQuantity', { productId: television.productId, quantity: 5 })
    expect(set.status).toBe(200)
    expect(set.body[0]?.quantity).toBe(5)
    const above = await call('updateCartQuantity', { productId: television.productId, quantity: 6 })
    expect(above).toEqual({ status: 409, body: { message: cartMaxQuantityMessage(5) } })
    shopper({ cart: [line(television, { quantity: 1, b2cMaxQty: 5, stock: 3 })] })
    const overStock = await call('updateCartQuantity', { productId: television.productId, quantity: 4 })
    expect(overStock).toEqual({ status: 409, body: { message: cartStockLimitMessage(3) } })
    expect((await call('cartProducts')).body[0]?.quantity).toBe(1)
    const missing = await call('updateCartQuantity', { productId: wished.productId, quantity: 1 })
    expect(missing).toEqual({ status: 404, body: { message: NOT_IN_CART_MESSAGE } })
  })

  it('accept a changed price when the quantity is set again', async () => {
    shopper({ cart: [line(television, { addedOfferPrice: television.offerPrice + 50 })] })
    const answer = await call('updateCartQuantity', {
      productId: television.productId,
      quantity: television.quantity,
    })
    expect(answer.body[0]?.problem).toBeNull()
    expect(answer.body[0]?.addedOfferPrice).toBe(television.offerPrice)
  })

  it('move a line to the wishlist and back, answering both lists', async () => {
    shopper()
    const there = await call('moveToWishlist', { productId: television.productId })
    expect(there.body.message).toBe(MOVED_TO_WISHLIST_MESSAGE)
    expect(there.body.cart.map((item) => item.productId)).toEqual([lipstick.productId])
    expect(there.body.wishlist[0]?.productId).toBe(television.productId)
    expect(there.body.wishlist).toHaveLength(demoWishlist.length + 1)

    const back = await call('moveToCart', { productId: television.productId })
    expect(back.body.message).toBe(MOVED_TO_CART_MESSAGE)
    expect(back.body.cart[0]).toMatchObject({ productId: television.productId, quantity: 1, problem: null })
    expect(back.body.wishlist).toHaveLength(demoWishlist.length)
    expect((await call('wishlistProducts')).body).toEqual(demoWishlist)
  })

  it('keep a wished product on the wishlist when the cart refuses it', async () => {
    shopper({ wishlist: [{ ...wished, stock: 0 }] })
    expect((await call('moveToCart', { productId: wished.productId })).status).toBe(409)
    expect((await call('wishlistProducts')).body).toHaveLength(1)
  })

  it('remove a line and answer the cart left; merge a visitor cart capped by the limits', async () => {
    shopper()
    const left = await call('removeFromCart', { productId: lipstick.productId })
    expect(left.body.map((item) => item.productId)).toEqual([television.productId])
    const merged = await call('mergeCart', {
      items: [
        { productId: television.productId, quantity: 9 },
        { productId: 'no-such-product', quantity: 1 },
      ],
    })
    // The television's line held 2 of at most 5.
    expect(merged.body.added).toEqual([{ productId: television.productId, quantity: 3 }])
    expect(merged.body.skipped).toHaveLength(1)
    expect(merged.body.cart[0]?.quantity).toBe(television.b2cMaxQty)
  })
})
