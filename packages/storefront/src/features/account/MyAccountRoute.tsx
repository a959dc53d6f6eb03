import { pages } from '@haat/contract/core'
import { ACCOUNT_GROUPS, AccountLayout, type AccountSection, FullPageLoader, NotBuiltYet } from '@haat/ui'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useLogout } from '../../shared/session/session.ts'
import { useGetUserDetailsQuery } from '../../shared/session/userApi.ts'
import { AddressesSection } from './AddressesSection.tsx'
import { ListsSection } from './ListsSection.tsx'
import { OrdersSection } from './OrdersSection.tsx'
import { PersonalInformation } from './PersonalInformation.tsx'
import { WishlistSection } from './WishlistSection.tsx'

/** The sections built so far; the sidebar marks the others "Coming soon". */
const BUILT_SECTIONS: readonly AccountSection[] = [
  'personal-information',
  'address',
  'whishlist',
  'my-orders',
]
const ALL_SECTIONS = ACCOUNT_GROUPS.flatMap((group) => group.entries.map((entry) => entry.section))
const labelOf = (section: AccountSection) =>
  ACCOUNT_GROUPS.flatMap((group) => group.entries).find((entry) => entry.section === section)?.label ??
  section

/** The section of `?section=`: personal information when none is named (the dashboard needs orders). */
export function sectionOf(param: string | null): AccountSection | 'unknown' {
  if (param === null || param === '') return 'personal-information'
  return (ALL_SECTIONS as string[]).includes(param) ? (param as AccountSection) : 'unknown'
}

/** /my-account: one route, its sections switched by the sidebar (?section=). */
export function MyAccountRoute() {
  useDocumentTitle(pages.myAccount.title)
  const [params, setParams] = useSearchParams()
  const section = sectionOf(params.get('section'))
  // The guard has loaded the record before this screen renders; updates refetch it (tag User).
  const user = useGetUserDetailsQuery()
  const logout = useLogout()

  return (
    <AccountLayout
      userName={user.data?.name}
      active={section === 'unknown' ? null : section}
      available={BUILT_SECTIONS}
      onSelect={(next) => setParams({ section: next })}
      onLogout={() => void logout()}
    >
      {section === 'personal-information' ? (
        user.data ? (
          <PersonalInformation user={user.data} />
        ) : (
          <FullPageLoader />
        )
      ) : section === 'address' ? (
        <AddressesSection />
      ) : section === 'whishlist' ? (
        // The wishlist and, below it, the named lists: both are the shopper's saved products.
        <Stack spacing={4}>
          <WishlistSection />
          <ListsSection />
        </Stack>
      ) : section === 'my-orders' ? (
        <OrdersSection />
      ) : section === 'unknown' ? (
        <Typography variant="h2" component="h1" sx={{ py: 6, textAlign: 'center' }}>
          Item Not Selected
        </Typography>
      ) : (
        <NotBuiltYet title={labelOf(section)} />
      )}
    </AccountLayout>
  )
}
