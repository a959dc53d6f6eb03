import {
  CONTROL_CHARACTERS_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  WALLET_COIN_TITLES,
  WALLET_PAGE_MESSAGE,
  WALLET_PAGE_SIZE,
  WALLET_PERIOD_MESSAGE,
  WALLET_TRANSACTION_TITLES,
  type WalletAnswer,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_CANCELLED_CHECKOUT,
  DEMO_CASHBACK,
  ensureDemoShopperWallet,
} from '../../src/db/seed/demo-wallet.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { addWalletEntry, type WalletLedgerReason } from '../../src/wallet/ledger.ts'
import { makeSummaryTestApp, type ProductRow, type SummaryTestApp } from '../checkout/summary-fixture.ts'
import { testTargets } from '../db/targets.ts'

const DAY_MS = 86_400_000
const seconds = (at: Date) => Math.floor(at.getTime() / 1000)

describe.each(testTargets)('the wallet on $name', ({ name }) => {
  let s: SummaryTestApp
  let catalogue: ProductRow[]

  const wallet = (token: string | undefined, query = '') =>
    s.call('wallet', token, { path: `/get-wallet${query ? `?${query}` : ''}` })
  const walletOk = async (token: string, query = '') => {
    const response = await wallet(token, query)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<WalletAnswer>()
  }
  /** Every page of the wallet under `period`, in order. */
  const everyPage = async (token: string, period: string) => {
    const first = await walletOk(token, `period=${period}`)
    const pages = [first]
    for (let page = 2; page <= first.pageCount; page++)
      pages.push(await walletOk(token, `period=${period}&page=${page}`))
    return pages.flatMap((answer) => answer.transactions)
  }
  const daysAgo = (days: number) => new Date(s.c.t.clock.now().getTime() - days * DAY_MS)
  const credit = (
    userId: string,
    deltaPaise: number,
    options: { reason?: WalletLedgerReason; at?: Date; orderId?: string; cancellationId?: string } = {},
  ) =>
    s.c.t.database.db.transaction((tx) =>
      addWalletEntry(tx, { userId, deltaPaise, reason: options.reason ?? 'cashback', ...options }),
    )
  /** The stored balance and the sum of the ledger, in paise. */
  const ledgerOf = async (userId: string) => {
    const [row] = await s.rows<{ balance: number; sum: number; entries: number }>(
      sql`select u.wallet_paise as balance,
                 (select coalesce(sum(delta_paise), 0)::int from wallet_ledger w where w.user_id = u.id) as sum,
                 (select count(*)::int from wallet_ledger w where w.user_id = u.id) as entries
          from users u where u.id = ${userId}`,
    )
    if (!row) throw new Error(`no shopper ${userId}`)
    return { balance: Number(row.balance), sum: Number(row.sum), entries: Number(row.entries) }
  }
  const product = (index: number) => {
    const row = catalogue[index % catalogue.length]
    if (!row) throw new Error('no product')
    return row
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'Wallet')
    catalogue = await s.products()
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('needs a session', async () => {
    const response = await wallet(undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
  })

  it('answers a new shopper an empty wallet', async () => {
    const shopper = await s.newShopper()
    expect(await walletOk(shopper.token)).toEqual({
      balance: 0,
      coins: 0,
      transactions: [],
      page: 1,
      pageCount: 0,
      total: 0,
    })
  })

  it('refuses a bad period or page with a message, and control characters', async () => {
    const shopper = await s.newShopper()
    for (const [query, message] of [
      ['period=7d', WALLET_PERIOD_MESSAGE],
      ['page=0', WALLET_PAGE_MESSAGE],
      ['page=1.5', WALLET_PAGE_MESSAGE],
      ['page=abc', WALLET_PAGE_MESSAGE],
      ['page=10001', WALLET_PAGE_MESSAGE],
      ['page=Infinity', WALLET_PAGE_MESSAGE],
      ['page=1e400', WALLET_PAGE_MESSAGE],
      ['page=NaN', WALLET_PAGE_MESSAGE],
      ['period=all&period=30d', WALLET_PERIOD_MESSAGE],
      ['period=30d%00', CONTROL_CHARACTERS_MESSAGE],
    ] as const) {
      const response = await wallet(shopper.token, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toEqual({ message })
    }
  })

  it("shows only the session's own transactions, whatever the query names", async () => {
    const owner = await s.newShopper()
    const other = await s.newShopper()
    await credit(owner.id, 2500)
    await s.giveCoins(owner.id, 40)
    const { orderIds } = await s.placeCheckout(owner.id, [{ productId: product(3).id, quantity: 1 }], {
      paymentMode: 'Pre-paid',
    })
    await s.c.t.database.db.execute(
      sql`insert into payment_orders (id, parent_order_id, provider, amount_paise, status, payment_id, paid_at)
          select ${`order_${owner.id}`}, parent_order_id, 'simulated', 1000, 'paid', ${`pay_${owner.id}`}, now()
          from orders where id = ${orderIds[0]}`,
    )
    expect((await walletOk(owner.token)).total).toBe(3)
    for (const query of ['', `userId=${owner.id}`, `user=${owner.id}&period=all`]) {
      const answer = await walletOk(other.token, query)
      expect(answer, query).toMatchObject({ balance: 0, coins: 0, transactions: [], total: 0 })
    }
  })

  it('lists wallet entries, online payments, refunds to the original payment and coins, newest first', async () => {
    const shopper = await s.newShopper()
    const db = s.c.t.database.db
    const { id: parentId, orderIds } = await s.placeCheckout(
      shopper.id,
      [{ productId: product(5).id, quantity: 2, unitPricePaise: 45_050 }],
      { paymentMode: 'Pre-paid', placedAt: daysAgo(20) },
    )
    const orderId = orderIds[0] ?? ''
    // Paid online 20 days ago; an attempt that was never paid and one that failed are not payments.
    await db.execute(
      sql`insert into payment_orders (id, parent_order_id, provider, amount_paise, status, payment_id, created_at, paid_at)
          values (${`order_paid_${shopper.id}`}, ${parentId}, 'simulated', 90100, 'paid', ${`pay_${shopper.id}`},
                  ${daysAgo(20).toISOString()}, ${daysAgo(20).toISOString()}),
                 (${`order_open_${shopper.id}`}, ${parentId}, 'simulated', 90100, 'created', null, ${daysAgo(20).toISOString()}, null),
                 (${`order_fail_${shopper.id}`}, ${parentId}, 'simulated', 90100, 'failed', null, ${daysAgo(20).toISOString()}, null)`,
    )
    // Two cancellations: one refunded to the original payment (10 days ago), one to the wallet (5 days ago);
    // and a cash-on-delivery one with nothing to refund, which is no transaction.
    await db.execute(
      sql`insert into cancellations (id, order_id, user_id, reason, refund_method, refund_paise, gateway_refund_id, created_at)
          values (${`cx_orig_${shopper.id}`}, ${orderId}, ${shopper.id}, 'changed-mind', 'original', 45050, 'rfnd_1',
                  ${daysAgo(10).toISOString()}),
                 (${`cx_wallet_${shopper.id}`}, ${orderId}, ${shopper.id}, 'changed-mind', 'wallet', 45050, null,
                  ${daysAgo(5).toISOString()}),
                 (${`cx_cod_${shopper.id}`}, ${orderId}, ${shopper.id}, 'other', 'original', 0, null,
                  ${daysAgo(4).toISOString()})`,
    )
    await credit(shopper.id, 45_050, {
      reason: 'refund',
      cancellationId: `cx_wallet_${shopper.id}`,
      at: daysAgo(5),
    })
    await credit(shopper.id, 1_025, { at: daysAgo(3) })
    await credit(shopper.id, -2_000, { reason: 'payment', orderId, at: daysAgo(2) })
    await db.execute(
      sql`insert into coin_ledger (user_id, delta, reason, parent_order_id, created_at)
          values (${shopper.id}, -30, 'redeemed', ${parentId}, ${daysAgo(20).toISOString()})`,
    )
    await db.execute(
      sql`insert into coin_ledger (user_id, delta, reason, order_id, created_at)
          values (${shopper.id}, 12, 'earned', ${orderId}, ${daysAgo(1).toISOString()})`,
    )

    const answer = await walletOk(shopper.token)
    expect(answer.balance).toBe(440.75)
    expect(answer.total).toBe(7)
    expect(answer.pageCount).toBe(1)
    expect(answer.transactions.map(({ id, ...rest }) => ({ ...rest, at: rest.at._seconds }))).toEqual([
      {
        kind: 'coins',
        title: WALLET_COIN_TITLES.earned,
        amount: 0,
        coins: 12,
        destination: null,
        orderId,
        at: seconds(daysAgo(1)),
      },
      {
        kind: 'payment',
        title: WALLET_TRANSACTION_TITLES.walletPayment,
        amount: -20,
        coins: null,
        destination: null,
        orderId,
        at: seconds(daysAgo(2)),
      },
      {
        kind: 'cashback',
        title: WALLET_TRANSACTION_TITLES.cashback,
        amount: 10.25,
        coins: null,
        destination: 'wallet',
        orderId: null,
        at: seconds(daysAgo(3)),
      },
      {
        kind: 'refund',
        title: WALLET_TRANSACTION_TITLES.walletRefund,
        amount: 450.5,
        coins: null,
        destination: 'wallet',
        // The refund's order comes from its cancellation.
        orderId,
        at: seconds(daysAgo(5)),
      },
      {
        kind: 'refund',
        title: WALLET_TRANSACTION_TITLES.originalRefund,
        amount: 450.5,
        coins: null,
        destination: 'original',
        orderId,
        at: seconds(daysAgo(10)),
      },
      // Paid and redeemed at the same moment: the ids break the tie, the same way on every page.
      ...[
        {
          id: `p-order_paid_${shopper.id}`,
          kind: 'payment',
          title: WALLET_TRANSACTION_TITLES.onlinePayment,
          amount: -901,
          coins: null,
          destination: null,
          orderId,
          at: seconds(daysAgo(20)),
        },
        {
          id: 'c-',
          kind: 'coins',
          title: WALLET_COIN_TITLES.redeemed,
          amount: 0,
          coins: -30,
          destination: null,
          // A checkout's coins name its (first) order.
          orderId,
          at: seconds(daysAgo(20)),
        },
      ]
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map(({ id, ...rest }) => rest),
    ])
    const ids = answer.transactions.map((transaction) => transaction.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids[0]).toMatch(/^c-\d+$/)
    expect(ids[4]).toBe(`r-cx_orig_${shopper.id}`)
  })

  it('filters by period, the last 90 days by default', async () => {
    const shopper = await s.newShopper()
    for (const days of [1, 29, 31, 89, 91, 364, 366, 900])
      await credit(shopper.id, 100 + days, { at: daysAgo(days) })
    const counts: Record<string, number> = {}
    for (const period of ['30d', '90d', '1y', 'all'])
      counts[period] = (await walletOk(shopper.token, `period=${period}`)).total
    expect(counts).toEqual({ '30d': 2, '90d': 4, '1y': 6, all: 8 })
    const byDefault = await walletOk(shopper.token)
    expect(byDefault.total).toBe(4)
    expect(byDefault.transactions.map((transaction) => transaction.amount)).toEqual([1.01, 1.29, 1.31, 1.89])
    // The balance is the whole wallet's, whatever the period shows.
    expect(byDefault.balance).toBe((await ledgerOf(shopper.id)).balance / 100)
  })

  it(`pages ${WALLET_PAGE_SIZE} at a time, newest first, with the count on a page past the end`, async () => {
    const shopper = await s.newShopper()
    const at = daysAgo(7)
    // Several entries at the very same moment: paging must still neither repeat nor skip one.
    for (let n = 0; n < 23; n++) await credit(shopper.id, 100 + n, { at: n < 6 ? at : daysAgo(8 + n) })
    const first = await walletOk(shopper.token)
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 23 })
    expect(first.transactions).toHaveLength(WALLET_PAGE_SIZE)
    const third = await walletOk(shopper.token, 'page=3')
    expect(third.transactions).toHaveLength(3)
    const all = await everyPage(shopper.token, '90d')
    expect(all).toHaveLength(23)
    expect(new Set(all.map((transaction) => transaction.id)).size).toBe(23)
    const times = all.map((transaction) => transaction.at._seconds)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const past = await walletOk(shopper.token, 'page=9')
    expect(past).toMatchObject({ transactions: [], page: 9, pageCount: 3, total: 23 })
  })

  it('keeps the balance equal to the sum of the ledger, and refuses to go below zero', async () => {
    const shopper = await s.newShopper()
    await credit(shopper.id, 5_000)
    await credit(shopper.id, -1_250, { reason: 'payment' })
    await expect(credit(shopper.id, -10_000, { reason: 'payment' })).rejects.toThrow()
    await expect(credit(shopper.id, 0)).rejects.toThrow()
    expect(await ledgerOf(shopper.id)).toEqual({ balance: 3_750, sum: 3_750, entries: 2 })
    expect((await walletOk(shopper.token, 'period=all')).balance).toBe(37.5)
  })

  it("gives the demo shopper a history: payments, the cancelled checkout's row, cashback over 200 days", async () => {
    const { token } = await createSession(s.c.t.database.db, DEMO_SHOPPER.id, s.c.t.clock)
    const ledger = await ledgerOf(DEMO_SHOPPER.id)
    expect(ledger.balance).toBe(ledger.sum)
    expect(ledger.entries).toBeGreaterThanOrEqual(DEMO_CASHBACK.length)
    const recent = await walletOk(token)
    expect(recent.total).toBeGreaterThan(WALLET_PAGE_SIZE)
    expect(recent.pageCount).toBeGreaterThan(1)
    expect(recent.balance).toBe(ledger.balance / 100)
    const all = await everyPage(token, 'all')
    expect(all.length).toBeGreaterThan(recent.total)
    const kinds = new Set(all.map((transaction) => transaction.kind))
    expect(kinds).toEqual(
      new Set(['payment', 'cashback', 'coins', ...(ledger.sum > 15_050 ? ['refund'] : [])]),
    )
    // Every prepaid demo checkout was paid online once.
    const [prepaid] = await s.rows<{ checkouts: number; paid: number }>(
      sql`select count(*)::int as checkouts,
                 (select count(*)::int from payment_orders po join parent_orders p on p.id = po.parent_order_id
                  where p.user_id = ${DEMO_SHOPPER.id} and po.status = 'paid') as paid
          from parent_orders where user_id = ${DEMO_SHOPPER.id} and payment_mode = 'Pre-paid' and state = 'placed'`,
    )
    expect(prepaid?.paid).toBe(prepaid?.checkouts)
    expect(all.filter((transaction) => transaction.kind === 'payment')).toHaveLength(prepaid?.checkouts ?? -1)
    // The cancelled checkout has its cancellation, and its items point at it.
    const cancelled = await s.rows<{
      id: string
      refund_method: string
      refund_paise: number
      items: number
    }>(
      sql`select c.id, c.refund_method, c.refund_paise,
                 (select count(*)::int from order_items i where i.cancellation_id = c.id) as items
          from cancellations c join orders o on o.id = c.order_id
          where o.parent_order_id = ${DEMO_CANCELLED_CHECKOUT}`,
    )
    expect(cancelled.length).toBeGreaterThan(0)
    expect(cancelled.every((row) => row.items > 0)).toBe(true)
    const refunded = cancelled.reduce((sum, row) => sum + Number(row.refund_paise), 0)
    expect(ledger.sum).toBe(15_050 + refunded)

    // The step runs once.
    await s.c.t.database.db.transaction(async (tx) => {
      expect(await ensureDemoShopperWallet(tx, { now: s.c.t.clock.now() })).toEqual({ added: false })
    })
    expect(await ledgerOf(DEMO_SHOPPER.id)).toEqual(ledger)
  })
})
