import {
  COIN_REDEEM_MAX_PERCENT,
  COIN_VALUE_PAISE,
  CONTROL_CHARACTERS_MESSAGE,
  type CoinRangeAnswer,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coinRangeOf } from '../../src/coins/range.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { makeSummaryTestApp, type SummaryTestApp } from './summary-fixture.ts'

describe('the coin range rule', () => {
  it('is the lower of the balance and the share of the total coins may pay, in whole coins', () => {
    // ₹1,000: coins may pay ₹100 = 1,000 coins; a balance of 250 limits it.
    expect(coinRangeOf(250, 1000)).toEqual({
      redeemableCoins: 250,
      coinValue: COIN_VALUE_PAISE / 100,
      percentage: COIN_REDEEM_MAX_PERCENT,
      balance: 250,
      discount: 25,
    })
    // ₹100: coins may pay ₹10 = 100 coins, fewer than the balance.
    expect(coinRangeOf(250, 100)).toMatchObject({ redeemableCoins: 100, discount: 10 })
    // ₹99.99: 999.9 paise may be paid by coins, so 99 whole coins (not 100).
    expect(coinRangeOf(1000, 99.99)).toMatchObject({ redeemableCoins: 99, discount: 9.9 })
    // ₹0.09 rounds to 9 paise: not even one coin.
    expect(coinRangeOf(1000, 0.09)).toMatchObject({ redeemableCoins: 0, discount: 0 })
    expect(coinRangeOf(250, 0)).toMatchObject({ redeemableCoins: 0, discount: 0, balance: 250 })
    expect(coinRangeOf(0, 5000)).toMatchObject({ redeemableCoins: 0, discount: 0, balance: 0 })
  })
})

describe.each(testTargets)('the coin range call on $name', ({ name }) => {
  let s: SummaryTestApp
  const range = (token: string | undefined, orderTotal: string) =>
    s.call('coinRange', token, { path: `/get-coin-range?orderTotal=${orderTotal}` })
  const rangeOk = async (token: string, orderTotal: string) => {
    const response = await range(token, orderTotal)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<CoinRangeAnswer>()
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'Coins')
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('refuses a call without a session (401)', async () => {
    const response = await range(undefined, '100')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
  })

  it("answers the session's own balance, limited by the balance and by the share coins may pay", async () => {
    const shopper = await s.newShopper()
    await s.giveCoins(shopper.id, 250)
    expect(await rangeOk(shopper.token, '1000')).toEqual({
      success: true,
      data: { redeemableCoins: 250, coinValue: 0.1, percentage: 10, balance: 250, discount: 25 },
    })
    expect((await rangeOk(shopper.token, '100')).data).toMatchObject({ redeemableCoins: 100, discount: 10 })
    expect((await rangeOk(shopper.token, '1234.56')).data).toMatchObject({
      redeemableCoins: 250,
      discount: 25,
    })
    expect((await rangeOk(shopper.token, '99.99')).data).toMatchObject({ redeemableCoins: 99, discount: 9.9 })
    expect((await rangeOk(shopper.token, '0')).data).toMatchObject({ redeemableCoins: 0, discount: 0 })
  })

  it('answers nothing to redeem for a shopper without coins', async () => {
    const shopper = await s.newShopper()
    expect((await rangeOk(shopper.token, '5000')).data).toMatchObject({
      redeemableCoins: 0,
      balance: 0,
      discount: 0,
    })
  })

  it("gives the demo shopper's seeded balance, which the coin ledger adds up to", async () => {
    const [balance] = await s.rows<{ coin: number; ledger: number; entries: number; welcome: number }>(
      sql`select u.coin, coalesce(sum(l.delta), 0)::int as ledger, count(l.id)::int as entries,
                 count(l.id) filter (where l.reason = 'welcome')::int as welcome
          from users u left join coin_ledger l on l.user_id = u.id
          where u.id = ${DEMO_SHOPPER.id} group by u.coin`,
    )
    expect(balance).toEqual({ coin: DEMO_SHOPPER.coin, ledger: DEMO_SHOPPER.coin, entries: 1, welcome: 1 })
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    expect((await rangeOk(token, '10000')).data).toMatchObject({ redeemableCoins: 250, balance: 250 })
  })

  it("keeps every shopper's balance equal to the sum of their ledger", async () => {
    const shopper = await s.newShopper()
    await s.giveCoins(shopper.id, 40)
    await s.giveCoins(shopper.id, 2)
    const mismatched = await s.rows(
      sql`select u.id from users u left join coin_ledger l on l.user_id = u.id
          group by u.id, u.coin having u.coin <> coalesce(sum(l.delta), 0)`,
    )
    expect(mismatched).toEqual([])
  })

  it('refuses an order total that is not an amount of rupees (400) with the contract message', async () => {
    const shopper = await s.newShopper()
    const cases: Array<[string, string]> = [
      ['abc', 'An order total in rupees is required.'],
      ['-1', 'An order total is 0 or more.'],
      ['10000001', 'An order total is at most ₹1,00,00,000.'],
      ['%00', CONTROL_CHARACTERS_MESSAGE],
      ['1%01', CONTROL_CHARACTERS_MESSAGE],
    ]
    for (const [orderTotal, message] of cases) {
      const response = await range(shopper.token, orderTotal)
      expect(response.statusCode, orderTotal).toBe(400)
      expect(response.json(), orderTotal).toEqual({ message })
    }
    const missing = await s.call('coinRange', shopper.token)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: 'An order total in rupees is required.' })
  })
})
