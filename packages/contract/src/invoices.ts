import type { invoiceRoutes } from './core/routes/invoices.ts'
import type { RouteSchemas } from './routes.ts'

/* Tax invoices of seller orders (docs/product.md, "Tax invoices"). */

/** The schemas of every call in `invoiceRoutes`, by name. */
export const invoiceSchemas = {} as const satisfies Record<keyof typeof invoiceRoutes, RouteSchemas>
