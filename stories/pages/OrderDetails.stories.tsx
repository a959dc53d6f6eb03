import type { Answer, Order } from '@haat/contract'
import {
  CANCEL_ORDER_TEXT,
  CANCELLATION_REASON_LABELS,
  CANNOT_CANCEL_TEXT,
  INVOICE_TEXTS,
  invoiceAvailable,
  NO_ITEMS_IN_ORDER_MESSAGE,
  NO_ORDERS_FOUND_MESSAGE,
  ORDER_HISTORY_HEADING,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_REFUNDS_HEADING,
  ORDER_STATUS,
  ORDERS_LOADING_TEXT,
  PRODUCT_RATINGS_ANCHOR,
  pageHref,
  pages,
  RATE_ORDERED_PRODUCT_TEXT,
  REFUND_METHOD_LABELS,
  SAMPLE_DELIVERED_ORDER,
  SAMPLE_ORDER_NOTICE,
  TRACK_DETAILS_ANCHOR,
  TRACKING_NUMBER_LABEL,
  UNKNOWN_ORDER_STATUS_LABEL,
} from '@haat/contract/core'
import { formatRupees } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { DeliveredOrderRoute } from '../../packages/storefront/src/features/orders/DeliveredOrderRoute.tsx'
import { OrderDetailsRoute } from '../../packages/storefront/src/features/orders/OrderDetailsRoute.tsx'
import { checkoutPartNote } from '../../packages/storefront/src/features/orders/orderDetailsView.ts'
import {
  type MockOrderSummaryInput,
  mockOrderSummary,
  orderableOfLine,
} from '../../packages/storefront/src/mocks/checkoutHandlers.ts'
import { apiUrl, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { type OrderAfterSale, orderHandlers } from '../../packages/storefront/src/mocks/orderHandlers.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, recordings } from './recorded.ts'

/**
 * An order's page (/order-inner-page/{id}, and /order/{id}) in every status, with its history, tracking
 * number, cancellations and refunds, Rate the product on delivered items; and the delivered-order page
 * (the latest delivered order, or the labelled sample). Orders are built from the demo shopper's recorded
 * cart products, placed some days before today. No baselines: the dates move with the clock.
 */
const meta = {
  title: 'Pages/Order Details',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const [firstLine, secondLine] = recorded('cartProducts')
const [address] = recorded('addresses')
if (!firstLine || !secondLine || !address)
  throw new Error("The recordings need the demo shopper's cart and addresses")
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

/** A checkout placed `daysAgo` days ago with every order at `status` (delivered ones three days later). */
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
      for (const item of order.product.items) {
        item.status = ORDER_STATUS.cancelled
        item.cancel = {
          cancellationDate: order.orderDate,
          cancellationReason: CANCELLATION_REASON_LABELS['changed-mind'],
        }
      }
    }
  }
  return summary
}
const ordersOf = (...summaries: Answer<'orderSummary'>[]): Order[] => summaries.flatMap((s) => s.orders)
const twoLines = [
  { product: orderableOfLine(lipstick), quantity: 1 },
  { product: orderableOfLine(laptop), quantity: 1 },
]

