import { routeTable } from '../route.ts'

/** The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area"). */
export const sellerAreaRoutes = routeTable({})
