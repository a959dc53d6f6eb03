import { addressRoutes } from './addresses.ts'
import { cartRoutes } from './cart.ts'
import { catalogueRoutes } from './catalogue.ts'
import { checkoutRoutes } from './checkout.ts'
import { deliveryRoutes } from './delivery.ts'
import { homeRoutes } from './home.ts'
import { identityRoutes } from './identity.ts'
import { type ListingPageCall, listingRoutes } from './listing.ts'
import { listRoutes } from './lists.ts'
import { orderRoutes } from './orders.ts'
import { productRoutes } from './product.ts'
import { reviewRoutes } from './reviews.ts'
import { sellerRoutes } from './sellers.ts'

export type { ListingPageCall }
export {
  addressRoutes,
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  deliveryRoutes,
  homeRoutes,
  identityRoutes,
  listingRoutes,
  listRoutes,
  orderRoutes,
  productRoutes,
  reviewRoutes,
  sellerRoutes,
}

/**
 * Every call of the API, by feature. The storefront imports a feature's table rather than this one, so a
 * screen's JavaScript carries only the paths it calls.
 */
export const routeSpecs = {
  ...catalogueRoutes,
  ...homeRoutes,
  ...listingRoutes,
  ...sellerRoutes,
  ...productRoutes,
  ...deliveryRoutes,
  ...reviewRoutes,
  ...identityRoutes,
  ...cartRoutes,
  ...listRoutes,
  ...addressRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
}
export type RouteName = keyof typeof routeSpecs
