import { EMPTY_WISHLIST_MESSAGE } from '@haat/contract/core'
import { WishlistPanel } from '@haat/ui'
import { useWishlistPanel } from '../../shared/cart/useWishlistPanel.ts'

/**
 * My Account, Wishlist: the same wishlist as the cart page's, always open, with Move to Cart and Remove
 * (docs/product.md, "Cart and wishlist").
 */
export function WishlistSection() {
  return (
    <WishlistPanel
      title="Wishlist"
      collapsible={false}
      emptyText={EMPTY_WISHLIST_MESSAGE}
      headingComponent="h2"
      {...useWishlistPanel()}
    />
  )
}
