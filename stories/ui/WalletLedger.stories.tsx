import {
  NO_WALLET_TRANSACTIONS_MESSAGE,
  WALLET_COIN_TITLES,
  WALLET_DESTINATION_LABELS,
  WALLET_FETCH_FAILED_MESSAGE,
  WALLET_PERIOD_LABELS,
  WALLET_PERIODS,
  WALLET_TRANSACTION_TITLES,
} from '@haat/contract/core'
import { WalletLedger, type WalletLedgerProps, type WalletLedgerTransaction } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

const PERIODS = WALLET_PERIODS.map((value) => ({ value, label: WALLET_PERIOD_LABELS[value] }))
// 20 Nov 2026, 15:30 in India, and days before it.
const NOW = Date.UTC(2026, 10, 20, 10, 0, 0)
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000)
const orderHref = (orderId: string) => `/order-inner-page/${orderId}`

const TRANSACTIONS: WalletLedgerTransaction[] = [
  {
    id: 'c-41',
    at: daysAgo(1),
    kind: 'coins',
    title: WALLET_COIN_TITLES.earned,
    amount: 0,
    coins: 12,
    orderId: 'DemoOrder000031',
    orderHref: orderHref('DemoOrder000031'),
  },
  {
    id: 'w-9',
    at: daysAgo(3),
    kind: 'cashback',
    title: WALLET_TRANSACTION_TITLES.cashback,
    amount: 15,
    coins: null,
    destinationLabel: WALLET_DESTINATION_LABELS.wallet,
  },
  {
    id: 'w-8',
    at: daysAgo(5),
    kind: 'refund',
    title: WALLET_TRANSACTION_TITLES.walletRefund,
    amount: 2499,
    coins: null,
    destinationLabel: WALLET_DESTINATION_LABELS.wallet,
    orderId: 'DemoOrder000071',
    orderHref: orderHref('DemoOrder000071'),
  },
  {
    id: 'r-cx1',
    at: daysAgo(10),
    kind: 'refund',
    title: WALLET_TRANSACTION_TITLES.originalRefund,
    amount: 450.5,
    coins: null,
    destinationLabel: WALLET_DESTINATION_LABELS.original,
    orderId: 'Ord1aB2cD3eF4gH5iJ6k',
    orderHref: orderHref('Ord1aB2cD3eF4gH5iJ6k'),
  },
  {
    id: 'p-order_Demo00003',
    at: daysAgo(16),
    kind: 'payment',
    title: WALLET_TRANSACTION_TITLES.onlinePayment,
    amount: -123456.5,
    coins: null,
    orderId: 'DemoOrder000031',
    orderHref: orderHref('DemoOrder000031'),
  },
  {
    id: 'c-40',
    at: daysAgo(16),
    kind: 'coins',
    title: WALLET_COIN_TITLES.redeemed,
    amount: 0,
    coins: -30,
    orderId: 'DemoOrder000031',
    orderHref: orderHref('DemoOrder000031'),
  },
]

/** The page's side: it keeps the period, as the wallet section does through the URL. */
function Stateful(args: WalletLedgerProps) {
  const [period, setPeriod] = useState(args.period)
  return (
    <WalletLedger
      {...args}
      period={period}
      onPeriodChange={(value) => {
        setPeriod(value)
        args.onPeriodChange(value)
      }}
    />
  )
}

