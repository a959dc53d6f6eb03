import {
  cancellationReasonLabel,
  historyEntryLabel,
  isCancellable,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PERIOD_DAYS,
  ORDER_PLACED_LABEL,
  ORDERS_PAGE_SIZE,
  type OrderCancellationEntry,
  type OrderDetailsAnswer,
  type OrderHistoryEntry,
  type OrderPeriod,
  type OrdersAnswer,
} from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import type { ShipTo as StoredShipTo } from '../db/schema.ts'
import {
  itemsByOrder,
  type OrderCheckoutFacts,
  type OrderRowFacts,
  OrderViewRefusal,
  orderAnswerOf,
  orderItemRowsOf,
} from './order-view.ts'

const DAY_MS = 86_400_000

/** An order row as both queries read it: the order, its seller's store name and its checkout's facts. */
interface StoredOrderRow {
  id: string
  seller_id: string
  store_name: string | null
  status: number
  order_amount_paise: number
  order_date: Date | string
  expected_delivery_date: Date | string
  delivered_date: Date | string | null
  parent_order_id: string
  payment_mode: OrderCheckoutFacts['paymentMode']
  credit_coins: number
  coin_value_paise: number
  ship_to: StoredShipTo | string
}

/** The columns of StoredOrderRow, from `orders o`, `sellers s` and `parent_orders p`. */
const ORDER_COLUMNS = sql`o.id, o.seller_id, s.store_name, o.status, o.order_amount_paise, o.order_date,
  o.expected_delivery_date, o.delivered_date, o.parent_order_id, p.payment_mode, p.credit_coins,
  p.coin_value_paise, p.ship_to`

const checkoutOf = (row: StoredOrderRow): OrderCheckoutFacts => ({
  id: row.parent_order_id,
  paymentMode: row.payment_mode,
  creditCoins: Number(row.credit_coins),
  coinValuePaise: Number(row.coin_value_paise),
  // Both drivers parse jsonb; a text answer is parsed here so neither can surprise.
  shipTo: typeof row.ship_to === 'string' ? (JSON.parse(row.ship_to) as StoredShipTo) : row.ship_to,
})

const orderOf = (row: StoredOrderRow): OrderRowFacts => ({
  id: row.id,
  sellerId: row.seller_id,
  storeName: row.store_name,
  status: Number(row.status),
  orderAmountPaise: Number(row.order_amount_paise),
  orderDate: row.order_date,
  expectedDeliveryDate: row.expected_delivery_date,
  deliveredDate: row.delivered_date,
})

/** A LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export interface OrdersFilter {
  period: OrderPeriod
  search?: string | undefined
  /** Only orders in this status. */
  status?: number | undefined
  page: number
}

/**
 * A page of the shopper's orders (one per seller of each checkout), newest first, and how many there are
 * under the filter. Only placed checkouts make orders: one waiting for its payment, or released because
 * none came, is not listed. The period counts back from `now`; the search matches any item's product name,
 * case-insensitively, as typed (% and _ are letters here, not wildcards); a status keeps only orders in
 * it. Two queries whatever the page: the page's orders with the count, then their items (docs/product.md,
 * "Orders").
 */
export async function ordersOf(
  db: Db,
  userId: string,
  filter: OrdersFilter,
  now: Date,
): Promise<OrdersAnswer> {
  const days = ORDER_PERIOD_DAYS[filter.period]
  // The checkout's owner is the order's owner; saying so of both lets PostgreSQL read only this shopper's
  // checkouts (by their user index) instead of scanning every checkout for its state.
  const conditions: SQL[] = [sql`o.user_id = ${userId}`, sql`p.user_id = ${userId}`, sql`p.state = 'placed'`]
  if (days !== null) {
    conditions.push(sql`o.order_date >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}`)
  }
  if (filter.status !== undefined) conditions.push(sql`o.status = ${filter.status}`)
  // The search looks only into this shopper's orders' items, order by order: LIMIT 1 keeps it a lookup per
  // order by the items' order index, which the planner cannot turn into a scan of every shopper's items.
  const search =
    filter.search === undefined
      ? sql``
      : sql`cross join lateral (
              select 1 from order_items i
              where i.order_id = o.id and i.product_name ilike ${containsPattern(filter.search)} escape '\\'
              limit 1
            ) hit`
  const offset = (filter.page - 1) * ORDERS_PAGE_SIZE
  // The count comes back even on a page past the end: the page's rows are left-joined to it.
  const rows = await selectRows<Partial<StoredOrderRow> & { total: number | string }>(
    db,
    sql`with matching as (
          select o.id, o.order_date
          from orders o join parent_orders p on p.id = o.parent_order_id ${search}
          where ${sql.join(conditions, sql` and `)}
        ),
        page as (
          select id from matching order by order_date desc, id desc
          limit ${ORDERS_PAGE_SIZE} offset ${offset}
        )
        select t.total, ${ORDER_COLUMNS}
        from (select count(*)::int as total from matching) t
        left join page on true
        left join orders o on o.id = page.id
        left join parent_orders p on p.id = o.parent_order_id
        left join sellers s on s.id = o.seller_id
        order by o.order_date desc, o.id desc`,
  )
  const total = Number(rows[0]?.total ?? 0)
  const pageRows = rows.filter((row): row is StoredOrderRow & { total: number } => row.id != null)
  const items = itemsByOrder(
    await orderItemRowsOf(
      db,
      pageRows.map((row) => row.id),
    ),
  )
  return {
    orders: pageRows.map(
      (row) => orderAnswerOf(checkoutOf(row), orderOf(row), items.get(row.id) ?? []).order,
    ),
    page: filter.page,
    pageCount: Math.ceil(total / ORDERS_PAGE_SIZE),
    total,
  }
}

