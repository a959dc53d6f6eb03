import {
  type Answer,
  ITEM_ALREADY_CANCELLED_MESSAGE,
  ITEM_NOT_IN_ORDER_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type RouteName,
  routePath,
  routes,
  SELECT_CANCELLATION_REASON_MESSAGE,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { cancellationHandlers } from './cancellationHandlers.ts'
import { recordings } from './recorded/index.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

const server = listeningMockServer()

async function call(
  name: RouteName,
  { params, body, token = true }: { params?: Record<string, string>; body?: unknown; token?: boolean } = {},
) {
  const response = await fetch(`${MOCK_ORIGIN}/api${routePath(routes[name].path, params)}`, {
    method: routes[name].method,
    headers: {
      ...(token ? { Authorization: 'Bearer mock' } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: await response.json() }
}

const recordedOf = (status: number) => {
  const found = recordings.orderCancellation.find(
    (recording) =>
      recording.status === 200 && (recording.answer as Answer<'orderCancellation'>).status === status,
  )
  if (!found) throw new Error(`a recorded cancellation page of an order at status ${status} is needed`)
  return found.answer as Answer<'orderCancellation'>
}

describe('the cancellation mocks', () => {
  it('answer the recorded page, 404 for an unknown order and 401 without a session', async () => {
    server.resetHandlers(...cancellationHandlers())
    const shipped = recordedOf(1)
    expect((await call('orderCancellation', { params: { orderId: shipped.orderId } })).body).toEqual(shipped)
    expect(await call('orderCancellation', { params: { orderId: 'NoSuchOrder' } })).toEqual({
      status: 404,
      body: { message: ORDER_NOT_FOUND_MESSAGE },
    })
    expect(
      (await call('orderCancellation', { params: { orderId: shipped.orderId }, token: false })).status,
    ).toBe(401)
  })

  it('cancel once: the page shows the item cancelled, and asking again is refused', async () => {
    server.resetHandlers(...cancellationHandlers())
    const shipped = recordedOf(1)
    const [first] = shipped.items
    if (!first) throw new Error('an item expected')
    const body = {
      orderId: shipped.orderId,
      productIds: [first.productId],
      cancellationReason: 'other',
      refundMethod: 'wallet',
    }
    const done = await call('cancelOrder', { body })
    expect(done.status).toBe(200)
    expect(done.body.refund).toEqual({
      amount: first.price * first.quantity,
      coins: 0,
      method: 'wallet',
      refundId: null,
    })
    const page = (await call('orderCancellation', { params: { orderId: shipped.orderId } }))
      .body as Answer<'orderCancellation'>
    expect(page.items.find((item) => item.productId === first.productId)?.cancelled).toBe(true)
    // A second identical call is refused: the item is cancelled (here the order's only one, so the order too).
    const again = await call('cancelOrder', { body })
    expect(again.status).toBe(409)
    expect([ITEM_ALREADY_CANCELLED_MESSAGE, ORDER_NOT_CANCELLABLE_MESSAGE]).toContain(again.body.message)
  })

  it("refuse as the server does: no reason, another order's item, an order past Shipped", async () => {
    server.resetHandlers(...cancellationHandlers())
    const shipped = recordedOf(1)
    const delivered = recordedOf(3)
    const productIds = [shipped.items[0]?.productId]
    expect(await call('cancelOrder', { body: { orderId: shipped.orderId, productIds } })).toEqual({
      status: 400,
      body: { message: SELECT_CANCELLATION_REASON_MESSAGE },
    })
    expect(
      await call('cancelOrder', {
        body: { orderId: shipped.orderId, productIds: ['SomeOtherProduct'], cancellationReason: 'other' },
      }),
    ).toEqual({ status: 404, body: { message: ITEM_NOT_IN_ORDER_MESSAGE } })
    expect(
      await call('cancelOrder', {
        body: {
          orderId: delivered.orderId,
          productIds: [delivered.items[0]?.productId],
          cancellationReason: 'other',
        },
      }),
    ).toEqual({ status: 409, body: { message: ORDER_NOT_CANCELLABLE_MESSAGE } })
  })
})
