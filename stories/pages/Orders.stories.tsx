import type { Answer, Order } from '@haat/contract'
import {
  NO_ORDERS_FOUND_MESSAGE,
  NO_ORDERS_MESSAGE,
  ORDER_STATUS,
  ORDERS_FETCH_FAILED_MESSAGE,
  ORDERS_LOADING_TEXT,
  ORDERS_PAGE_SIZE,
  pages,
  TRACK_DETAILS_ANCHOR,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { HttpHandler } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MyAccountRoute } from '../../packages/storefront/src/features/account/MyAccountRoute.tsx'
import {
  type MockOrderSummaryInput,
  mockOrderSummary,
  orderableOfLine,
} from '../../packages/storefront/src/mocks/checkoutHandlers.ts'
import { failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { orderHandlers } from '../../packages/storefront/src/mocks/orderHandlers.ts'
import { withStorefront } from './helpers.tsx'
import { recorded } from './recorded.ts'

/**
 * My Orders on the order mocks (an order's page has its own stories, OrderDetails.stories.tsx): each story names the shopper's orders (built from the
 * demo shopper's recorded cart products, placed some days before today), so the list, its filter and the
 * tracker read the same on any day. No baselines: the dates move with the clock.
 */
const meta = {
  title: 'Pages/Orders',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const [firstLine, secondLine] = recorded('cartProducts')
const [address] = recorded('addresses')
if (!firstLine || !secondLine || !address)
  throw new Error("The recordings need the demo shopper's cart and addresses")
// Named once checked, so the functions below see lines that are there.
const lipstick = firstLine
const laptop = secondLine

const shipTo = {
  name: address.name,
  houseName: address.houseName,
  landMark: address.landMark,
  localArea: address.localArea,
  state: address.state,
  pincode: address.pincode,
  phoneNumber: address.phoneNumber,
}
const DAY = 24 * 60 * 60 * 1000

/** A checkout placed `daysAgo` days ago with every order at `status` (delivered ones a day before today). */
function checkout(n: number, daysAgo: number, status: number, input: Partial<MockOrderSummaryInput> = {}) {
  const placedAt = Date.now() - daysAgo * DAY
  const summary = mockOrderSummary({
    parentOrderId: `Demo${String(n).padStart(4, '0')}ParentOrd`,
    lines: [{ product: orderableOfLine(n % 2 === 0 ? lipstick : laptop), quantity: 1 + (n % 3) }],
    shipTo,
    placedAt,
    status,
    ...input,
  })
  for (const order of summary.orders) {
    if (status === ORDER_STATUS.delivered)
      order.deliveredDate = { _seconds: Math.floor((placedAt + 3 * DAY) / 1000), _nanoseconds: 0 }
    if (status === ORDER_STATUS.cancelled) {
      for (const item of order.product.items)
        item.cancel = { cancellationDate: order.orderDate, cancellationReason: 'Ordered by mistake' }
    }
  }
  return summary
}
const ordersOf = (...summaries: Answer<'orderSummary'>[]): Order[] => summaries.flatMap((s) => s.orders)

const processing = checkout(1, 1, ORDER_STATUS.processing)
const shipped = checkout(2, 3, ORDER_STATUS.shipped)
const outForDelivery = checkout(3, 5, ORDER_STATUS.outForDelivery)
const delivered = checkout(4, 20, ORDER_STATUS.delivered)
const cancelled = checkout(5, 40, ORDER_STATUS.cancelled)
/** Two sellers in one checkout, 50 coins redeemed: each order is one part of it. */
const split = checkout(6, 2, ORDER_STATUS.processing, {
  lines: [
    { product: orderableOfLine(lipstick), quantity: 1 },
    { product: orderableOfLine(laptop), quantity: 1 },
  ],
  paymentMode: 'Pre-paid',
  creditCoins: 50,
})
/** Older ones, so the list has a second page and a filter leaves some out. */
const older = Array.from({ length: 8 }, (_, index) =>
  checkout(10 + index, 200 + index * 30, ORDER_STATUS.delivered),
)
const EVERY_ORDER = ordersOf(processing, split, shipped, outForDelivery, delivered, cancelled, ...older)
if (EVERY_ORDER.length <= ORDERS_PAGE_SIZE) throw new Error('The list stories need a second page')

const withOrders = (orders: readonly Order[] = EVERY_ORDER, ...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, ...orderHandlers({ orders }), ...handlers] },
})

