import { ORDER_STATUS } from '@haat/contract/core'
import { eq, sql } from 'drizzle-orm'
import { recordStatusChange } from '../../orders/history.ts'
import type { Db } from '../client.ts'
import { orders } from '../schema.ts'
import { DEMO_SHOPPER } from './demo-shopper.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const DAY = 86_400_000
const HOUR = 3_600_000

interface DemoOrderRow {
  id: string
  status: number
  order_date: Date | string
  delivered_date: Date | string | null
  cancelled_at: Date | string | null
  steps: number
}

/** The tracking number the demo's shipped orders were given: a fixed form of the order's id. */
export const demoTrackingNumber = (orderId: string) => `HAAT-${orderId.replace(/\D/g, '').slice(-8)}`

/**
 * The life the demo shopper's seeded orders had after they were placed, as the seller area and the
 * cancellation page would have written it: a shipped (or later) order was shipped by its seller with a
 * tracking number, then sent out for delivery and delivered (on its delivered date); the cancelled one was
 * cancelled by the shopper when its items were. Steps fall between placing and now, in order, so the order
 * page's history reads as the tracker does. Orders that already have a history are left alone, so a second
 * start adds nothing.
 */
export async function ensureDemoOrderHistory(tx: Tx, opts: { now?: Date } = {}): Promise<{ added: number }> {
  const now = (opts.now ?? new Date()).getTime()
  const result = await tx.execute(
    sql`select o.id, o.status, o.order_date, o.delivered_date,
               (select min(i.cancelled_at) from order_items i where i.order_id = o.id) as cancelled_at,
               (select count(*)::int from order_status_history h where h.order_id = o.id) as steps
        from orders o
        where o.user_id = ${DEMO_SHOPPER.id} and o.id like 'DemoOrder%'`,
  )
  const demoOrders = (result as unknown as { rows: DemoOrderRow[] }).rows
  let added = 0
  for (const order of demoOrders) {
    const status = Number(order.status)
    if (Number(order.steps) > 0 || status === ORDER_STATUS.processing) continue
    const placed = new Date(order.order_date).getTime()
    const cancelled = status === ORDER_STATUS.cancelled
    // Each step a day or so after the last, but never later than an hour before now.
    const at = (days: number) =>
      new Date(Math.min(placed + days * DAY, placed + ((now - HOUR - placed) * days) / 4))
    if (cancelled) {
      const cancelledAt = order.cancelled_at ? new Date(order.cancelled_at) : at(1)
      await recordStatusChange(tx, {
        orderId: order.id,
        status: ORDER_STATUS.cancelled,
        actor: 'shopper',
        at: cancelledAt,
      })
      added++
      continue
    }
    const trackingNumber = demoTrackingNumber(order.id)
    for (let step: number = ORDER_STATUS.shipped; step <= status; step++) {
      const delivered = step === ORDER_STATUS.delivered && order.delivered_date
      await recordStatusChange(tx, {
        orderId: order.id,
        status: step,
        actor: 'seller',
        trackingNumber: step === ORDER_STATUS.shipped ? trackingNumber : null,
        at: delivered
          ? new Date(order.delivered_date as Date | string)
          : at(step === ORDER_STATUS.shipped ? 1 : 3),
      })
      added++
    }
    await tx.update(orders).set({ trackingNumber }).where(eq(orders.id, order.id))
  }
  return { added }
}
