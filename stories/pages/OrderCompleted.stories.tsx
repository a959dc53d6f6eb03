import {
  ORDER_DETAILS_FAILED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAY_NOW_TEXT,
  PAYMENT_SUCCESS_MESSAGE,
  pageHref,
  pages,
} from '@haat/contract/core'
import { formatRupees } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  CONTINUE_SHOPPING_TEXT,
  LOADING_TEXT,
  OrderCompletedRoute,
} from '../../packages/storefront/src/features/orders/OrderCompletedRoute.tsx'
import {
  type CheckoutMockOptions,
  checkoutHandlers,
  MOCK_PAYMENT_FAILURE_DESCRIPTION,
  type MockOrderSummaryInput,
  mockOrderSummary,
  orderableOfLine,
} from '../../packages/storefront/src/mocks/checkoutHandlers.ts'
import { failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { recorded, UNKNOWN_ID } from './recorded.ts'

/**
 * The order completed page on the checkout mocks: the checkout a story names, readable by its id as the
 * server answers it (one order per seller, the server's totals), and the simulated gateway for a checkout
 * still waiting for its payment.
 */
const meta = {
  title: 'Pages/OrderCompleted',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const [lipstick, laptop] = recorded('cartProducts')
const [address] = recorded('addresses')
if (!lipstick || !laptop || !address)
  throw new Error("The recordings need the demo shopper's cart and addresses")
if (lipstick.sellerDetails.sellerId === laptop.sellerDetails.sellerId)
  throw new Error('The two-seller stories need cart lines of two sellers')

const shipTo = {
  name: address.name,
  houseName: address.houseName,
  landMark: address.landMark,
  localArea: address.localArea,
  state: address.state,
  pincode: address.pincode,
  phoneNumber: address.phoneNumber,
}
const ID = 'DemoParentOrder00001'
const order = (input: Partial<MockOrderSummaryInput>) =>
  mockOrderSummary({ parentOrderId: ID, lines: [], shipTo, ...input })

/** The demo shopper's recent cash-on-delivery order of one seller, as the API answered it. */
const RECORDED_COD_ID = 'DemoParentOrder00004'
const codOneSeller = recorded('orderSummary', { params: { parentOrderId: RECORDED_COD_ID } })
const [codItem] = codOneSeller.orders.flatMap((placed) => placed.product.items)
if (codOneSeller.paymentMode !== 'COD' || codOneSeller.orders.length !== 1 || !codItem)
  throw new Error(`The recorded ${RECORDED_COD_ID} should be a cash-on-delivery order of one seller`)
/** Paid online with 100 coins, from two sellers. */
const prepaidTwoSellers = order({
  lines: [
    { product: orderableOfLine(lipstick), quantity: 1 },
    { product: orderableOfLine(laptop), quantity: 1 },
  ],
  paymentMode: 'Pre-paid',
  creditCoins: 100,
})
/** Placed for an online payment that has not come in yet. */
const pendingPayment = order({
  lines: [{ product: orderableOfLine(laptop), quantity: 1 }],
  paymentMode: 'Pre-paid',
  state: 'pending_payment',
})

const completedPage = (parentOrderId = ID) =>
  withStorefront(pages.orderCompleted.path, {
    initialEntry: pageHref('orderCompleted', { parentOrderId }),
    signedIn: true,
  })
const shopperWith = (options: CheckoutMockOptions) => ({
  msw: { handlers: [...checkoutHandlers(options), ...handlers] },
})

/** Cash on delivery, one seller: the items, the totals from the server, Continue Shopping home. */
export const PlacedCashOnDelivery: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage(RECORDED_COD_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('link', { name: codItem.productName })).toHaveAttribute(
      'href',
      `/product-page/${codItem.productId}`,
    )
    expect(canvas.getByText(codOneSeller.orders[0]?.sellerDetails.storename ?? '')).toBeVisible()
    expect(canvas.getByText('Cash on Delivery')).toBeVisible()
    expect(canvas.getAllByText(formatRupees(codOneSeller.total)).length).toBeGreaterThan(0)
    expect(canvas.getByRole('link', { name: CONTINUE_SHOPPING_TEXT })).toHaveAttribute('href', '/')
    expect(canvas.queryByRole('button', { name: PAY_NOW_TEXT })).toBeNull()
    expect(document.title).toBe('Order Completed | Haat')
  },
}

