import { simulatedRefunds } from '../db/schema.ts'
import {
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayRefund,
  type GatewayRefundRequest,
  type GatewayTx,
  gatewayStyleId,
  type PaymentGateway,
} from './gateway.ts'

/**
 * The test-mode gateway of development and tests: orders are made here, in Razorpay's id shape, without
 * leaving the machine. Paying them is routes.ts's /simulated-gateway/pay, which signs like Razorpay; a
 * refund is kept in simulated_refunds, as Razorpay would keep it on its side.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulated' as const

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    return { id: gatewayStyleId('order'), amountPaise: request.amountPaise, currency: request.currency }
  }

  async refund(request: GatewayRefundRequest, tx: GatewayTx): Promise<GatewayRefund> {
    const id = gatewayStyleId('rfnd')
    await tx
      .insert(simulatedRefunds)
      .values({ id, paymentId: request.paymentId, amountPaise: request.amountPaise })
    return { id }
  }
}
