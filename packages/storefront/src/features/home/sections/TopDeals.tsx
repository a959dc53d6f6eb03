import { FeedSection } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { useGetTopDealsQuery } from '../../../shared/feeds/feedsApi.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { TopDealCarousel } from '../../../shared/feeds/TopDealCarousel.tsx'
import { TOP_DEALS_ALL } from '../../../shared/links.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Top Deals'

export function TopDeals() {
  const query = useGetTopDealsQuery()
  const deals = query.data ?? []
  const status = useSectionStatus(query, deals)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={TOP_DEALS_ALL}
      status={status}
      errorText={`Error Fetching Top deals ${errorText(query.error)}`}
      emptyText="No deals available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <TopDealCarousel deals={deals} label={`${TITLE} slides`} />
    </FeedSection>
  )
}
