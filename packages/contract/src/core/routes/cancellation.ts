import { routeTable } from '../route.ts'

/** Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). */
export const cancellationRoutes = routeTable({})
