import { WALLET_TITLE } from '@haat/contract/core'
import { WalletLedger } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router-dom'
import { useGetWalletQuery } from '../../shared/wallet/walletApi.ts'
import {
  WALLET_LEDGER_TEXTS,
  WALLET_PERIOD_OPTIONS,
  walletArgsOf,
  walletHref,
  walletSearchParams,
  walletTransactionOf,
  withPeriod,
} from './walletView.ts'

/**
 * My Account, Wallet (docs/product.md, "Wallet"): the balance, the coins and the transactions of a
 * period, 10 a page, newest first. The period and the page are the URL's, so Back returns to the list as
 * it was; a new period starts again at page 1. While another page loads the last one stays on screen.
 */
export function WalletSection() {
  const [params, setParams] = useSearchParams()
  const args = walletArgsOf(params)
  const wallet = useGetWalletQuery(args)
  const { data } = wallet

  const status = wallet.isError && !wallet.isFetching ? 'error' : data ? 'ready' : 'loading'

  return (
    <Box component="section" aria-labelledby="wallet-heading">
      <Typography id="wallet-heading" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
        {WALLET_TITLE}
      </Typography>
      <WalletLedger
        status={status}
        balance={data?.balance}
        coins={data?.coins}
        transactions={status === 'ready' && data ? data.transactions.map(walletTransactionOf) : []}
        total={data?.total}
        periods={WALLET_PERIOD_OPTIONS}
        period={args.period}
        onPeriodChange={(value) => setParams(walletSearchParams(withPeriod(args, value)))}
        page={args.page}
        pageCount={data?.pageCount ?? 0}
        hrefFor={(page) => walletHref({ ...args, page })}
        onPage={() => window.scrollTo({ top: 0 })}
        busy={wallet.isFetching && data !== undefined}
        onRetry={() => void wallet.refetch()}
        texts={WALLET_LEDGER_TEXTS}
      />
    </Box>
  )
}
