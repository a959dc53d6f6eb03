import {
  type Answer,
  cancellationReasonLabel,
  isCancellable,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PERIOD_DAYS,
  ORDER_PERIODS,
  ORDER_PLACED_LABEL,
  ORDER_STATUS,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderCancellationEntry,
  type OrderHistoryEntry,
  OrdersQuery,
  orderStatusLabel,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recordings } from './recorded/index.ts'

/*
 * The order list and an order's page, answered from the orders the mocks hold, as the server answers them
 * (docs/product.md, "My Orders" and "Order page"): newest first, a page of ORDERS_PAGE_SIZE, by period and
 * by product name; an order's page with its checkout's totals and whether it may be cancelled. Orders placed
 * in the checkout mocks join them, read through the checkout mocks' own order summary (the server's one
 * database), so an order placed on a dev:mock page shows in My Orders.
 */

const paise = (rupees: number) => Math.round(rupees * 100)
const rupees = (paiseAmount: number) => paiseAmount / 100
const DAY_MS = 24 * 60 * 60 * 1000
const millisOf = (order: Order) => order.orderDate._seconds * 1000 + order.orderDate._nanoseconds / 1e6

/**
 * The ids the checkout mocks give the checkouts they place (checkoutHandlers.ts: MockParentOrder00001, then
 * counting up). The list asks the order summary for each in turn until one is unknown.
 */
export const mockPlacedCheckoutId = (n: number) => `MockParentOrder${String(n).padStart(5, '0')}`
/** The most placed checkouts one list request looks for (a session never places this many). */
const MOST_PLACED = 50

/**
 * The demo shopper's orders as recorded: every page of the whole list (no period, no search), then the
 * placed orders of the recorded order summaries, once each.
 */
export function recordedShopperOrders(): Order[] {
  const listed = recordings.orders.flatMap((recording) =>
    recording.status === 200 && Object.keys(recording.query).every((key) => key === 'page')
      ? (recording.answer as Answer<'orders'>).orders
      : [],
  )
  const summaries = recordings.orderSummary.flatMap((recording) =>
    recording.status === 200 && (recording.answer as Answer<'orderSummary'>).state === 'placed'
      ? (recording.answer as Answer<'orderSummary'>).orders
      : [],
  )
  return uniqueOrders([...listed, ...summaries])
}

function uniqueOrders(orders: readonly Order[]): Order[] {
  const byId = new Map<string, Order>()
  for (const order of orders) if (!byId.has(order.orderId)) byId.set(order.orderId, order)
  return [...byId.values()]
}

/** Newest first; the same instant by order id, last first, as the server sorts (so pages never overlap). */
const newestFirst = (a: Order, b: Order) =>
  millisOf(b) - millisOf(a) || (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0)

/** Whether an order holds a product whose name contains the search, in any case (the server's ilike). */
function matches(order: Order, search: string | undefined): boolean {
  if (!search) return true
  const wanted = search.toLowerCase()
  return order.product.items.some((item) => item.productName.toLowerCase().includes(wanted))
}

/** What an order's page says of its life after the sale, beyond the order itself. */
export type OrderAfterSale = Pick<Answer<'orderDetails'>, 'trackingNumber' | 'history' | 'cancellations'>

const at = (order: Order, days: number): Answer<'orderDetails'>['orderDate'] => ({
  _seconds: order.orderDate._seconds + Math.round(days * 86_400),
  _nanoseconds: 0,
})

/**
 * An order's life as the server would have kept it when the mocks hold only the order: placed on its date,
 * then a day a step to its status, shipped with a tracking number by the seller; its cancelled items as
 * cancellations of their own date (a prepaid one refunded to the wallet, a cash-on-delivery one with
 * nothing to refund), and the shopper's cancelling of the whole order as its last step.
 */
export function mockAfterSale(order: Order): OrderAfterSale {
  const shippedOrLater = order.status >= ORDER_STATUS.shipped && order.status <= ORDER_STATUS.delivered
  const trackingNumber = shippedOrLater ? `TRK-${order.orderDate._seconds}` : null
  const history: OrderHistoryEntry[] = [
    {
      status: ORDER_STATUS.processing,
      label: ORDER_PLACED_LABEL,
      at: order.orderDate,
      actor: 'shopper',
      trackingNumber: null,
      note: '',
    },
  ]
  if (shippedOrLater) {
    for (let status: number = ORDER_STATUS.shipped; status <= order.status; status += 1) {
      history.push({
        status,
        label: orderStatusLabel(status),
        at:
          status === ORDER_STATUS.delivered && order.deliveredDate ? order.deliveredDate : at(order, status),
        actor: 'seller',
        trackingNumber: status === ORDER_STATUS.shipped ? trackingNumber : null,
        note: '',
      })
    }
  }
  const byDate = new Map<number, Order['product']['items']>()
  for (const item of order.product.items) {
    if (!item.cancel) continue
    const key = item.cancel.cancellationDate._seconds
    byDate.set(key, [...(byDate.get(key) ?? []), item])
  }
  const prepaid = order.paymentMode === 'Pre-paid'
  const cancellations: OrderCancellationEntry[] = [...byDate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, items]) => {
      const [first] = items
      return {
        at: first?.cancel?.cancellationDate ?? order.orderDate,
        reason: cancellationReasonLabel(first?.cancel?.cancellationReason ?? ''),
        refundMethod: 'wallet',
        refund: prepaid ? rupees(items.reduce((sum, item) => sum + paise(item.productPrice), 0)) : 0,
        coins: 0,
        refundId: null,
        productIds: items.map((item) => item.productId),
      }
    })
  if (order.status === ORDER_STATUS.cancelled) {
    history.push({
      status: ORDER_STATUS.cancelled,
      label: orderStatusLabel(ORDER_STATUS.cancelled),
      at: cancellations.at(-1)?.at ?? at(order, 0.1),
      actor: 'shopper',
      trackingNumber: null,
      note: '',
    })
  }
  return { trackingNumber, history, cancellations }
}

