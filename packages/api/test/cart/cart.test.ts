import {
  ADDED_TO_WISHLIST_MESSAGE,
  ALREADY_IN_WISHLIST_MESSAGE,
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  CART_QUANTITY_MESSAGE,
  type CartItem,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
  ITEM_ADDED_TO_CART_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX,
  type WishlistItem,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems } from '../../src/db/schema.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { DEMO_CART_LINES, DEMO_WISHLIST_ITEMS } from '../../src/db/seed/shopper-lists.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import type { AuthTestApp } from '../identity/fixture.ts'
import { type CartTestApp, makeCartTestApp, url } from './fixture.ts'

interface ProductRow {
  id: string
  price_paise: number
  offer_price_paise: number
  selling_price_paise: number
  brand_id: string
  brand_name: string
  seller_id: string
  store_name: string | null
}

describe.each(testTargets)('cart and wishlist calls on $name', ({ name }) => {
  let t: AuthTestApp
  let catalogue: ProductRow[]
  /** stock 50, at most 5 a shopper */
  let limited: ProductRow
  /** stock 0 */
  let soldOut: ProductRow
  /** stock 3, at most 10 a shopper */
  let scarce: ProductRow
  let plain: ProductRow

  let c: CartTestApp
  const rows = <T>(query: ReturnType<typeof sql>) => c.rows<T>(query)
  const newShopper = () => c.newShopper()
  const addToCart = (token: string | undefined, body: unknown) =>
    t.call({ url: url('addToCart'), body, token })
  const cartOf = async (token: string) => {
    const response = await t.call({ method: 'GET', url: url('cartProducts'), token })
    expect(response.statusCode).toBe(200)
    return response.json<CartItem[]>()
  }
  const addToWishlist = (token: string | undefined, productId: string) =>
    t.call({ url: url('addToWishlist'), body: { productId }, token })
  const wishlistOf = async (token: string) => {
    const response = await t.call({ method: 'GET', url: url('wishlistProducts'), token })
    expect(response.statusCode).toBe(200)
    return response.json<WishlistItem[]>()
  }

  beforeAll(async () => {
    c = await makeCartTestApp(name, 'CartShopper')
    t = c.t
    catalogue = await rows<ProductRow>(
      sql`select p.id, p.price_paise, p.offer_price_paise, p.selling_price_paise, p.brand_id,
            b.name as brand_name, p.seller_id, s.store_name
          from products p join brands b on b.id = p.brand_id join sellers s on s.id = p.seller_id
          order by p.id desc limit 12`,
    )
    expect(catalogue).toHaveLength(12)
    ;[limited, soldOut, scarce, plain] = catalogue as [ProductRow, ProductRow, ProductRow, ProductRow]
    const set = (product: ProductRow, stock: number, max: number) =>
      t.database.db.execute(
        sql`update products set stock = ${stock}, b2c_max_qty = ${max} where id = ${product.id}`,
      )
    await set(limited, 50, 5)
    await set(soldOut, 0, 5)
    await set(scarce, 3, 10)
    await set(plain, 100, 20)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it('seeds the demo shopper a cart of two products and a wishlist of three, none of them shared', async () => {
    const { token } = await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)
    const cart = await cartOf(token)
    const wishlist = await wishlistOf(token)
    expect(cart).toHaveLength(DEMO_CART_LINES)
    expect(DEMO_CART_LINES).toBe(2)
    expect(wishlist).toHaveLength(DEMO_WISHLIST_ITEMS)
    expect(DEMO_WISHLIST_ITEMS).toBe(3)
    expect(cart.map((line) => line.quantity)).toEqual([1, 2])
    const ids = [...cart, ...wishlist].map((item) => item.productId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const line of cart) expect(line.stock).toBeGreaterThanOrEqual(line.quantity)
  })

  describe('add-to-cart', () => {
    it('adds one when no quantity is given, and raises the line on the next add', async () => {
      const shopper = await newShopper()
      const first = await addToCart(shopper.token, { productId: limited.id })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({
        message: ITEM_ADDED_TO_CART_MESSAGE,
        productId: limited.id,
        quantity: 1,
      })

      const second = await addToCart(shopper.token, { productId: limited.id, quantity: 3 })
      expect(second.statusCode).toBe(200)
      expect(second.json().quantity).toBe(4)
      const cart = await cartOf(shopper.token)
      expect(cart.map((line) => [line.productId, line.quantity])).toEqual([[limited.id, 4]])
    })

    it("refuses a line above the product's b2cMaxQty, saying how many the cart already has", async () => {
      const shopper = await newShopper()
      expect((await addToCart(shopper.token, { productId: limited.id, quantity: 4 })).statusCode).toBe(200)
      const over = await addToCart(shopper.token, { productId: limited.id, quantity: 2 })
      expect(over.statusCode).toBe(409)
      expect(over.json()).toEqual({ message: cartMaxQuantityMessage(5, 4) })
      // Refused as a whole: the line keeps its 4.
      expect((await cartOf(shopper.token))[0]?.quantity).toBe(4)
      // Exactly the limit is fine.
      expect((await addToCart(shopper.token, { productId: limited.id, quantity: 1 })).json().quantity).toBe(5)
      const fresh = await newShopper()
      const tooMany = await addToCart(fresh.token, { productId: limited.id, quantity: 6 })
      expect(tooMany.json()).toEqual({ message: cartMaxQuantityMessage(5) })
      expect(await cartOf(fresh.token)).toEqual([])
    })

    it('refuses more than the stock holds', async () => {
      const shopper = await newShopper()
      const over = await addToCart(shopper.token, { productId: scarce.id, quantity: 4 })
      expect(over.statusCode).toBe(409)
      expect(over.json()).toEqual({ message: cartStockLimitMessage(3) })
      expect((await addToCart(shopper.token, { productId: scarce.id, quantity: 3 })).statusCode).toBe(200)
    })

    it('refuses a product out of stock', async () => {
      const shopper = await newShopper()
      const response = await addToCart(shopper.token, { productId: soldOut.id })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: CART_OUT_OF_STOCK_MESSAGE })
      expect(await cartOf(shopper.token)).toEqual([])
    })

    it('answers 404 for a product the catalogue does not have', async () => {
      const shopper = await newShopper()
      const response = await addToCart(shopper.token, { productId: 'NO-SUCH-PRODUCT' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: CART_PRODUCT_NOT_FOUND_MESSAGE })
    })

    it.each([0, -1, 1.5, 1000, '2'])('refuses the quantity %s', async (quantity) => {
      const shopper = await newShopper()
      const response = await addToCart(shopper.token, { productId: plain.id, quantity })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(CART_QUANTITY_MESSAGE)
      expect(await cartOf(shopper.token)).toEqual([])
    })

    it('answers 401 without a token, and writes nothing', async () => {
      const before = await t.database.db.$count(cartItems)
      const response = await addToCart(undefined, { productId: plain.id })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
      expect(await t.database.db.$count(cartItems)).toBe(before)
      expect((await t.call({ method: 'GET', url: url('cartProducts') })).statusCode).toBe(401)
    })

    it("changes only the session's own cart, whatever the body names", async () => {
      const mine = await newShopper()
      const theirs = await newShopper()
      expect((await addToCart(theirs.token, { productId: plain.id, quantity: 2 })).statusCode).toBe(200)
      // A shopper id smuggled into the body is not the contract's: it is ignored, never obeyed.
      const response = await addToCart(mine.token, { productId: plain.id, quantity: 1, userId: theirs.id })
      expect(response.statusCode).toBe(200)
      expect(response.json().quantity).toBe(1)
      expect((await cartOf(theirs.token)).map((line) => line.quantity)).toEqual([2])
      expect((await cartOf(mine.token)).map((line) => line.quantity)).toEqual([1])
    })

    it(`holds at most ${CART_LINES_MAX} products, while the lines already there can still grow`, async () => {
      const shopper = await newShopper()
      const others = await rows<{ id: string }>(
        sql`select id from products where id not in (${limited.id}, ${soldOut.id}, ${scarce.id}, ${plain.id})
            order by id limit ${CART_LINES_MAX}`,
      )
      expect(others).toHaveLength(CART_LINES_MAX)
      await c.putInCart(
        shopper.id,
        others.map(({ id }) => ({ productId: id, quantity: 1 })),
      )
      const response = await addToCart(shopper.token, { productId: plain.id })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: CART_FULL_MESSAGE })
      await t.database.db.execute(
        sql`update products set stock = greatest(stock, 10), b2c_max_qty = greatest(b2c_max_qty, 2) where id = ${others[0]?.id}`,
      )
      expect((await addToCart(shopper.token, { productId: others[0]?.id })).statusCode).toBe(200)
    })

    it('keeps every add of a double click: two adds at once make one line of both', async () => {
      const shopper = await newShopper()
      const answers = await Promise.all([
        addToCart(shopper.token, { productId: plain.id, quantity: 2 }),
        addToCart(shopper.token, { productId: plain.id, quantity: 3 }),
      ])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
      expect((await cartOf(shopper.token)).map((line) => line.quantity)).toEqual([5])
    })
  })

  describe('get-cart-products', () => {
    it("answers the lines newest first with the product's details in rupees", async () => {
      const shopper = await newShopper()
      await addToCart(shopper.token, { productId: plain.id, quantity: 2 })
      t.clock.advance(1000)
      await addToCart(shopper.token, { productId: limited.id })
      const response = await t.call({ method: 'GET', url: url('cartProducts'), token: shopper.token })
      expect(response.headers['cache-control']).toBe('private, no-store')
      const cart = response.json<CartItem[]>()
      expect(cart.map((line) => line.productId)).toEqual([limited.id, plain.id])
      const line = cart[1] as CartItem
      expect(line).toMatchObject({
        productId: plain.id,
        quantity: 2,
        price: plain.price_paise / 100,
        offerPrice: plain.offer_price_paise / 100,
        sellingPrice: plain.selling_price_paise / 100,
        b2cMaxQty: 20,
        stock: 100,
        brandDetails: { brandId: plain.brand_id, brandName: plain.brand_name },
        sellerDetails: { sellerId: plain.seller_id, storedetails: { storename: plain.store_name } },
      })
      expect(line.imageUrls.length).toBeGreaterThan(0)
      expect(['', plain.brand_id]).toContain(line.brandDetails.brandPage)
    })

    it("names a brand's page only when the brand has one", async () => {
      const [withPage] = await rows<{ id: string }>(
        sql`select p.id from products p where exists (select 1 from brand_page_sections s where s.brand_id = p.brand_id)
            and p.stock > 0 order by p.id limit 1`,
      )
      // A product of another brand, whose page this test takes away (every seeded brand may have one).
      const [without] = await rows<{ id: string; brand_id: string }>(
        sql`select p.id, p.brand_id from products p
            where p.brand_id <> (select brand_id from products where id = ${withPage?.id ?? ''}) and p.stock > 0
            order by p.id limit 1`,
      )
      await t.database.db.execute(
        sql`delete from brand_page_sections where brand_id = ${without?.brand_id ?? ''}`,
      )
      expect(withPage && without).toBeTruthy()
      const shopper = await newShopper()
      await c.putInCart(
        shopper.id,
        [withPage, without].map((product) => ({ productId: product?.id ?? '', quantity: 1 })),
      )
      const cart = await cartOf(shopper.token)
      const byId = new Map(cart.map((line) => [line.productId, line.brandDetails]))
      const paged = byId.get(withPage?.id ?? '')
      expect(paged?.brandPage).toBe(paged?.brandId)
      expect(byId.get(without?.id ?? '')?.brandPage).toBe('')
    })
  })

  describe('wishlist', () => {
    it('adds once, answers 400 with "Product already in wishlist" the second time', async () => {
      const shopper = await newShopper()
      const first = await addToWishlist(shopper.token, soldOut.id)
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({ message: ADDED_TO_WISHLIST_MESSAGE })
      const again = await addToWishlist(shopper.token, soldOut.id)
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({ message: ALREADY_IN_WISHLIST_MESSAGE })
      expect((await wishlistOf(shopper.token)).map((item) => item.productId)).toEqual([soldOut.id])
    })

    it("lists the wishlist newest first with each product's brand, store, prices and ratings", async () => {
      const shopper = await newShopper()
      await addToWishlist(shopper.token, plain.id)
      t.clock.advance(1000)
      await addToWishlist(shopper.token, scarce.id)
      const response = await t.call({ method: 'GET', url: url('wishlistProducts'), token: shopper.token })
      expect(response.headers['cache-control']).toBe('private, no-store')
      const list = response.json<WishlistItem[]>()
      expect(list.map((item) => item.productId)).toEqual([scarce.id, plain.id])
      expect(list[1]).toMatchObject({
        productId: plain.id,
        brandId: plain.brand_id,
        brand: plain.brand_name,
        sellerId: plain.seller_id,
        seller: plain.store_name,
        price: plain.price_paise / 100,
        offerPrice: plain.offer_price_paise / 100,
        stock: 100,
      })
      expect(typeof list[1]?.fiveRating).toBe('number')
    })

    it('removes a product and answers the wishlist left; removing it again changes nothing', async () => {
      const shopper = await newShopper()
      await addToWishlist(shopper.token, plain.id)
      t.clock.advance(1000)
      await addToWishlist(shopper.token, limited.id)
      const removed = await t.call({
        url: url('removeFromWishlist'),
        body: { productId: limited.id },
        token: shopper.token,
      })
      expect(removed.statusCode).toBe(200)
      expect(removed.json<WishlistItem[]>().map((item) => item.productId)).toEqual([plain.id])
      const again = await t.call({
        url: url('removeFromWishlist'),
        body: { productId: limited.id },
        token: shopper.token,
      })
      expect(again.statusCode).toBe(200)
      expect(again.json<WishlistItem[]>().map((item) => item.productId)).toEqual([plain.id])
      // Removed, it can be added again.
      expect((await addToWishlist(shopper.token, limited.id)).statusCode).toBe(200)
    })

    it("touches only the session's own wishlist", async () => {
      const mine = await newShopper()
      const theirs = await newShopper()
      await addToWishlist(theirs.token, plain.id)
      // Mine is empty: theirs does not make the product "already in" mine.
      expect((await addToWishlist(mine.token, plain.id)).statusCode).toBe(200)
      await t.call({ url: url('removeFromWishlist'), body: { productId: plain.id }, token: mine.token })
      expect((await wishlistOf(theirs.token)).map((item) => item.productId)).toEqual([plain.id])
      expect(await wishlistOf(mine.token)).toEqual([])
    })

    it('answers 404 for an unknown product and 401 without a token', async () => {
      const shopper = await newShopper()
      const unknown = await addToWishlist(shopper.token, 'NO-SUCH-PRODUCT')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: CART_PRODUCT_NOT_FOUND_MESSAGE })
      expect((await addToWishlist(undefined, plain.id)).statusCode).toBe(401)
      expect((await t.call({ method: 'GET', url: url('wishlistProducts') })).statusCode).toBe(401)
      expect(
        (await t.call({ url: url('removeFromWishlist'), body: { productId: plain.id } })).statusCode,
      ).toBe(401)
    })

    it(`holds at most ${WISHLIST_MAX} products`, async () => {
      const shopper = await newShopper()
      const all = await c.productsAtLeast(WISHLIST_MAX + 1)
      await c.putOnWishlist(shopper.id, all.slice(0, WISHLIST_MAX))
      const response = await addToWishlist(shopper.token, all[WISHLIST_MAX] ?? '')
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: WISHLIST_FULL_MESSAGE })
      // Making room lets the next one in.
      await t.call({ url: url('removeFromWishlist'), body: { productId: all[0] }, token: shopper.token })
      expect((await addToWishlist(shopper.token, all[WISHLIST_MAX] ?? '')).statusCode).toBe(200)
    })
  })
})
