import type { Answer } from '@haat/contract'
import {
  COD_ORDER_FAILED_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  outOfStockAtOrderMessage,
  PAYMENT_INIT_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  PAYMENT_VERIFY_ERROR_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  attemptFor,
  canonicalJson,
  newIdempotencyKey,
  type PaymentDialogState,
  paymentDialogReducer,
  paymentInitFailedText,
  placeFailedText,
  verifyFailedText,
} from './paymentFlow.ts'

const request = {
  kind: 'cart',
  body: {
    paymentMode: 'Pre-paid',
    products: [{ id: 'P1', quantity: 2, productNote: '' }],
    creditCoins: 10,
    address: { name: 'Asha', pincode: '560001' },
  },
}

describe('one Idempotency-Key per checkout attempt', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN)
  })

  it('keeps the key while the request stays the same, whatever the order of its fields', () => {
    const first = attemptFor(null, request)
    const reordered = {
      body: {
        address: { pincode: '560001', name: 'Asha' },
        creditCoins: 10,
        products: [{ productNote: '', quantity: 2, id: 'P1' }],
        paymentMode: 'Pre-paid',
      },
      kind: 'cart',
    }
    expect(attemptFor(first, reordered)).toBe(first)
    expect(attemptFor(first, structuredClone(request)).key).toBe(first.key)
  })

  it('starts a new attempt with a new key when anything the shopper chose changes', () => {
    const first = attemptFor(null, request)
    const changes = [
      { ...request, body: { ...request.body, creditCoins: 0 } },
      { ...request, body: { ...request.body, paymentMode: 'COD' } },
      { ...request, body: { ...request.body, products: [{ id: 'P1', quantity: 3, productNote: '' }] } },
      { ...request, body: { ...request.body, address: { name: 'Asha', pincode: '560002' } } },
      { ...request, kind: 'single' },
    ]
    for (const changed of changes) {
      const next = attemptFor(first, changed)
      expect(next.key).not.toBe(first.key)
      expect(next.request).toBe(canonicalJson(changed))
    }
  })

  it('makes a new key when there is no attempt yet (after one completed)', () => {
    let made = 0
    const makeKey = () => `key-${++made}-0123456789abcdef`
    expect(attemptFor(null, request, makeKey).key).toBe('key-1-0123456789abcdef')
    expect(attemptFor(null, request, makeKey).key).toBe('key-2-0123456789abcdef')
  })

  it('keeps arrays in their order (the products are not a set)', () => {
    expect(canonicalJson({ b: [2, 1], a: null })).toBe('{"a":null,"b":[2,1]}')
  })
})

const order: Answer<'createPaymentOrder'> = {
  orderId: 'order_ABCDEFGHIJ1234',
  amount: 123450,
  currency: 'INR',
  provider: 'simulated',
  keyId: 'rzp_test_simulated',
  parentOrderId: 'DemoParentOrder00001',
  payBy: { _seconds: 1_900_000_000, _nanoseconds: 0 },
  prefill: { name: 'Asha', email: null, contact: '9876543210' },
}

describe('the payment dialog', () => {
  const open = paymentDialogReducer(null, { type: 'open', order })

  it('opens on the choice of method', () => {
    expect(open).toEqual({ order, step: 'choose', failureMessage: null })
  })

  it('goes choose → processing → failed → choose, keeping the failure until a retry', () => {
    const processing = paymentDialogReducer(open, { type: 'pay' })
    expect(processing?.step).toBe('processing')
    const failed = paymentDialogReducer(processing, { type: 'failed', message: 'Payment declined by bank' })
    expect(failed).toEqual({ order, step: 'failed', failureMessage: 'Payment declined by bank' })
    expect(paymentDialogReducer(failed, { type: 'retry' })).toEqual(open)
  })

  it('ignores a second pay while one is processing, and a retry that follows no failure', () => {
    const processing = paymentDialogReducer(open, { type: 'pay' })
    expect(paymentDialogReducer(processing, { type: 'pay' })).toBe(processing)
    expect(paymentDialogReducer(open, { type: 'retry' })).toBe(open)
    expect(paymentDialogReducer(processing, { type: 'retry' })).toBe(processing)
  })

  it('closes from every step, and nothing happens to a closed dialog', () => {
    const steps: (PaymentDialogState | null)[] = [
      open,
      paymentDialogReducer(open, { type: 'pay' }),
      paymentDialogReducer(open, { type: 'failed', message: 'x' }),
    ]
    for (const state of steps) expect(paymentDialogReducer(state, { type: 'close' })).toBeNull()
    expect(paymentDialogReducer(null, { type: 'pay' })).toBeNull()
    expect(paymentDialogReducer(null, { type: 'failed', message: 'x' })).toBeNull()
  })
})

const refused = (status: number, message?: string) => ({
  status,
  data: message === undefined ? {} : { message },
})

describe('what a failure says', () => {
  it("placing: the server's reason for a refusal, else the specification's words", () => {
    const stock = outOfStockAtOrderMessage('Lipstick', 1)
    expect(placeFailedText(refused(409, stock))).toBe(stock)
    expect(placeFailedText(refused(500, 'Internal Server Error'))).toBe(COD_ORDER_FAILED_MESSAGE)
    expect(placeFailedText({ status: 'FETCH_ERROR', error: 'offline' })).toBe(COD_ORDER_FAILED_MESSAGE)
    expect(placeFailedText(refused(409))).toBe(COD_ORDER_FAILED_MESSAGE)
  })

  it('opening the payment: a refusal says why, anything else asks to try again', () => {
    expect(paymentInitFailedText(refused(409, 'This order is not waiting for a payment.'))).toBe(
      'This order is not waiting for a payment.',
    )
    expect(paymentInitFailedText(refused(503, 'down'))).toBe(PAYMENT_INIT_FAILED_MESSAGE)
    expect(paymentInitFailedText(undefined)).toBe(PAYMENT_INIT_FAILED_MESSAGE)
  })

  it('verifying: a payment not proven, a closed window, or a failure sent to support', () => {
    expect(verifyFailedText(refused(400, PAYMENT_VERIFICATION_FAILED_MESSAGE))).toBe(
      PAYMENT_VERIFICATION_FAILED_MESSAGE,
    )
    expect(verifyFailedText(refused(400, 'A payment signature is 64 hexadecimal digits.'))).toBe(
      PAYMENT_VERIFICATION_FAILED_MESSAGE,
    )
    expect(verifyFailedText(refused(409, PAYMENT_WINDOW_CLOSED_MESSAGE))).toBe(PAYMENT_WINDOW_CLOSED_MESSAGE)
    expect(verifyFailedText(refused(502))).toBe(PAYMENT_VERIFY_ERROR_MESSAGE)
    expect(verifyFailedText({ status: 'FETCH_ERROR', error: 'offline' })).toBe(PAYMENT_VERIFY_ERROR_MESSAGE)
  })
})
