import {
  type GatewayOrder,
  type GatewayOrderRequest,
  gatewayStyleId,
  type PaymentGateway,
} from './gateway.ts'

/**
 * The test-mode gateway of development and tests: orders are made here, in Razorpay's id shape, without
 * leaving the machine. Paying them is routes.ts's /simulated-gateway/pay, which signs like Razorpay.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulated' as const

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    return { id: gatewayStyleId('order'), amountPaise: request.amountPaise, currency: request.currency }
  }
}