/** Where the app is: the list's filter is the URL's. */
function LocationEcho() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
}

const myOrders = (search = '') =>
  withStorefront(pages.myAccount.path, {
    initialEntry: `${pages.myAccount.path}?section=my-orders${search}`,
    signedIn: true,
  })
const renderMyOrders = () => (
  <>
    <MyAccountRoute />
    <LocationEcho />
  </>
)
const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'My Orders' }))

/** Every order, newest first, ten to a page; a card links its order page and its tracker. */
export const MyOrders: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const cards = await canvas.findAllByTestId('order-card')
    expect(cards).toHaveLength(ORDERS_PAGE_SIZE)
    const [first] = processing.orders
    if (!first) throw new Error('an order expected')
    const card = within(cards[0] as HTMLElement)
    expect(card.getByTestId('order-card-link')).toHaveAttribute('href', `/order-inner-page/${first.orderId}`)
    expect(card.getByTestId('order-card-track')).toHaveAttribute(
      'href',
      `/order-inner-page/${first.orderId}#${TRACK_DETAILS_ANCHOR}`,
    )
    expect(canvas.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/my-account?section=my-orders&page=2',
    )
    expect(document.title).toBe('My Account | Haat')
  },
}

/** The period filter narrows the list and goes into the URL (so Back returns to it); page 2 keeps it. */
export const FilterByPeriod: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await canvas.findAllByTestId('order-card')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Order period' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 6 months' }))
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent('/my-account?section=my-orders&period=6m'),
    )
    await waitFor(() =>
      expect(canvas.getAllByTestId('order-card')).toHaveLength(EVERY_ORDER.length - older.length),
    )
    expect(canvas.queryByRole('link', { name: 'Go to page 2' })).toBeNull()
  },
}

/** A product search goes into the URL too; nothing matching says No orders found. */
export const SearchNoneFound: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await canvas.findAllByTestId('order-card')
    const box = canvas.getByRole('textbox', { name: 'Search your orders' })
    await userEvent.type(box, 'saffron{Enter}')
    await waitFor(() => expect(page.getByTestId('location')).toHaveTextContent('search=saffron'))
    expect(await canvas.findByText(NO_ORDERS_FOUND_MESSAGE)).toBeVisible()
  },
}

/** Opened from a link with a filter and a page: the list of that page under that filter. */
export const OpenedFiltered: Story = {
  render: renderMyOrders,
  decorators: [myOrders('&period=2y&page=2')],
  parameters: withOrders(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await waitFor(() => expect(canvas.getAllByTestId('order-card').length).toBeGreaterThan(0))
    expect(canvas.getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
  },
}

/** A shopper with no orders at all. */
export const NoOrders: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders([]),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(NO_ORDERS_MESSAGE)).toBeVisible()
  },
}

/** Orders, but none in the chosen period: No orders found, not No orders. */
export const NoneInPeriod: Story = {
  render: renderMyOrders,
  decorators: [myOrders('&period=6m')],
  parameters: withOrders(ordersOf(...older)),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(NO_ORDERS_FOUND_MESSAGE)).toBeVisible()
  },
}

export const MyOrdersLoading: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(EVERY_ORDER, pending('orders')),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(ORDERS_LOADING_TEXT)).toBeVisible()
  },
}

/** The list could not be read: the message and Try again, which asks again. */
export const MyOrdersFailure: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(EVERY_ORDER, failing('orders')),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect(await canvas.findByText(ORDERS_FETCH_FAILED_MESSAGE)).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const MyOrdersPhone: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: withOrders(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    expect((await canvas.findAllByTestId('order-card')).length).toBe(ORDERS_PAGE_SIZE)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The demo shopper as the API answered (the recorded list): every status, two pages. */
export const DemoShopperOrders: Story = {
  render: renderMyOrders,
  decorators: [myOrders()],
  parameters: { msw: { handlers } },
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const demo = recorded('orders')
    expect(await canvas.findAllByTestId('order-card')).toHaveLength(demo.orders.length)
    expect(canvas.getByText(`${demo.total} orders`)).toBeVisible()
    expect(canvas.getByRole('link', { name: 'Go to page 2' })).toBeVisible()
  },
}
