import type { Answer } from '@haat/contract'
import { PAYMENT_THEME_COLOR, RAZORPAY_CHECKOUT_SCRIPT, SITE_NAME } from '@haat/contract/core'

/** What Razorpay Checkout hands its handler after a payment: the fields verify-payment takes. */
export interface RazorpaySuccess {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface RazorpayFailure {
  error: { code: string; description: string; reason: string }
}

/** The part of Razorpay Checkout's options we use. */
export interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  prefill: { name?: string; email?: string; contact?: string }
  theme: { color: string }
  handler(response: RazorpaySuccess): void
  modal: { ondismiss(): void }
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/**
 * Razorpay's checkout script, added once to the page when the first online payment opens (it is never in
 * the bundle: only shoppers who pay online load it, and only with the razorpay provider). A failed load is
 * forgotten, so the next Pay Now tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_CHECKOUT_SCRIPT
    script.async = true
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not load'))
    script.onerror = () => {
      script.remove()
      reject(new Error('Razorpay Checkout did not load'))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Razorpay Checkout's options for a gateway order (amount in paise, as the gateway counts). */
export function razorpayOptions(
  order: Answer<'createPaymentOrder'>,
  handler: (response: RazorpaySuccess) => void,
  ondismiss: () => void,
): RazorpayOptions {
  const { name, email, contact } = order.prefill
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: SITE_NAME,
    prefill: { name, ...(email ? { email } : {}), ...(contact ? { contact } : {}) },
    theme: { color: PAYMENT_THEME_COLOR },
    handler,
    modal: { ondismiss },
  }
}
