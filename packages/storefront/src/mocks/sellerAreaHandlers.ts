import {
  type Answer,
  isTrackingNumber,
  NOT_SELLER_MEMBER_MESSAGE,
  needsTrackingNumber,
  nextSellerStatus,
  normalizeTrackingNumber,
  ORDER_PLACED_LABEL,
  ORDER_STATUS,
  orderStatusLabel,
  SELLER_NEXT_STATUS_ONLY_MESSAGE,
  SELLER_ORDER_CLOSED_MESSAGE,
  SELLER_ORDER_NOT_FOUND_MESSAGE,
  SELLER_ORDERS_PAGE_SIZE,
  SESSION_LIFETIME_MS,
  type SellerOrderAnswer,
  SellerOrdersQuery,
  TOKEN_MISSING_MESSAGE,
  TRACKING_NUMBER_INVALID_MESSAGE,
  TRACKING_NUMBER_NOT_NEEDED_MESSAGE,
  TRACKING_NUMBER_REQUIRED_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { bodyOf, fail, url } from './mockSupport.ts'

/*
 * The seller area on mocks (docs/product.md, "Seller area"): the seed's demo seller signs in with its
 * e-mail and password and gets a token the mocks know as a member's; any other session is no member (403).
 * Its orders live in memory and move on by the server's rules: only the next status, shipping with a
 * tracking number, nothing after delivery or cancellation.
 */

/** The seed's demo seller (packages/api/src/db/seed/demo-seller.ts): the same sign-in works in both modes. */
export const MOCK_SELLER_EMAIL = 'seller@haat.example'
export const MOCK_SELLER_PASSWORD = 'Seller@1234'
/** Tokens the mocks give the demo seller start with this; stories put one in the store to be signed in. */
export const MOCK_SELLER_TOKEN_PREFIX = 'mock-seller-token'
export const mockSellerSession = () => ({
  token: `${MOCK_SELLER_TOKEN_PREFIX}-${Date.now()}`,
  expiresAt: Date.now() + SESSION_LIFETIME_MS,
})

export const MOCK_SELLER_ACCOUNT: Answer<'sellerAccount'> = {
  sellerId: 'VEYhjR9ptCxFBl4nwjSo',
  storeName: 'Shree Ganesh Traders',
  userName: 'Ganesh Agarwal',
}

// 20 Nov 2026, 15:30 in India: the stories' clock; the orders are placed some days before.
const NOW_SECONDS = Math.floor(Date.UTC(2026, 10, 20, 10, 0, 0) / 1000)
const DAY = 86_400
const at = (daysAgo: number) => ({ _seconds: NOW_SECONDS - daysAgo * DAY, _nanoseconds: 0 })

const SHIP_TO = {
  name: 'Aarav Sharma',
  houseName: 'Flat 402, Sea Breeze Apartments',
  landMark: 'Near Infiniti Mall',
  localArea: 'Lokhandwala, Andheri West',
  state: 'Maharashtra',
  pincode: '400053',
  phoneNumber: '9876543210',
}

type MockOrder = SellerOrderAnswer

function order(
  orderId: string,
  daysAgo: number,
  status: number,
  items: Array<{ productId: string; productName: string; quantity: number; price: number; status?: number }>,
  extra: Partial<MockOrder> = {},
): MockOrder {
  const full = items.map((item) => ({
    productImage: `/fixtures/img/product-${item.productId}.svg`,
    ...item,
    status: item.status ?? status,
  }))
  return {
    orderId,
    status,
    nextStatus: nextSellerStatus(status),
    orderDate: at(daysAgo),
    expectedDeliveryDate: at(daysAgo - 5),
    deliveredDate: null,
    trackingNumber: null,
    paymentMode: 'COD',
    amount:
      full
        .filter((item) => item.status !== ORDER_STATUS.cancelled)
        .reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0) / 100,
    shipTo: SHIP_TO,
    items: full,
    history: [
      {
        status: 0,
        label: ORDER_PLACED_LABEL,
        at: at(daysAgo),
        actor: 'shopper',
        trackingNumber: null,
        note: '',
      },
    ],
    ...extra,
  }
}

/** The demo seller's orders as the mocks start them: one to ship, one on its way, one delivered. */
export function mockSellerOrders(): MockOrder[] {
  const shipped = order(
    'MockSellerOrder0002',
    3,
    ORDER_STATUS.shipped,
    [
      {
        productId: 'lipstick',
        productName: 'Aura Botanics Satin Lipstick, Mauve Magic, 4.2 g',
        quantity: 2,
        price: 189,
      },
    ],
    { trackingNumber: 'AWB-2026-000123', paymentMode: 'Pre-paid' },
  )
  shipped.history.push({
    status: 1,
    label: orderStatusLabel(1),
    at: at(2),
    actor: 'seller',
    trackingNumber: 'AWB-2026-000123',
    note: '',
  })
  return [
    order('DemoOrder000041', 1, ORDER_STATUS.processing, [
      {
        productId: 'watch',
        productName: 'Nexa Mobile Wave Neo Smart Watch with 1.9" AMOLED Display, Midnight Blue',
        quantity: 1,
        price: 5539,
      },
      {
        productId: 'book',
        productName: 'Akbar and Birbal (Illustrated)',
        quantity: 1,
        price: 339,
        status: 4,
      },
    ]),
    shipped,
    order(
      'MockSellerOrder0003',
      12,
      ORDER_STATUS.delivered,
      [
        {
          productId: 'cricket',
          productName: 'FitBharat Kashmir Willow Cricket Bat, Size 5',
          quantity: 1,
          price: 7589,
        },
      ],
      { trackingNumber: 'AWB-2026-000077', deliveredDate: at(8) },
    ),
  ]
}

