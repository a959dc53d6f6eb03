import {
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  CART_QUANTITY_MESSAGE,
  type CartItem,
  type CartMoveAnswer,
  cartMaxQuantityMessage,
  cartMergedMessage,
  cartStockLimitMessage,
  MERGE_CART_LINES_MAX,
  type MergeCartAnswer,
  MOVED_TO_CART_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
  NOT_IN_CART_MESSAGE,
  NOT_IN_WISHLIST_MESSAGE,
  type routes,
  SHIPPING_CHARGES_RUPEES,
  TOKEN_MISSING_MESSAGE,
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testTargets } from '../db/targets.ts'
import { type CartTestApp, makeCartTestApp, type Shopper } from './fixture.ts'

/*
 * The cart page's calls: a line's problem and the summary, moving between the cart and the wishlist,
 * removing, setting a quantity and merging a visitor's cart (docs/product.md, "Cart and wishlist").
 */

interface Product {
  id: string
  price_paise: number
  offer_price_paise: number
}

/** What a product is reset to before each test, so a test that changes one cannot leak into the next. */
interface Facts {
  stock: number
  b2cMaxQty: number
}

const quantities = (cart: CartItem[]) => cart.map((line) => [line.productId, line.quantity])

describe.each(testTargets)('the cart page calls on $name', ({ name }) => {
  let c: CartTestApp
  /** stock 50, at most 5 a shopper */
  let limited: Product
  /** stock 0 */
  let soldOut: Product
  /** stock 3, at most 10 a shopper */
  let scarce: Product
  /** stock 100, at most 20 a shopper (three of them) */
  let plain: Product
  let plain2: Product
  let plain3: Product
  const facts = new Map<Product, Facts>()

  beforeAll(async () => {
    c = await makeCartTestApp(name, 'CartLines')
    const picked = await c.rows<Product>(
      sql`select id, price_paise, offer_price_paise from products order by id desc limit 6`,
    )
    expect(picked).toHaveLength(6)
    ;[limited, soldOut, scarce, plain, plain2, plain3] = picked as [
      Product,
      Product,
      Product,
      Product,
      Product,
      Product,
    ]
    facts.set(limited, { stock: 50, b2cMaxQty: 5 })
    facts.set(soldOut, { stock: 0, b2cMaxQty: 5 })
    facts.set(scarce, { stock: 3, b2cMaxQty: 10 })
    for (const product of [plain, plain2, plain3]) facts.set(product, { stock: 100, b2cMaxQty: 20 })
  }, 180_000)
  beforeEach(async () => {
    for (const [product, { stock, b2cMaxQty }] of facts) {
      await c.setProduct(product.id, { stock, b2cMaxQty, offerPricePaise: product.offer_price_paise })
    }
  })
  afterAll(async () => {
    await c?.t.close()
  })

  const addToCart = async (shopper: Shopper, productId: string, quantity = 1) => {
    const response = await c.call('addToCart', shopper.token, { productId, quantity })
    expect(response.statusCode).toBe(200)
    // Lines added one after another keep that order (newest first).
    c.t.clock.advance(1000)
  }
  const addToWishlist = async (shopper: Shopper, productId: string) => {
    expect((await c.call('addToWishlist', shopper.token, { productId })).statusCode).toBe(200)
    c.t.clock.advance(1000)
  }
  /** A refusal: the status, the contract's message, and nothing of the shopper's changed. */
  const expectRefused = async (
    shopper: Shopper,
    route: keyof typeof routes,
    body: unknown,
    status: number,
    message: string,
  ) => {
    const before = await c.stored(shopper.id)
    const response = await c.call(route, shopper.token, body)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ message })
    expect(await c.stored(shopper.id)).toEqual(before)
  }

  describe.each([
    ['moveToWishlist', { productId: 'P' }],
    ['moveToCart', { productId: 'P' }],
    ['removeFromCart', { productId: 'P' }],
    ['updateCartQuantity', { productId: 'P', quantity: 1 }],
    ['cartSummary', undefined],
    ['mergeCart', { items: [{ productId: 'P', quantity: 1 }] }],
  ] as const)('%s', (route, body) => {
    it('answers 401 without a token, and writes nothing', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id)
      await addToWishlist(shopper, plain2.id)
      const named = body && 'productId' in body ? { ...body, productId: plain.id } : body
      const before = await c.everything()
      const response = await c.call(route, undefined, named)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
      expect(await c.everything()).toEqual(before)
    })
  })

  describe('a line and its problem', () => {
    it('answers a line that can be bought with no problem, the price it was added at and its total', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 3)
      const response = await c.call('cartProducts', shopper.token)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const [line] = response.json<CartItem[]>()
      expect(line).toMatchObject({
        productId: plain.id,
        quantity: 3,
        problem: null,
        offerPrice: plain.offer_price_paise / 100,
        addedOfferPrice: plain.offer_price_paise / 100,
        lineTotal: (plain.offer_price_paise * 3) / 100,
      })
    })

    it('says the price changed when the offer price is not the one the line was added at', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 2)
      const now = plain.offer_price_paise + 1234
      await c.setProduct(plain.id, { offerPricePaise: now })
      const [line] = await c.cartOf(shopper.token)
      expect(line).toMatchObject({
        problem: 'priceChanged',
        addedOfferPrice: plain.offer_price_paise / 100,
        offerPrice: now / 100,
        // What the line would cost now, not what it cost then.
        lineTotal: (now * 2) / 100,
      })
      // A fall in price is a change too.
      await c.setProduct(plain.id, { offerPricePaise: plain.offer_price_paise - 1 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('priceChanged')
    })

    it('says fewer are left when the line asks for more than the stock or the b2cMaxQty now allow', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, limited.id, 4)
      await c.setProduct(limited.id, { stock: 3 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('fewerLeft')
      await c.setProduct(limited.id, { stock: 50, b2cMaxQty: 3 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('fewerLeft')
      // Exactly at the limits is fine.
      await c.setProduct(limited.id, { stock: 4, b2cMaxQty: 4 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBeNull()
    })

    it('says out of stock when none is left, before anything else', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, limited.id, 2)
      await c.setProduct(limited.id, { stock: 0, offerPricePaise: limited.offer_price_paise + 100 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('outOfStock')
      // Stock below zero (an oversold product) is out of stock too.
      await c.setProduct(limited.id, { stock: -2 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('outOfStock')
    })

    it('names fewer left before a changed price: lowering the quantity settles both', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, limited.id, 4)
      await c.setProduct(limited.id, { b2cMaxQty: 2, offerPricePaise: limited.offer_price_paise + 500 })
      expect((await c.cartOf(shopper.token))[0]?.problem).toBe('fewerLeft')
      const lowered = await c.call('updateCartQuantity', shopper.token, {
        productId: limited.id,
        quantity: 2,
      })
      expect(lowered.statusCode).toBe(200)
      expect(lowered.json<CartItem[]>()[0]).toMatchObject({
        quantity: 2,
        problem: null,
        addedOfferPrice: (limited.offer_price_paise + 500) / 100,
      })
    })

    it('takes the new price when the shopper confirms the same quantity, or adds more', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 2)
      await addToCart(shopper, plain2.id, 1)
      await c.setProduct(plain.id, { offerPricePaise: plain.offer_price_paise + 700 })
      await c.setProduct(plain2.id, { offerPricePaise: plain2.offer_price_paise + 300 })
      const confirmed = await c.call('updateCartQuantity', shopper.token, {
        productId: plain.id,
        quantity: 2,
      })
      expect(confirmed.statusCode).toBe(200)
      const byId = (cart: CartItem[], id: string) => cart.find((line) => line.productId === id)
      expect(byId(confirmed.json<CartItem[]>(), plain.id)).toMatchObject({
        quantity: 2,
        problem: null,
        addedOfferPrice: (plain.offer_price_paise + 700) / 100,
      })
      expect(byId(confirmed.json<CartItem[]>(), plain2.id)?.problem).toBe('priceChanged')
      // Raising a line with Add to Cart is acting at today's price as well.
      await addToCart(shopper, plain2.id, 1)
      expect(byId(await c.cartOf(shopper.token), plain2.id)).toMatchObject({
        quantity: 2,
        problem: null,
        addedOfferPrice: (plain2.offer_price_paise + 300) / 100,
      })
    })
  })

  describe('get-cart-summary', () => {
    it('totals in rupees the lines without a problem, and counts the others as left out', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 2)
      await addToCart(shopper, plain2.id, 3)
      await addToCart(shopper, scarce.id, 1)
      await addToCart(shopper, limited.id, 4)
      await c.setProduct(scarce.id, { stock: 0 })
      await c.setProduct(limited.id, { offerPricePaise: limited.offer_price_paise + 1 })

      const response = await c.call('cartSummary', shopper.token)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const mrp = (p: Product) => Math.max(p.price_paise, p.offer_price_paise)
      const pricePaise = mrp(plain) * 2 + mrp(plain2) * 3
      const totalPaise = plain.offer_price_paise * 2 + plain2.offer_price_paise * 3
      expect(response.json()).toEqual({
        lines: 2,
        items: 5,
        excludedLines: 2,
        price: pricePaise / 100,
        discount: (pricePaise - totalPaise) / 100,
        shippingCharges: SHIPPING_CHARGES_RUPEES,
        total: totalPaise / 100,
      })

      // Settling the changed price brings the line back into the totals.
      await c.call('updateCartQuantity', shopper.token, { productId: limited.id, quantity: 4 })
      const after = await c.summaryOf(shopper.token)
      expect(after).toMatchObject({ lines: 3, items: 9, excludedLines: 1 })
      expect(after.total).toBe((totalPaise + (limited.offer_price_paise + 1) * 4) / 100)
    })

    it('adds money in whole paise, never in rupee fractions', async () => {
      const shopper = await c.newShopper()
      // 0.1 + 0.2 in rupees is not 0.3 in floating point; 10 + 20 paise is 30.
      await c.setProduct(plain.id, { offerPricePaise: 10 })
      await c.setProduct(plain2.id, { offerPricePaise: 20 })
      await addToCart(shopper, plain.id)
      await addToCart(shopper, plain2.id)
      expect((await c.summaryOf(shopper.token)).total).toBe(0.3)
    })

    it('answers zeros for an empty cart', async () => {
      const shopper = await c.newShopper()
      expect(await c.summaryOf(shopper.token)).toEqual({
        lines: 0,
        items: 0,
        excludedLines: 0,
        price: 0,
        discount: 0,
        shippingCharges: SHIPPING_CHARGES_RUPEES,
        total: 0,
      })
    })
  })

  describe('move-to-wishlist', () => {
    it('takes the line off the cart and puts the product on the wishlist, answering both', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 2)
      await addToCart(shopper, plain2.id)
      await addToWishlist(shopper, plain3.id)
      const response = await c.call('moveToWishlist', shopper.token, { productId: plain.id })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<CartMoveAnswer>()
      expect(answer.message).toBe(MOVED_TO_WISHLIST_MESSAGE)
      expect(quantities(answer.cart)).toEqual([[plain2.id, 1]])
      expect(answer.wishlist.map((item) => item.productId)).toEqual([plain.id, plain3.id])
      expect(await c.cartOf(shopper.token)).toEqual(answer.cart)
      expect(await c.wishlistOf(shopper.token)).toEqual(answer.wishlist)
    })

    it('leaves a product already on the wishlist where it is', async () => {
      const shopper = await c.newShopper()
      await addToWishlist(shopper, plain.id)
      await addToWishlist(shopper, plain2.id)
      await addToCart(shopper, plain.id)
      const before = await c.stored(shopper.id)
      const answer = (
        await c.call('moveToWishlist', shopper.token, { productId: plain.id })
      ).json<CartMoveAnswer>()
      expect(answer.cart).toEqual([])
      expect(answer.wishlist.map((item) => item.productId)).toEqual([plain2.id, plain.id])
      expect((await c.stored(shopper.id)).wishlist).toEqual(before.wishlist)
    })

    it('answers 404 for a product the cart does not hold', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id)
      await addToWishlist(shopper, plain2.id)
      await expectRefused(shopper, 'moveToWishlist', { productId: plain2.id }, 404, NOT_IN_CART_MESSAGE)
      await expectRefused(
        shopper,
        'moveToWishlist',
        { productId: 'NO-SUCH-PRODUCT' },
        404,
        NOT_IN_CART_MESSAGE,
      )
    })

    it(`refuses when the wishlist holds ${WISHLIST_MAX} products, and keeps the cart line`, async () => {
      const shopper = await c.newShopper()
      const all = await c.productsAtLeast(WISHLIST_MAX + 1)
      const onWishlist = all.filter((id) => id !== plain.id).slice(0, WISHLIST_MAX)
      await c.putOnWishlist(shopper.id, onWishlist)
      await addToCart(shopper, plain.id, 2)
      await expectRefused(shopper, 'moveToWishlist', { productId: plain.id }, 409, WISHLIST_FULL_MESSAGE)
      expect(quantities(await c.cartOf(shopper.token))).toEqual([[plain.id, 2]])
      // A product already on the full wishlist needs no room: its move goes through.
      const listed = onWishlist[0] as string
      await c.setProduct(listed, { stock: 10, b2cMaxQty: 5 })
      await addToCart(shopper, listed)
      const moved = await c.call('moveToWishlist', shopper.token, { productId: listed })
      expect(moved.statusCode).toBe(200)
      expect(quantities(moved.json<CartMoveAnswer>().cart)).toEqual([[plain.id, 2]])
      expect(moved.json<CartMoveAnswer>().wishlist).toHaveLength(WISHLIST_MAX)
    })
  })

  describe('move-to-cart', () => {
    it('takes the product off the wishlist and adds it to the cart (1 unless told), answering both', async () => {
      const shopper = await c.newShopper()
      await addToWishlist(shopper, plain.id)
      await addToWishlist(shopper, plain2.id)
      const response = await c.call('moveToCart', shopper.token, { productId: plain.id })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const answer = response.json<CartMoveAnswer>()
      expect(answer.message).toBe(MOVED_TO_CART_MESSAGE)
      expect(quantities(answer.cart)).toEqual([[plain.id, 1]])
      expect(answer.cart[0]).toMatchObject({ problem: null, addedOfferPrice: plain.offer_price_paise / 100 })
      expect(answer.wishlist.map((item) => item.productId)).toEqual([plain2.id])

      const three = await c.call('moveToCart', shopper.token, { productId: plain2.id, quantity: 3 })
      expect(quantities(three.json<CartMoveAnswer>().cart)).toContainEqual([plain2.id, 3])
      expect(await c.wishlistOf(shopper.token)).toEqual([])
    })

    it('raises a line the cart already has', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, limited.id, 2)
      await addToWishlist(shopper, limited.id)
      const answer = (
        await c.call('moveToCart', shopper.token, { productId: limited.id, quantity: 3 })
      ).json<CartMoveAnswer>()
      expect(quantities(answer.cart)).toEqual([[limited.id, 5]])
      expect(answer.wishlist).toEqual([])
    })

    it('answers 404 for a product the wishlist does not hold', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id)
      await expectRefused(shopper, 'moveToCart', { productId: plain.id }, 404, NOT_IN_WISHLIST_MESSAGE)
    })

    it("is refused as a whole by Add to Cart's limits: the wishlist keeps the product, the cart is unchanged", async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, limited.id, 4)
      for (const product of [limited, soldOut, scarce]) await addToWishlist(shopper, product.id)
      const move = (productId: string, quantity: number) => ({ productId, quantity })
      await expectRefused(shopper, 'moveToCart', move(soldOut.id, 1), 409, CART_OUT_OF_STOCK_MESSAGE)
      await expectRefused(shopper, 'moveToCart', move(limited.id, 2), 409, cartMaxQuantityMessage(5, 4))
      await expectRefused(shopper, 'moveToCart', move(scarce.id, 4), 409, cartStockLimitMessage(3))
      expect((await c.wishlistOf(shopper.token)).map((item) => item.productId).sort()).toEqual(
        [limited.id, soldOut.id, scarce.id].sort(),
      )
    })

    it(`is refused when the cart holds ${CART_LINES_MAX} products`, async () => {
      const shopper = await c.newShopper()
      const others = await c.rows<{ id: string }>(
        sql`select id from products where id not in (${plain.id}, ${plain2.id}) order by id limit ${CART_LINES_MAX}`,
      )
      await c.putInCart(
        shopper.id,
        others.map(({ id }) => ({ productId: id, quantity: 1 })),
      )
      await addToWishlist(shopper, plain.id)
      await expectRefused(shopper, 'moveToCart', { productId: plain.id }, 409, CART_FULL_MESSAGE)
    })

    it.each([0, 1000, 1.5, '2'])('refuses the quantity %s', async (quantity) => {
      const shopper = await c.newShopper()
      await addToWishlist(shopper, plain.id)
      const before = await c.stored(shopper.id)
      const response = await c.call('moveToCart', shopper.token, { productId: plain.id, quantity })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(CART_QUANTITY_MESSAGE)
      expect(await c.stored(shopper.id)).toEqual(before)
    })
  })

  describe('remove-from-cart', () => {
    it('takes the line off and answers the cart left; removing it again changes nothing', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id)
      await addToCart(shopper, plain2.id, 2)
      const removed = await c.call('removeFromCart', shopper.token, { productId: plain.id })
      expect(removed.statusCode).toBe(200)
      expect(removed.headers['cache-control']).toBe('private, no-store')
      expect(quantities(removed.json<CartItem[]>())).toEqual([[plain2.id, 2]])
      const again = await c.call('removeFromCart', shopper.token, { productId: plain.id })
      expect(again.statusCode).toBe(200)
      expect(quantities(again.json<CartItem[]>())).toEqual([[plain2.id, 2]])
      const unknown = await c.call('removeFromCart', shopper.token, { productId: 'NO-SUCH-PRODUCT' })
      expect(unknown.statusCode).toBe(200)
    })

    it('refuses a body without a product id', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id)
      const response = await c.call('removeFromCart', shopper.token, {})
      expect(response.statusCode).toBe(400)
      expect(await c.cartOf(shopper.token)).toHaveLength(1)
    })
  })

  describe('update-cart-quantity', () => {
    it('sets the quantity (not a difference) and the line keeps its place', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 4)
      await addToCart(shopper, plain2.id)
      const lower = await c.call('updateCartQuantity', shopper.token, { productId: plain.id, quantity: 2 })
      expect(lower.statusCode).toBe(200)
      expect(lower.headers['cache-control']).toBe('private, no-store')
      expect(quantities(lower.json<CartItem[]>())).toEqual([
        [plain2.id, 1],
        [plain.id, 2],
      ])
      const higher = await c.call('updateCartQuantity', shopper.token, { productId: plain.id, quantity: 20 })
      expect(quantities(higher.json<CartItem[]>())).toContainEqual([plain.id, 20])
    })

    it('answers 404 for a product the cart does not hold', async () => {
      const shopper = await c.newShopper()
      await addToWishlist(shopper, plain.id)
      await expectRefused(
        shopper,
        'updateCartQuantity',
        { productId: plain.id, quantity: 1 },
        404,
        NOT_IN_CART_MESSAGE,
      )
    })

    it('refuses more than the stock or the b2cMaxQty, and a product out of stock', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, scarce.id, 2)
      await addToCart(shopper, limited.id, 2)
      await addToCart(shopper, plain.id, 2)
      const set = (productId: string, quantity: number) => ({ productId, quantity })
      await expectRefused(shopper, 'updateCartQuantity', set(scarce.id, 4), 409, cartStockLimitMessage(3))
      await expectRefused(shopper, 'updateCartQuantity', set(limited.id, 6), 409, cartMaxQuantityMessage(5))
      await c.setProduct(plain.id, { stock: 0 })
      await expectRefused(shopper, 'updateCartQuantity', set(plain.id, 1), 409, CART_OUT_OF_STOCK_MESSAGE)
      // Exactly the limits are fine.
      expect((await c.call('updateCartQuantity', shopper.token, set(scarce.id, 3))).statusCode).toBe(200)
      expect((await c.call('updateCartQuantity', shopper.token, set(limited.id, 5))).statusCode).toBe(200)
    })

    it.each([0, -1, 1000, 1.5, '2', undefined])('refuses the quantity %s', async (quantity) => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 2)
      const before = await c.stored(shopper.id)
      const response = await c.call('updateCartQuantity', shopper.token, { productId: plain.id, quantity })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(CART_QUANTITY_MESSAGE)
      expect(await c.stored(shopper.id)).toEqual(before)
    })
  })

  describe('merge-cart', () => {
    const merge = async (shopper: Shopper, items: Array<{ productId: string; quantity: number }>) => {
      const response = await c.call('mergeCart', shopper.token, { items })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      return response.json<MergeCartAnswer>()
    }

    it('adds each line up to its limits, sums a product named twice and skips what cannot go in', async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, scarce.id, 1)
      const answer = await merge(shopper, [
        { productId: plain.id, quantity: 2 },
        { productId: limited.id, quantity: 7 },
        { productId: soldOut.id, quantity: 1 },
        { productId: plain.id, quantity: 3 },
        { productId: 'NO-SUCH-PRODUCT', quantity: 1 },
        { productId: scarce.id, quantity: 5 },
      ])
      expect(answer.added).toEqual([
        { productId: plain.id, quantity: 5 },
        // Capped at the b2cMaxQty of 5.
        { productId: limited.id, quantity: 5 },
        // Capped at the stock of 3, with 1 in the cart already.
        { productId: scarce.id, quantity: 2 },
      ])
      expect(answer.skipped).toEqual([
        { productId: soldOut.id, message: CART_OUT_OF_STOCK_MESSAGE },
        { productId: 'NO-SUCH-PRODUCT', message: CART_PRODUCT_NOT_FOUND_MESSAGE },
      ])
      expect(answer.message).toBe(cartMergedMessage(3))
      expect(Object.fromEntries(quantities(answer.cart))).toEqual({
        [plain.id]: 5,
        [limited.id]: 5,
        [scarce.id]: 3,
      })
      expect(answer.cart).toEqual(await c.cartOf(shopper.token))
      expect(answer.cart.every((line) => line.problem === null)).toBe(true)
    })

    it('sent again, raises nothing beyond the limits and says why each capped line was skipped', async () => {
      const shopper = await c.newShopper()
      const items = [
        { productId: limited.id, quantity: 5 },
        { productId: scarce.id, quantity: 3 },
        { productId: plain.id, quantity: 15 },
      ]
      await merge(shopper, items)
      const again = await merge(shopper, items)
      expect(again.added).toEqual([{ productId: plain.id, quantity: 5 }])
      expect(again.skipped).toEqual([
        { productId: limited.id, message: cartMaxQuantityMessage(5, 5) },
        { productId: scarce.id, message: cartStockLimitMessage(3, 3) },
      ])
      expect(again.message).toBe(cartMergedMessage(1))
      const third = await merge(shopper, items)
      expect(third.added).toEqual([])
      expect(third.message).toBe(cartMergedMessage(0))
      expect(Object.fromEntries(quantities(await c.cartOf(shopper.token)))).toEqual({
        [limited.id]: 5,
        [scarce.id]: 3,
        [plain.id]: 20,
      })
    })

    it(`skips new lines once the cart holds ${CART_LINES_MAX}, while its lines can still grow`, async () => {
      const shopper = await c.newShopper()
      const others = await c.rows<{ id: string }>(
        sql`select id from products where id not in (${plain.id}, ${plain2.id}, ${limited.id}, ${soldOut.id}, ${scarce.id})
            order by id limit ${CART_LINES_MAX - 1}`,
      )
      await c.putInCart(
        shopper.id,
        others.map(({ id }) => ({ productId: id, quantity: 1 })),
      )
      await addToCart(shopper, limited.id)
      const answer = await merge(shopper, [
        { productId: plain.id, quantity: 1 },
        { productId: limited.id, quantity: 2 },
        { productId: plain2.id, quantity: 1 },
      ])
      expect(answer.added).toEqual([{ productId: limited.id, quantity: 2 }])
      expect(answer.skipped).toEqual([
        { productId: plain.id, message: CART_FULL_MESSAGE },
        { productId: plain2.id, message: CART_FULL_MESSAGE },
      ])
      expect(answer.cart).toHaveLength(CART_LINES_MAX)
    })

    it('takes one free place for the first new line and skips the next when that fills the cart', async () => {
      const shopper = await c.newShopper()
      const others = await c.rows<{ id: string }>(
        sql`select id from products where id not in (${plain.id}, ${plain2.id}) order by id limit ${CART_LINES_MAX - 1}`,
      )
      await c.putInCart(
        shopper.id,
        others.map(({ id }) => ({ productId: id, quantity: 1 })),
      )
      const answer = await merge(shopper, [
        { productId: plain.id, quantity: 1 },
        { productId: plain2.id, quantity: 1 },
      ])
      expect(answer.added).toEqual([{ productId: plain.id, quantity: 1 }])
      expect(answer.skipped).toEqual([{ productId: plain2.id, message: CART_FULL_MESSAGE }])
    })

    it("stamps a raised line with today's price, as Add to Cart does", async () => {
      const shopper = await c.newShopper()
      await addToCart(shopper, plain.id, 1)
      await c.setProduct(plain.id, { offerPricePaise: plain.offer_price_paise + 50 })
      const answer = await merge(shopper, [{ productId: plain.id, quantity: 1 }])
      expect(answer.cart[0]).toMatchObject({ quantity: 2, problem: null })
    })

    it('answers an empty merge with nothing added', async () => {
      const shopper = await c.newShopper()
      const answer = await merge(shopper, [])
      expect(answer).toEqual({ message: cartMergedMessage(0), added: [], skipped: [], cart: [] })
    })

    it(`refuses more than ${MERGE_CART_LINES_MAX} lines, and bad quantities, writing nothing`, async () => {
      const shopper = await c.newShopper()
      const items = Array.from({ length: MERGE_CART_LINES_MAX + 1 }, () => ({
        productId: plain.id,
        quantity: 1,
      }))
      expect((await c.call('mergeCart', shopper.token, { items })).statusCode).toBe(400)
      for (const quantity of [0, 1000, 1.5]) {
        const response = await c.call('mergeCart', shopper.token, {
          items: [{ productId: plain.id, quantity }],
        })
        expect(response.statusCode).toBe(400)
      }
      expect(await c.cartOf(shopper.token)).toEqual([])
    })

    it('merges at once are counted one after the other: what they say they added is what the cart holds', async () => {
      const shopper = await c.newShopper()
      const body = { items: [{ productId: limited.id, quantity: 2 }] }
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => c.call('mergeCart', shopper.token, body)),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200))
      const added = answers.flatMap((answer) =>
        answer.json<MergeCartAnswer>().added.map((line) => line.quantity),
      )
      // 2 + 2 + 1 reach the b2cMaxQty of 5; the other three are skipped.
      expect(added.sort()).toEqual([1, 2, 2])
      expect(quantities(await c.cartOf(shopper.token))).toEqual([[limited.id, 5]])
    })
  })

  it("every call changes only the session's own cart and wishlist, whatever the body names", async () => {
    const mine = await c.newShopper()
    const theirs = await c.newShopper()
    await addToCart(theirs, plain.id, 2)
    await addToCart(theirs, plain2.id, 1)
    await addToWishlist(theirs, plain3.id)
    await addToWishlist(theirs, limited.id)
    const theirsBefore = await c.stored(theirs.id)
    const as = (body: object) => ({ ...body, userId: theirs.id })

    // Theirs is not mine: their lines are "not in my cart", their wishes "not on my wishlist".
    expect((await c.call('moveToWishlist', mine.token, as({ productId: plain.id }))).statusCode).toBe(404)
    expect((await c.call('moveToCart', mine.token, as({ productId: plain3.id }))).statusCode).toBe(404)
    expect(
      (await c.call('updateCartQuantity', mine.token, as({ productId: plain.id, quantity: 1 }))).statusCode,
    ).toBe(404)
    // My own calls on the same products work on my lists only.
    await addToCart(mine, plain.id, 1)
    await addToWishlist(mine, plain3.id)
    expect(
      (await c.call('updateCartQuantity', mine.token, as({ productId: plain.id, quantity: 3 }))).statusCode,
    ).toBe(200)
    expect((await c.call('moveToWishlist', mine.token, as({ productId: plain.id }))).statusCode).toBe(200)
    expect((await c.call('moveToCart', mine.token, as({ productId: plain3.id }))).statusCode).toBe(200)
    expect((await c.call('removeFromCart', mine.token, as({ productId: plain2.id }))).statusCode).toBe(200)
    const merged = await c.call(
      'mergeCart',
      mine.token,
      as({ items: [{ productId: plain2.id, quantity: 1 }] }),
    )
    expect(merged.statusCode).toBe(200)
    expect((await c.summaryOf(mine.token)).lines).toBe(2)

    expect(await c.stored(theirs.id)).toEqual(theirsBefore)
    expect(Object.fromEntries(quantities(await c.cartOf(mine.token)))).toEqual({
      [plain3.id]: 1,
      [plain2.id]: 1,
    })
    expect((await c.wishlistOf(mine.token)).map((item) => item.productId)).toEqual([plain.id])
  })
})
