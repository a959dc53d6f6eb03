import type { cancellationRoutes } from './core/routes/cancellation.ts'
import type { RouteSchemas } from './routes.ts'

/* Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). */

/** The schemas of every call in `cancellationRoutes`, by name. */
export const cancellationSchemas = {} as const satisfies Record<keyof typeof cancellationRoutes, RouteSchemas>
