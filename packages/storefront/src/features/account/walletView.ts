import type { WalletTransaction } from '@haat/contract'
import {
  ACCOUNT_SECTION_PARAM,
  DEFAULT_WALLET_PERIOD,
  isWalletPeriod,
  NO_WALLET_TRANSACTIONS_MESSAGE,
  pages,
  WALLET_BALANCE_LABEL,
  WALLET_COINS_LABEL,
  WALLET_DESTINATION_LABELS,
  WALLET_FETCH_FAILED_MESSAGE,
  WALLET_LOADING_TEXT,
  WALLET_PAGE_MAX,
  WALLET_PERIOD_LABEL,
  WALLET_PERIOD_LABELS,
  WALLET_PERIODS,
  WALLET_TRANSACTIONS_TITLE,
} from '@haat/contract/core'
import type { WalletLedgerTexts, WalletLedgerTransaction } from '@haat/ui'
import { dateOf, orderHref } from '../../shared/orders/orderView.ts'
import type { WalletArgs } from '../../shared/wallet/walletApi.ts'

/*
 * The wallet section's rules (docs/product.md, "Wallet"): the period and the page live in the URL
 * (?section=wallet&period=all&page=2) so Back, a reload and a shared link show the same list; each
 * transaction is shown as WalletLedger draws it, with a link to its order.
 */

/** The section's value of `?section=`. */
export const WALLET_SECTION = 'wallet'

export const WALLET_PERIOD_OPTIONS = WALLET_PERIODS.map((value) => ({
  value,
  label: WALLET_PERIOD_LABELS[value],
}))

/** WalletLedger's texts, from the contract. */
export const WALLET_LEDGER_TEXTS: Partial<WalletLedgerTexts> = {
  balance: WALLET_BALANCE_LABEL,
  coins: WALLET_COINS_LABEL,
  transactions: WALLET_TRANSACTIONS_TITLE,
  periodLabel: WALLET_PERIOD_LABEL,
  empty: NO_WALLET_TRANSACTIONS_MESSAGE,
  error: WALLET_FETCH_FAILED_MESSAGE,
  loading: WALLET_LOADING_TEXT,
}

/**
 * The period and page a URL asks for. Anything the server would refuse reads as its default instead (an
 * unknown period as the last 90 days, a page that is not a whole number from 1 as the first), so a
 * hand-edited link still opens the wallet.
 */
export function walletArgsOf(params: URLSearchParams): WalletArgs {
  const period = params.get('period')
  const page = Number(params.get('page') ?? '1')
  return {
    period: isWalletPeriod(period) ? period : DEFAULT_WALLET_PERIOD,
    page: Number.isInteger(page) && page >= 1 && page <= WALLET_PAGE_MAX ? page : 1,
  }
}

/** The URL query of the wallet: the section, then only what differs from the defaults. */
export function walletSearchParams(args: WalletArgs): URLSearchParams {
  const params = new URLSearchParams({ [ACCOUNT_SECTION_PARAM]: WALLET_SECTION })
  if (args.period !== DEFAULT_WALLET_PERIOD) params.set('period', args.period)
  if (args.page > 1) params.set('page', String(args.page))
  return params
}

export const walletHref = (args: WalletArgs) =>
  `${pages.myAccount.path}?${walletSearchParams(args).toString()}`

/** A new period starts again at its first page; an unknown value keeps the current period. */
export function withPeriod(args: WalletArgs, value: string): WalletArgs {
  return { period: isWalletPeriod(value) ? value : args.period, page: 1 }
}

/** One transaction as WalletLedger shows it: its date, where the money went in words, its order's page. */
export function walletTransactionOf(transaction: WalletTransaction): WalletLedgerTransaction {
  return {
    id: transaction.id,
    at: dateOf(transaction.at),
    kind: transaction.kind,
    title: transaction.title,
    amount: transaction.amount,
    coins: transaction.coins,
    destinationLabel: transaction.destination ? WALLET_DESTINATION_LABELS[transaction.destination] : null,
    orderId: transaction.orderId,
    orderHref: transaction.orderId ? orderHref(transaction.orderId) : null,
  }
}
