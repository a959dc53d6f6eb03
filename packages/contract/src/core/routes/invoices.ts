import { routeTable } from '../route.ts'

/** Tax invoices of seller orders (docs/product.md, "Tax invoices"). */
export const invoiceRoutes = routeTable({})
