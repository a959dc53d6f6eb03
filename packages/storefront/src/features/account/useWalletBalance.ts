import { useGetWalletQuery } from '../../shared/wallet/walletApi.ts'

/**
 * The balances the dashboard shows: the wallet in rupees and the coins, both from the wallet's first page
 * of the default period (the wallet section's own first read, so opening the wallet after the dashboard
 * asks nothing again). Null while it loads; when it fails the coins fall back to the user record's.
 */
export function useWalletBalances(fallbackCoins: number | null): {
  wallet: number | null
  coins: number | null
} {
  const wallet = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true })
  if (wallet.data) return { wallet: wallet.data.balance, coins: wallet.data.coins }
  return { wallet: null, coins: wallet.isError ? fallbackCoins : null }
}
