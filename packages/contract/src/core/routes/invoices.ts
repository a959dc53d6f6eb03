import { routeTable } from '../route.ts'

/**
 * Tax invoices of seller orders (docs/product.md, "Tax invoices"). Either call answers the shopper who
 * placed the order or a member of the seller who sells it; anyone else is told the order does not exist.
 */
export const invoiceRoutes = routeTable({
  /** What the invoice says (seller, buyer, lines, GST, totals in words), with its number once issued. */
  invoiceSummary: { method: 'GET', path: '/order-invoice-summary/:orderId', auth: 'bearer' },
  /** The invoice as a PDF file to download; 409 before the order is shipped. */
  orderInvoice: { method: 'GET', path: '/order-invoice/:orderId', auth: 'bearer' },
})
