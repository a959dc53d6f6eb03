import { financialYearOf, invoiceAvailable, invoiceNumberOf } from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** An invoice's number and when it was issued. */
export interface IssuedInvoice {
  invoiceNumber: string
  issuedAt: Date
}

const rowsOf = async <T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows

/**
 * The order's invoice number, given the first time it is asked for once the order is shipped and kept
 * for good. Numbers run one after another per seller and financial year, without gaps: the order's row
 * lock makes two first requests for one order wait for each other (so it gets one number), and the
 * counter's row lock makes two orders of one seller take consecutive numbers. Null while the order may
 * not have an invoice (not shipped yet, or cancelled) and none was given before.
 */
export async function issueInvoice(db: Db, orderId: string, at: Date): Promise<IssuedInvoice | null> {
  return db.transaction((tx) => issueInvoiceIn(tx, orderId, at))
}

/**
 * `issueInvoice` inside a transaction the caller holds: the seller's status change may issue the number
 * at dispatch, in the same transaction that marks the order shipped (the status read here is then the
 * new one).
 */
export async function issueInvoiceIn(tx: Tx, orderId: string, at: Date): Promise<IssuedInvoice | null> {
  const [order] = await rowsOf<{ seller_id: string; status: number }>(
    tx,
    sql`select seller_id, status from orders where id = ${orderId} for update`,
  )
  if (!order) return null
  const [kept] = await rowsOf<{ invoice_number: string; issued_at: Date | string }>(
    tx,
    sql`select invoice_number, issued_at from invoices where order_id = ${orderId}`,
  )
  if (kept) return { invoiceNumber: kept.invoice_number, issuedAt: new Date(kept.issued_at) }
  if (!invoiceAvailable(Number(order.status))) return null
  const financialYear = financialYearOf(at)
  const [counter] = await rowsOf<{ last_number: number }>(
    tx,
    sql`insert into invoice_counters (seller_id, financial_year, last_number)
        values (${order.seller_id}, ${financialYear}, 1)
        on conflict (seller_id, financial_year)
        do update set last_number = invoice_counters.last_number + 1
        returning last_number`,
  )
  if (!counter) throw new Error('the invoice counter answered no row')
  const invoiceNumber = invoiceNumberOf(order.seller_id, financialYear, Number(counter.last_number))
  await tx.execute(
    sql`insert into invoices (order_id, invoice_number, issued_at)
        values (${orderId}, ${invoiceNumber}, ${at.toISOString()})`,
  )
  return { invoiceNumber, issuedAt: at }
}
