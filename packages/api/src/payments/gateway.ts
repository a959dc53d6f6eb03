import { randomInt } from 'node:crypto'
import type { PaymentProvider } from '@haat/contract'

/**
 * What the server needs of a payment gateway: to open an order for an amount. Paying happens in the
 * gateway's dialog; the proof comes back signed (verify-payment, the webhook), so nothing else is asked
 * of the gateway here.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider
  /** Opens a gateway order of `amountPaise` (whole paise, as Razorpay counts). */
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>
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
