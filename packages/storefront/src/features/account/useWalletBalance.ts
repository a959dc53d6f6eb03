/**
 * The wallet balance the dashboard shows, in rupees (null while it loads). Undefined until the wallet's
 * call is wired in: the dashboard then shows the coins alone.
 */
export function useWalletBalance(): number | null | undefined {
  return undefined
}