/**
 * An order's page: the order, what its items saved on MRP, its checkout's totals (from all its orders),
 * and its life after the sale (`afterSale`, or the one mockAfterSale tells).
 */
export function orderDetailsOf(
  order: Order,
  all: readonly Order[],
  afterSale: Partial<OrderAfterSale> = {},
): Answer<'orderDetails'> {
  const siblings = all.filter((candidate) => candidate.parentOrderId === order.parentOrderId)
  const parts = siblings.length > 0 ? siblings : [order]
  const itemsPaise = parts.reduce((sum, part) => sum + paise(part.product.orderAmount), 0)
  const coinPaise = parts.reduce((sum, part) => sum + Math.round(part.creditCoins * part.coinValue * 100), 0)
  const savingsPaise = order.product.items.reduce(
    (sum, item) =>
      sum +
      Math.max(0, paise(item.productDetails.price) - paise(item.productDetails.offerPrice)) * item.quantity,
    0,
  )
  return {
    ...structuredClone(order),
    cancellable: isCancellable(order.status),
    savings: rupees(savingsPaise),
    checkout: {
      itemsTotal: rupees(itemsPaise),
      coinDiscount: rupees(coinPaise),
      total: rupees(itemsPaise - coinPaise),
      orders: parts.length,
    },
    ...mockAfterSale(order),
    ...structuredClone(afterSale),
  }
}

/** What the recorded order pages said after the sale, by order id, so the mocks answer them as recorded. */
function recordedAfterSale(): Record<string, OrderAfterSale> {
  const byId: Record<string, OrderAfterSale> = {}
  for (const recording of recordings.orderDetails) {
    if (recording.status !== 200) continue
    const { orderId, trackingNumber, history, cancellations } = recording.answer as Answer<'orderDetails'>
    byId[orderId] = { trackingNumber, history, cancellations }
  }
  return byId
}

export interface OrderMockOptions {
  /** The shopper's orders (default: the recorded ones). */
  orders?: readonly Order[]
  /**
   * Whether checkouts placed in the checkout mocks join the list (default: only with the recorded orders,
   * so a story that names its orders shows exactly those).
   */
  withPlaced?: boolean
  /** What an order's page says after the sale, by order id, over what mockAfterSale tells. */
  afterSale?: Readonly<Record<string, Partial<OrderAfterSale>>>
}

/** `GET /get-orders` and `GET /order-inner-details/{orderId}`; both answer 401 without a bearer token. */
export function orderHandlers({
  orders: start,
  withPlaced = start === undefined,
  afterSale: given = {},
}: OrderMockOptions = {}) {
  const held = uniqueOrders(start ?? recordedShopperOrders())
  const afterSale = { ...recordedAfterSale(), ...given }

  /** The checkouts placed in the checkout mocks since they started, read through their order summary. */
  const placed = async (request: Request): Promise<Order[]> => {
    if (!withPlaced) return []
    const found: Order[] = []
    for (let n = 1; n <= MOST_PLACED; n += 1) {
      const response = await fetch(
        new URL(url('orderSummary').replace(':parentOrderId', mockPlacedCheckoutId(n)), request.url),
        {
          headers: { Authorization: request.headers.get('Authorization') ?? '' },
        },
      )
      if (!response.ok) break
      const summary = (await response.json()) as Answer<'orderSummary'>
      // Only placed checkouts are orders: one still waiting for its payment, or released, is not.
      if (summary.state === 'placed') found.push(...summary.orders)
    }
    return found
  }
  const everyOrder = async (request: Request) => uniqueOrders([...(await placed(request)), ...held])

  return [
    http.get(url('orders'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const parsed = OrdersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid query.')
      const { period, search, page, status } = parsed.data
      const days = ORDER_PERIOD_DAYS[period ?? ORDER_PERIODS[0]]
      const since = days === null ? -Infinity : Date.now() - days * DAY_MS
      const listed = (await everyOrder(request))
        .filter(
          (order) =>
            millisOf(order) >= since &&
            matches(order, search) &&
            (status === undefined || order.status === status),
        )
        .sort(newestFirst)
      const answer: Answer<'orders'> = {
        orders: listed.slice((page - 1) * ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE),
        page,
        pageCount: Math.ceil(listed.length / ORDERS_PAGE_SIZE),
        total: listed.length,
      }
      return HttpResponse.json(answer)
    }),
    http.get(url('orderDetails'), async ({ request, params }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const all = await everyOrder(request)
      const order = all.find((candidate) => candidate.orderId === String(params.orderId))
      if (!order) return fail(404, ORDER_NOT_FOUND_MESSAGE)
      return HttpResponse.json(orderDetailsOf(order, all, afterSale[order.orderId]))
    }),
  ]
}
