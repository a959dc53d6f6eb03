import { accountSectionHref, pages } from '@haat/contract/core'
import type { AccountSummaryLink } from '@haat/ui'

/** The side panel's links: every part of the shopper's account, orders first (what a phone user wants most). */
export const SIDE_LINKS: readonly AccountSummaryLink[] = [
  { label: 'My Orders', href: accountSectionHref('my-orders') },
  // The wishlist and the named lists share one section of My Account.
  { label: 'Wishlist & Lists', href: accountSectionHref('whishlist') },
  { label: 'Addresses', href: accountSectionHref('address') },
  { label: 'Wallet', href: accountSectionHref('wallet') },
  { label: 'My Ratings & Reviews', href: accountSectionHref('RatingandReview') },
  { label: 'Refer & Earn', href: accountSectionHref('refer-and-earn') },
  { label: 'Account settings', href: accountSectionHref('personal-information') },
  { label: 'Cart', href: pages.shoppingCart.path },
]
