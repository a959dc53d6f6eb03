import { CategoryBar, TopNav } from '@haat/ui'
import { errorText } from '../../app/errorText.ts'
import { selectCartCount, useAppSelector } from '../../app/store.ts'
import { useGetCategoriesQuery, useGetSiteSettingsQuery } from '../catalogue/catalogueApi.ts'
import { useHeaderSearch } from '../search/useHeaderSearch.ts'
import { logout } from './session.ts'

const NO_APP_LINKS = { playStore: null, appStore: null }

/** TopNav wired to search suggestions, the cart count and site settings, with the category bar below. */
export function AppHeader({ onOpenSearch }: { onOpenSearch: () => void }) {
  const search = useHeaderSearch()
  const cartCount = useAppSelector(selectCartCount)
  const settings = useGetSiteSettingsQuery().data
  const categories = useGetCategoriesQuery()
  return (
    <>
      <TopNav
        // The identity issue loads the signed-in shopper (get-user); until then everyone is a visitor.
        user={null}
        cartCount={cartCount}
        search={search}
        appLinks={settings?.appLinks ?? NO_APP_LINKS}
        b2bUrl={settings?.b2bSignInUrl ?? ''}
        onLogout={logout}
        onOpenSearch={onOpenSearch}
      />
      <CategoryBar
        categories={categories.data ?? []}
        status={categories.isError ? 'error' : categories.data ? 'ready' : 'loading'}
        errorText={errorText(categories.error)}
      />
    </>
  )
}