const processing = checkout(1, 1, ORDER_STATUS.processing)
const shipped = checkout(2, 3, ORDER_STATUS.shipped)
const outForDelivery = checkout(3, 5, ORDER_STATUS.outForDelivery)
/** Delivered, two products of one seller, paid online: each may be rated. */
const delivered = checkout(4, 20, ORDER_STATUS.delivered, {
  lines: [
    { product: orderableOfLine(lipstick), quantity: 1 },
    { product: { ...orderableOfLine(laptop), sellerId: orderableOfLine(lipstick).sellerId }, quantity: 1 },
  ],
  paymentMode: 'Pre-paid',
})
const cancelled = checkout(5, 40, ORDER_STATUS.cancelled, { paymentMode: 'Pre-paid' })
/** Two sellers in one checkout, 50 coins redeemed: each order is one part of it. */
const split = checkout(6, 2, ORDER_STATUS.processing, {
  lines: twoLines,
  paymentMode: 'Pre-paid',
  creditCoins: 50,
})
/** A status the tracker does not know. */
const unknown = checkout(7, 2, 9)
/** Shipped with one of its two items cancelled, refunded to the original payment with its refund id. */
const partly = checkout(8, 6, ORDER_STATUS.shipped, {
  lines: [
    { product: orderableOfLine(lipstick), quantity: 1 },
    { product: { ...orderableOfLine(laptop), sellerId: orderableOfLine(lipstick).sellerId }, quantity: 1 },
  ],
  paymentMode: 'Pre-paid',
})
const [partlyOrder] = partly.orders
const partlyCancelled = partlyOrder?.product.items[1]
if (!partlyOrder || !partlyCancelled) throw new Error('a two-item order expected')
partlyCancelled.status = ORDER_STATUS.cancelled
partlyCancelled.cancel = {
  cancellationDate: partlyOrder.orderDate,
  cancellationReason: CANCELLATION_REASON_LABELS['better-price'],
}
partlyOrder.cancelledOrders = [partlyCancelled.productId]
const PARTLY_REFUND_ID = 'rfnd_StoryRefund01'

const EVERY_ORDER = ordersOf(
  processing,
  split,
  shipped,
  outForDelivery,
  delivered,
  cancelled,
  unknown,
  partly,
)
const AFTER_SALE: Record<string, Partial<OrderAfterSale>> = {
  [partlyOrder.orderId]: {
    cancellations: [
      {
        at: partlyOrder.orderDate,
        reason: CANCELLATION_REASON_LABELS['better-price'],
        refundMethod: 'original',
        refund: partlyCancelled.productPrice,
        coins: 12,
        refundId: PARTLY_REFUND_ID,
        productIds: [partlyCancelled.productId],
      },
    ],
  },
}

/** The recorded invoice of a shipped demo order, lent to the story's orders with their own availability. */
const recordedInvoice = one(
  recordings.invoiceSummary,
  'issued invoice',
  (recording) => recording.status === 200 && (recording.answer as Answer<'invoiceSummary'>).available,
).answer as Answer<'invoiceSummary'>
const invoiceOf = (orders: readonly Order[]) =>
  http.get(apiUrl('invoiceSummary'), ({ params }) => {
    const order = orders.find((candidate) => candidate.orderId === String(params.orderId))
    if (!order) return HttpResponse.json({ message: ORDER_NOT_FOUND_MESSAGE }, { status: 404 })
    const available = invoiceAvailable(order.status)
    const answer: Answer<'invoiceSummary'> = {
      ...recordedInvoice,
      available,
      invoiceNumber: available ? recordedInvoice.invoiceNumber : null,
      invoiceDate: available ? recordedInvoice.invoiceDate : null,
    }
    return HttpResponse.json(answer)
  })

const withOrders = (orders: readonly Order[] = EVERY_ORDER, ...overrides: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...overrides,
      invoiceOf(orders),
      ...orderHandlers({ orders, afterSale: AFTER_SALE }),
      ...handlers,
    ],
  },
})
const downloadInvoice = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: INVOICE_TEXTS.download })
const orderPage = (orderId: string, hash = '') =>
  withStorefront(pages.orderDetails.path, {
    initialEntry: `${pageHref('orderDetails', { orderId })}${hash}`,
    signedIn: true,
  })
const idOf = (summary: Answer<'orderSummary'>, index = 0) => summary.orders[index]?.orderId ?? ''
const cancelLink = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('link', { name: CANCEL_ORDER_TEXT })
const tracker = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Track your order' }))
const history = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: ORDER_HISTORY_HEADING }))
const steps = (canvas: ReturnType<typeof within>) =>
  history(canvas)
    .getAllByTestId('order-history-step')
    .map((step) => step.querySelector('p')?.textContent)
