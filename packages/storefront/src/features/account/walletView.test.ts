import type { WalletTransaction } from '@haat/contract'
import {
  DEFAULT_WALLET_PERIOD,
  NO_WALLET_TRANSACTIONS_MESSAGE,
  WALLET_COIN_TITLES,
  WALLET_FETCH_FAILED_MESSAGE,
  WALLET_PERIOD_LABELS,
  WALLET_TRANSACTION_TITLES,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_WALLET_ARGS } from '../../shared/wallet/walletApi.ts'
import {
  WALLET_LEDGER_TEXTS,
  WALLET_PERIOD_OPTIONS,
  walletArgsOf,
  walletHref,
  walletSearchParams,
  walletTransactionOf,
  withPeriod,
} from './walletView.ts'

const read = (query: string) => walletArgsOf(new URLSearchParams(query))

describe('the wallet in the URL', () => {
  it('opens on the last 90 days, page 1, when the URL names neither', () => {
    expect(DEFAULT_WALLET_PERIOD).toBe('90d')
    expect(read('section=wallet')).toEqual({ period: '90d', page: 1 })
    expect(read('section=wallet')).toEqual(DEFAULT_WALLET_ARGS)
  })

  it('reads a known period and a whole page', () => {
    expect(read('section=wallet&period=all&page=3')).toEqual({ period: 'all', page: 3 })
    expect(read('period=30d')).toEqual({ period: '30d', page: 1 })
    expect(read('period=1y&page=10000')).toEqual({ period: '1y', page: 10_000 })
  })

  it('reads what the server would refuse as the default instead', () => {
    for (const query of ['period=7d', 'period=', 'period=ALL', 'period=30d%00']) {
      expect(read(query).period, query).toBe('90d')
    }
    for (const query of ['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=', 'page=10001']) {
      expect(read(query).page, query).toBe(1)
    }
  })

  it('writes the section and only what differs from the defaults', () => {
    expect(walletSearchParams({ period: '90d', page: 1 }).toString()).toBe('section=wallet')
    expect(walletSearchParams({ period: 'all', page: 1 }).toString()).toBe('section=wallet&period=all')
    expect(walletSearchParams({ period: '90d', page: 4 }).toString()).toBe('section=wallet&page=4')
    expect(walletHref({ period: '1y', page: 2 })).toBe('/my-account?section=wallet&period=1y&page=2')
  })

  it('reads back what it writes', () => {
    for (const args of [
      { period: '30d', page: 1 },
      { period: 'all', page: 17 },
    ] as const) {
      expect(walletArgsOf(walletSearchParams(args))).toEqual(args)
    }
  })

  it('starts a new period at page 1 and ignores an unknown one', () => {
    expect(withPeriod({ period: '90d', page: 5 }, 'all')).toEqual({ period: 'all', page: 1 })
    expect(withPeriod({ period: '30d', page: 5 }, 'forever')).toEqual({ period: '30d', page: 1 })
  })
})

describe('the wallet as WalletLedger shows it', () => {
  it('offers the four periods with their labels, in order', () => {
    expect(WALLET_PERIOD_OPTIONS).toEqual([
      { value: '30d', label: 'Last 30 Days' },
      { value: '90d', label: 'Last 90 Days' },
      { value: '1y', label: 'Last 1 Year' },
      { value: 'all', label: 'All Transactions' },
    ])
    expect(WALLET_PERIOD_OPTIONS.map((option) => option.label)).toEqual(Object.values(WALLET_PERIOD_LABELS))
    expect(WALLET_LEDGER_TEXTS).toMatchObject({
      empty: NO_WALLET_TRANSACTIONS_MESSAGE,
      error: WALLET_FETCH_FAILED_MESSAGE,
    })
  })

  const refund: WalletTransaction = {
    id: 'w-12',
    at: { _seconds: 1_795_600_000, _nanoseconds: 500_000_000 },
    kind: 'refund',
    title: WALLET_TRANSACTION_TITLES.walletRefund,
    amount: 450.5,
    coins: null,
    destination: 'wallet',
    orderId: 'DemoOrder000071',
  }

  it('gives a refund its date, its destination in words and its order page', () => {
    expect(walletTransactionOf(refund)).toEqual({
      id: 'w-12',
      at: new Date(1_795_600_000_500),
      kind: 'refund',
      title: 'Refund to wallet',
      amount: 450.5,
      coins: null,
      destinationLabel: 'To wallet',
      orderId: 'DemoOrder000071',
      orderHref: '/order-inner-page/DemoOrder000071',
    })
    expect(walletTransactionOf({ ...refund, destination: 'original' }).destinationLabel).toBe(
      'To original payment',
    )
  })

  it('leaves out the destination and the link when there are none, and keeps coins', () => {
    const coins = walletTransactionOf({
      ...refund,
      id: 'c-3',
      kind: 'coins',
      title: WALLET_COIN_TITLES.welcome,
      amount: 0,
      coins: 250,
      destination: null,
      orderId: null,
    })
    expect(coins).toMatchObject({
      kind: 'coins',
      coins: 250,
      destinationLabel: null,
      orderId: null,
      orderHref: null,
    })
  })

  it('encodes an order id into its link', () => {
    expect(walletTransactionOf({ ...refund, orderId: 'a/b c' }).orderHref).toBe('/order-inner-page/a%2Fb%20c')
  })
})
