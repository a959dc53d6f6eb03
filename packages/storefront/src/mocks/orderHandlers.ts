import {
  type Answer,
  isCancellable,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PERIOD_DAYS,
  ORDER_PERIODS,
  ORDERS_PAGE_SIZE,
  type Order,
  OrdersQuery,
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

/** An order's page: the order, what its items saved on MRP, its checkout's totals (from all its orders). */
export function orderDetailsOf(order: Order, all: readonly Order[]): Answer<'orderDetails'> {
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
  }
}

export interface OrderMockOptions {
  /** The shopper's orders (default: the recorded ones). */
  orders?: readonly Order[]
  /**
   * Whether checkouts placed in the checkout mocks join the list (default: only with the recorded orders,
   * so a story that names its orders shows exactly those).
   */
  withPlaced?: boolean
}

/** `GET /get-orders` and `GET /order-inner-details/{orderId}`; both answer 401 without a bearer token. */
export function orderHandlers({ orders: start, withPlaced = start === undefined }: OrderMockOptions = {}) {
  const held = uniqueOrders(start ?? recordedShopperOrders())

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
      const { period, search, page } = parsed.data
      const days = ORDER_PERIOD_DAYS[period ?? ORDER_PERIODS[0]]
      const since = days === null ? -Infinity : Date.now() - days * DAY_MS
      const listed = (await everyOrder(request))
        .filter((order) => millisOf(order) >= since && matches(order, search))
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
      return HttpResponse.json(orderDetailsOf(order, all))
    }),
  ]
}
