import type { Answer } from '@haat/contract'
import {
  NO_WALLET_TRANSACTIONS_MESSAGE,
  pages,
  WALLET_FETCH_FAILED_MESSAGE,
  WALLET_LOADING_TEXT,
  WALLET_PAGE_SIZE,
} from '@haat/contract/core'
import { formatRupees } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MyAccountRoute } from '../../packages/storefront/src/features/account/MyAccountRoute.tsx'
import { apiUrl, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { mockWallet } from '../../packages/storefront/src/mocks/walletHandlers.ts'
import { withStorefront } from './helpers.tsx'
import { recorded } from './recorded.ts'

/**
 * My Account's wallet on the mocks: the demo shopper's recorded wallet (the wallet mocks filter and page
 * its recorded transactions as the server does), its pages and periods in the URL, an empty period, loading,
 * a failure and a phone. No baselines: the dates move with the clock.
 */
const meta = {
  title: 'Pages/Wallet',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const demo = recorded('wallet')
if (demo.pageCount < 2) throw new Error("The wallet stories need the demo shopper's second page")
const everything = mockWallet({ period: 'all', page: 1 })
if (everything.total <= demo.total) throw new Error('The wallet stories need transactions older than 90 days')

/** Where the app is: the wallet's period and page are the URL's. */
function LocationEcho() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

const wallet = (search = '') =>
  withStorefront(pages.myAccount.path, {
    initialEntry: `${pages.myAccount.path}?section=wallet${search}`,
    signedIn: true,
  })
const renderWallet = () => (
  <>
    <MyAccountRoute />
    <LocationEcho />
  </>
)
const withHandlers = (...overrides: HttpHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } })
const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Wallet' }))
const rows = (canvas: ReturnType<typeof within>) => canvas.findAllByTestId('wallet-transaction')

/** The demo shopper's wallet: the balance and coins, the last 90 days' first page, a link to the next. */
export const DemoWallet: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await rows(canvas)).toHaveLength(WALLET_PAGE_SIZE)
    expect(canvas.getByTestId('wallet-balance-amount')).toHaveTextContent(formatRupees(demo.balance))
    expect(canvas.getByTestId('wallet-coins')).toHaveTextContent(String(demo.coins))
    expect(canvas.getByRole('combobox', { name: 'Transactions of' })).toHaveTextContent('Last 90 Days')
    expect(canvas.getByTestId('wallet-count')).toHaveTextContent(`${demo.total} transactions`)
    expect(canvas.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/my-account?section=wallet&page=2',
    )
    // A transaction about an order links its page.
    const withOrder = demo.transactions.find((transaction) => transaction.orderId !== null)
    if (withOrder?.orderId) {
      const links = canvas.getAllByRole('link', { name: `Order ${withOrder.orderId}` })
      expect(links[0]).toHaveAttribute('href', `/order-inner-page/${withOrder.orderId}`)
    }
    expect(document.title).toBe('My Account | Haat')
  },
}

/** The next page: its address keeps the section, and it holds the rest of the period. */
export const NextPage: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await rows(canvas)
    await userEvent.click(canvas.getByRole('link', { name: 'Go to page 2' }))
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent('/my-account?section=wallet&page=2'),
    )
    await waitFor(async () =>
      expect(await rows(canvas)).toHaveLength(Math.min(WALLET_PAGE_SIZE, demo.total - WALLET_PAGE_SIZE)),
    )
    expect(canvas.getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
  },
}

/** Choosing All Transactions puts the period in the URL, starts at page 1 and counts every transaction. */
export const AllTransactions: Story = {
  render: renderWallet,
  decorators: [wallet('&page=2')],
  parameters: withHandlers(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await rows(canvas)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Transactions of' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'All Transactions' }))
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(/\/my-account\?section=wallet&period=all$/),
    )
    await waitFor(() =>
      expect(canvas.getByTestId('wallet-count')).toHaveTextContent(`${everything.total} transactions`),
    )
    expect(await rows(canvas)).toHaveLength(WALLET_PAGE_SIZE)
  },
}

/** Opened from a link naming a period: that period's list. */
export const OpenedForThirtyDays: Story = {
  render: renderWallet,
  decorators: [wallet('&period=30d')],
  parameters: withHandlers(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const thirty = mockWallet({ period: '30d', page: 1 })
    expect(await rows(canvas)).toHaveLength(thirty.transactions.length)
    expect(canvas.getByRole('combobox', { name: 'Transactions of' })).toHaveTextContent('Last 30 Days')
  },
}

const emptyWallet: Answer<'wallet'> = {
  balance: 0,
  coins: 0,
  transactions: [],
  page: 1,
  pageCount: 0,
  total: 0,
}

/** A shopper with nothing in the period: the balance, and "No transactions". */
export const NoTransactions: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(http.get(apiUrl('wallet'), () => HttpResponse.json(emptyWallet))),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(NO_WALLET_TRANSACTIONS_MESSAGE)).toBeVisible()
    expect(canvas.getByTestId('wallet-balance-amount')).toHaveTextContent('₹0.00')
  },
}

export const Loading: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(pending('wallet')),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(WALLET_LOADING_TEXT)).toBeVisible()
  },
}

/** The wallet could not be read: the message and Try again. */
export const Failure: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(failing('wallet')),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(WALLET_FETCH_FAILED_MESSAGE)).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  render: renderWallet,
  decorators: [wallet()],
  parameters: withHandlers(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await rows(canvas)).toHaveLength(WALLET_PAGE_SIZE)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
