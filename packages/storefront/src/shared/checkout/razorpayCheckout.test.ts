import type { Answer } from '@haat/contract'
import { PAYMENT_THEME_COLOR } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { razorpayOptions } from './razorpayCheckout.ts'

const order: Answer<'createPaymentOrder'> = {
  orderId: 'order_ABCDEFGHIJ1234',
  amount: 1_671_700,
  currency: 'INR',
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  parentOrderId: 'DemoParentOrder00001',
  payBy: { _seconds: 1_900_000_000, _nanoseconds: 0 },
  prefill: { name: 'Aarav Sharma', email: null, contact: '9876543210' },
}

describe("Razorpay Checkout's options", () => {
  it('open the gateway order in paise and INR, named Haat, in the purple theme', () => {
    const handler = () => {}
    const ondismiss = () => {}
    const options = razorpayOptions(order, handler, ondismiss)
    expect(options).toEqual({
      key: 'rzp_test_key',
      amount: 1_671_700,
      currency: 'INR',
      order_id: 'order_ABCDEFGHIJ1234',
      name: 'Haat',
      // Razorpay wants absent fields left out rather than null.
      prefill: { name: 'Aarav Sharma', contact: '9876543210' },
      theme: { color: PAYMENT_THEME_COLOR },
      handler,
      modal: { ondismiss },
    })
  })
})
