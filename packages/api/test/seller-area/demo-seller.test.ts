import type { SellerAccountAnswer, SellerOrdersAnswer, TokenAnswer } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SELLER, demoSellerProducts, seedIfEmpty } from '../../src/db/seed/index.ts'
import { makeSummaryTestApp, type SummaryTestApp } from '../checkout/summary-fixture.ts'
import { TEST_PRODUCTS, testTargets } from '../db/targets.ts'

describe.each(testTargets)('the demo seller on $name', ({ name }) => {
  let s: SummaryTestApp

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'DemoSeller')
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('signs in with the documented e-mail and password and works for its seller', async () => {
    const signIn = await s.call('signinCheck', undefined, {
      body: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    const { token } = signIn.json<TokenAnswer>()
    const account = await s.call('sellerAccount', token)
    expect(account.statusCode).toBe(200)
    expect(account.json<SellerAccountAnswer>()).toMatchObject({ sellerId: DEMO_SELLER.sellerId })
    // The demo shopper's order still processing is this seller's: there is an order to ship at once.
    const orders = await s.call('sellerOrders', token, { path: '/seller/orders?status=0' })
    expect(orders.json<SellerOrdersAnswer>().orders.map((order) => order.orderId)).toContain(
      'DemoOrder000041',
    )
  })

  it('offers two of its own products in stock for the e2e journey, and seeds the member once', async () => {
    const rows = await s.rows<{ id: string; seller_id: string; stock: number }>(
      sql`select id, seller_id, stock from products where id in ${demoSellerProducts}`,
    )
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.seller_id).toBe(DEMO_SELLER.sellerId)
      expect(row.stock).toBeGreaterThanOrEqual(100)
    }
    expect(await seedIfEmpty(s.c.t.database.db, { products: TEST_PRODUCTS })).toEqual({ seeded: false })
    const members = await s.rows<{ n: number }>(
      sql`select count(*)::int as n from seller_members where user_id = ${DEMO_SELLER.userId}`,
    )
    expect(members[0]?.n).toBe(1)
  })
})
