import { routeTable } from '../route.ts'

/**
 * The signed-in shopper's address book. Addresses are named by their index in the list as it is read
 * (the default first); a `:userId` in a path must be the session's own (another answers 403 and nothing
 * changes). See docs/product.md, "Addresses".
 */
export const addressRoutes = routeTable({
  /** Ours: the shopper's addresses, the default first. */
  addresses: { method: 'GET', path: '/get-address', auth: 'bearer' },
  /** Adds an address (the body's list holds exactly one). */
  addAddress: { method: 'POST', path: '/add-address', auth: 'bearer' },
  /** Replaces the address at `addressIndex`. */
  updateAddress: { method: 'PUT', path: '/update-checkout-address/:userId', auth: 'bearer' },
  /** Deletes the address at the body's `addressIndex`; the default cannot be deleted. */
  deleteAddress: { method: 'DELETE', path: '/delete-address/:userId', auth: 'bearer' },
})