let orders = mockSellerOrders()

/** Starts the seller's orders afresh (between tests and stories). */
export function resetSellerArea() {
  orders = mockSellerOrders()
}

const summary = ({ history: _history, ...rest }: MockOrder): Answer<'sellerOrders'>['orders'][number] => ({
  ...rest,
  shipTo: {
    name: rest.shipTo.name,
    localArea: rest.shipTo.localArea,
    state: rest.shipTo.state,
    pincode: rest.shipTo.pincode,
  },
})

export interface SellerAreaMockOptions {
  /** Stories start signed in with their own token: let any session be the demo seller's member. */
  anyTokenIsMember?: boolean
}

export const sellerAreaHandlers = ({ anyTokenIsMember = false }: SellerAreaMockOptions = {}) => {
  /** Who may call: 401 without a token, 403 for a token that is not the demo seller's. */
  const refusal = (request: Request) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '')
    if (!token) return fail(401, TOKEN_MISSING_MESSAGE)
    if (!anyTokenIsMember && !token.startsWith(MOCK_SELLER_TOKEN_PREFIX)) {
      return fail(403, NOT_SELLER_MEMBER_MESSAGE)
    }
    return undefined
  }
  return sellerAreaCalls(refusal)
}

const sellerAreaCalls = (refusal: (request: Request) => Response | undefined) => [
  // The demo seller's sign-in; any other e-mail falls through to the shop's sign-in mock.
  http.post(url('signinCheck'), async ({ request }) => {
    const { email, password } = await bodyOf(request.clone(), 'signinCheck')
    if (email.trim().toLowerCase() === MOCK_SELLER_EMAIL && password === MOCK_SELLER_PASSWORD) {
      return HttpResponse.json(mockSellerSession())
    }
    return undefined
  }),
  http.get(url('sellerAccount'), ({ request }) => refusal(request) ?? HttpResponse.json(MOCK_SELLER_ACCOUNT)),
  http.get(url('sellerOrders'), ({ request }) => {
    const refused = refusal(request)
    if (refused) return refused
    const query = SellerOrdersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Bad request')
    const { status, page } = query.data
    const matching = orders
      .filter((candidate) => status === 'all' || candidate.status === Number(status))
      .sort((a, b) => b.orderDate._seconds - a.orderDate._seconds)
    const answer: Answer<'sellerOrders'> = {
      orders: matching
        .slice((page - 1) * SELLER_ORDERS_PAGE_SIZE, page * SELLER_ORDERS_PAGE_SIZE)
        .map(summary),
      page,
      pageCount: Math.ceil(matching.length / SELLER_ORDERS_PAGE_SIZE),
      total: matching.length,
    }
    return HttpResponse.json(answer)
  }),
  http.get(url('sellerOrder'), ({ request, params }) => {
    const refused = refusal(request)
    if (refused) return refused
    const found = orders.find((candidate) => candidate.orderId === params.orderId)
    return found ? HttpResponse.json(found) : fail(404, SELLER_ORDER_NOT_FOUND_MESSAGE)
  }),
  http.post(url('sellerOrderStatus'), async ({ request, params }) => {
    const refused = refusal(request)
    if (refused) return refused
    const found = orders.find((candidate) => candidate.orderId === params.orderId)
    if (!found) return fail(404, SELLER_ORDER_NOT_FOUND_MESSAGE)
    const body = await bodyOf(request, 'sellerOrderStatus')
    const tracking = body.trackingNumber === undefined ? null : normalizeTrackingNumber(body.trackingNumber)
    if (tracking !== null && !isTrackingNumber(tracking)) return fail(400, TRACKING_NUMBER_INVALID_MESSAGE)
    const next = found.nextStatus
    if (next === null) return fail(409, SELLER_ORDER_CLOSED_MESSAGE)
    if (body.status !== next) return fail(409, SELLER_NEXT_STATUS_ONLY_MESSAGE)
    if (needsTrackingNumber(next) && !tracking) return fail(400, TRACKING_NUMBER_REQUIRED_MESSAGE)
    if (!needsTrackingNumber(next) && tracking) return fail(400, TRACKING_NUMBER_NOT_NEEDED_MESSAGE)
    const now = { _seconds: Math.floor(Date.now() / 1000), _nanoseconds: 0 }
    const moved: MockOrder = {
      ...found,
      status: next,
      nextStatus: nextSellerStatus(next),
      trackingNumber: tracking ?? found.trackingNumber,
      deliveredDate: next === ORDER_STATUS.delivered ? now : found.deliveredDate,
      items: found.items.map((item) =>
        item.status === ORDER_STATUS.cancelled ? item : { ...item, status: next },
      ),
      history: [
        ...found.history,
        {
          status: next,
          label: orderStatusLabel(next),
          at: now,
          actor: 'seller',
          trackingNumber: tracking,
          note: '',
        },
      ],
    }
    orders = orders.map((candidate) => (candidate === found ? moved : candidate))
    return HttpResponse.json(moved)
  }),
]
