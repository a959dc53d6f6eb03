import { accountSectionHref, pageHref, pages } from '@haat/contract/core'
import type { DirectoryLink } from '@haat/ui'

/** The menu page's account links: the shopper's own places, or the ways in for a visitor. */
export function accountLinksFor(signedIn: boolean): DirectoryLink[] {
  return signedIn
    ? [
        { label: 'My Account', href: accountSectionHref('MyAcDefault') },
        { label: 'My Orders', href: accountSectionHref('my-orders') },
        { label: 'Wishlist', href: accountSectionHref('whishlist') },
        { label: 'Wallet', href: accountSectionHref('wallet') },
        { label: 'Addresses', href: accountSectionHref('address') },
        { label: 'Cart', href: pages.shoppingCart.path },
      ]
    : [
        { label: 'Sign In', href: pages.login.path },
        { label: 'Create Account', href: pages.signUp.path },
        { label: 'Cart', href: pages.shoppingCart.path },
      ]
}

/** Where the store's own pages and help are, the same for everyone. */
export const HELP_LINKS: readonly DirectoryLink[] = [
  { label: 'Top Deals', href: pages.topDeals.path },
  { label: 'New Arrivals', href: pages.newArrivals.path },
  { label: 'Featured Brands', href: pages.featuredBrands.path },
  { label: 'About Us', href: pages.about.path },
  { label: 'Sell on Haat: seller sign in', href: pageHref('sellerSignIn') },
]
