import { routeTable } from '../route.ts'

/** My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account"). */
export const accountRoutes = routeTable({})