const rateLinks = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('link', { name: new RegExp(`^${RATE_ORDERED_PRODUCT_TEXT}`) })

/** Processing: the tracker at Placed, history of its placing, Cancel leads to the cancellation page. */
export const Processing: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(processing))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await cancelLink(canvas)).toHaveAttribute('href', `/order-inner-cancellation/${idOf(processing)}`)
    expect(canvas.getByRole('link', { name: laptop.name })).toHaveAttribute(
      'href',
      `/product-page/${laptop.productId}`,
    )
    expect(tracker(canvas).getAllByText('Processing').length).toBeGreaterThan(0)
    expect(steps(canvas)).toEqual(['Placed'])
    expect(canvas.queryByTestId('order-tracking-number')).toBeNull()
    expect(canvas.queryByRole('region', { name: ORDER_REFUNDS_HEADING })).toBeNull()
    expect(rateLinks(canvas)).toEqual([])
    expect(canvas.getByText(shipTo.name)).toBeVisible()
    expect(canvas.getByText('Cash on Delivery')).toBeVisible()
    // The invoice is made at dispatch: shown, its download waiting.
    expect(await downloadInvoice(canvas)).toBeDisabled()
    expect(document.title).toBe('Order Details | Haat')
  },
}

/** Shipped: still cancellable; the seller's tracking number shows under the tracker and in the history. */
export const Shipped: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(shipped))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await cancelLink(canvas)).toBeVisible()
    expect(tracker(canvas).getAllByText('Shipped').length).toBeGreaterThan(0)
    const tracking = canvas.getByTestId('order-tracking-number')
    expect(tracking).toHaveTextContent(new RegExp(`${TRACKING_NUMBER_LABEL}: TRK-\\d+`))
    expect(steps(canvas)).toEqual(['Placed', 'Shipped'])
    expect(history(canvas).getByText('By the seller', { exact: false })).toBeVisible()
  },
}

/** Out for delivery: above Shipped, Cancel reads Cannot Cancel and is disabled. */
export const OutForDelivery: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(outForDelivery))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(canvas.queryByRole('link', { name: CANCEL_ORDER_TEXT })).toBeNull()
    expect(steps(canvas)).toEqual(['Placed', 'Shipped', 'Out for Delivery'])
    expect(rateLinks(canvas)).toEqual([])
  },
}

/** Delivered: every stage reached, Rate the product on each item leads to its page's ratings. */
export const Delivered: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(delivered))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(tracker(canvas).getAllByText('Delivered').length).toBeGreaterThan(0)
    expect(steps(canvas)).toEqual(['Placed', 'Shipped', 'Out for Delivery', 'Delivered'])
    const rate = canvas.getByRole('link', { name: `${RATE_ORDERED_PRODUCT_TEXT}: ${lipstick.name}` })
    expect(rate).toHaveAttribute('href', `/product-page/${lipstick.productId}#${PRODUCT_RATINGS_ANCHOR}`)
    expect(rateLinks(canvas)).toHaveLength(2)
    expect(await downloadInvoice(canvas)).toBeEnabled()
  },
}

/** Cancelled: Placed then Cancelled, the item says why, the refund to the wallet is shown, nothing to rate. */
export const Cancelled: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(cancelled))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(tracker(canvas).getAllByText('Cancelled').length).toBeGreaterThan(0)
    expect(steps(canvas)).toEqual(['Placed', 'Cancelled'])
    // Placing and cancelling were both the shopper's.
    expect(history(canvas).getAllByText('By you', { exact: false })).toHaveLength(2)
    const refunds = within(canvas.getByRole('region', { name: ORDER_REFUNDS_HEADING }))
    const [order] = cancelled.orders
    expect(refunds.getByText(`Reason: ${CANCELLATION_REASON_LABELS['changed-mind']}`)).toBeVisible()
    expect(
      refunds.getByText(
        `Refund of ${formatRupees(order?.product.orderAmount ?? 0)} to ${REFUND_METHOD_LABELS.wallet}`,
      ),
    ).toBeVisible()
    expect(rateLinks(canvas)).toEqual([])
    // A cancelled order supplied nothing: no invoice.
    expect(canvas.queryByRole('button', { name: INVOICE_TEXTS.download })).toBeNull()
  },
}

