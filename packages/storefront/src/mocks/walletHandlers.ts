import {
  type Answer,
  TOKEN_MISSING_MESSAGE,
  WALLET_PAGE_SIZE,
  WALLET_PERIOD_DAYS,
  WalletQuery,
  type WalletTransaction,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recordings } from './recorded/index.ts'

/*
 * The wallet, answered as the server answers it (docs/product.md, "Wallet"): the demo shopper's recorded
 * transactions (every page of "All Transactions"), filtered by period from now and paged WALLET_PAGE_SIZE
 * at a time, newest first; the balance and coins as recorded. So every period and page of dev:mock and the
 * stories shows what the server would, not only the requests that were recorded.
 */

const DAY_MS = 86_400_000
const millisOf = (transaction: WalletTransaction) =>
  transaction.at._seconds * 1000 + transaction.at._nanoseconds / 1e6

/** The recorded answers of the wallet that succeeded, the default request's first. */
const answers = () =>
  recordings.wallet.flatMap((recording) =>
    recording.status === 200
      ? [{ query: recording.query, answer: recording.answer as Answer<'wallet'> }]
      : [],
  )

/** Every transaction of the recorded "All Transactions" pages, once each, newest first (ids break ties). */
export function recordedWalletTransactions(): WalletTransaction[] {
  const byId = new Map<string, WalletTransaction>()
  for (const { query, answer } of answers()) {
    if (query.period !== 'all') continue
    for (const transaction of answer.transactions) byId.set(transaction.id, transaction)
  }
  return [...byId.values()].sort(
    (a, b) => millisOf(b) - millisOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  )
}

/** The wallet's answer for a period and page, counted back from `now`, as the server pages it. */
export function mockWallet(
  { period, page }: { period: keyof typeof WALLET_PERIOD_DAYS; page: number },
  now: number = Date.now(),
): Answer<'wallet'> {
  const first = answers()[0]?.answer
  if (!first) throw new Error('The recordings need a successful wallet answer')
  const days = WALLET_PERIOD_DAYS[period]
  const inPeriod = recordedWalletTransactions().filter(
    (transaction) => days === null || millisOf(transaction) >= now - days * DAY_MS,
  )
  return {
    balance: first.balance,
    coins: first.coins,
    transactions: inPeriod.slice((page - 1) * WALLET_PAGE_SIZE, page * WALLET_PAGE_SIZE),
    page,
    pageCount: Math.ceil(inPeriod.length / WALLET_PAGE_SIZE),
    total: inPeriod.length,
  }
}

/** The wallet call: refused without a session, a bad period or page refused with the contract's message. */
export function walletHandlers() {
  return [
    http.get(url('wallet'), ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const query = WalletQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Bad request')
      return HttpResponse.json(mockWallet(query.data))
    }),
  ]
}
