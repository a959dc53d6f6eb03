import {
  historyEntryLabel,
  nextSellerStatus,
  ORDER_PLACED_LABEL,
  ORDER_STATUS,
  type OrderHistoryEntry,
  SELLER_ORDER_NOT_FOUND_MESSAGE,
  SELLER_ORDERS_PAGE_SIZE,
  type SellerOrderAnswer,
  type SellerOrderSummary,
  type SellerOrdersAnswer,
  type SellerStatusFilter,
} from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import type { ShipTo } from '../db/schema.ts'
import { itemsByOrder, type OrderItemRow, orderItemRowsOf } from '../orders/order-view.ts'
import { SellerAreaRefusal } from './membership.ts'

/** A seller's order as both reads take it from `orders o` and `parent_orders p`. */
interface StoredSellerOrder {
  id: string
  status: number
  order_date: Date | string
  expected_delivery_date: Date | string
  delivered_date: Date | string | null
  tracking_number: string | null
  payment_mode: SellerOrderSummary['paymentMode']
  ship_to: ShipTo | string
}

const SELLER_ORDER_COLUMNS = sql`o.id, o.status, o.order_date, o.expected_delivery_date, o.delivered_date,
  o.tracking_number, p.payment_mode, p.ship_to`

// Both drivers parse jsonb; a text answer is parsed here so neither can surprise.
const shipToOf = (row: StoredSellerOrder): ShipTo =>
  typeof row.ship_to === 'string' ? (JSON.parse(row.ship_to) as ShipTo) : row.ship_to

/** The order as the list shows it: items at the price paid, the amount of what is not cancelled. */
function summaryOf(row: StoredSellerOrder, items: readonly OrderItemRow[]): SellerOrderSummary {
  const shipTo = shipToOf(row)
  const status = Number(row.status)
  const livePaise = items
    .filter((item) => item.status !== ORDER_STATUS.cancelled)
    .reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0)
  return {
    orderId: row.id,
    status,
    nextStatus: items.some((item) => item.status !== ORDER_STATUS.cancelled)
      ? nextSellerStatus(status)
      : null,
    orderDate: toTimestamp(row.order_date),
    expectedDeliveryDate: toTimestamp(row.expected_delivery_date),
    deliveredDate: toTimestamp(row.delivered_date),
    trackingNumber: row.tracking_number,
    paymentMode: row.payment_mode,
    amount: paiseToRupees(livePaise),
    shipTo: { name: shipTo.name, localArea: shipTo.localArea, state: shipTo.state, pincode: shipTo.pincode },
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      status: item.status,
    })),
  }
}

/**
 * A page of the seller's orders, newest first, with how many there are under the status filter. Only
 * orders of placed checkouts are the seller's to handle: one still waiting for its payment is not an
 * order yet. Two queries whatever the page: the page with the count, then its items.
 */
export async function sellerOrdersOf(
  db: Db,
  sellerId: string,
  filter: { status: SellerStatusFilter; page: number },
): Promise<SellerOrdersAnswer> {
  const conditions: SQL[] = [sql`o.seller_id = ${sellerId}`, sql`p.state = 'placed'`]
  if (filter.status !== 'all') conditions.push(sql`o.status = ${Number(filter.status)}`)
  const offset = (filter.page - 1) * SELLER_ORDERS_PAGE_SIZE
  const rows = await selectRows<Partial<StoredSellerOrder> & { total: number | string }>(
    db,
    sql`with matching as (
          select o.id, o.order_date from orders o join parent_orders p on p.id = o.parent_order_id
          where ${sql.join(conditions, sql` and `)}
        ),
        page as (
          select id from matching order by order_date desc, id desc
          limit ${SELLER_ORDERS_PAGE_SIZE} offset ${offset}
        )
        select t.total, ${SELLER_ORDER_COLUMNS}
        from (select count(*)::int as total from matching) t
        left join page on true
        left join orders o on o.id = page.id
        left join parent_orders p on p.id = o.parent_order_id
        order by o.order_date desc, o.id desc`,
  )
  const total = Number(rows[0]?.total ?? 0)
  const pageRows = rows.filter((row): row is StoredSellerOrder & { total: number } => row.id != null)
  const items = itemsByOrder(
    await orderItemRowsOf(
      db,
      pageRows.map((row) => row.id),
    ),
  )
  return {
    orders: pageRows.map((row) => summaryOf(row, items.get(row.id) ?? [])),
    page: filter.page,
    pageCount: Math.ceil(total / SELLER_ORDERS_PAGE_SIZE),
    total,
  }
}

interface StoredHistoryRow {
  status: number
  actor: OrderHistoryEntry['actor']
  tracking_number: string | null
  note: string
  created_at: Date | string
}

/**
 * One of the seller's orders with the whole address it ships to (the seller needs it to send the parcel)
 * and its history, oldest first. Another seller's order, an unknown id and an order of a checkout not
 * placed all answer the same 404, so an id reveals nothing.
 */
export async function sellerOrderOf(db: Db, sellerId: string, orderId: string): Promise<SellerOrderAnswer> {
  const [row] = await selectRows<StoredSellerOrder>(
    db,
    sql`select ${SELLER_ORDER_COLUMNS} from orders o join parent_orders p on p.id = o.parent_order_id
        where o.id = ${orderId} and o.seller_id = ${sellerId} and p.state = 'placed'`,
  )
  if (!row) throw new SellerAreaRefusal(404, SELLER_ORDER_NOT_FOUND_MESSAGE)
  const history = await selectRows<StoredHistoryRow>(
    db,
    sql`select status, actor, tracking_number, note, created_at from order_status_history
        where order_id = ${orderId} order by created_at, id`,
  )
  const shipTo = shipToOf(row)
  return {
    ...summaryOf(row, await orderItemRowsOf(db, [row.id])),
    shipTo: {
      name: shipTo.name,
      houseName: shipTo.houseName,
      landMark: shipTo.landMark?.trim() ? shipTo.landMark : null,
      localArea: shipTo.localArea,
      state: shipTo.state,
      pincode: shipTo.pincode,
      phoneNumber: shipTo.phoneNumber,
    },
    // Placing writes no history row: the order's own date is its first entry, as on the shopper's page.
    history: [
      {
        status: ORDER_STATUS.processing,
        label: ORDER_PLACED_LABEL,
        at: toTimestamp(row.order_date),
        actor: 'shopper',
        trackingNumber: null,
        note: '',
      },
      ...history.map((entry) => ({
        status: Number(entry.status),
        label: historyEntryLabel(Number(entry.status), entry.actor),
        at: toTimestamp(entry.created_at),
        actor: entry.actor,
        trackingNumber: entry.tracking_number,
        note: entry.note,
      })),
    ],
  }
}
