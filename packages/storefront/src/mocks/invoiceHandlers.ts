import {
  type Answer,
  INVOICE_NOT_YET_MESSAGE,
  INVOICE_TEXTS,
  ORDER_NOT_FOUND_MESSAGE,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recordings } from './recorded/index.ts'

/*
 * Tax invoices on the mocks (docs/product.md, "Tax invoices"): the summaries recorded from the seeded server
 * for the demo shopper's orders, and for a shipped one a small PDF made here that names the invoice (the
 * mocks have no PDF maker; the real file comes from the server). An order without a recorded invoice is
 * unknown (404), as another shopper's is on the server.
 */

/** The recorded invoice summary of an order, or undefined when none was recorded. */
export function recordedInvoice(orderId: string): Answer<'invoiceSummary'> | undefined {
  const recording = recordings.invoiceSummary.find(
    (r) => r.params.orderId === orderId && r.status >= 200 && r.status < 300,
  )
  return recording?.answer as Answer<'invoiceSummary'> | undefined
}

/** A one-page PDF with the given lines of text, in the built-in Helvetica (ASCII only). */
export function minimalPdf(lines: readonly string[]): Uint8Array {
  const pdfString = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const stream = [
    'BT',
    '/F1 11 Tf',
    '50 790 Td',
    '14 TL',
    ...lines.map((line) => `(${pdfString(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

export const invoiceHandlers = () => [
  http.get(url('invoiceSummary'), ({ request, params }) => {
    if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
    const invoice = recordedInvoice(String(params.orderId))
    return invoice ? HttpResponse.json(invoice) : fail(404, ORDER_NOT_FOUND_MESSAGE)
  }),
  http.get(url('orderInvoice'), ({ request, params }) => {
    if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
    const invoice = recordedInvoice(String(params.orderId))
    if (!invoice) return fail(404, ORDER_NOT_FOUND_MESSAGE)
    if (!invoice.available || invoice.invoiceNumber === null) return fail(409, INVOICE_NOT_YET_MESSAGE)
    const pdf = minimalPdf([
      `${INVOICE_TEXTS.title} ${invoice.invoiceNumber}`,
      `${INVOICE_TEXTS.soldBy}: ${invoice.seller.name}, ${INVOICE_TEXTS.gstin} ${invoice.seller.gstin ?? ''}`,
      `${INVOICE_TEXTS.total}: Rs. ${invoice.totals.total.toFixed(2)}`,
      invoice.totalInWords,
    ])
    return new HttpResponse(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  }),
]
