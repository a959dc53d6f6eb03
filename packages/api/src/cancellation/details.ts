import {
  isCancellable,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  type OrderCancellationAnswer,
  PREPAID,
  type RefundMethod,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { paiseToRupees } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import { orderItemRowsOf } from '../orders/order-view.ts'
import { CancellationRefusal } from './refusal.ts'

/**
 * Where a refund of this checkout may go: nowhere for cash on delivery (nothing was paid); the wallet, and
 * the original payment when the gateway holds one to refund (a checkout placed by the demo seed has none).
 */
export function refundMethodsOf(paymentMode: string, paymentId: string | null): RefundMethod[] {
  if (paymentMode !== PREPAID) return []
  return paymentId ? ['original', 'wallet'] : ['wallet']
}

/**
 * One of the shopper's orders as the cancellation page shows it: its items (each with what one unit cost
 * and whether it is cancelled already), whether it may still be cancelled, and where a refund may go.
 * Another shopper's order, an unknown id and an order of a checkout not placed all answer the same 404.
 */
export async function orderCancellationOf(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderCancellationAnswer> {
  const [order] = await selectRows<{
    id: string
    status: number
    payment_mode: string
    payment_id: string | null
  }>(
    db,
    sql`select o.id, o.status, p.payment_mode, p.payment_id
        from orders o join parent_orders p on p.id = o.parent_order_id
        where o.id = ${orderId} and o.user_id = ${userId} and p.user_id = ${userId} and p.state = 'placed'`,
  )
  if (!order) throw new CancellationRefusal(404, ORDER_NOT_FOUND_MESSAGE)
  const status = Number(order.status)
  const items = await orderItemRowsOf(db, [order.id])
  return {
    orderId: order.id,
    status,
    cancellable: isCancellable(status),
    paymentMode: order.payment_mode === PREPAID ? PREPAID : 'COD',
    refundMethods: refundMethodsOf(order.payment_mode, order.payment_id),
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      status: item.status,
      cancelled: item.status === ORDER_STATUS.cancelled || item.cancelledAt !== null,
    })),
  }
}
