import { randomInt } from 'node:crypto'
import type { PaymentProvider } from '@haat/contract'
import type { Db } from '../db/client.ts'

/**
 * What the server needs of a payment gateway: to open an order for an amount, and to give part of a
 * captured payment back. Paying happens in the gateway's dialog; the proof comes back signed
 * (verify-payment, the webhook), so nothing else is asked of the gateway here.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider
  /** Opens a gateway order of `amountPaise` (whole paise, as Razorpay counts). */
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>
  /**
   * Refunds `amountPaise` of the captured payment `paymentId`. Called inside the cancellation's
   * transaction, after its every other write: the simulated gateway keeps its refund in that transaction
   * (`tx`), so a cancellation that rolls back leaves no refund; Razorpay's cannot be undone, so it is asked
   * last. Throws PaymentProviderDownError when the gateway refuses or does not answer.
   */
  refund(request: GatewayRefundRequest, tx: GatewayTx): Promise<GatewayRefund>
}

/** The transaction a refund is made in (see PaymentGateway.refund). */
export type GatewayTx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface GatewayRefundRequest {
  paymentId: string
  amountPaise: number
  /** Our reference for the refund (the cancellation's id), at most 40 characters as Razorpay allows. */
  receipt: string
}

export interface GatewayRefund {
  /** The gateway's refund id: 'rfnd_' and 14 letters and digits. */
  id: string
}

export interface GatewayOrderRequest {
  amountPaise: number
  currency: string
  /** Our reference for the order (the parent order's id), at most 40 characters as Razorpay allows. */
  receipt: string
}

export interface GatewayOrder {
  /** The gateway's order id: 'order_' and 14 letters and digits. */
  id: string
  amountPaise: number
  currency: string
}

/** The gateway did not answer, or refused to open the order: the shopper may try again shortly. */
export class PaymentProviderDownError extends Error {
  override name = 'PaymentProviderDownError'
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An id in Razorpay's shape: `prefix`_ and 14 letters and digits ('order_…', 'pay_…', 'evt_…'). */
export function gatewayStyleId(prefix: string): string {
  let id = ''
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return `${prefix}_${id}`
}
