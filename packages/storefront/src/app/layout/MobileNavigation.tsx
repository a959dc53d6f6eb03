import { MobileBottomBar, SearchOverlay } from '@haat/ui'
import { useCartCounts } from '../../shared/cart/cartApi.ts'
import { useAccountHref } from '../../shared/session/session.ts'
import { useHeaderSearch } from './useHeaderSearch.ts'

interface MobileNavigationProps {
  searchOpen: boolean
  onOpenSearch: () => void
  onCloseSearch: () => void
}

/** The phone's bottom bar (home, search, cart, account) and the "Search Our Store" overlay it opens. */
export function MobileNavigation({ searchOpen, onOpenSearch, onCloseSearch }: MobileNavigationProps) {
  const { cartCount } = useCartCounts()
  const accountHref = useAccountHref()
  const search = useHeaderSearch(onCloseSearch)
  return (
    <>
      <MobileBottomBar cartCount={cartCount} accountHref={accountHref} onSearch={onOpenSearch} />
      <SearchOverlay open={searchOpen} onClose={onCloseSearch} search={search} />
    </>
  )
}
