import {
  CART_PRODUCT_ID_REQUIRED_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MESSAGE,
  type CheckoutSummary,
  CONTROL_CHARACTERS_MESSAGE,
  DELIVERY_DAYS,
  orderLimitMessage,
  outOfStockAtOrderMessage,
  SHIPPING_CHARGES_RUPEES,
  STANDARD_DELIVERY_DAYS,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testTargets } from '../db/targets.ts'
import { makeSummaryTestApp, type ProductRow, type Shopper, type SummaryTestApp } from './summary-fixture.ts'

const DAY_MS = 86_400_000

/** Today at `hour`:`minute` UTC (India is 5:30 ahead: 04:30 UTC is 10:00 there, 12:00 UTC is 17:30). */
function todayAtUtc(hour: number, minute: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute))
}

describe.each(testTargets)('the checkout summary on $name', ({ name }) => {
  let s: SummaryTestApp
  /** Products no other test changes, handed out a few at a time. */
  let pool: ProductRow[]

  const take = (n: number, distinctSellers = false): ProductRow[] => {
    const picked: ProductRow[] = []
    for (const product of [...pool]) {
      if (picked.length === n) break
      if (distinctSellers && picked.some((p) => p.seller_id === product.seller_id)) continue
      picked.push(product)
      pool.splice(pool.indexOf(product), 1)
    }
    if (picked.length < n) throw new Error('the test catalogue ran out of products')
    return picked
  }
  /** Sets a product's facts the summary reads, and answers it as the table has it now. */
  async function setProduct(
    id: string,
    facts: { stock?: number; b2cMaxQty?: number; b2bMaxQty?: number | null; cashOnDelivery?: boolean },
  ): Promise<ProductRow> {
    await s.c.t.database.db.execute(
      sql`update products set stock = coalesce(${facts.stock ?? null}::int, stock),
            b2c_max_qty = coalesce(${facts.b2cMaxQty ?? null}::int, b2c_max_qty),
            b2b_max_qty = ${'b2bMaxQty' in facts ? sql`${facts.b2bMaxQty ?? null}::int` : sql`b2b_max_qty`},
            cash_on_delivery = coalesce(${facts.cashOnDelivery ?? null}::boolean, cash_on_delivery)
          where id = ${id}`,
    )
    const [row] = await s.products([id])
    if (!row) throw new Error(`no product ${id}`)
    return row
  }
  const summary = (token: string | undefined, query = '') =>
    s.call('checkoutSummary', token, { path: `/get-checkout-summary${query}` })
  const summaryOk = async (token: string, query = '') => {
    const response = await summary(token, query)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<CheckoutSummary>()
  }
  /** The totals worked out here from the products table: MRP (never below the offer price) and offer. */
  const expectedTotals = (lines: Array<{ product: ProductRow; quantity: number }>) => {
    let price = 0
    let subTotal = 0
    for (const { product, quantity } of lines) {
      price += Math.max(product.price_paise, product.offer_price_paise) * quantity
      subTotal += product.offer_price_paise * quantity
    }
    return {
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      price: price / 100,
      discount: (price - subTotal) / 100,
      subTotal: subTotal / 100,
    }
  }
  const allLines = (answer: CheckoutSummary) => answer.sellers.flatMap((group) => group.lines)
  const known = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('expected a value')
    return value
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'CheckoutSummary')
    pool = (await s.products()).filter((p) => !p.id.includes('-copy-'))
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })
  afterEach(() => {
    s.c.t.clock.set(new Date())
  })

  it('refuses a call without a session (401)', async () => {
    for (const query of ['', '?productId=x']) {
      const response = await summary(undefined, query)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
  })

  it('answers an empty checkout for an empty cart', async () => {
    const shopper = await s.newShopper()
    expect(await summaryOk(shopper.token)).toEqual({
      sellers: [],
      items: 0,
      price: 0,
      discount: 0,
      subTotal: 0,
      shippingCharges: SHIPPING_CHARGES_RUPEES,
      cashOnDelivery: true,
    })
  })

  it("counts the cart's lines that can be bought as they stand, grouped by seller, totals from the products table", async () => {
    const shopper = await s.newShopper()
    const [a, b, c, soldOut, repriced, tooMany] = take(6, true) as [
      ProductRow,
      ProductRow,
      ProductRow,
      ProductRow,
      ProductRow,
      ProductRow,
    ]
    for (const product of [a, b, c, soldOut, repriced, tooMany]) {
      await setProduct(product.id, { stock: 50, b2cMaxQty: 10, cashOnDelivery: true })
    }
    // A second product of a's seller, so one seller has two lines.
    const sameSeller = pool.find((p) => p.seller_id === a.seller_id)
    if (!sameSeller) throw new Error('no second product of one seller')
    pool.splice(pool.indexOf(sameSeller), 1)
    await setProduct(sameSeller.id, { stock: 50, b2cMaxQty: 10 })
    await s.c.putInCart(shopper.id, [
      { productId: a.id, quantity: 2 },
      { productId: sameSeller.id, quantity: 1 },
      { productId: b.id, quantity: 3 },
      { productId: c.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: repriced.id, quantity: 1 },
      { productId: tooMany.id, quantity: 5 },
    ])
    // Three lines that cannot be bought as they stand: out of stock, a new price, more than the limit.
    await setProduct(soldOut.id, { stock: 0 })
    await s.c.setProduct(repriced.id, { offerPricePaise: repriced.offer_price_paise + 100 })
    await setProduct(tooMany.id, { b2cMaxQty: 4 })
    // One counted product may not be paid on delivery.
    await setProduct(c.id, { cashOnDelivery: false })

    const answer = await summaryOk(shopper.token)
    const counted = [
      { product: a, quantity: 2 },
      { product: sameSeller, quantity: 1 },
      { product: b, quantity: 3 },
      { product: c, quantity: 1 },
    ]
    const fresh = new Map((await s.products(counted.map((line) => line.product.id))).map((p) => [p.id, p]))
    const expected = expectedTotals(
      counted.map((line) => ({ ...line, product: known(fresh.get(line.product.id)) })),
    )
    expect(answer).toMatchObject({
      ...expected,
      shippingCharges: SHIPPING_CHARGES_RUPEES,
      cashOnDelivery: false,
    })
    // The cart's own summary counts the same lines to the same total.
    expect(await s.c.summaryOf(shopper.token)).toMatchObject({
      lines: 4,
      items: expected.items,
      total: expected.subTotal,
      excludedLines: 3,
    })

    expect(
      allLines(answer)
        .map((line) => line.productId)
        .sort(),
    ).toEqual(counted.map((line) => line.product.id).sort())
    expect(answer.sellers.map((group) => group.sellerId).sort()).toEqual(
      [a.seller_id, b.seller_id, c.seller_id].sort(),
    )
    for (const group of answer.sellers) {
      for (const line of group.lines) expect(line.sellerDetails.sellerId).toBe(group.sellerId)
      const store = known(fresh.get(known(group.lines[0]).productId)).store_name
      expect(group.storeName).toBe(store?.trim() ? store : 'Store Name Unavailable')
    }
    expect(answer.sellers.find((group) => group.sellerId === a.seller_id)?.lines).toHaveLength(2)

    for (const line of allLines(answer)) {
      const product = known(fresh.get(line.productId))
      const mrp = Math.max(product.price_paise, product.offer_price_paise)
      expect(line).toMatchObject({
        name: product.name,
        offerPrice: product.offer_price_paise / 100,
        price: mrp / 100,
        lineTotal: (product.offer_price_paise * line.quantity) / 100,
        youSave: ((mrp - product.offer_price_paise) * line.quantity) / 100,
        maxQuantity: Math.min(10, 50),
        cashOnDelivery: product.id !== c.id,
      })
      expect(line.discountPercentage).toBe(
        mrp > 0 ? Math.round(((mrp - product.offer_price_paise) / mrp) * 100) : 0,
      )
    }
  })

  it('dates delivery STANDARD_DELIVERY_DAYS ahead without a default address, a day later after 5 PM in India', async () => {
    const [product] = take(1) as [ProductRow]
    await setProduct(product.id, { stock: 20, b2bMaxQty: null })
    for (const [at, days] of [
      [todayAtUtc(4, 30), STANDARD_DELIVERY_DAYS],
      [todayAtUtc(11, 29), STANDARD_DELIVERY_DAYS],
      [todayAtUtc(11, 30), STANDARD_DELIVERY_DAYS + 1],
      [todayAtUtc(16, 0), STANDARD_DELIVERY_DAYS + 1],
    ] as const) {
      s.c.t.clock.set(at)
      // A session of that moment (one made at another time of the day may have expired by then).
      const shopper = await s.newShopper()
      const [line] = allLines(await summaryOk(shopper.token, `?productId=${product.id}`))
      expect(line?.expectedDeliveryDate, at.toISOString()).toEqual({
        _seconds: Math.floor((at.getTime() + days * DAY_MS) / 1000),
        _nanoseconds: 0,
      })
    }
  })

  it("dates delivery from the seller's place to the default address's pincode", async () => {
    const at = todayAtUtc(4, 30)
    s.c.t.clock.set(at)
    const shopper = await s.newShopper()
    const product = pool.find((p) => p.seller_pincode !== null)
    if (!product) throw new Error('no seller with a pincode')
    pool.splice(pool.indexOf(product), 1)
    await setProduct(product.id, { stock: 20 })
    const [place] = await s.rows<{ state: string }>(
      sql`select state from pincodes where pincode = ${product.seller_pincode}`,
    )
    expect(place).toBeDefined()
    await s.c.t.database.db.execute(
      sql`insert into addresses (id, user_id, name, phone_number, type_of_address, primary_address, house_name,
            local_area, pincode, state, country)
          values (${`${shopper.id}Home`}, ${shopper.id}, 'Meera Iyer', '9876501234', 'Home', true, '12 MG Road',
            'Shivaji Nagar', ${product.seller_pincode}, ${place?.state ?? ''}, 'India')`,
    )
    const [line] = allLines(await summaryOk(shopper.token, `?productId=${product.id}`))
    expect(line?.expectedDeliveryDate._seconds).toBe(
      Math.floor((at.getTime() + DELIVERY_DAYS.sameDistrict * DAY_MS) / 1000),
    )
  })

  it('prices one product for the single-product checkout, whatever the cart holds', async () => {
    const shopper = await s.newShopper()
    const [inCart, bought] = take(2) as [ProductRow, ProductRow]
    await setProduct(inCart.id, { stock: 50, b2cMaxQty: 10 })
    await s.c.putInCart(shopper.id, [{ productId: inCart.id, quantity: 2 }])
    const product = await setProduct(bought.id, { stock: 40, b2bMaxQty: 6, cashOnDelivery: false })

    const one = await summaryOk(shopper.token, `?productId=${product.id}`)
    expect(one).toMatchObject({ ...expectedTotals([{ product, quantity: 1 }]), cashOnDelivery: false })
    expect(allLines(one)).toHaveLength(1)
    expect(allLines(one)[0]).toMatchObject({ productId: product.id, quantity: 1, maxQuantity: 6 })

    const six = await summaryOk(shopper.token, `?productId=${product.id}&quantity=6`)
    expect(six).toMatchObject(expectedTotals([{ product, quantity: 6 }]))
  })

  it('limits the single product by b2bMaxQty (CART_QUANTITY_MAX when none) and stock: 409 above the lower', async () => {
    const shopper = await s.newShopper()
    const [limited, scarce, soldOut, unlimited] = take(4) as [ProductRow, ProductRow, ProductRow, ProductRow]
    await setProduct(limited.id, { stock: 40, b2bMaxQty: 3 })
    await setProduct(scarce.id, { stock: 5, b2bMaxQty: null })
    await setProduct(soldOut.id, { stock: 0, b2bMaxQty: null })
    await setProduct(unlimited.id, { stock: 5000, b2bMaxQty: null })

    const refused = async (id: string, quantity: number, message: string) => {
      const response = await summary(shopper.token, `?productId=${id}&quantity=${quantity}`)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual({ message })
    }
    await refused(limited.id, 4, orderLimitMessage(limited.name, 3))
    await refused(scarce.id, 6, outOfStockAtOrderMessage(scarce.name, 5))
    await refused(soldOut.id, 1, outOfStockAtOrderMessage(soldOut.name, 0))
    expect(
      allLines(await summaryOk(shopper.token, `?productId=${limited.id}&quantity=3`))[0]?.maxQuantity,
    ).toBe(3)
    expect(
      allLines(await summaryOk(shopper.token, `?productId=${scarce.id}&quantity=5`))[0]?.maxQuantity,
    ).toBe(5)
    expect(
      allLines(await summaryOk(shopper.token, `?productId=${unlimited.id}&quantity=${CART_QUANTITY_MAX}`))[0]
        ?.maxQuantity,
    ).toBe(CART_QUANTITY_MAX)
  })

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await s.newShopper()
    const response = await summary(shopper.token, '?productId=NoSuchProduct0000001')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: CART_PRODUCT_NOT_FOUND_MESSAGE })
  })

  it('refuses a malformed query (400) with the contract messages', async () => {
    const shopper: Shopper = await s.newShopper()
    const [product] = take(1) as [ProductRow]
    const cases: Array<[string, string]> = [
      [`?productId=${product.id}&quantity=0`, CART_QUANTITY_MESSAGE],
      [`?productId=${product.id}&quantity=${CART_QUANTITY_MAX + 1}`, CART_QUANTITY_MESSAGE],
      [`?productId=${product.id}&quantity=1.5`, CART_QUANTITY_MESSAGE],
      [`?productId=${product.id}&quantity=two`, CART_QUANTITY_MESSAGE],
      ['?productId=%20', CART_PRODUCT_ID_REQUIRED_MESSAGE],
      ['?productId=abc%00', CONTROL_CHARACTERS_MESSAGE],
      [`?productId=${product.id}%01`, CONTROL_CHARACTERS_MESSAGE],
    ]
    for (const [query, message] of cases) {
      const response = await summary(shopper.token, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toEqual({ message })
    }
  })
})