/**
 * An order's history, oldest first: its placing (the order's own date, by the shopper), then every status
 * change kept in order_status_history (a seller's shipping with its tracking number, a delivery, the
 * shopper's cancellation). Same-instant changes keep the order they were written in.
 */
async function orderHistoryOf(db: Db, order: OrderRowFacts): Promise<OrderHistoryEntry[]> {
  const rows = await selectRows<{
    status: number
    actor: OrderHistoryEntry['actor']
    tracking_number: string | null
    note: string
    created_at: Date | string
  }>(
    db,
    sql`select status, actor, tracking_number, note, created_at from order_status_history
        where order_id = ${order.id} order by created_at, id`,
  )
  return [
    {
      status: 0,
      label: ORDER_PLACED_LABEL,
      at: toTimestamp(order.orderDate),
      actor: 'shopper',
      trackingNumber: null,
      note: '',
    },
    ...rows.map((row) => ({
      status: Number(row.status),
      label: historyEntryLabel(Number(row.status), row.actor),
      at: toTimestamp(row.created_at),
      actor: row.actor,
      trackingNumber: row.tracking_number,
      note: row.note,
    })),
  ]
}

/**
 * An order's cancellations, oldest first, each with what it gave back as the server computed it then and
 * the products it took back (the items that name it).
 */
async function orderCancellationsOf(db: Db, orderId: string): Promise<OrderCancellationEntry[]> {
  const rows = await selectRows<{
    reason: string
    refund_method: OrderCancellationEntry['refundMethod']
    refund_paise: number
    coins_returned: number
    gateway_refund_id: string | null
    created_at: Date | string
    product_ids: string[] | string
  }>(
    db,
    sql`select c.reason, c.refund_method, c.refund_paise, c.coins_returned, c.gateway_refund_id, c.created_at,
               coalesce((select json_agg(i.product_id order by i.id) from order_items i
                         where i.cancellation_id = c.id), '[]'::json) as product_ids
        from cancellations c
        where c.order_id = ${orderId}
        order by c.created_at, c.id`,
  )
  return rows.map((row) => ({
    at: toTimestamp(row.created_at),
    reason: cancellationReasonLabel(row.reason),
    refundMethod: row.refund_method,
    refund: paiseToRupees(Number(row.refund_paise)),
    coins: Number(row.coins_returned),
    refundId: row.gateway_refund_id,
    // Both drivers parse json; a text answer is parsed here so neither can surprise.
    productIds:
      typeof row.product_ids === 'string' ? (JSON.parse(row.product_ids) as string[]) : row.product_ids,
  }))
}

/**
 * One of the shopper's orders with its items, what it saved, whether it may still be cancelled and its
 * checkout's totals. Another shopper's order, an unknown id, and an order of a checkout that is not placed
 * all answer the same refusal, so an id reveals nothing.
 */
export async function orderDetailsOf(db: Db, userId: string, orderId: string): Promise<OrderDetailsAnswer> {
  const [row] = await selectRows<
    StoredOrderRow & {
      items_total_paise: number
      coin_discount_paise: number
      orders_in_checkout: number
      tracking_number: string | null
    }
  >(
    db,
    sql`select ${ORDER_COLUMNS}, p.items_total_paise, p.coin_discount_paise, o.tracking_number,
               (select count(*)::int from orders sibling where sibling.parent_order_id = p.id) as orders_in_checkout
        from orders o
        join parent_orders p on p.id = o.parent_order_id
        join sellers s on s.id = o.seller_id
        where o.id = ${orderId} and o.user_id = ${userId} and p.state = 'placed'`,
  )
  if (!row) throw new OrderViewRefusal(404, ORDER_NOT_FOUND_MESSAGE)
  const stored = orderOf(row)
  const itemRows = await orderItemRowsOf(db, [row.id])
  const history = await orderHistoryOf(db, stored)
  const cancellations = await orderCancellationsOf(db, row.id)
  const { order, savingsPaise } = orderAnswerOf(checkoutOf(row), stored, itemRows)
  const itemsTotalPaise = Number(row.items_total_paise)
  const coinDiscountPaise = Math.min(Number(row.coin_discount_paise), itemsTotalPaise)
  return {
    ...order,
    cancellable: isCancellable(order.status),
    savings: paiseToRupees(savingsPaise),
    checkout: {
      itemsTotal: paiseToRupees(itemsTotalPaise),
      coinDiscount: paiseToRupees(coinDiscountPaise),
      total: paiseToRupees(itemsTotalPaise - coinDiscountPaise),
      orders: Number(row.orders_in_checkout),
    },
    trackingNumber: row.tracking_number,
    history,
    cancellations,
  }
}
