import { NotBuiltYetRoute } from '../errors/NotBuiltYetRoute.tsx'

/** Being built: shows NotBuiltYet until its screen lands. */
export function CheckoutRoute() {
  return <NotBuiltYetRoute />
}
