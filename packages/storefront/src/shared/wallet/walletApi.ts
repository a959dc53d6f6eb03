import type { Answer } from '@haat/contract'
import { DEFAULT_WALLET_PERIOD, type WalletPeriod, walletRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The shopper's wallet (docs/product.md, "Wallet"): the balance, the coins and a page of transactions of a
 * period. My Account's wallet section reads every period and page; the dashboard reads the balance and
 * coins from the first page of the default period (`useGetWalletQuery()`). Every read is tagged Wallet, so
 * a cancellation whose refund reaches the wallet (which invalidates Wallet) shows on the next read.
 */

/** What the list asks: the period and the page from 1. */
export interface WalletArgs {
  period: WalletPeriod
  page: number
}

export const DEFAULT_WALLET_ARGS: WalletArgs = { period: DEFAULT_WALLET_PERIOD, page: 1 }

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<Answer<'wallet'>, WalletArgs | undefined>({
      query: (args = DEFAULT_WALLET_ARGS) =>
        contractRequest(walletRoutes.wallet, {
          // Only what differs from the defaults: the plain address is the default period's first page.
          querystring: {
            period: args.period === DEFAULT_WALLET_PERIOD ? undefined : args.period,
            page: args.page === 1 ? undefined : args.page,
          },
        }),
      // No argument and the default one are the same read: one cache entry, one request.
      serializeQueryArgs: ({ queryArgs = DEFAULT_WALLET_ARGS }) => ({
        period: queryArgs.period,
        page: queryArgs.page,
      }),
      transformResponse: validateAnswer('wallet'),
      providesTags: ['Wallet'],
    }),
  }),
})

export const { useGetWalletQuery } = walletApi
