// Many shoppers placing orders at the same moment, over real sockets: the last units of a product go to
// exactly as many shoppers as there are units, everyone else is told it is out of stock, the stock never
// goes below zero and every unit taken is in an order. Then shoppers buying overlapping pairs of
// products in opposite orders: no deadlock (no 500), and every unit is accounted for (docs/product.md,
// "Checkout").
import { outOfStockAtOrderMessage } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTargets } from '../db/targets.ts'
import {
  type Answer,
  codOrder,
  invariantBreaks,
  type LoadApp,
  makeShoppers,
  newIdempotencyKey,
  pickProducts,
  placeOrderPath,
  singleProductPlaceOrderPath,
  startLoadApp,
  statusCounts,
  stockProducts,
  stocksOf,
} from './load-support.ts'

const SHOPPERS = 200
const UNITS = 10

describe.each(testTargets)('placing orders at the same moment on $name', ({ name }) => {
  let t: LoadApp

  beforeAll(async () => {
    t = await startLoadApp(name)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it(`sells the last ${UNITS} units to exactly ${UNITS} of ${SHOPPERS} shoppers asking at once`, async () => {
    const [product] = await pickProducts(t.db, 1)
    if (!product) throw new Error('no product')
    await stockProducts(t.db, [product.id], UNITS, 1)
    const initial = await stocksOf(t.db, [product.id])
    const shoppers = await makeShoppers(t.db, SHOPPERS, `Rush${name}`)

    // Every request is built before the first is sent, so they leave together. A "busy" answer (503, the
    // embedded database's line was congested) is asked again with the same key, as the storefront would.
    const requests = shoppers.map((shopper) => ({
      shopper,
      key: newIdempotencyKey(),
      body: codOrder([{ id: product.id, quantity: 1 }]),
    }))
    const answers = await Promise.all(
      requests.map((r) => t.client.settle(singleProductPlaceOrderPath, r.shopper.token, r.key, r.body)),
    )

    const counts = statusCounts(answers)
    expect(counts, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409)[0])).toEqual({
      200: UNITS,
      409: SHOPPERS - UNITS,
    })
    const refused = answers.filter((a) => a.status === 409)
    // Out of stock, named: by the time a loser holds the product's lock, nothing is left.
    for (const answer of refused) expect(answer.body.message).toBe(outOfStockAtOrderMessage(product.name, 0))
    const placed = answers.filter((a) => a.status === 200)
    for (const answer of placed) expect(answer.body.state).toBe('placed')
    expect(new Set(placed.map((a) => a.body.orderId)).size).toBe(UNITS)

    const [row] = await t.rows<{ stock: number }>(sql`select stock from products where id = ${product.id}`)
    expect(Number(row?.stock)).toBe(0)
    const [sold] = await t.rows<{
      units: string | number
      checkouts: string | number
      buyers: string | number
    }>(
      sql`select coalesce(sum(i.quantity), 0) as units, count(distinct p.id) as checkouts,
            count(distinct p.user_id) as buyers
          from order_items i join orders o on o.id = i.order_id join parent_orders p on p.id = o.parent_order_id
          where i.product_id = ${product.id}`,
    )
    expect(Number(sold?.units)).toBe(UNITS)
    expect(Number(sold?.checkouts)).toBe(UNITS)
    expect(Number(sold?.buyers)).toBe(UNITS)
    // The winners' answers name exactly the checkouts in the tables, and each is its own shopper's.
    const owners = await t.rows<{ id: string; user_id: string }>(
      sql`select id, user_id from parent_orders where user_id like ${`Rush${name}%`}`,
    )
    expect(owners.map((o) => o.id).sort()).toEqual(placed.map((a) => a.body.orderId).sort())
    for (const answer of placed) {
      const index = answers.indexOf(answer)
      expect(owners.find((o) => o.id === answer.body.orderId)?.user_id).toBe(requests[index]?.shopper.id)
    }
    const breaks = await invariantBreaks(t.db, initial)
    expect(breaks).toEqual({ stock: [], coins: [], emptyOrders: [], negativeStock: [] })
  }, 60_000)

  it('places overlapping pairs bought in opposite orders without a deadlock, every unit accounted for', async () => {
    // Four products, every pair of them, each pair asked for in both orders by different shoppers; stock
    // for about two thirds of the demand, so the last requests race for the last units of each.
    const products = await pickProducts(t.db, 4)
    const ids = products.map((p) => p.id)
    const STOCK = 40
    await stockProducts(t.db, ids, STOCK, 2)
    const initial = await stocksOf(t.db, ids)
    const pairs: Array<[string, string]> = []
    for (let i = 0; i < ids.length; i++)
      for (let j = 0; j < ids.length; j++) if (i !== j) pairs.push([ids[i] as string, ids[j] as string])
    const PER_PAIR = 10 // 12 ordered pairs × 10 = 120 shoppers; each product is in 60 requests of 1 unit
    const shoppers = await makeShoppers(t.db, pairs.length * PER_PAIR, `Pairs${name}`)
    const requests = shoppers.map((shopper, i) => {
      const [first, second] = pairs[i % pairs.length] as [string, string]
      return {
        shopper,
        key: newIdempotencyKey(),
        body: codOrder([
          { id: first, quantity: 1 },
          { id: second, quantity: 1 },
        ]),
      }
    })
    // The cart's checkout wants the lines in the cart first.
    await t.db.execute(
      sql`insert into cart_items (user_id, product_id, quantity, added_offer_price_paise)
          select r.user_id, r.product_id, 1, p.offer_price_paise
          from jsonb_to_recordset(${JSON.stringify(
            requests.flatMap((r) =>
              r.body.products.map((p) => ({ user_id: r.shopper.id, product_id: p.id })),
            ),
          )}::jsonb) as r(user_id text, product_id text)
          join products p on p.id = r.product_id`,
    )

    const answers: Answer[] = await Promise.all(
      requests.map((r) => t.client.settle(placeOrderPath, r.shopper.token, r.key, r.body)),
    )
    const counts = statusCounts(answers)
    expect(Object.keys(counts).sort(), JSON.stringify(answers.find((a) => a.status >= 500))).toEqual(
      ['200', '409'].filter((status) => counts[Number(status)] !== undefined),
    )
    expect(counts[200]).toBeGreaterThan(0)
    // Each product was asked for 60 times and holds 40: it sells out, and no more than 40 go.
    const after = await stocksOf(t.db, ids)
    for (const id of ids) expect(after.get(id)).toBeGreaterThanOrEqual(0)
    // Two requests ask for 2 units; a checkout either takes both or none, so all four cannot have a unit
    // left over while a refused request wanted it: at least one product is sold out.
    expect(Math.min(...ids.map((id) => after.get(id) ?? 0))).toBe(0)
    const placedUnits = (counts[200] ?? 0) * 2
    const taken = ids.reduce((sum, id) => sum + (STOCK - (after.get(id) ?? 0)), 0)
    expect(taken).toBe(placedUnits)
    // A placed cart checkout empties those cart lines; a refused one leaves them.
    const [lines] = await t.rows<{ n: string | number }>(
      sql`select count(*) as n from cart_items where user_id like ${`Pairs${name}%`}`,
    )
    expect(Number(lines?.n)).toBe((counts[409] ?? 0) * 2)
    const breaks = await invariantBreaks(t.db, initial)
    expect(breaks).toEqual({ stock: [], coins: [], emptyOrders: [], negativeStock: [] })
  }, 60_000)
})
