import { accountRoutes } from './account.ts'
import { addressRoutes } from './addresses.ts'
import { cancellationRoutes } from './cancellation.ts'
import { cartRoutes } from './cart.ts'
import { catalogueRoutes } from './catalogue.ts'
import { checkoutRoutes } from './checkout.ts'
import { deliveryRoutes } from './delivery.ts'
import { homeRoutes } from './home.ts'
import { identityRoutes } from './identity.ts'
import { invoiceRoutes } from './invoices.ts'
import { type ListingPageCall, listingRoutes } from './listing.ts'
import { listRoutes } from './lists.ts'
import { orderRoutes } from './orders.ts'
import { productRoutes } from './product.ts'
import { reviewRoutes } from './reviews.ts'
import { sellerAreaRoutes } from './sellerArea.ts'
import { sellerRoutes } from './sellers.ts'
import { walletRoutes } from './wallet.ts'

export type { ListingPageCall }
export {
  accountRoutes,
  addressRoutes,
  cancellationRoutes,
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  deliveryRoutes,
  homeRoutes,
  identityRoutes,
  invoiceRoutes,
  listingRoutes,
  listRoutes,
  orderRoutes,
  productRoutes,
  reviewRoutes,
  sellerAreaRoutes,
  sellerRoutes,
  walletRoutes,
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
  ...cancellationRoutes,
  ...walletRoutes,
  ...invoiceRoutes,
  ...accountRoutes,
  ...sellerAreaRoutes,
}
export type RouteName = keyof typeof routeSpecs
