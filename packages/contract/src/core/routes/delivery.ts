import { routeTable } from '../route.ts'

/** Delivery: whether we deliver to a pincode, and in how many days. */
export const deliveryRoutes = routeTable({
  /** Whether we deliver to a pincode, and in how many days. */
  checkPincode: { method: 'GET', path: '/check-pincode/:pincode' },
})
