import type { TopDeal } from '@haat/contract'
import { Carousel, DealTile, FeedSection } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { TOP_DEALS_ALL, topDealHref } from '../../../shared/links.ts'
import { useGetTopDealsQuery } from '../homeApi.ts'
import { SkeletonRow } from './SkeletonRow.tsx'
import { sectionStatus } from './sectionStatus.ts'

const TITLE = 'Top Deals'

/** The top deals as a carousel of banner tiles, each opening its deal (home page and /top-deals). */
export function TopDealCarousel({ deals, label }: { deals: TopDeal[]; label: string }) {
  return (
    <Carousel label={label} maxSlides={4}>
      {deals.map((deal) => (
        <DealTile
          key={deal.id}
          title={deal.title}
          imageUrl={deal.bannerUrl}
          offerText={deal.offerText}
          href={topDealHref(deal)}
        />
      ))}
    </Carousel>
  )
}

export function TopDeals() {
  const query = useGetTopDealsQuery()
  const deals = query.data ?? []
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={TOP_DEALS_ALL}
      status={sectionStatus(query, deals)}
      errorText={`Error Fetching Top deals ${errorText(query.error)}`}
      emptyText="No deals available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <TopDealCarousel deals={deals} label={`${TITLE} slides`} />
    </FeedSection>
  )
}