/** One of two items cancelled while shipped: its refund went back to the payment, with the gateway's id. */
export const PartlyCancelled: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(partlyOrder.orderId)],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await cancelLink(canvas)).toBeVisible()
    const refunds = within(canvas.getByRole('region', { name: ORDER_REFUNDS_HEADING }))
    expect(refunds.getByText(`${partlyCancelled.productName} cancelled on`, { exact: false })).toBeVisible()
    expect(
      refunds.getByText(
        `Refund of ${formatRupees(partlyCancelled.productPrice)} to ${REFUND_METHOD_LABELS.original}`,
      ),
    ).toBeVisible()
    expect(refunds.getByText(`Refund id: ${PARTLY_REFUND_ID}`)).toBeVisible()
    expect(refunds.getByText('12 coins back in your account')).toBeVisible()
  },
}

/** A status the app does not know: Unknown Status, the tracker at Placed, no cancelling. */
export const UnknownStatus: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(unknown))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(tracker(canvas).getAllByText(UNKNOWN_ORDER_STATUS_LABEL).length).toBeGreaterThan(0)
  },
}

/** One order of a two-seller checkout paid with coins: this order's items, the checkout's totals, which part. */
export const OrderOfSplitCheckout: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(split))],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(checkoutPartNote(2, split.parentOrderId))).toBeVisible()
    const totals = within(canvas.getByTestId('order-checkout-totals'))
    expect(totals.getByText(formatRupees(split.total))).toBeVisible()
    expect(totals.getByText(formatRupees(split.coinDiscount), { exact: false })).toBeVisible()
  },
}

/** /order/{id} (where Don't Cancel leads) shows the same page. */
export const ShortAddress: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [
    withStorefront(pages.order.path, {
      initialEntry: pageHref('order', { orderId: idOf(shipped) }),
      signedIn: true,
    }),
  ],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await cancelLink(canvas)).toHaveAttribute('href', `/order-inner-cancellation/${idOf(shipped)}`)
    expect(steps(canvas)).toEqual(['Placed', 'Shipped'])
  },
}

/** Opened from Track (#track-details): the tracker is scrolled into view. */
export const TrackAnchor: Story = {
  render: () => (
    <>
      <div style={{ height: 1600 }} aria-hidden />
      <OrderDetailsRoute />
    </>
  ),
  decorators: [orderPage(idOf(shipped), `#${TRACK_DETAILS_ANCHOR}`)],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    await cancelLink(canvas)
    const anchor = document.getElementById(TRACK_DETAILS_ANCHOR)
    if (!anchor) throw new Error('the tracker should carry the anchor')
    await waitFor(() => {
      const { top } = anchor.getBoundingClientRect()
      expect(top).toBeGreaterThanOrEqual(-1)
      expect(top).toBeLessThan(window.innerHeight)
    })
  },
}

/** An order with no items left (the answer's list empty). */
export const WithoutItems: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage('EmptyOrder01')],
  parameters: withOrders(
    EVERY_ORDER,
    http.get(apiUrl('orderDetails'), () => {
      const [order] = processing.orders
      if (!order) throw new Error('an order expected')
      const answer: Answer<'orderDetails'> = {
        ...order,
        orderId: 'EmptyOrder01',
        product: { orderAmount: 0, items: [] },
        cancellable: true,
        savings: 0,
        checkout: { itemsTotal: 0, coinDiscount: 0, total: 0, orders: 1 },
        trackingNumber: null,
        history: [
          {
            status: 0,
            label: 'Placed',
            at: order.orderDate,
            actor: 'shopper',
            trackingNumber: null,
            note: '',
          },
        ],
        cancellations: [],
      }
      return HttpResponse.json(answer)
    }),
  ),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(NO_ITEMS_IN_ORDER_MESSAGE)).toBeVisible()
  },
}

