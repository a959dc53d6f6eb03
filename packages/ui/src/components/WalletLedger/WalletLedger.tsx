import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import ReplayRounded from '@mui/icons-material/ReplayRounded'
import SavingsOutlined from '@mui/icons-material/SavingsOutlined'
import TollOutlined from '@mui/icons-material/TollOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { formatRupees, groupIndian } from '../../format/index.ts'
import { Pagination } from '../Pagination/index.ts'

/** What a transaction is; each kind has its own icon. */
export type WalletLedgerKind = 'payment' | 'refund' | 'cashback' | 'coins'

export interface WalletLedgerTransaction {
  id: string
  at: Date
  kind: WalletLedgerKind
  title: string
  /** Rupees, signed: positive in the shopper's favour, negative paid out. Not shown for coins. */
  amount: number
  /** Coins added or taken (kind 'coins'); null otherwise. */
  coins: number | null
  /** Where the money went back to, in words ("To wallet"), if anywhere. */
  destinationLabel?: string | null
  /** The order the transaction is about, and its page. */
  orderId?: string | null
  orderHref?: string | null
}

export interface WalletLedgerPeriod {
  /** The period's value in the URL and the query ("90d"). */
  value: string
  label: string
}

/** The ledger's fixed texts; each has the wording shown by default. */
export interface WalletLedgerTexts {
  balance: string
  coins: string
  transactions: string
  periodLabel: string
  empty: string
  error: string
  loading: string
  retry: string
  /** "Order DemoOrder000031": the link to a transaction's order. */
  order: (orderId: string) => string
  /** "13 transactions". */
  count: (total: number) => string
  /** "+12 coins", "−30 coins". */
  coinsAmount: (coins: number) => string
}

/** A true minus sign: screen readers say "minus", and it lines up with the plus. */
const MINUS = '\u2212'

/** "+₹10.25", "−₹901.00", "₹0.00": the sign says which way the money went. */
export function signedRupees(amount: number): string {
  if (amount > 0) return `+${formatRupees(amount)}`
  if (amount < 0) return `${MINUS}${formatRupees(-amount)}`
  return formatRupees(0)
}

const DEFAULT_TEXTS: WalletLedgerTexts = {
  balance: 'Wallet balance',
  coins: 'Coins',
  transactions: 'Transactions',
  periodLabel: 'Transactions of',
  empty: 'No transactions',
  error: 'Failed to fetch wallet',
  loading: 'Loading...',
  retry: 'Try again',
  order: (orderId) => `Order ${orderId}`,
  count: (total) => `${groupIndian(total)} ${total === 1 ? 'transaction' : 'transactions'}`,
  coinsAmount: (coins) =>
    `${coins > 0 ? '+' : coins < 0 ? MINUS : ''}${groupIndian(Math.abs(coins))} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`,
}

export interface WalletLedgerProps {
  status: 'loading' | 'error' | 'ready'
  /** Rupees in the wallet and the coin balance (known once loaded). */
  balance?: number
  coins?: number
  /** The page's transactions, newest first. */
  transactions: readonly WalletLedgerTransaction[]
  /** How many transactions the period holds, when known. */
  total?: number
  periods: readonly WalletLedgerPeriod[]
  period: string
  onPeriodChange(value: string): void
  page: number
  pageCount: number
  /** Link of a page of the list, so every page is a real link. */
  hrefFor(page: number): string
  onPage?(page: number): void
  /** Another page or period is on its way: a bar runs over the shown list, which is marked busy. */
  busy?: boolean
  onRetry?(): void
  /** The heading level of "Transactions": h3 under a section's h2 by default. */
  headingComponent?: 'h2' | 'h3'
  /** The time zone dates are shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<WalletLedgerTexts>
}

const KIND_ICONS: Record<WalletLedgerKind, typeof PaymentsOutlined> = {
  payment: PaymentsOutlined,
  refund: ReplayRounded,
  cashback: SavingsOutlined,
  coins: TollOutlined,
}
const SKELETON_ROWS = 4
/** What the card shows for a figure the failed call did not give (a sketch would say it is on its way). */
const UNKNOWN = '\u2014'
const FAINT = { bgcolor: 'onDark.fill' }

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })

/**
 * The shopper's wallet: a card with the balance and the coins, then the transactions of a period (a
 * select with its visible label) as a list, each with its icon, title, date, where the money went and its
 * order, and the signed amount (coins for coin entries), a page at a time with page links. While loading
 * it sketches the rows; a failure says so with a retry; an empty period says "No transactions".
 */
