import {
  ACCOUNT_SECTION_PARAM,
  type AccountSectionName,
  accountSectionOf,
  ITEM_NOT_SELECTED_MESSAGE,
  LOGOUT_CONFIRM_MESSAGE,
  pages,
} from '@haat/contract/core'
import { AccountLayout, FullPageLoader } from '@haat/ui'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useLogout } from '../../shared/session/session.ts'
import { useGetUserDetailsQuery } from '../../shared/session/userApi.ts'
import { AddressesSection } from './AddressesSection.tsx'
import { DashboardSection } from './DashboardSection.tsx'
import { ListsSection } from './ListsSection.tsx'
import { MyQuestionsSection } from './MyQuestionsSection.tsx'
import { MyReviewsSection } from './MyReviewsSection.tsx'
import { OrdersSection } from './OrdersSection.tsx'
import { PersonalInformation } from './PersonalInformation.tsx'
import { AffiliateDashboardSection, ReferAndEarnSection } from './ReferralSections.tsx'
import { WalletSection } from './WalletSection.tsx'
import { WishlistSection } from './WishlistSection.tsx'

/**
 * /my-account: one route, its sections switched by the sidebar (?section=, so Back and a shared link show
 * the same section). Choosing a section drops the previous section's own parameters (its page, filters).
 */
export function MyAccountRoute() {
  useDocumentTitle(pages.myAccount.title)
  const [params, setParams] = useSearchParams()
  const section = accountSectionOf(params.get(ACCOUNT_SECTION_PARAM))
  // The guard has loaded the record before this screen renders; updates refetch it (tag User).
  const user = useGetUserDetailsQuery()
  const logout = useLogout()

  const select = (next: AccountSectionName) => {
    setParams(next === 'MyAcDefault' ? {} : { [ACCOUNT_SECTION_PARAM]: next })
    window.scrollTo({ top: 0 })
  }

  return (
    <AccountLayout
      userName={user.data?.name}
      active={section === 'unknown' ? null : section}
      onSelect={select}
      onLogout={() => void logout()}
      logoutConfirmText={LOGOUT_CONFIRM_MESSAGE}
    >
      <SectionBody section={section} coins={user.data?.coin ?? null} user={user.data} />
    </AccountLayout>
  )
}

function SectionBody({
  section,
  coins,
  user,
}: {
  section: AccountSectionName | 'unknown'
  coins: number | null
  user: ReturnType<typeof useGetUserDetailsQuery>['data']
}) {
  switch (section) {
    case 'MyAcDefault':
      return <DashboardSection coins={coins} />
    case 'personal-information':
      return user ? <PersonalInformation user={user} /> : <FullPageLoader />
    case 'address':
      return <AddressesSection />
    case 'whishlist':
      // The wishlist and, below it, the named lists: both are the shopper's saved products.
      return (
        <Stack spacing={4}>
          <WishlistSection />
          <ListsSection />
        </Stack>
      )
    case 'my-orders':
      return <OrdersSection />
    case 'RatingandReview':
      return <MyReviewsSection />
    case 'questions':
      return <MyQuestionsSection />
    case 'refer-and-earn':
      return <ReferAndEarnSection />
    case 'affiliate-dashboard':
      return <AffiliateDashboardSection />
    case 'wallet':
      return <WalletSection />
    default:
      return (
        <Typography variant="h2" component="h1" sx={{ py: 6, textAlign: 'center' }}>
          {ITEM_NOT_SELECTED_MESSAGE}
        </Typography>
      )
  }
}
