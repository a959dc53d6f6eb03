import {
  NOT_SELLER_MEMBER_MESSAGE,
  pages,
  SELLER_NO_ORDERS_MESSAGE,
  SELLER_ORDER_NOT_FOUND_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SellerOrderRoute } from '../../packages/storefront/src/features/seller-area/SellerOrderRoute.tsx'
import { SellerOrdersRoute } from '../../packages/storefront/src/features/seller-area/SellerOrdersRoute.tsx'
import { SellerSignInRoute } from '../../packages/storefront/src/features/seller-area/SellerSignInRoute.tsx'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../packages/storefront/src/mocks/authFixtures.ts'
import { handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import {
  MOCK_SELLER_EMAIL,
  MOCK_SELLER_PASSWORD,
  resetSellerArea,
  sellerAreaHandlers,
} from '../../packages/storefront/src/mocks/sellerAreaHandlers.ts'
import { withStorefront } from './helpers.tsx'

/**
 * The seller area on the seller mocks: the demo seller signs in, lists its orders by status and moves one
 * on. Each story starts the mocks' orders afresh. No baselines: a status change is stamped with today.
 */
const meta = {
  title: 'Pages/SellerArea',
  parameters: { storyPadding: 0 },
  beforeEach: () => {
    resetSellerArea()
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Signed in as a member: the stories' token is the demo seller's. */
const asMember = { msw: { handlers: [...sellerAreaHandlers({ anyTokenIsMember: true }), ...handlers] } }
const ORDER_PATH = pages.sellerOrder.path

/** The demo seller signs in and lands on its orders. */
export const SignIn: Story = {
  render: () => <SellerSignInRoute />,
  decorators: [withStorefront(pages.sellerSignIn.path)],
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), MOCK_SELLER_EMAIL)
    await userEvent.type(canvas.getByLabelText('Password *'), MOCK_SELLER_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(pages.sellerOrders.path)
  },
}

/** A shopper's account signs in, but is no seller's member: it says so and stays. A wrong password too. */
export const NotAMember: Story = {
  render: () => <SellerSignInRoute />,
  decorators: [withStorefront(pages.sellerSignIn.path)],
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' })
    const password = canvas.getByLabelText('Password *')
    await userEvent.type(email, MOCK_SELLER_EMAIL)
    await userEvent.type(password, 'wrong-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SIGNIN_FAILED_MESSAGE)
    await userEvent.clear(email)
    await userEvent.clear(password)
    await userEvent.type(email, DEMO_EMAIL)
    await userEvent.type(password, DEMO_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(NOT_SELLER_MEMBER_MESSAGE))
    await expect(canvas.queryByTestId('navigated-to')).toBeNull()
  },
}

/** A visitor opening the orders is sent to the seller sign-in. */
export const VisitorSentToSignIn: Story = {
  render: () => <SellerOrdersRoute />,
  decorators: [withStorefront(pages.sellerOrders.path)],
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(pages.sellerSignIn.path)
  },
}

/** The seller's orders, newest first, and the status filter in the address. */
export const Orders: Story = {
  render: () => <SellerOrdersRoute />,
  decorators: [withStorefront(pages.sellerOrders.path, { signedIn: true })],
  parameters: asMember,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Shree Ganesh Traders/)).toBeVisible()
    const cards = await canvas.findAllByTestId('seller-order-card')
    await expect(cards).toHaveLength(3)
    await expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'DemoOrder000041' }),
    ).toHaveAttribute('href', '/seller/orders/DemoOrder000041')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Shipped' }))
    // The filter is the address's: the same page reads only the shipped orders.
    await waitFor(() => expect(canvas.getAllByTestId('seller-order-card')).toHaveLength(1))
    await expect(canvas.getByTestId('seller-order-status')).toHaveTextContent('Shipped')
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Shipped')
  },
}

/** One status's page: only its orders; none at all reads "No orders". */
export const OrdersByStatus: Story = {
  render: () => <SellerOrdersRoute />,
  decorators: [
    withStorefront(pages.sellerOrders.path, { initialEntry: '/seller/orders?status=4', signedIn: true }),
  ],
  parameters: asMember,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('seller-no-orders')).toHaveTextContent(SELLER_NO_ORDERS_MESSAGE)
  },
}

/** Shipping asks for the tracking number; then the order moves on one step at a time to delivered. */
export const ShipAndDeliver: Story = {
  render: () => <SellerOrderRoute />,
  decorators: [
    withStorefront(ORDER_PATH, { initialEntry: '/seller/orders/DemoOrder000041', signedIn: true }),
  ],
  parameters: asMember,
  play: async ({ canvas }) => {
    const ship = await canvas.findByRole('button', { name: 'Mark as Shipped' })
    await expect(canvas.getByTestId('seller-ship-to-address')).toHaveTextContent(
      'Flat 402, Sea Breeze Apartments',
    )
    await userEvent.click(ship)
    await expect(await canvas.findByText('Enter the tracking number to ship the order')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'awb-2026-555')
    await userEvent.click(ship)
    await expect(await canvas.findByRole('button', { name: 'Mark as Out for Delivery' })).toBeVisible()
    await expect(canvas.getByTestId('seller-order-status')).toHaveTextContent('Shipped')
    await expect(canvas.getByTestId('seller-order-tracking')).toHaveTextContent('AWB-2026-555')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Out for Delivery' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as Delivered' }))
    await expect(await canvas.findByTestId('status-step-done')).toBeVisible()
    const history = within(canvas.getByTestId('seller-order-history')).getAllByRole('listitem')
    await expect(history.map((line) => line.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ])
  },
}

/** Another member moved the order first: the refusal is shown and the page reads the order again. */
export const MovedByAnotherMember: Story = {
  render: () => <SellerOrderRoute />,
  decorators: [
    withStorefront(ORDER_PATH, { initialEntry: '/seller/orders/MockSellerOrder0002', signedIn: true }),
  ],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/seller/orders/:orderId/status', () =>
          HttpResponse.json({ message: 'An order moves only to its next status' }, { status: 409 }),
        ),
        ...asMember.msw.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as Out for Delivery' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An order moves only to its next status')
  },
}

/** An order that is not this seller's reads as not found. */
export const NotFound: Story = {
  render: () => <SellerOrderRoute />,
  decorators: [withStorefront(ORDER_PATH, { initialEntry: '/seller/orders/SomeoneElses', signedIn: true })],
  parameters: asMember,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SELLER_ORDER_NOT_FOUND_MESSAGE)
    await expect(canvas.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/seller/orders',
    )
  },
}