/** Another shopper's order or a mistyped id: no order found, with the way to My Orders. */
export const NotFound: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage('NOPE')],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: NO_ORDERS_FOUND_MESSAGE })).toBeVisible()
    expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-account?section=my-orders',
    )
  },
}

export const Loading: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(processing))],
  parameters: withOrders(EVERY_ORDER, pending('orderDetails')),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(ORDERS_LOADING_TEXT)).toBeVisible()
  },
}

/** A failure other than not found: Error: and the server's words, with Try again. */
export const Failure: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(idOf(processing))],
  parameters: withOrders(EVERY_ORDER, failing('orderDetails', 500, 'Internal Server Error')),
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Error: Internal Server Error')).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(partlyOrder.orderId)],
  parameters: withOrders(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    expect(await cancelLink(canvas)).toBeVisible()
    expect(canvas.getByRole('region', { name: ORDER_REFUNDS_HEADING })).toBeVisible()
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The demo shopper's recorded delivered order, as the API answered its page. */
export const DemoDeliveredOrder: Story = {
  render: () => <OrderDetailsRoute />,
  decorators: [orderPage(recordedOrderId(ORDER_STATUS.delivered))],
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(tracker(canvas).getAllByText('Delivered').length).toBeGreaterThan(0)
    expect(rateLinks(canvas).length).toBeGreaterThan(0)
  },
}

function recordedOrderId(status: number): string {
  const order = recordings.orderDetails.find(
    (recording) => recording.status === 200 && (recording.answer as Answer<'orderDetails'>).status === status,
  )
  if (!order) throw new Error(`The recordings have no order page of status ${status}`)
  return (order.answer as Answer<'orderDetails'>).orderId
}

// --- The delivered-order page ---

const deliveredPage = withStorefront(pages.deliveredOrder.path, { signedIn: true })

/** The shopper's newest delivered order, as its order page: rate each item. */
export const DeliveredPageLatest: Story = {
  render: () => <DeliveredOrderRoute />,
  decorators: [deliveredPage],
  parameters: withOrders(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: CANNOT_CANCEL_TEXT })).toBeDisabled()
    expect(canvas.getByText(`Order ${idOf(delivered)}`, { exact: false })).toBeVisible()
    expect(canvas.queryByTestId('sample-order-notice')).toBeNull()
    expect(rateLinks(canvas)).toHaveLength(2)
    expect(document.title).toBe('Delivered Order | Haat')
  },
}

/** No delivered order yet: the sample, labelled as one, with nothing to rate. */
export const DeliveredPageSample: Story = {
  render: () => <DeliveredOrderRoute />,
  decorators: [deliveredPage],
  parameters: withOrders(ordersOf(processing, cancelled)),
  play: async ({ canvas }) => {
    expect(await canvas.findByTestId('sample-order-notice')).toHaveTextContent(SAMPLE_ORDER_NOTICE)
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('(Sample)')
    for (const item of SAMPLE_DELIVERED_ORDER.product.items)
      expect(canvas.getByText(item.productName)).toBeVisible()
    expect(steps(canvas)).toEqual(['Placed', 'Shipped', 'Out for Delivery', 'Delivered'])
    expect(rateLinks(canvas)).toEqual([])
    expect(canvas.queryByRole('button', { name: INVOICE_TEXTS.download })).toBeNull()
  },
}

export const DeliveredPageLoading: Story = {
  render: () => <DeliveredOrderRoute />,
  decorators: [deliveredPage],
  parameters: withOrders(EVERY_ORDER, pending('orders')),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(ORDERS_LOADING_TEXT)).toBeVisible()
  },
}

export const DeliveredPageFailure: Story = {
  render: () => <DeliveredOrderRoute />,
  decorators: [deliveredPage],
  parameters: withOrders(EVERY_ORDER, failing('orders', 500, 'Internal Server Error')),
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Error: Internal Server Error')).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
