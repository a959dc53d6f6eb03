import {
  amountInWords,
  DEFAULT_GST_RATE_PERCENT,
  type InvoiceSummaryAnswer,
  invoiceAvailable,
  invoiceLineTax,
  invoiceTotals,
  isIntraStateSupply,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS,
  placeOfSupplyLabel,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import type { ShipTo } from '../db/schema.ts'
import { issueInvoice } from './numbering.ts'

/** A read of an invoice the session may not have, or may not have yet: the status and the message. */
export class InvoiceRefusal extends Error {
  readonly status: 404 | 409

  constructor(status: 404 | 409, message: string) {
    super(message)
    this.status = status
  }
}

interface StoredInvoiceOrder {
  id: string
  seller_id: string
  status: number
  ship_to: ShipTo | string
  seller_name: string
  gstin: string | null
  address_line: string | null
  city: string | null
  state: string | null
  pincode: string | null
}

interface StoredInvoiceItem {
  product_id: string
  product_name: string
  unit_price_paise: number
  quantity: number
  hsn_code: string | null
  gst_rate_percent: number | null
}

/** The parts of an address that are there, on one line. */
const oneLine = (...parts: Array<string | null | undefined>): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ')

/** "Karnataka 560001": the state and the pincode, as an address's last line. */
const statePincode = (state: string | null | undefined, pincode: string | null | undefined): string =>
  [state?.trim(), pincode?.trim()].filter(Boolean).join(' ')

/**
 * The invoice of a seller order as the shopper who placed it, or a member of the seller who sells it, may
 * read it; anyone else is answered 404 exactly as for an unknown order. Once the order is shipped the
 * first read issues the invoice's number (numbering.ts). Cancelled items are not invoiced. Prices
 * include GST: each line's tax is taken out of what was paid for it with the core's rules, at the rate and
 * HSN code of the product's category (the nearest level that names one). Coins are how the marketplace
 * lets a shopper pay part of a checkout, not a discount of the seller's, so lines keep the price paid.
 */
export async function invoiceSummaryOf(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
): Promise<InvoiceSummaryAnswer> {
  const [order] = await selectRows<StoredInvoiceOrder>(
    db,
    sql`select o.id, o.seller_id, o.status, p.ship_to, s.name as seller_name, s.gstin, s.address_line, s.city,
               s.state, s.pincode
        from orders o
        join parent_orders p on p.id = o.parent_order_id
        join sellers s on s.id = o.seller_id
        where o.id = ${orderId} and p.state = 'placed'
          and (o.user_id = ${userId}
               or exists (select 1 from seller_members m where m.user_id = ${userId} and m.seller_id = o.seller_id))`,
  )
  if (!order) throw new InvoiceRefusal(404, ORDER_NOT_FOUND_MESSAGE)
  const items = await selectRows<StoredInvoiceItem>(
    db,
    sql`select i.product_id, i.product_name, i.unit_price_paise, i.quantity,
               coalesce(leaf.hsn_code, branch.hsn_code, top.hsn_code) as hsn_code,
               coalesce(leaf.gst_rate_percent, branch.gst_rate_percent, top.gst_rate_percent) as gst_rate_percent
        from order_items i
        join products pr on pr.id = i.product_id
        join categories leaf on leaf.id = pr.category_id
        left join categories branch on branch.id = leaf.parent_category
        left join categories top on top.id = branch.parent_category
        where i.order_id = ${orderId} and i.status <> ${ORDER_STATUS.cancelled} and i.cancellation_id is null
        order by i.id`,
  )
  const status = Number(order.status)
  const issued = await issueInvoice(db, order.id, now)
  // Both drivers parse jsonb; a text answer is parsed here so neither can surprise.
  const shipTo = typeof order.ship_to === 'string' ? (JSON.parse(order.ship_to) as ShipTo) : order.ship_to
  const intraState = isIntraStateSupply(order.state ?? '', shipTo.state)
  const lines = items.map((item) => {
    const rate = item.gst_rate_percent === null ? DEFAULT_GST_RATE_PERCENT : Number(item.gst_rate_percent)
    const tax = invoiceLineTax(Number(item.unit_price_paise) * Number(item.quantity), rate, intraState)
    return { item, rate, tax }
  })
  const totals = invoiceTotals(lines.map((line) => line.tax))
  return {
    orderId: order.id,
    invoiceNumber: issued?.invoiceNumber ?? null,
    invoiceDate: issued ? toTimestamp(issued.issuedAt) : null,
    available: invoiceAvailable(status),
    seller: {
      name: order.seller_name,
      gstin: order.gstin,
      address: oneLine(order.address_line, order.city, statePincode(order.state, order.pincode)),
    },
    buyer: {
      name: shipTo.name,
      address: oneLine(
        shipTo.houseName,
        shipTo.localArea,
        shipTo.landMark,
        statePincode(shipTo.state, shipTo.pincode),
      ),
    },
    placeOfSupply: placeOfSupplyLabel(shipTo.state),
    intraState,
    lines: lines.map(({ item, rate, tax }) => ({
      productId: item.product_id,
      productName: item.product_name,
      hsn: item.hsn_code,
      quantity: Number(item.quantity),
      taxableValue: paiseToRupees(tax.taxablePaise),
      rate,
      cgst: paiseToRupees(tax.cgstPaise),
      sgst: paiseToRupees(tax.sgstPaise),
      igst: paiseToRupees(tax.igstPaise),
      total: paiseToRupees(tax.totalPaise),
    })),
    totals: {
      taxable: paiseToRupees(totals.taxablePaise),
      cgst: paiseToRupees(totals.cgstPaise),
      sgst: paiseToRupees(totals.sgstPaise),
      igst: paiseToRupees(totals.igstPaise),
      total: paiseToRupees(totals.totalPaise),
    },
    totalInWords: amountInWords(totals.totalPaise),
  }
}
