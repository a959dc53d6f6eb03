import type { Answer } from '@haat/contract'
import {
  ALREADY_CANCELLED_TEXT,
  CANCEL_ITEMS_TITLE,
  CANCEL_SELECTED_TEXT,
  CANCELLATION_DETAILS_FAILED_MESSAGE,
  CANCELLATION_REASON_LABELS,
  DONT_CANCEL_TEXT,
  NO_ITEMS_LEFT_TO_CANCEL_TEXT,
  NO_ORDERS_FOUND_MESSAGE,
  NOTHING_TO_REFUND_TEXT,
  ORDER_CANCELLED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDERS_LOADING_TEXT,
  pages,
  REFUND_METHOD_LABELS,
  SELECT_CANCELLATION_REASON_MESSAGE,
  SELECT_ITEMS_TO_CANCEL_MESSAGE,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OrderCancellationRoute } from '../../packages/storefront/src/features/orders/OrderCancellationRoute.tsx'
import { cancellationHandlers } from '../../packages/storefront/src/mocks/cancellationHandlers.ts'
import { failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/**
 * The cancellation page (/order-inner-cancellation/{orderId}) on the cancellation mocks: each story names
 * the order it opens, so the page reads the same whatever was recorded. A cancel that succeeds leads to My
 * Account (the harness shows where it went); Don't Cancel is a link to the order.
 */
const meta = {
  title: 'Pages/Cancellation',
  component: OrderCancellationRoute,
  parameters: { storyPadding: 0 },
} satisfies Meta<typeof OrderCancellationRoute>
export default meta
type Story = StoryObj<typeof meta>

const ORDER_ID = 'StoryOrder00000000001'
const PATH = pages.orderCancellation.path

const item = (productId: string, productName: string, picture: string, price: number, quantity = 1) => ({
  productId,
  productName,
  productImage: `/fixtures/img/product-${picture}.svg`,
  quantity,
  price,
  status: 0,
  cancelled: false,
})
const LAPTOP = item('StoryLaptop000000001', 'Nexa Mobile Vector 16 Laptop', 'laptop', 58_990)
const HEADPHONES = item('StoryPhones000000001', 'Lumio Airdopes 651 Earphones', 'headphones', 1_299, 2)

const prepaid: Answer<'orderCancellation'> = {
  orderId: ORDER_ID,
  status: 1,
  cancellable: true,
  paymentMode: 'Pre-paid',
  refundMethods: ['original', 'wallet'],
  items: [LAPTOP, HEADPHONES],
}

/** The page at this order, signed in, with the mocks answering `answer` for it. */
function opened(
  answer: Answer<'orderCancellation'>,
  options: Parameters<typeof cancellationHandlers>[0] = {},
) {
  return {
    decorators: [
      withStorefront(PATH, { initialEntry: `/order-inner-cancellation/${answer.orderId}`, signedIn: true }),
    ],
    parameters: {
      msw: {
        handlers: [
          ...cancellationHandlers({ answers: { [answer.orderId]: answer }, ...options }),
          ...handlers,
        ],
      },
    },
  }
}

/** A shipped prepaid order of two items: both offered, the six reasons, the refund to the original payment. */
export const Prepaid: Story = {
  ...opened(prepaid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: CANCEL_ITEMS_TITLE })).toBeVisible()
    await expect(canvas.getByText(`Order ${ORDER_ID} · Shipped`)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: LAPTOP.productName })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: HEADPHONES.productName })).not.toBeChecked()
    await expect(canvas.getAllByRole('radio', { name: /./ }).length).toBe(6 + 2)
    await expect(canvas.getByRole('radio', { name: new RegExp(REFUND_METHOD_LABELS.original) })).toBeChecked()
    await expect(canvas.getByRole('link', { name: DONT_CANCEL_TEXT })).toHaveAttribute(
      'href',
      `/order/${ORDER_ID}`,
    )
    await expect(document.title).toBe('Cancel Order | Haat')
  },
}

/** Nothing chosen: the two messages, and nothing is sent (the page stays). */
export const NothingChosen: Story = {
  ...opened(prepaid),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: CANCEL_SELECTED_TEXT }))
    const alerts = await canvas.findAllByRole('alert')
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      SELECT_ITEMS_TO_CANCEL_MESSAGE,
      SELECT_CANCELLATION_REASON_MESSAGE,
    ])
    await expect(canvas.queryByTestId('navigated-to')).toBeNull()
  },
}