const meta = {
  title: 'UI/WalletLedger',
  component: WalletLedger,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    status: 'ready',
    balance: 150.5,
    coins: 250,
    transactions: TRANSACTIONS,
    total: 13,
    periods: PERIODS,
    period: '90d',
    onPeriodChange: fn(),
    page: 1,
    pageCount: 2,
    hrefFor: (page: number) => `/my-account?section=wallet${page > 1 ? `&page=${page}` : ''}`,
    onPage: fn(),
    onRetry: fn(),
    texts: { empty: NO_WALLET_TRANSACTIONS_MESSAGE, error: WALLET_FETCH_FAILED_MESSAGE },
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof WalletLedger>

export default meta
type Story = StoryObj<typeof meta>

/** The balance and coins, then the last 90 days' first page: signed amounts, coins, where money went. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('wallet-balance-amount')).toHaveTextContent('₹150.50')
    await expect(canvas.getByTestId('wallet-coins')).toHaveTextContent('250')
    await expect(canvas.getByRole('combobox', { name: 'Transactions of' })).toHaveTextContent('Last 90 Days')
    await expect(canvas.getByRole('status')).toHaveTextContent('13 transactions')
    await expect(canvas.getByTestId('wallet-busy')).not.toBeVisible()
    const list = canvas.getByRole('list', { name: 'Transactions' })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(TRANSACTIONS.length)
    const amounts = canvas.getAllByTestId('wallet-amount')
    await expect(amounts.map((amount) => amount.textContent)).toEqual([
      '+12 coins',
      '+₹15.00',
      '+₹2,499.00',
      '+₹450.50',
      '\u2212₹1,23,456.50',
      '\u221230 coins',
    ])
    await expect(amounts.map((amount) => amount.dataset.sign)).toEqual([
      'credit',
      'credit',
      'credit',
      'credit',
      'debit',
      'debit',
    ])
    // Dates in India's time, where the money went, and a link to the order.
    const refund = within(rows[3] as HTMLElement)
    await expect(refund.getByText('Refund to original payment')).toBeVisible()
    await expect(refund.getByText('10 Nov 2026, 3:30 pm')).toBeVisible()
    await expect(refund.getByTestId('wallet-destination')).toHaveTextContent('To original payment')
    await expect(refund.getByRole('link', { name: 'Order Ord1aB2cD3eF4gH5iJ6k' })).toHaveAttribute(
      'href',
      '/order-inner-page/Ord1aB2cD3eF4gH5iJ6k',
    )
    await expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull()
    // Page links carry the section.
    const next = canvas.getByRole('link', { name: 'Go to page 2' })
    await expect(next).toHaveAttribute('href', '/my-account?section=wallet&page=2')
    next.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(next)
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

/** Choosing a period from the labelled select: the page is told its value. */
export const PeriodChosen: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Transactions of' })
    await userEvent.click(select)
    const options = await screen.findAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Last 30 Days',
      'Last 90 Days',
      'Last 1 Year',
      'All Transactions',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'All Transactions' }))
    await expect(args.onPeriodChange).toHaveBeenCalledOnce()
    await expect(args.onPeriodChange).toHaveBeenCalledWith('all')
    await expect(select).toHaveTextContent('All Transactions')
  },
}

/** A period without transactions: the balance still shows, and "No transactions"; no page links. */
export const Empty: Story = {
  args: { balance: 0, coins: 0, transactions: [], total: 0, pageCount: 0, period: '30d' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('wallet-empty')).toHaveTextContent('No transactions')
    await expect(canvas.getByTestId('wallet-balance-amount')).toHaveTextContent('₹0.00')
    await expect(canvas.getByRole('status')).toHaveTextContent('0 transactions')
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** Loading: the figures and rows are sketched and "Loading..." is announced; the period can change. */
export const Loading: Story = {
  args: { status: 'loading', balance: undefined, coins: undefined, transactions: [], total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible()
    await expect(canvas.getByTestId('wallet-balance-amount')).not.toHaveTextContent('₹')
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('combobox', { name: 'Transactions of' })).toBeEnabled()
  },
}

/** The call failed: the contract's message and a retry; the figures read as unknown. */
export const LoadError: Story = {
  args: { status: 'error', balance: undefined, coins: undefined, transactions: [], total: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch wallet')
    // The figures are unknown, not on their way.
    await expect(canvas.getByTestId('wallet-balance-amount')).toHaveTextContent('\u2014')
    await expect(canvas.getByTestId('wallet-coins')).toHaveTextContent('\u2014')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** Another page on its way: a bar runs over the shown list, marked busy; the count waits. */
export const Busy: Story = {
  args: { busy: true, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Transactions' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByTestId('wallet-busy')).toBeVisible()
    await expect(canvas.getByTestId('wallet-count')).toHaveTextContent('')
    await expect(canvas.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** On a phone: the select takes the width, long amounts stay inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    for (const amount of canvas.getAllByTestId('wallet-amount')) {
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 16)
    }
    await expect(canvas.getByTestId('wallet-balance').getBoundingClientRect().right).toBeLessThanOrEqual(
      390 - 16,
    )
  },
}
