import Razorpay from 'razorpay'
import {
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayRefund,
  type GatewayRefundRequest,
  type PaymentGateway,
  PaymentProviderDownError,
} from './gateway.ts'

/** The part of the official SDK this gateway uses (tests hand in a fake with the same shape). */
export interface RazorpayOrdersApi {
  orders: {
    create(params: {
      amount: number
      currency: string
      receipt: string
    }): Promise<{ id: string; amount: number | string; currency: string }>
  }
}

/** The part of the official SDK refunds use (a fake without it cannot refund). */
export interface RazorpayRefundsApi {
  payments: {
    refund(
      paymentId: string,
      params: { amount: number; speed: 'normal'; receipt: string; notes: Record<string, string> },
    ): Promise<{ id: string; amount?: number | string | undefined }>
  }
}

/** How long Razorpay may take to open an order before the shopper is told to try again. */
export const RAZORPAY_TIMEOUT_MS = 8_000

/** Why Razorpay refused, as its SDK reports it ({statusCode, error: {code, description}}), for the log. */
function describeSdkError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { statusCode, error: detail } = error as {
      statusCode?: unknown
      error?: { code?: unknown; description?: unknown }
    }
    if (statusCode !== undefined || detail) {
      return `Razorpay answered ${String(statusCode ?? '?')} ${String(detail?.code ?? '')} ${String(detail?.description ?? '')}`.trim()
    }
    if (error instanceof Error) return error.message
  }
  return String(error)
}

/**
 * Razorpay through its official SDK. Only orders are created here: the amount in paise, INR, and our
 * parent order id as the receipt. Any failure (no answer in RAZORPAY_TIMEOUT_MS, a refusal, a network
 * error) becomes PaymentProviderDownError, which the route answers 502.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const
  readonly #sdk: RazorpayOrdersApi & Partial<RazorpayRefundsApi>
  readonly #timeoutMs: number

  constructor(
    settings: { keyId: string; keySecret: string },
    sdk?: RazorpayOrdersApi & Partial<RazorpayRefundsApi>,
    timeoutMs: number = RAZORPAY_TIMEOUT_MS,
  ) {
    this.#sdk =
      sdk ??
      (new Razorpay({
        key_id: settings.keyId,
        key_secret: settings.keySecret,
      }) as unknown as RazorpayOrdersApi & RazorpayRefundsApi)
    this.#timeoutMs = timeoutMs
  }

  /** One SDK call with the timeout; whatever goes wrong becomes PaymentProviderDownError. */
  async #ask<T>(call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderDownError(`Razorpay did not answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      )
      timer.unref()
    })
    try {
      return await Promise.race([call(), timedOut])
    } catch (error) {
      if (error instanceof PaymentProviderDownError) throw error
      throw new PaymentProviderDownError(describeSdkError(error), { cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    const order = await this.#ask(() =>
      this.#sdk.orders.create({
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.receipt,
      }),
    )
    const amountPaise = Number(order.amount)
    if (
      typeof order.id !== 'string' ||
      !/^order_[A-Za-z0-9]+$/.test(order.id) ||
      amountPaise !== request.amountPaise
    ) {
      throw new PaymentProviderDownError('Razorpay answered an order that is not the one asked for')
    }
    return { id: order.id, amountPaise, currency: order.currency }
  }

  /** A normal-speed refund of part of a captured payment, with our cancellation id as its receipt. */
  async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    const payments = this.#sdk.payments
    if (!payments) throw new PaymentProviderDownError('this Razorpay client cannot make refunds')
    const refund = await this.#ask(() =>
      payments.refund(request.paymentId, {
        amount: request.amountPaise,
        speed: 'normal',
        receipt: request.receipt,
        notes: { cancellation: request.receipt },
      }),
    )
    if (typeof refund.id !== 'string' || !/^rfnd_[A-Za-z0-9]+$/.test(refund.id)) {
      throw new PaymentProviderDownError('Razorpay answered a refund without a refund id')
    }
    if (refund.amount !== undefined && Number(refund.amount) !== request.amountPaise) {
      throw new PaymentProviderDownError('Razorpay answered a refund of another amount')
    }
    return { id: refund.id }
  }
}