/** One item to the wallet: the toast says it is cancelled and the page leads to My Account. */
export const CancelToWallet: Story = {
  ...opened(prepaid),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: HEADPHONES.productName }))
    await userEvent.click(canvas.getByRole('radio', { name: CANCELLATION_REASON_LABELS['changed-mind'] }))
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(REFUND_METHOD_LABELS.wallet) }))
    await userEvent.click(canvas.getByRole('button', { name: CANCEL_SELECTED_TEXT }))
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/my-account'))
    await expect(await within(document.body).findByText(ORDER_CANCELLED_MESSAGE)).toBeVisible()
  },
}

/** Cash on delivery: nothing to refund, so no refund choice. */
export const CashOnDelivery: Story = {
  ...opened({ ...prepaid, status: 0, paymentMode: 'COD', refundMethods: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NOTHING_TO_REFUND_TEXT)).toBeVisible()
    await expect(canvas.queryByRole('radio', { name: new RegExp(REFUND_METHOD_LABELS.wallet) })).toBeNull()
  },
}

/** One item cancelled already: shown, not offered; the last one is chosen for the shopper. */
export const PartlyCancelled: Story = {
  ...opened({ ...prepaid, items: [{ ...LAPTOP, status: 4, cancelled: true }, HEADPHONES] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ALREADY_CANCELLED_TEXT)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: LAPTOP.productName })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: HEADPHONES.productName })).toBeChecked()
  },
}

/** Out for delivery: too late to cancel; only the way back to the order. */
export const TooLate: Story = {
  ...opened({ ...prepaid, status: 2, cancellable: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ORDER_NOT_CANCELLABLE_MESSAGE)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: CANCEL_SELECTED_TEXT })).toBeNull()
    await expect(canvas.getByRole('link', { name: DONT_CANCEL_TEXT })).toHaveAttribute(
      'href',
      `/order/${ORDER_ID}`,
    )
  },
}

/** Every item cancelled already: nothing left to cancel. */
export const AllCancelled: Story = {
  ...opened({
    ...prepaid,
    status: 4,
    cancellable: false,
    items: [{ ...LAPTOP, status: 4, cancelled: true }],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ORDER_NOT_CANCELLABLE_MESSAGE)).toBeVisible()
    await expect(canvas.queryByText(NO_ITEMS_LEFT_TO_CANCEL_TEXT)).toBeNull()
  },
}

/** The server refuses the cancellation: its words above the buttons, and the page stays. */
export const Refused: Story = {
  ...opened(prepaid, { refuse: { status: 409, message: ORDER_NOT_CANCELLABLE_MESSAGE } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: LAPTOP.productName }))
    await userEvent.click(canvas.getByRole('radio', { name: CANCELLATION_REASON_LABELS.other }))
    await userEvent.click(canvas.getByRole('button', { name: CANCEL_SELECTED_TEXT }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ORDER_NOT_CANCELLABLE_MESSAGE)
    await expect(canvas.queryByTestId('navigated-to')).toBeNull()
  },
}

/** Loading: the order is still on its way. */
export const Loading: Story = {
  decorators: [
    withStorefront(PATH, { initialEntry: `/order-inner-cancellation/${ORDER_ID}`, signedIn: true }),
  ],
  parameters: { msw: { handlers: [pending('orderCancellation'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(ORDERS_LOADING_TEXT)
  },
}

/** Another shopper's order (or an unknown id): no order found. */
export const NotFound: Story = {
  decorators: [
    withStorefront(PATH, { initialEntry: '/order-inner-cancellation/NoSuchOrder', signedIn: true }),
  ],
  parameters: { msw: { handlers: [failing('orderCancellation', 404, 'Order not found'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_ORDERS_FOUND_MESSAGE })).toBeVisible()
  },
}

/** The order could not be read: the specification's message and Try again. */
export const LoadFailed: Story = {
  decorators: [
    withStorefront(PATH, { initialEntry: `/order-inner-cancellation/${ORDER_ID}`, signedIn: true }),
  ],
  parameters: { msw: { handlers: [failing('orderCancellation'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: CANCELLATION_DETAILS_FAILED_MESSAGE }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
