import { routeTable } from '../route.ts'

/** The product page's calls. */
export const productRoutes = routeTable({})
