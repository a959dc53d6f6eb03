import { routeTable } from '../route.ts'

/** The product page's calls. */
export const productRoutes = routeTable({
  /** Whether we deliver to a pincode, and in how many days. */
  checkPincode: { method: 'GET', path: '/check-pincode/:pincode' },
})