export function WalletLedger({
  status,
  balance,
  coins,
  transactions,
  total,
  periods,
  period,
  onPeriodChange,
  page,
  pageCount,
  hrefFor,
  onPage,
  busy = false,
  onRetry,
  headingComponent = 'h3',
  timeZone = 'Asia/Kolkata',
  texts,
}: WalletLedgerProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const periodLabelId = useId()
  const date = dateFormat(timeZone)
  const loaded = status === 'ready' && balance !== undefined && coins !== undefined

  let body: ReactNode
  if (status === 'error') {
    body = (
      <Box role="alert" data-testid="wallet-error" sx={{ py: 5, textAlign: 'center' }}>
        <Typography component="p" sx={{ mb: 2 }}>
          {t.error}
        </Typography>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            {t.retry}
          </Button>
        )}
      </Box>
    )
  } else if (status === 'loading') {
    body = (
      <Box aria-busy="true">
        <Typography component="p" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t.loading}
        </Typography>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
          <Skeleton key={index} variant="rounded" height={64} sx={{ mb: 1 }} />
        ))}
      </Box>
    )
  } else if (transactions.length === 0) {
    body = (
      <Typography
        component="p"
        variant="h6"
        data-testid="wallet-empty"
        sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}
      >
        {t.empty}
      </Typography>
    )
  } else {
    body = (
      <>
        {/* A bar rather than a dimmed list: dimming would leave the text too faint to read. */}
        <LinearProgress
          data-testid="wallet-busy"
          aria-hidden
          sx={{ height: 3, mb: '-3px', borderRadius: 1, visibility: busy ? 'visible' : 'hidden' }}
        />
        <Box
          component="ul"
          aria-labelledby={headingId}
          aria-busy={busy}
          data-testid="wallet-transactions"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            border: 1,
            borderColor: 'border.main',
            borderRadius: '10px',
            bgcolor: 'background.paper',
            overflow: 'hidden',
          }}
        >
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} date={date} texts={t} />
          ))}
        </Box>
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} onPage={onPage} />
      </>
    )
  }

  return (
    <Box data-testid="wallet-ledger">
      <Box
        data-testid="wallet-balance"
        sx={{
          mb: 3,
          p: { xs: 2, sm: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 2, sm: 3 },
          borderRadius: '12px',
          color: 'primary.contrastText',
          background: (t) => t.vars.gradient.wallet,
        }}
      >
        <AccountBalanceWalletOutlined aria-hidden sx={{ fontSize: 44, opacity: 0.9 }} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 5 } }}
        >
          <Box>
            <Typography component="dt" sx={{ fontSize: '0.9rem', opacity: 0.9 }}>
              {t.balance}
            </Typography>
            <Typography
              component="dd"
              data-testid="wallet-balance-amount"
              sx={{ m: 0, fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 800, lineHeight: 1.2 }}
            >
              {loaded ? (
                formatRupees(balance)
              ) : status === 'error' ? (
                UNKNOWN
              ) : (
                <Skeleton width={140} sx={FAINT} />
              )}
            </Typography>
          </Box>
          <Box>
            <Typography component="dt" sx={{ fontSize: '0.9rem', opacity: 0.9 }}>
              {t.coins}
            </Typography>
            <Typography
              component="dd"
              data-testid="wallet-coins"
              sx={{ m: 0, fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
            >
              {loaded ? (
                groupIndian(coins)
              ) : status === 'error' ? (
                UNKNOWN
              ) : (
                <Skeleton width={60} sx={FAINT} />
              )}
            </Typography>
          </Box>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1.5,
          mb: 2,
        }}
      >
        <Typography
          id={headingId}
          component={headingComponent}
          sx={{ fontSize: '1.125rem', fontWeight: 700, mr: 'auto' }}
        >
          {t.transactions}
        </Typography>
        <Box
          role="status"
          data-testid="wallet-count"
          sx={{ fontSize: '0.9rem', color: 'text.secondary', fontWeight: 600, minHeight: '1.5em' }}
        >
          {status === 'ready' && total !== undefined && !busy ? t.count(total) : ''}
        </Box>
        <FormControl size="small" sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}>
          <InputLabel id={periodLabelId}>{t.periodLabel}</InputLabel>
          <Select
            labelId={periodLabelId}
            label={t.periodLabel}
            value={period}
            onChange={(event) => onPeriodChange(String(event.target.value))}
            data-testid="wallet-period"
            sx={{ bgcolor: 'background.paper' }}
          >
            {periods.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {body}
    </Box>
  )
}

function TransactionRow({
  transaction,
  date,
  texts,
}: {
  transaction: WalletLedgerTransaction
  date: Intl.DateTimeFormat
  texts: WalletLedgerTexts
}) {
  const Icon = KIND_ICONS[transaction.kind]
  const isCoins = transaction.kind === 'coins'
  const value = isCoins ? (transaction.coins ?? 0) : transaction.amount
  const sign = value > 0 ? 'credit' : value < 0 ? 'debit' : 'none'
  return (
    <Box
      component="li"
      data-testid="wallet-transaction"
      data-kind={transaction.kind}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'border.subtle' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: sign === 'credit' ? 'tone.success.bg' : 'surface.wash',
          color: sign === 'credit' ? 'success.main' : 'primary.main',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {transaction.title}
        </Typography>
        <Typography
          component="p"
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <Box component="time" dateTime={transaction.at.toISOString()}>
            {date.format(transaction.at)}
          </Box>
          {transaction.destinationLabel && (
            <Box component="span" data-testid="wallet-destination">
              · {transaction.destinationLabel}
            </Box>
          )}
          {transaction.orderId && (
            <span>
              ·{' '}
              {transaction.orderHref ? (
                <Link href={transaction.orderHref} sx={{ overflowWrap: 'anywhere' }}>
                  {texts.order(transaction.orderId)}
                </Link>
              ) : (
                texts.order(transaction.orderId)
              )}
            </span>
          )}
        </Typography>
      </Box>
      <Typography
        component="p"
        data-testid="wallet-amount"
        data-sign={sign}
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: sign === 'credit' ? 'success.main' : 'text.primary',
        }}
      >
        {isCoins ? texts.coinsAmount(value) : signedRupees(value)}
      </Typography>
    </Box>
  )
}
