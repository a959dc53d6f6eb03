import {
  type Answer,
  NOT_SELLER_MEMBER_MESSAGE,
  type RouteName,
  routePath,
  routes,
  SELLER_NEXT_STATUS_ONLY_MESSAGE,
  SELLER_ORDER_CLOSED_MESSAGE,
  TRACKING_NUMBER_REQUIRED_MESSAGE,
} from '@haat/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD } from './authFixtures.ts'
import { authHandlers } from './authHandlers.ts'
import {
  MOCK_SELLER_EMAIL,
  MOCK_SELLER_PASSWORD,
  resetSellerArea,
  sellerAreaHandlers,
} from './sellerAreaHandlers.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

const server = listeningMockServer()

async function call<N extends RouteName>(
  name: N,
  {
    token,
    params,
    query = '',
    body,
  }: { token?: string; params?: Record<string, string>; query?: string; body?: unknown },
) {
  const response = await fetch(`${MOCK_ORIGIN}/api${routePath(routes[name].path, params)}${query}`, {
    method: routes[name].method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Answer<N> & { message?: string } }
}

const signIn = async (email: string, password: string) =>
  (await call('signinCheck', { body: { email, password } })).body.token

describe('the seller area mocks', () => {
  beforeEach(() => {
    resetSellerArea()
    server.resetHandlers(...sellerAreaHandlers(), ...authHandlers())
  })

  it('signs the demo seller in as a member; the demo shopper still signs in, but is no member', async () => {
    const seller = await signIn(MOCK_SELLER_EMAIL, MOCK_SELLER_PASSWORD)
    expect((await call('sellerAccount', { token: seller })).body.storeName).toBe('Shree Ganesh Traders')
    const shopper = await signIn(DEMO_EMAIL, DEMO_PASSWORD)
    expect(shopper).toEqual(expect.any(String))
    const refused = await call('sellerOrders', { token: shopper })
    expect(refused).toEqual({ status: 403, body: { message: NOT_SELLER_MEMBER_MESSAGE } })
    expect((await call('sellerOrders', {})).status).toBe(401)
  })

  it('lists by status and moves an order only to its next status', async () => {
    const token = await signIn(MOCK_SELLER_EMAIL, MOCK_SELLER_PASSWORD)
    const all = await call('sellerOrders', { token })
    expect(all.body.total).toBe(3)
    const processing = await call('sellerOrders', { token, query: '?status=0' })
    const orderId = processing.body.orders[0]?.orderId as string
    expect(processing.body.orders).toHaveLength(1)
    const move = (body: unknown) => call('sellerOrderStatus', { token, params: { orderId }, body })
    expect((await move({ status: 2 })).body.message).toBe(SELLER_NEXT_STATUS_ONLY_MESSAGE)
    expect((await move({ status: 1 })).body.message).toBe(TRACKING_NUMBER_REQUIRED_MESSAGE)
    const shipped = await move({ status: 1, trackingNumber: 'awb-1234567' })
    expect(shipped.body).toMatchObject({ status: 1, nextStatus: 2, trackingNumber: 'AWB-1234567' })
    // The cancelled item keeps its status; the other moves with the order.
    expect(shipped.body.items.map((item) => item.status)).toEqual([1, 4])
    await move({ status: 2 })
    const delivered = await move({ status: 3 })
    expect(delivered.body.history.map((entry) => entry.label)).toEqual([
      'Placed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ])
    expect((await move({ status: 3 })).body.message).toBe(SELLER_ORDER_CLOSED_MESSAGE)
    expect((await call('sellerOrder', { token, params: { orderId: 'Unknown' } })).status).toBe(404)
  })
})
