import { INVOICE_TEXTS, type InvoiceSummaryAnswer, type Timestamp } from '@haat/contract'
import PDFDocument from 'pdfkit'

/** A4 in points, and the page's margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

/** The lines table: each column's header, width and alignment (the widths fill the page's width). */
const COLUMNS = [
  { key: 'product', header: INVOICE_TEXTS.product, width: 147, align: 'left' },
  { key: 'hsn', header: INVOICE_TEXTS.hsn, width: 38, align: 'left' },
  { key: 'quantity', header: INVOICE_TEXTS.quantity, width: 28, align: 'right' },
  { key: 'taxable', header: INVOICE_TEXTS.taxableValue, width: 62, align: 'right' },
  { key: 'rate', header: INVOICE_TEXTS.rate, width: 38, align: 'right' },
  { key: 'cgst', header: INVOICE_TEXTS.cgst, width: 50, align: 'right' },
  { key: 'sgst', header: INVOICE_TEXTS.sgst, width: 50, align: 'right' },
  { key: 'igst', header: INVOICE_TEXTS.igst, width: 50, align: 'right' },
  { key: 'total', header: INVOICE_TEXTS.total, width: 52.28, align: 'right' },
] as const
type ColumnKey = (typeof COLUMNS)[number]['key']

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const date = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/**
 * The PDF's built-in Helvetica covers Latin-1 only (no rupee sign, no Indian scripts): any other
 * character is written as "?", never as a broken glyph. Amounts are written "Rs.".
 */
const latin1 = (value: string): string => value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')

const rupees = (amount: number): string => money.format(amount)
const dateOf = (at: Timestamp): string => date.format(new Date(at._seconds * 1000))

/** The file name the PDF is saved under: "invoice-K3X9-26-27-17.pdf" (no "/" in a file name). */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
}

/**
 * The tax invoice as a PDF: the seller with its GSTIN and address, the buyer, the place of supply, a line
 * per product (HSN, quantity, taxable value, rate, CGST and SGST or IGST, total), the totals and the
 * amount in words. Made from the same summary the order page shows, so both always agree. `compress`
 * is turned off only by tests that read the page's text.
 */
export function renderInvoicePdf(
  summary: InvoiceSummaryAnswer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const issued = summary.invoiceDate ? new Date(summary.invoiceDate._seconds * 1000) : new Date(0)
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: latin1(`${INVOICE_TEXTS.title} ${summary.invoiceNumber ?? ''}`.trim()),
      Author: latin1(summary.seller.name),
      Subject: latin1(`${INVOICE_TEXTS.gstin} ${summary.seller.gstin ?? INVOICE_TEXTS.unregistered}`),
      // The same invoice makes the same file: its dates are the invoice's, not the moment it was drawn.
      CreationDate: issued,
      ModDate: issued,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = PAGE.margin
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(INVOICE_TEXTS.title, left, PAGE.margin, { width: CONTENT_WIDTH })
  doc.moveDown(0.4).font('Helvetica').fontSize(9)
  const facts: Array<[string, string]> = [
    [INVOICE_TEXTS.invoiceNumber, summary.invoiceNumber ?? '-'],
    [INVOICE_TEXTS.invoiceDate, summary.invoiceDate ? dateOf(summary.invoiceDate) : '-'],
    [INVOICE_TEXTS.orderNumber, summary.orderId],
    [INVOICE_TEXTS.placeOfSupply, summary.placeOfSupply],
  ]
  for (const [label, value] of facts) doc.text(latin1(`${label}: ${value}`), { width: CONTENT_WIDTH })

  // The two parties side by side.
  const partiesTop = doc.y + 12
  const half = (CONTENT_WIDTH - 20) / 2
  const party = (x: number, heading: string, lines: string[]) => {
    doc.font('Helvetica-Bold').fontSize(10).text(heading, x, partiesTop, { width: half })
    doc.font('Helvetica').fontSize(9)
    for (const line of lines) doc.text(latin1(line), x, doc.y, { width: half })
    return doc.y
  }
  const sellerBottom = party(left, INVOICE_TEXTS.soldBy, [
    summary.seller.name,
    summary.seller.address,
    `${INVOICE_TEXTS.gstin}: ${summary.seller.gstin ?? INVOICE_TEXTS.unregistered}`,
  ])
  const buyerBottom = party(left + half + 20, INVOICE_TEXTS.billTo, [
    summary.buyer.name,
    summary.buyer.address,
  ])

  // The lines table.
  let y = Math.max(sellerBottom, buyerBottom) + 16
  const headers = Object.fromEntries(COLUMNS.map((column) => [column.key, column.header])) as Record<
    ColumnKey,
    string
  >
  const row = (cells: Record<ColumnKey, string>, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8)
    let x = left
    let height = 0
    for (const column of COLUMNS) {
      const options = { width: column.width - 4, align: column.align }
      height = Math.max(height, doc.heightOfString(latin1(cells[column.key]), options))
    }
    if (y + height + 4 > PAGE.height - PAGE.margin) {
      doc.addPage()
      y = PAGE.margin
      // A page that goes on with the table starts with its headers again.
      if (cells !== headers) {
        row(headers, true)
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8)
      }
    }
    for (const column of COLUMNS) {
      doc.text(latin1(cells[column.key]), x + 2, y + 2, { width: column.width - 4, align: column.align })
      x += column.width
    }
    y += height + 4
    doc
      .moveTo(left, y)
      .lineTo(left + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
  }
  row(headers, true)
  if (summary.lines.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(INVOICE_TEXTS.noLines, left, y + 4, { width: CONTENT_WIDTH })
    y = doc.y + 4
  }
  for (const line of summary.lines) {
    row(
      {
        product: line.productName,
        hsn: line.hsn ?? '-',
        quantity: String(line.quantity),
        taxable: rupees(line.taxableValue),
        rate: `${line.rate}%`,
        cgst: rupees(line.cgst),
        sgst: rupees(line.sgst),
        igst: rupees(line.igst),
        total: rupees(line.total),
      },
      false,
    )
  }
  row(
    {
      product: INVOICE_TEXTS.totals,
      hsn: '',
      quantity: '',
      taxable: rupees(summary.totals.taxable),
      rate: '',
      cgst: rupees(summary.totals.cgst),
      sgst: rupees(summary.totals.sgst),
      igst: rupees(summary.totals.igst),
      total: `Rs. ${rupees(summary.totals.total)}`,
    },
    true,
  )

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${INVOICE_TEXTS.amountInWords}: `, left, y + 10, { continued: true, width: CONTENT_WIDTH })
    .font('Helvetica')
    .text(latin1(summary.totalInWords))
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555555')
    .text(INVOICE_TEXTS.computerGenerated, { width: CONTENT_WIDTH })
  doc.end()
  return done
}
