import { z } from 'zod'
import { Rupees, Timestamp } from './common.ts'
import type { invoiceRoutes } from './core/routes/invoices.ts'
import { OrderIdParams } from './orders.ts'
import type { RouteSchemas } from './routes.ts'

/*
 * Tax invoices of seller orders (docs/product.md, "Tax invoices"). Amounts are rupees as every answer
 * sends them; the server works them out in paise with the core's GST rules (core/invoices.ts).
 */

/** A party of the invoice: its name, its address on one line, and the GSTIN a seller is registered under. */
export const InvoiceParty = z.object({
  name: z.string(),
  address: z.string(),
})

/** One product of the invoice: its HSN code and GST rate come from its top-level category. */
export const InvoiceLine = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Null when the category has no HSN code yet. */
  hsn: z.string().nullable(),
  quantity: z.number().int().min(1),
  taxableValue: Rupees,
  /** The GST rate in percent. */
  rate: z.number().nonnegative(),
  cgst: Rupees,
  sgst: Rupees,
  igst: Rupees,
  /** What the shopper paid for the line, GST included. */
  total: Rupees,
})
export type InvoiceLine = z.infer<typeof InvoiceLine>

export const InvoiceTotals = z.object({
  taxable: Rupees,
  cgst: Rupees,
  sgst: Rupees,
  igst: Rupees,
  total: Rupees,
})
export type InvoiceTotals = z.infer<typeof InvoiceTotals>

/** `GET /order-invoice-summary/{orderId}`: what the invoice of a seller order says. */
export const InvoiceSummaryAnswer = z.object({
  orderId: z.string(),
  /** Given once, the first time the invoice is made after shipping; null before. */
  invoiceNumber: z.string().nullable(),
  invoiceDate: Timestamp.nullable(),
  /** Whether the order has been shipped, so the PDF can be downloaded (core `invoiceAvailable`). */
  available: z.boolean(),
  seller: InvoiceParty.extend({ gstin: z.string().nullable() }),
  buyer: InvoiceParty,
  /** The ship-to state with its GST code, "Maharashtra (27)". */
  placeOfSupply: z.string(),
  /** CGST and SGST when the seller's state is the place of supply, IGST otherwise. */
  intraState: z.boolean(),
  /** The items not cancelled. */
  lines: z.array(InvoiceLine),
  totals: InvoiceTotals,
  totalInWords: z.string(),
})
export type InvoiceSummaryAnswer = z.infer<typeof InvoiceSummaryAnswer>

/** `GET /order-invoice/{orderId}`: the PDF's bytes (application/pdf, sent as an attachment). */
export const InvoicePdf = z.string().meta({
  description: 'The tax invoice as a PDF file (application/pdf)',
  format: 'binary',
})

/** The schemas of every call in `invoiceRoutes`, by name. */
export const invoiceSchemas = {
  invoiceSummary: { params: OrderIdParams, response: InvoiceSummaryAnswer },
  orderInvoice: { params: OrderIdParams, response: InvoicePdf },
} as const satisfies Record<keyof typeof invoiceRoutes, RouteSchemas>
