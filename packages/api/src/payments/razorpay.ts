import Razorpay from 'razorpay'
import {
  type GatewayOrder,
  type GatewayOrderRequest,
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
  readonly #sdk: RazorpayOrdersApi
  readonly #timeoutMs: number

  constructor(
    settings: { keyId: string; keySecret: string },
    sdk?: RazorpayOrdersApi,
    timeoutMs: number = RAZORPAY_TIMEOUT_MS,
  ) {
    this.#sdk =
      sdk ??
      (new Razorpay({
        key_id: settings.keyId,
        key_secret: settings.keySecret,
      }) as unknown as RazorpayOrdersApi)
    this.#timeoutMs = timeoutMs
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderDownError(`Razorpay did not answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      )
      timer.unref()
    })
    try {
      const order = await Promise.race([
        this.#sdk.orders.create({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.receipt,
        }),
        timedOut,
      ])
      const amountPaise = Number(order.amount)
      if (
        typeof order.id !== 'string' ||
        !/^order_[A-Za-z0-9]+$/.test(order.id) ||
        amountPaise !== request.amountPaise
      ) {
        throw new PaymentProviderDownError('Razorpay answered an order that is not the one asked for')
      }
      return { id: order.id, amountPaise, currency: order.currency }
    } catch (error) {
      if (error instanceof PaymentProviderDownError) throw error
      throw new PaymentProviderDownError(describeSdkError(error), { cause: error })
    } finally {
      clearTimeout(timer)
    }
  }
}