/** Paid online with coins, two sellers: one block per seller's order, the coins' discount off the total. */
export const PrepaidWithCoinsTwoSellers: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: shopperWith({ orders: [prepaidTwoSellers] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('link', { name: laptop.name })).toBeVisible()
    expect(canvas.getByRole('link', { name: lipstick.name })).toBeVisible()
    expect(canvas.getByText(lipstick.sellerDetails.storedetails.storename ?? '')).toBeVisible()
    expect(canvas.getByText(laptop.sellerDetails.storedetails.storename ?? '')).toBeVisible()
    expect(prepaidTwoSellers.coinDiscount).toBe(10)
    const totals = within(canvas.getByTestId('order-placed-totals'))
    expect(totals.getByText(formatRupees(prepaidTwoSellers.coinDiscount), { exact: false })).toBeVisible()
    expect(totals.getAllByText(formatRupees(prepaidTwoSellers.total)).length).toBeGreaterThan(0)
    expect(canvas.getAllByTestId('order-placed-order')).toHaveLength(2)
  },
}

/**
 * Waiting for its online payment: the notice and Pay Now, which opens the simulated gateway for this same
 * order; a successful payment confirms it and the page shows it placed.
 */
export const PendingPayment: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: shopperWith({ orders: [pendingPayment] }),
  play: async ({ canvas }) => {
    const payNow = await canvas.findByRole('button', { name: PAY_NOW_TEXT })
    await userEvent.click(payNow)
    const dialog = within(await within(document.body).findByRole('dialog'))
    expect(dialog.getAllByText(formatRupees(pendingPayment.total)).length).toBeGreaterThan(0)
    await userEvent.click(dialog.getByTestId('payment-method-upi'))
    await userEvent.click(dialog.getByRole('button', { name: 'Success' }))
    await waitFor(() => expect(within(document.body).getByText(PAYMENT_SUCCESS_MESSAGE)).toBeVisible())
    await waitFor(() => expect(canvas.queryByRole('button', { name: PAY_NOW_TEXT })).toBeNull())
  },
}

/** The bank declines: the dialog says why and Retry goes back to the methods; closing leaves it pending. */
export const PendingPaymentDeclined: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: shopperWith({ orders: [pendingPayment] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PAY_NOW_TEXT }))
    const dialog = within(await within(document.body).findByRole('dialog'))
    await userEvent.click(dialog.getByTestId('payment-method-card'))
    await userEvent.click(dialog.getByRole('button', { name: 'Failure' }))
    expect(await dialog.findByText(MOCK_PAYMENT_FAILURE_DESCRIPTION)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }))
    expect(await dialog.findByTestId('payment-method-upi')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Close payment' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    expect(canvas.getByRole('button', { name: PAY_NOW_TEXT })).toBeEnabled()
  },
}

/** While the order is read. */
export const Loading: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: { msw: { handlers: [pending('orderSummary'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status')).toHaveTextContent(LOADING_TEXT)
  },
}

/** The order could not be read: the specification's words and a way to try again. */
export const LoadFailed: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: { msw: { handlers: [failing('orderSummary'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: ORDER_DETAILS_FAILED_MESSAGE })).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(canvas.getByRole('link', { name: CONTINUE_SHOPPING_TEXT })).toHaveAttribute('href', '/')
  },
}

/** An id that is not the shopper's (another's order, or none): not found. */
export const NotFound: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: ORDER_NOT_FOUND_MESSAGE })).toBeVisible()
  },
}

/** On a phone: the same order, stacked. */
export const Phone: Story = {
  render: () => <OrderCompletedRoute />,
  decorators: [completedPage()],
  parameters: shopperWith({ orders: [prepaidTwoSellers] }),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('link', { name: laptop.name })).toBeVisible()
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
