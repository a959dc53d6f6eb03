import type { accountRoutes } from './core/routes/account.ts'
import type { RouteSchemas } from './routes.ts'

/* My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account"). */

/** The schemas of every call in `accountRoutes`, by name. */
export const accountSchemas = {} as const satisfies Record<keyof typeof accountRoutes, RouteSchemas>
