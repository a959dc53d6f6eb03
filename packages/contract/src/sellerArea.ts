import type { sellerAreaRoutes } from './core/routes/sellerArea.ts'
import type { RouteSchemas } from './routes.ts'

/* The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area"). */

/** The schemas of every call in `sellerAreaRoutes`, by name. */
export const sellerAreaSchemas = {} as const satisfies Record<keyof typeof sellerAreaRoutes, RouteSchemas>
