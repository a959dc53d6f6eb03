import { pages } from '@haat/contract/core'
import { CategoryBar, TopNav } from '@haat/ui'
import { lazy, Suspense } from 'react'
import { useCartCounts } from '../../shared/cart/cartApi.ts'
import { useGetCategoriesQuery, useGetSiteSettingsQuery } from '../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref } from '../../shared/links.ts'
import { useLogout } from '../../shared/session/session.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'
import { errorText } from '../errorText.ts'
import { useHeaderSearch } from './useHeaderSearch.ts'

const NO_APP_LINKS = { playStore: null, appStore: null }

// Only a shopper with saved addresses needs it: loaded then, not with the first screen.
const AddressSelector = lazy(async () => ({
  default: (await import('./AddressSelector.tsx')).AddressSelector,
}))

/** TopNav wired to the signed-in shopper, search suggestions, the cart and wishlist counts and site settings. */
export function AppHeader({ onOpenSearch }: { onOpenSearch: () => void }) {
  const search = useHeaderSearch()
  const { cartCount, wishlistCount } = useCartCounts()
  const settings = useGetSiteSettingsQuery().data
  const categories = useGetCategoriesQuery()
  const { data: user } = useCurrentUser()
  const logout = useLogout()
  const addresses = user?.address ?? []
  return (
    <>
      <TopNav
        user={user ? { name: user.name } : null}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
        search={search}
        appLinks={settings?.appLinks ?? NO_APP_LINKS}
        b2bUrl={settings?.b2bSignInUrl ?? ''}
        onLogout={() => void logout()}
        onOpenSearch={onOpenSearch}
        menuHref={pages.menu.path}
        addressSelector={
          addresses.length > 0 ? (
            <Suspense fallback={null}>
              <AddressSelector />
            </Suspense>
          ) : undefined
        }
      />
      <CategoryBar
        categories={categories.data ?? []}
        status={categories.isError ? 'error' : categories.data ? 'ready' : 'loading'}
        errorText={errorText(categories.error)}
        categoryHref={categoryPageHref}
      />
    </>
  )
}
