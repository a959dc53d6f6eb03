import type { Answer } from '@haat/contract'
import {
  COD_ORDER_FAILED_MESSAGE,
  PAYMENT_INIT_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  PAYMENT_VERIFY_ERROR_MESSAGE,
} from '@haat/contract/core'
import { type CallError, serverMessage, statusOf } from '../../app/errorText.ts'

/*
 * The pure parts of a checkout's payment (docs/product.md, "Payments"): which Idempotency-Key an attempt
 * sends, where the simulated gateway's dialog stands, and what each failure says. The hook
 * (useCheckoutPayment.ts) runs the calls around them.
 */

// --- One key per checkout attempt ----------------------------------------------------------------------

/** One checkout attempt: its Idempotency-Key and the request it was made for. */
export interface CheckoutAttempt {
  key: string
  /** The request's canonical JSON: the same request is the same attempt. */
  request: string
}

/** A fresh Idempotency-Key: a random UUID's 32 hexadecimal digits (the contract takes 16 to 100). */
export const newIdempotencyKey = (): string => crypto.randomUUID().replaceAll('-', '')

/** JSON with every object's keys sorted, so two equal requests read the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : field,
  )
}

/**
 * The attempt a place call belongs to. The same request again (a double click, Pay Now after the dialog
 * was dismissed, a retry after a network failure) keeps the key, so the server answers the order the first
 * call made instead of placing a second one; a changed request (another address, quantity, coins or
 * payment method) is a new attempt with a new key.
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  request: unknown,
  makeKey: () => string = newIdempotencyKey,
): CheckoutAttempt {
  const canonical = canonicalJson(request)
  return previous?.request === canonical ? previous : { key: makeKey(), request: canonical }
}

// --- The simulated gateway's dialog ---------------------------------------------------------------------

export type PaymentDialogStep = 'choose' | 'processing' | 'failed'

/** The dialog while it is open: the gateway order it pays, its step and the last failure's words. */
export interface PaymentDialogState {
  order: Answer<'createPaymentOrder'>
  step: PaymentDialogStep
  failureMessage: string | null
}

export type PaymentDialogEvent =
  | { type: 'open'; order: Answer<'createPaymentOrder'> }
  | { type: 'pay' }
  | { type: 'failed'; message: string }
  | { type: 'retry' }
  | { type: 'close' }

/**
 * choose → (pay) processing → (failed) failed → (retry) choose; close from any step. A second pay while one
 * is processing, or a retry that is not after a failure, changes nothing.
 */
export function paymentDialogReducer(
  state: PaymentDialogState | null,
  event: PaymentDialogEvent,
): PaymentDialogState | null {
  switch (event.type) {
    case 'open':
      return { order: event.order, step: 'choose', failureMessage: null }
    case 'close':
      return null
    case 'pay':
      return state?.step === 'choose' ? { ...state, step: 'processing', failureMessage: null } : state
    case 'failed':
      return state ? { ...state, step: 'failed', failureMessage: event.message } : state
    case 'retry':
      return state?.step === 'failed' ? { ...state, step: 'choose', failureMessage: null } : state
  }
}

// --- What each failure says -----------------------------------------------------------------------------

const refusal = (error: CallError) => {
  const status = statusOf(error)
  return status !== undefined && status >= 400 && status < 500 ? serverMessage(error) : undefined
}

/** Placing failed: the server's reason for a refusal (stock, limits, coins, address), else the fallback. */
export const placeFailedText = (error: CallError): string => refusal(error) ?? COD_ORDER_FAILED_MESSAGE

/** Opening the gateway order failed: the server's reason for a refusal, else the specification's words. */
export const paymentInitFailedText = (error: CallError): string =>
  refusal(error) ?? PAYMENT_INIT_FAILED_MESSAGE

/**
 * Verifying failed. A 400 is a payment the server could not prove (a bad signature); another refusal says
 * its own reason (the payment window closed); anything else (network, server error) leaves the payment's
 * fate unknown to the shopper, who is sent to customer support.
 */
export function verifyFailedText(error: CallError): string {
  const status = statusOf(error)
  if (status === 400) return PAYMENT_VERIFICATION_FAILED_MESSAGE
  return refusal(error) ?? PAYMENT_VERIFY_ERROR_MESSAGE
}
