import { NotBuiltYetRoute } from '../errors/NotBuiltYetRoute.tsx'

/** Being built: shows NotBuiltYet until its screen lands. */
export function OrderDetailsRoute() {
  return <NotBuiltYetRoute />
}
