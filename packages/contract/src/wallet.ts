import { z } from 'zod'
import { Rupees, Timestamp } from './common.ts'
import type { walletRoutes } from './core/routes/wallet.ts'
import {
  DEFAULT_WALLET_PERIOD,
  WALLET_DESTINATIONS,
  WALLET_PAGE_MAX,
  WALLET_PAGE_MESSAGE,
  WALLET_PERIOD_MESSAGE,
  WALLET_PERIODS,
  WALLET_TRANSACTION_KINDS,
} from './core/wallet.ts'
import type { RouteSchemas } from './routes.ts'

/* The shopper's wallet: its balance and the transactions of their ledgers (docs/product.md, "Wallet"). */

/** `GET /get-wallet`: the period (the last 90 days by default) and the page from 1. */
export const WalletQuery = z.object({
  period: z.enum(WALLET_PERIODS, { error: WALLET_PERIOD_MESSAGE }).default(DEFAULT_WALLET_PERIOD),
  page: z.coerce
    .number({ error: WALLET_PAGE_MESSAGE })
    .int(WALLET_PAGE_MESSAGE)
    .min(1, WALLET_PAGE_MESSAGE)
    .max(WALLET_PAGE_MAX, WALLET_PAGE_MESSAGE)
    .default(1),
})
export type WalletQuery = z.input<typeof WalletQuery>

/** One transaction of the wallet's list. */
export const WalletTransaction = z.object({
  /** Unique within the list: the source ledger and its row ("w-12", "p-order_…", "r-…", "c-7"). */
  id: z.string(),
  at: Timestamp,
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  /** In words, from WALLET_TRANSACTION_TITLES or WALLET_COIN_TITLES. */
  title: z.string(),
  /** Rupees, signed: positive in the shopper's favour (a refund), negative out of it (a payment); 0 for coins. */
  amount: z.number(),
  /** Coins added (positive) or taken (negative) for kind 'coins'; null otherwise. */
  coins: z.number().int().nullable(),
  /** Where money went back to: the wallet or the original payment; null for payments and coins. */
  destination: z.enum(WALLET_DESTINATIONS).nullable(),
  /** The order (one seller's part of a checkout) the transaction is about, if any: its page's id. */
  orderId: z.string().nullable(),
})
export type WalletTransaction = z.infer<typeof WalletTransaction>

/** The balance, the coins, and a page of transactions newest first with how many there are in the period. */
export const WalletAnswer = z.object({
  /** Rupees in the wallet: the sum of the shopper's wallet entries. */
  balance: Rupees,
  coins: z.number().int().nonnegative(),
  transactions: z.array(WalletTransaction),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type WalletAnswer = z.infer<typeof WalletAnswer>

/** The schemas of every call in `walletRoutes`, by name. */
export const walletSchemas = {
  wallet: { querystring: WalletQuery, response: WalletAnswer },
} as const satisfies Record<keyof typeof walletRoutes, RouteSchemas>
