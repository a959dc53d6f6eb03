/**
 * The wallet: periods, page size, transaction kinds and texts (docs/product.md, "Wallet"). The wallet is a
 * real ledger: its balance is the sum of the shopper's wallet entries, and its list of transactions also
 * shows what moved elsewhere (payments made online, refunds to the original payment, coins).
 */
import type { CoinLedgerReason } from './checkout.ts'

/** The wallet's date filter: its value in the URL and the query, newest first. */
export const WALLET_PERIODS = ['30d', '90d', '1y', 'all'] as const
export type WalletPeriod = (typeof WALLET_PERIODS)[number]
/** The specification's wallet opens on the last 90 days. */
export const DEFAULT_WALLET_PERIOD: WalletPeriod = '90d'
/** How many days back each period reaches from now (null: every transaction). */
export const WALLET_PERIOD_DAYS: Readonly<Record<WalletPeriod, number | null>> = {
  '30d': 30,
  '90d': 90,
  '1y': 365,
  all: null,
}
export const WALLET_PERIOD_LABELS: Readonly<Record<WalletPeriod, string>> = {
  '30d': 'Last 30 Days',
  '90d': 'Last 90 Days',
  '1y': 'Last 1 Year',
  all: 'All Transactions',
}
export const isWalletPeriod = (value: string | null | undefined): value is WalletPeriod =>
  typeof value === 'string' && (WALLET_PERIODS as readonly string[]).includes(value)

/** Transactions a page of the wallet holds (the specification's 10). */
export const WALLET_PAGE_SIZE = 10
/** The last page the wallet asks for (a page past the end simply holds nothing). */
export const WALLET_PAGE_MAX = 10_000

/**
 * What a transaction is: a payment (an online payment for a checkout, or money paid out of the wallet), a
 * refund (into the wallet, or back to the original payment), a cashback credit into the wallet, or coins
 * added or taken (the coin ledger; its amount in rupees is 0 and `coins` says how many).
 */
export const WALLET_TRANSACTION_KINDS = ['payment', 'refund', 'cashback', 'coins'] as const
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number]
/** Where a refund or credit went: the wallet, or the payment it came from. */
export const WALLET_DESTINATIONS = ['wallet', 'original'] as const
export type WalletDestination = (typeof WALLET_DESTINATIONS)[number]

/** The titles the server gives each transaction (it sends them, so every screen words them alike). */
export const WALLET_TRANSACTION_TITLES = {
  onlinePayment: 'Paid online for an order',
  walletPayment: 'Paid from wallet',
  walletRefund: 'Refund to wallet',
  originalRefund: 'Refund to original payment',
  cashback: 'Cashback',
} as const
export const WALLET_COIN_TITLES: Readonly<Record<CoinLedgerReason, string>> = {
  welcome: 'Welcome coins',
  redeemed: 'Coins redeemed on an order',
  refunded: 'Coins returned for a cancellation',
  released: 'Coins returned: payment not completed',
  earned: 'Coins earned on a delivery',
  referral: 'Referral reward',
}

// The screen's fixed texts.
export const WALLET_TITLE = 'Wallet'
export const WALLET_BALANCE_LABEL = 'Wallet balance'
export const WALLET_COINS_LABEL = 'Coins'
export const WALLET_PERIOD_LABEL = 'Transactions of'
export const WALLET_TRANSACTIONS_TITLE = 'Transactions'
export const NO_WALLET_TRANSACTIONS_MESSAGE = 'No transactions'
export const WALLET_FETCH_FAILED_MESSAGE = 'Failed to fetch wallet'
export const WALLET_LOADING_TEXT = 'Loading...'
export const WALLET_DESTINATION_LABELS: Readonly<Record<WalletDestination, string>> = {
  wallet: 'To wallet',
  original: 'To original payment',
}
export const WALLET_PAGE_MESSAGE = 'The page is a whole number from 1.'
export const WALLET_PERIOD_MESSAGE = 'The period is 30d, 90d, 1y or all.'
