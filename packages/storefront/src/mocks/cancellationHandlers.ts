import {
  type Answer,
  CancelOrderBody,
  ITEM_ALREADY_CANCELLED_MESSAGE,
  ITEM_NOT_IN_ORDER_MESSAGE,
  isCancellable,
  ORDER_CANCELLED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  ORIGINAL_REFUND_UNAVAILABLE_MESSAGE,
  type Order,
  PREPAID,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recordedShopperOrders } from './orderHandlers.ts'
import { recordings } from './recorded/index.ts'

/*
 * The cancellation page's two calls, answered as the server answers them (docs/product.md, "Cancellation"):
 * the order's items and refund methods, and cancel-order with its refusals. What is cancelled during a
 * session stays cancelled, so asking twice is refused as the server refuses it. Amounts are the items' prices
 * (the mocks know no coin share); the real sums are the server's and its tests'.
 */

type Details = Answer<'orderCancellation'>

/** An order the mocks hold (recorded in the list), as the cancellation page's answer would show it. */
export function cancellationOf(order: Order): Details {
  return {
    orderId: order.orderId,
    status: order.status,
    cancellable: isCancellable(order.status),
    paymentMode: order.paymentMode,
    refundMethods: order.paymentMode === PREPAID ? ['original', 'wallet'] : [],
    items: order.product.items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      price: item.productDetails.offerPrice,
      status: item.status,
      cancelled: item.status === ORDER_STATUS.cancelled || item.cancel !== null,
    })),
  }
}

/** The recorded answers of the cancellation page, by order id. */
function recordedDetails(): Record<string, Details> {
  const byId: Record<string, Details> = {}
  for (const recording of recordings.orderCancellation) {
    if (recording.status === 200) byId[(recording.answer as Details).orderId] = recording.answer as Details
  }
  return byId
}

export interface CancellationMockOptions {
  /** The cancellation page's answers by order id, over the recorded ones and the recorded orders'. */
  answers?: Readonly<Record<string, Details>>
  /** Every cancel-order refused with this status and message (a story of the page's error). */
  refuse?: { status: number; message: string }
}

/** `GET /order-cancellation/{orderId}` and `POST /cancel-order`; both answer 401 without a bearer token. */
export function cancellationHandlers({ answers = {}, refuse }: CancellationMockOptions = {}) {
  const given = { ...recordedDetails(), ...answers }
  /** The products this session cancelled, by order id. */
  const cancelled = new Map<string, Set<string>>()
  let refunds = 0

  const detailsOf = (orderId: string): Details | undefined => {
    const order = recordedShopperOrders().find((candidate) => candidate.orderId === orderId)
    const base = given[orderId] ?? (order ? cancellationOf(order) : undefined)
    if (!base) return undefined
    const gone = cancelled.get(orderId) ?? new Set<string>()
    const items = base.items.map((item) =>
      gone.has(item.productId) ? { ...item, status: ORDER_STATUS.cancelled, cancelled: true } : item,
    )
    const status = items.every((item) => item.cancelled) ? ORDER_STATUS.cancelled : base.status
    return { ...base, items, status, cancellable: base.cancellable && isCancellable(status) }
  }

  return [
    http.get(url('orderCancellation'), ({ request, params }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const details = detailsOf(String(params.orderId))
      if (!details) return fail(404, ORDER_NOT_FOUND_MESSAGE)
      return HttpResponse.json(details)
    }),
    http.post(url('cancelOrder'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const parsed = CancelOrderBody.safeParse(await request.json().catch(() => null))
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid request')
      if (refuse) return fail(refuse.status, refuse.message)
      const body = parsed.data
      const details = detailsOf(body.orderId)
      if (!details) return fail(404, ORDER_NOT_FOUND_MESSAGE)
      if (!details.cancellable) return fail(409, ORDER_NOT_CANCELLABLE_MESSAGE)
      const chosen = body.productIds.map((id) => details.items.find((item) => item.productId === id))
      if (chosen.some((item) => item === undefined)) return fail(404, ITEM_NOT_IN_ORDER_MESSAGE)
      if (chosen.some((item) => item?.cancelled)) return fail(409, ITEM_ALREADY_CANCELLED_MESSAGE)
      const prepaid = details.paymentMode === PREPAID
      if (prepaid && !details.refundMethods.includes(body.refundMethod)) {
        return fail(409, ORIGINAL_REFUND_UNAVAILABLE_MESSAGE)
      }
      const gone = cancelled.get(body.orderId) ?? new Set<string>()
      for (const id of body.productIds) gone.add(id)
      cancelled.set(body.orderId, gone)
      const paise = chosen.reduce(
        (sum, item) => sum + Math.round((item?.price ?? 0) * 100) * (item?.quantity ?? 0),
        0,
      )
      const original = prepaid && body.refundMethod === 'original'
      if (original) refunds += 1
      const answer: Answer<'cancelOrder'> = {
        success: true,
        message: ORDER_CANCELLED_MESSAGE,
        refund: {
          amount: prepaid ? paise / 100 : 0,
          coins: 0,
          method: body.refundMethod,
          refundId: original ? `rfnd_Mock${String(refunds).padStart(10, '0')}` : null,
        },
        status: detailsOf(body.orderId)?.status ?? details.status,
      }
      return HttpResponse.json(answer)
    }),
  ]
}
