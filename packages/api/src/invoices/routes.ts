import { INVOICE_NOT_YET_MESSAGE } from '@haat/contract'
import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { invoiceFileName, renderInvoicePdf } from './pdf.ts'
import { InvoiceRefusal, invoiceSummaryOf } from './summary.ts'

/** An invoice names the buyer and their address: no browser cache or proxy keeps it. */
const PRIVATE_NO_STORE = 'private, no-store'

/** Tax invoices of seller orders (docs/product.md, "Tax invoices"). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'invoiceSummary', 'invoices', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      return await invoiceSummaryOf(db, session.userId, params.orderId, app.clock.now())
    } catch (error) {
      if (error instanceof InvoiceRefusal) return reply.code(error.status).send({ message: error.message })
      throw error
    }
  })

  contractRoute(app, 'orderInvoice', 'invoices', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      const summary = await invoiceSummaryOf(db, session.userId, params.orderId, app.clock.now())
      if (!summary.available || summary.invoiceNumber === null) {
        throw new InvoiceRefusal(409, INVOICE_NOT_YET_MESSAGE)
      }
      const pdf = await renderInvoicePdf(summary)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(summary.invoiceNumber)}"`)
        .send(pdf)
    } catch (error) {
      if (error instanceof InvoiceRefusal) return reply.code(error.status).send({ message: error.message })
      throw error
    }
  })
}
