import { pages } from '@haat/contract/core'
import { MobileBottomBar } from '@haat/ui'
import { lazy, Suspense, useState } from 'react'
import { useCartCounts } from '../../shared/cart/cartApi.ts'
import { useAccountHref } from '../../shared/session/session.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'

// The overlay is a dialog with a text field and suggestions: a good part of MUI's code, which every page
// would otherwise load and run right after its first paint. It loads when a shopper first opens search.
const PhoneSearch = lazy(async () => ({ default: (await import('./PhoneSearch.tsx')).PhoneSearch }))

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
  // Once opened, the overlay stays mounted, so it can play its closing transition and open at once again.
  const [searchUsed, setSearchUsed] = useState(searchOpen)
  if (searchOpen && !searchUsed) setSearchUsed(true)
  return (
    <>
      <MobileBottomBar cartCount={cartCount} accountHref={accountHref} onSearch={onOpenSearch} />
      {searchUsed && (
        <Suspense fallback={null}>
          <PhoneSearch open={searchOpen} onClose={onCloseSearch} />
        </Suspense>
      )}
    </>
  )
}
