import { pages } from '@haat/contract/core'
import { MobileBottomBar, SearchOverlay } from '@haat/ui'
import { useCartCounts } from '../../shared/cart/cartApi.ts'
import { useAccountHref } from '../../shared/session/session.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'
import { useHeaderSearch } from './useHeaderSearch.ts'

interface MobileNavigationProps {
  searchOpen: boolean
  onOpenSearch: () => void
  onCloseSearch: () => void
}

/** The phone's bottom bar (home, search, cart, account: the side panel) and the "Search Our Store" overlay it opens. */
export function MobileNavigation({ searchOpen, onOpenSearch, onCloseSearch }: MobileNavigationProps) {
  const { cartCount } = useCartCounts()
  // On a phone a shopper's Account opens the side panel (balances and every account link on one
  // screen); a visitor's opens sign-in, as everywhere.
  const { signedIn } = useCurrentUser()
  const signInOrAccount = useAccountHref()
  const accountHref = signedIn ? pages.side.path : signInOrAccount
  const search = useHeaderSearch(onCloseSearch)
  return (
    <>
      <MobileBottomBar cartCount={cartCount} accountHref={accountHref} onSearch={onOpenSearch} />
      <SearchOverlay open={searchOpen} onClose={onCloseSearch} search={search} />
    </>
  )
}
